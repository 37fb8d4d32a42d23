import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lightningFailure, loopbackForTests } from '../../testing/lightning-test-helpers.js'
import {
  createTestCertificate,
  type LndRestTestServer,
  startLndRestTestServer,
} from '../../testing/lnd-rest-test-server.js'
import { TestLightningNetwork, type TestLightningNode } from '../../testing/test-lightning-node.js'
import { expectWalletHistory, makeWalletHistory } from '../../testing/wallet-history.js'
import { decodeInvoice } from './bolt11.js'
import { LightningConfigError } from './lightning-provider.js'
import { type LndOptions, LndProvider } from './lnd-provider.js'

let network: TestLightningNetwork
let recipient: TestLightningNode
let server: LndRestTestServer
let provider: LndProvider

function connect(overrides: Partial<LndOptions> = {}) {
  return new LndProvider({
    url: server.url,
    macaroonHex: server.macaroonHex,
    tlsCertPem: server.tlsCertPem,
    policy: loopbackForTests,
    timeouts: { readMs: 2_000, payMs: 2_000 },
    ...overrides,
  })
}

/** Whatever went wrong, the macaroon never appears in what the app shows or logs. */
function failure(promise: Promise<unknown>) {
  return lightningFailure(promise, [server.macaroonHex])
}

beforeEach(async () => {
  network = new TestLightningNetwork()
  recipient = network.createNode({ alias: 'kid-wallet' })
  server = await startLndRestTestServer({
    node: network.createNode({ alias: 'family-lnd', balanceSat: 50_000 }),
  })
  provider = connect()
})

afterEach(async () => {
  await provider.close()
  await server.close()
})

describe('LndProvider against the LND REST test server', () => {
  it('reads the node info and its channel balance in whole sats', async () => {
    server.node.balanceMsat = 123_456_789
    expect(await provider.getInfo()).toEqual({
      alias: 'family-lnd',
      pubkey: server.node.pubkey,
      network: 'regtest',
      methods: null,
    })
    expect(await provider.getBalance()).toEqual({ balanceSat: 123_456 })
    expect(server.http.requests[0]?.headers['grpc-metadata-macaroon']).toBe(server.macaroonHex)
  })

  it('makes an invoice, sees it pending, then settled once paid', async () => {
    const created = await provider.makeInvoice({
      amountSat: 2_100,
      description: 'Allowance for Mia',
      expirySeconds: 600,
    })
    const decoded = decodeInvoice(created.bolt11)
    expect(decoded.amountMsat).toBe(2_100_000)
    expect(decoded.description).toBe('Allowance for Mia')
    expect(created).toMatchObject({ paymentHash: decoded.paymentHash, amountSat: 2_100 })
    expect(created.expiresAt?.getTime()).toBe(decoded.createdAt.getTime() + 600_000)
    expect(JSON.parse(server.http.requests[0]?.body ?? '')).toEqual({
      value: '2100',
      memo: 'Allowance for Mia',
      expiry: '600',
    })

    expect(await provider.lookupInvoice(created.paymentHash)).toEqual({
      paymentHash: created.paymentHash,
      state: 'pending',
      amountSat: 2_100,
      settledAt: null,
    })
    server.node.settleInvoice(created.paymentHash)
    const settled = await provider.lookupInvoice(created.paymentHash.toUpperCase())
    expect(settled).toMatchObject({ state: 'settled', amountSat: 2_100 })
    expect(settled.settledAt).toBeInstanceOf(Date)
  })

  it('reports an invoice past its expiry as expired', async () => {
    const created = await provider.makeInvoice({ amountSat: 10, description: 'old' })
    const invoice = server.node.invoices.get(created.paymentHash)
    if (!invoice) throw new Error('invoice missing')
    const now = Date.now()
    invoice.createdAt = new Date(now - 2 * 86_400_000)
    invoice.expiresAt = new Date(now - 86_400_000)
    expect((await provider.lookupInvoice(created.paymentHash)).state).toBe('expired')
  })

  it('pays through /v2/router/send with a timeout and a fee limit, fee rounded up', async () => {
    const invoice = recipient.createInvoice({ amountMsat: 21_000, description: 'pocket money' })
    server.node.routingFeeMsat = 1_500

    const paid = await provider.payInvoice(invoice.bolt11)

    expect(paid).toEqual({
      paymentHash: invoice.paymentHash,
      preimage: invoice.preimage,
      feeSat: 2,
    })
    expect(recipient.invoices.get(invoice.paymentHash)?.state).toBe('settled')
    const sent = JSON.parse(server.http.requests.at(-1)?.body ?? '')
    expect(sent).toMatchObject({
      payment_request: invoice.bolt11,
      timeout_seconds: 1,
      fee_limit_sat: '10',
      no_inflight_updates: true,
    })
    expect(await provider.lookupPayment(invoice.paymentHash)).toEqual({
      paymentHash: invoice.paymentHash,
      state: 'succeeded',
      amountSat: 21,
      feeSat: 2,
      preimage: invoice.preimage,
    })
  })

  it('scales the fee limit with the amount and refuses routes that cost more', async () => {
    const big = recipient.createInvoice({ amountMsat: 3_000_000, description: 'bike' })
    server.node.routingFeeMsat = 31_000
    const error = await failure(provider.payInvoice(big.bolt11))
    expect(error.code).toBe('payment-failed')
    expect(error.message).toContain('no route')
    expect(JSON.parse(server.http.requests.at(-1)?.body ?? '').fee_limit_sat).toBe('30')
    expect(server.node.balanceMsat).toBe(50_000_000)
  })

  it("takes the payment's fee budget as its fee limit when given one", async () => {
    const first = recipient.createInvoice({ amountMsat: 21_000, description: 'sticker' })
    server.node.routingFeeMsat = 3_000
    expect((await provider.payInvoice(first.bolt11, { maxFeeSat: 3 })).feeSat).toBe(3)
    expect(JSON.parse(server.http.requests.at(-1)?.body ?? '').fee_limit_sat).toBe('3')

    const second = recipient.createInvoice({ amountMsat: 21_000, description: 'sticker' })
    server.node.routingFeeMsat = 3_001
    const error = await failure(provider.payInvoice(second.bolt11, { maxFeeSat: 3 }))
    expect(error.code).toBe('payment-failed')
  })

  it('lists the settled payments sent and received since a date, page by page', async () => {
    const since = new Date(Date.now() - 60_000)
    const history = await makeWalletHistory(server.node)
    expectWalletHistory(await provider.listTransactions({ since, limit: 100 }), history)
    const later = await provider.listTransactions({
      since: new Date(Date.now() + 60_000),
      limit: 100,
    })
    expect(later).toEqual({ transactions: [], isComplete: true })
    const one = await provider.listTransactions({ since, limit: 1 })
    expect(one.transactions).toHaveLength(1)
    expect(one.isComplete).toBe(false)
  })

  it('turns each failure reason into the common words, nothing paid', async () => {
    const outsider = new TestLightningNetwork().createNode()
    const unroutable = outsider.createInvoice({ amountMsat: 5_000 })
    const noRoute = await failure(provider.payInvoice(unroutable.bolt11))
    expect(noRoute.code).toBe('payment-failed')
    expect(noRoute.message).toMatch(/no route to the recipient/)

    const tooBig = recipient.createInvoice({ amountMsat: 60_000_000 })
    expect((await failure(provider.payInvoice(tooBig.bolt11))).code).toBe('insufficient-balance')
    expect(server.node.balanceMsat).toBe(50_000_000)
    expect((await provider.lookupPayment(tooBig.paymentHash)).state).toBe('failed')
  })

  it('refuses to pay an invoice twice', async () => {
    const invoice = recipient.createInvoice({ amountMsat: 1_000 })
    await provider.payInvoice(invoice.bolt11)
    const again = await failure(provider.payInvoice(invoice.bolt11))
    expect(again.code).toBe('payment-failed')
    expect(again.message).toContain('already been paid')
  })

  it('says the outcome is unknown when the node keeps the payment in flight, and looks it up later', async () => {
    const invoice = recipient.createInvoice({ amountMsat: 4_000 })
    server.node.payOutcome = { kind: 'hang' }
    expect((await failure(provider.payInvoice(invoice.bolt11))).code).toBe('outcome-unknown')
    expect((await provider.lookupPayment(invoice.paymentHash)).state).toBe('pending')

    server.node.settlePendingPayment(invoice.paymentHash, 'succeed')
    expect(await provider.lookupPayment(invoice.paymentHash)).toMatchObject({
      state: 'succeeded',
      preimage: invoice.preimage,
    })
  })

  it('leaves the outcome unknown when the stream breaks off after the payment started', async () => {
    const invoice = recipient.createInvoice({ amountMsat: 2_000 })
    const inFlight = {
      payment_hash: invoice.paymentHash,
      payment_preimage: '0'.repeat(64),
      value_msat: '2000',
      fee_msat: '0',
      status: 'IN_FLIGHT',
      failure_reason: 'FAILURE_REASON_NONE',
    }
    const lines = (...messages: unknown[]) => messages.map((m) => `${JSON.stringify(m)}\n`).join('')
    server.http.override = {
      status: 200,
      path: /^\/v2\/router\/send$/,
      contentType: 'application/json',
      body: lines({ result: inFlight }, { error: { code: 2, message: 'htlc switch shut down' } }),
    }
    expect((await failure(provider.payInvoice(invoice.bolt11))).code).toBe('outcome-unknown')
    server.http.override = { ...server.http.override, body: lines({ result: inFlight }, 'garbage') }
    expect((await failure(provider.payInvoice(invoice.bolt11))).code).toBe('outcome-unknown')
    server.http.override = { ...server.http.override, body: lines({ result: inFlight }) }
    expect((await failure(provider.payInvoice(invoice.bolt11))).code).toBe('outcome-unknown')
  })

  it('reads not-found for unknown invoices and payments', async () => {
    const unknown = 'ab'.repeat(32)
    expect((await failure(provider.lookupInvoice(unknown))).code).toBe('not-found')
    expect((await failure(provider.lookupPayment(unknown))).code).toBe('not-found')
    expect((await failure(provider.lookupInvoice('../v1/getinfo'))).code).toBe('not-found')
  })

  it('says the macaroon was refused, without showing it', async () => {
    const wrong = connect({ macaroonHex: 'ab'.repeat(100) })
    const error = await failure(wrong.getBalance())
    expect(error.code).toBe('unauthorized')
    expect(error.message).toMatch(/did not accept the macaroon/)
    expect(error.message).not.toContain('ab'.repeat(100))
    const payment = await failure(
      wrong.payInvoice(recipient.createInvoice({ amountMsat: 1_000 }).bolt11),
    )
    expect(payment.code).toBe('unauthorized')
    await wrong.close()
  })

  it('turns a 5xx into a wallet error, and a proxy error page during a payment into an unknown outcome', async () => {
    server.http.override = { status: 503, body: '<html>Bad Gateway</html>' }
    const read = await failure(provider.getBalance())
    expect(read.code).toBe('wallet-error')
    expect(read.message).toContain('Bad Gateway')
    const invoice = recipient.createInvoice({ amountMsat: 1_000 })
    expect((await failure(provider.payInvoice(invoice.bolt11))).code).toBe('outcome-unknown')
  })

  it('says when nothing listens at the address', async () => {
    const closed = await startLndRestTestServer({ node: server.node })
    await closed.close()
    const gone = connect({ url: closed.url, tlsCertPem: closed.tlsCertPem })
    const error = await failure(gone.getBalance())
    expect(error.code).toBe('unreachable')
    expect(error.message).toContain('nothing is listening at that address')
    await gone.close()
  })

  it('gives up on a slow node with a timeout', async () => {
    server.http.delayMs = 3_000
    expect((await failure(provider.getInfo())).code).toBe('timeout')
  })

  it('refuses an answer larger than the limit', async () => {
    server.http.override = { status: 200, body: 'x'.repeat(2_000), contentType: 'application/json' }
    const small = connect({ maxResponseBytes: 1_000 })
    expect((await failure(small.getInfo())).code).toBe('bad-response')
    await small.close()
  })
})

describe('LND TLS', () => {
  it('refuses a node presenting another certificate than the one pinned', async () => {
    const other = await createTestCertificate()
    const pinnedElsewhere = connect({ tlsCertPem: other.cert })
    const error = await failure(pinnedElsewhere.getBalance())
    expect(error.code).toBe('unreachable')
    expect(error.message).toMatch(/TLS certificate .* is not the one saved for it/)
    await pinnedElsewhere.close()
  })

  it("refuses the node's self-signed certificate when none was supplied", async () => {
    const unpinned = connect({ tlsCertPem: undefined })
    const error = await failure(unpinned.getBalance())
    expect(error.code).toBe('unreachable')
    expect(error.message).toMatch(/is not trusted/)
    await unpinned.close()
  })

  it('accepts the pinned certificate even when it names another host, as LND certificates often do', async () => {
    const foreignName = await createTestCertificate({ dns: ['umbrel.local'], ips: ['10.21.21.9'] })
    const other = await startLndRestTestServer({ node: server.node, certificate: foreignName })
    const pinned = new LndProvider({
      url: other.url,
      macaroonHex: other.macaroonHex,
      tlsCertPem: other.tlsCertPem,
      policy: loopbackForTests,
    })
    expect((await pinned.getBalance()).balanceSat).toBe(50_000)
    await pinned.close()
    await other.close()
  })
})

describe('LND connection settings', () => {
  it('refuses a loopback node unless the operator allows private hosts, before any request', async () => {
    const strict = connect({ policy: { allowPrivateHosts: false, allowInsecureLoopback: false } })
    const error = await failure(strict.getBalance())
    expect(error.code).toBe('unreachable')
    expect(error.message).toContain('ALLOW_PRIVATE_HOSTS')
    expect(server.http.requests).toHaveLength(0)
    const homeNode = connect({ policy: { allowPrivateHosts: true, allowInsecureLoopback: false } })
    expect((await homeNode.getBalance()).balanceSat).toBe(50_000)
    await strict.close()
    await homeNode.close()
  })

  it('rejects settings that cannot work, saying which', () => {
    const base = { policy: loopbackForTests, macaroonHex: 'ab'.repeat(40) }
    expect(() => new LndProvider({ ...base, url: 'http://127.0.0.1:8080' })).toThrow(
      LightningConfigError,
    )
    expect(() => new LndProvider({ ...base, url: 'https://u:p@127.0.0.1:8080' })).toThrow(
      /user name or password/,
    )
    expect(
      () => new LndProvider({ ...base, url: 'https://127.0.0.1:8080', macaroonHex: 'not hex' }),
    ).toThrow(/macaroon/)
    expect(
      () => new LndProvider({ ...base, url: 'https://127.0.0.1:8080', tlsCertPem: 'garbage' }),
    ).toThrow(/TLS certificate could not be read/)
  })
})
