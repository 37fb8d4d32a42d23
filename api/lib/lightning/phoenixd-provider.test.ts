import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { encodeInvoice, newPaymentPreimage } from '../../testing/bolt11-encoder.js'
import { lightningFailure, loopbackForTests } from '../../testing/lightning-test-helpers.js'
import {
  type PhoenixdTestServer,
  startPhoenixdTestServer,
} from '../../testing/phoenixd-test-server.js'
import { TestLightningNetwork, type TestLightningNode } from '../../testing/test-lightning-node.js'
import { expectWalletHistory, makeWalletHistory } from '../../testing/wallet-history.js'
import { decodeInvoice } from './bolt11.js'
import { LightningConfigError } from './lightning-provider.js'
import { type PhoenixdOptions, PhoenixdProvider } from './phoenixd-provider.js'

let recipient: TestLightningNode
let server: PhoenixdTestServer
let provider: PhoenixdProvider

function connect(overrides: Partial<PhoenixdOptions> = {}) {
  return new PhoenixdProvider({
    url: server.url,
    password: server.password,
    policy: loopbackForTests,
    timeouts: { readMs: 2_000, payMs: 2_000 },
    ...overrides,
  })
}

function failure(promise: Promise<unknown>) {
  return lightningFailure(promise, [server.password])
}

beforeEach(async () => {
  const network = new TestLightningNetwork()
  recipient = network.createNode()
  server = await startPhoenixdTestServer({ node: network.createNode({ balanceSat: 40_000 }) })
  provider = connect()
})

afterEach(async () => {
  await provider.close()
  await server.close()
})

describe('PhoenixdProvider against the phoenixd test server', () => {
  it('authenticates with Basic and an empty user, and reads info and balance', async () => {
    expect(await provider.getInfo()).toEqual({
      alias: null,
      pubkey: server.node.pubkey,
      network: 'regtest',
      methods: null,
    })
    expect(await provider.getBalance()).toEqual({ balanceSat: 40_000 })
    const authorization = server.http.requests[0]?.headers.authorization ?? ''
    expect(Buffer.from(authorization.replace('Basic ', ''), 'base64').toString()).toBe(
      `:${server.password}`,
    )
  })

  it('makes an invoice with a form-encoded POST and follows it to settled', async () => {
    const created = await provider.makeInvoice({
      amountSat: 1_234,
      description: 'Chores',
      expirySeconds: 900,
    })
    const request = server.http.requests[0]
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      description: 'Chores',
      amountSat: '1234',
      expirySeconds: '900',
    })
    const decoded = decodeInvoice(created.bolt11)
    expect(created).toMatchObject({ paymentHash: decoded.paymentHash, amountSat: 1_234 })
    expect(created.expiresAt).toEqual(decoded.expiresAt)

    expect(await provider.lookupInvoice(created.paymentHash)).toEqual({
      paymentHash: created.paymentHash,
      state: 'pending',
      amountSat: 1_234,
      settledAt: null,
    })
    const settledAt = server.node.settleInvoice(created.paymentHash).settledAt
    expect(await provider.lookupInvoice(created.paymentHash)).toEqual({
      paymentHash: created.paymentHash,
      state: 'settled',
      amountSat: 1_234,
      settledAt,
    })
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

  it('reads an unpaid invoice past its expiry as expired', async () => {
    const old = server.node.createInvoice({
      amountMsat: 5_000,
      expirySeconds: 60,
      createdAt: new Date(Date.now() - 3_600_000),
    })
    expect((await provider.lookupInvoice(old.paymentHash)).state).toBe('expired')
  })

  it('pays, and counts the fee in msat from the payment record, rounded up', async () => {
    const invoice = recipient.createInvoice({ amountMsat: 10_000, description: 'ice cream' })
    server.node.routingFeeMsat = 4_040

    expect(await provider.payInvoice(invoice.bolt11)).toEqual({
      paymentHash: invoice.paymentHash,
      preimage: invoice.preimage,
      feeSat: 5,
    })
    expect(recipient.invoices.get(invoice.paymentHash)?.state).toBe('settled')
    expect(server.http.requests.map((r) => r.path)).toEqual([
      '/payinvoice',
      `/payments/outgoingbyhash/${invoice.paymentHash}`,
    ])
    expect(await provider.lookupPayment(invoice.paymentHash)).toEqual({
      paymentHash: invoice.paymentHash,
      state: 'succeeded',
      amountSat: 10,
      feeSat: 5,
      preimage: invoice.preimage,
    })
  })

  it('counts one sat more when the payment record cannot be read, never less', async () => {
    const invoice = recipient.createInvoice({ amountMsat: 10_000 })
    server.node.routingFeeMsat = 4_000
    server.http.override = { status: 500, body: 'database locked', path: /outgoingbyhash/ }
    expect((await provider.payInvoice(invoice.bolt11)).feeSat).toBe(5)
  })

  it('reads a failed payment from the 200 answer with a reason, nothing paid', async () => {
    const outsider = new TestLightningNetwork().createNode()
    const noRoute = await failure(
      provider.payInvoice(outsider.createInvoice({ amountMsat: 1_000 }).bolt11),
    )
    expect(noRoute.code).toBe('payment-failed')
    expect(noRoute.message).toContain('unable to route payment to recipient')

    const tooMuch = recipient.createInvoice({ amountMsat: 45_000_000 })
    expect((await failure(provider.payInvoice(tooMuch.bolt11))).code).toBe('insufficient-balance')
    expect(server.node.balanceMsat).toBe(40_000_000)
    expect(await provider.lookupPayment(tooMuch.paymentHash)).toMatchObject({
      state: 'failed',
      preimage: null,
    })

    const paidOnce = recipient.createInvoice({ amountMsat: 1_000 })
    await provider.payInvoice(paidOnce.bolt11)
    const twice = await failure(provider.payInvoice(paidOnce.bolt11))
    expect(twice.code).toBe('payment-failed')
    expect(twice.message).toContain('already been paid')
  })

  it('refuses garbage and any-amount invoices before sending anything', async () => {
    const garbage = await failure(provider.payInvoice('lnbcrt1garbage'))
    expect(garbage).toMatchObject({
      code: 'payment-failed',
      message: 'Invalid Invoice: Could not decode Lightning invoice',
    })
    const anyAmount = await failure(
      provider.payInvoice(
        encodeInvoice({
          paymentHash: newPaymentPreimage().paymentHash,
          nodeKey: recipient.nodeKey,
        }),
      ),
    )
    expect(anyAmount.message).toMatch(/does not say how much to pay.*Nothing was paid/)
    expect(server.http.requests).toHaveLength(0)
  })

  it('reads a 400 from phoenixd as a payment that did not happen', async () => {
    server.http.override = {
      status: 400,
      path: /payinvoice/,
      body: "Request parameter invoice couldn't be parsed/converted to bolt11invoice",
    }
    const error = await failure(
      provider.payInvoice(recipient.createInvoice({ amountMsat: 1_000 }).bolt11),
    )
    expect(error.code).toBe('payment-failed')
    expect(error.message).toContain("couldn't be parsed")
  })

  it('leaves the outcome unknown when phoenixd does not answer the payment in time', async () => {
    const invoice = recipient.createInvoice({ amountMsat: 3_000 })
    server.node.payOutcome = { kind: 'hang' }
    expect((await failure(provider.payInvoice(invoice.bolt11))).code).toBe('outcome-unknown')
    expect((await provider.lookupPayment(invoice.paymentHash)).state).toBe('pending')
    server.node.settlePendingPayment(invoice.paymentHash, 'succeed')
    expect((await provider.lookupPayment(invoice.paymentHash)).state).toBe('succeeded')
  })

  it('reads not-found for hashes phoenixd does not know', async () => {
    const unknown = 'cd'.repeat(32)
    expect((await failure(provider.lookupInvoice(unknown))).code).toBe('not-found')
    expect((await failure(provider.lookupPayment(unknown))).code).toBe('not-found')
  })

  it('says the password was refused, without showing it', async () => {
    const wrong = connect({ password: 'not-the-password' })
    const error = await lightningFailure(wrong.getBalance(), ['not-the-password', server.password])
    expect(error.code).toBe('unauthorized')
    expect(error.message).toMatch(/phoenixd did not accept the password/)
    await wrong.close()
  })

  it('turns a 5xx into a wallet error, and during a payment into an unknown outcome', async () => {
    server.http.override = { status: 500, body: 'java.lang.IllegalStateException: boom' }
    const read = await failure(provider.getBalance())
    expect(read.code).toBe('wallet-error')
    expect(read.message).toContain('IllegalStateException')
    const invoice = recipient.createInvoice({ amountMsat: 1_000 })
    expect((await failure(provider.payInvoice(invoice.bolt11))).code).toBe('outcome-unknown')
  })

  it('gives up on a slow phoenixd with a timeout', async () => {
    server.http.delayMs = 3_000
    expect((await failure(provider.getBalance())).code).toBe('timeout')
  })
})

describe('phoenixd connection settings', () => {
  it('refuses plain HTTP to a public address and loopback under a strict policy', async () => {
    const publicPlain = connect({
      url: 'http://8.8.8.8:9740',
      policy: { allowPrivateHosts: true, allowInsecureLoopback: false },
    })
    const error = await failure(publicPlain.getBalance())
    expect(error.code).toBe('unreachable')
    expect(error.message).toMatch(/use https/)

    const strict = connect({ policy: { allowPrivateHosts: false, allowInsecureLoopback: false } })
    expect((await failure(strict.getBalance())).message).toContain('ALLOW_PRIVATE_HOSTS')
    expect(server.http.requests).toHaveLength(0)
    await publicPlain.close()
    await strict.close()
  })

  it('needs a password', () => {
    expect(
      () =>
        new PhoenixdProvider({
          url: 'http://127.0.0.1:9740',
          password: '',
          policy: loopbackForTests,
        }),
    ).toThrow(LightningConfigError)
  })
})
