import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type AlbyHubTestServer,
  startAlbyHubTestServer,
} from '../../testing/alby-hub-test-server.js'
import { lightningFailure, loopbackForTests } from '../../testing/lightning-test-helpers.js'
import { TestLightningNetwork, type TestLightningNode } from '../../testing/test-lightning-node.js'
import { expectWalletHistory, makeWalletHistory } from '../../testing/wallet-history.js'
import { type AlbyHubOptions, AlbyHubProvider } from './alby-hub-provider.js'
import { decodeInvoice } from './bolt11.js'
import { LightningConfigError } from './lightning-provider.js'

let recipient: TestLightningNode
let server: AlbyHubTestServer
let provider: AlbyHubProvider

function connect(overrides: Partial<AlbyHubOptions> = {}) {
  return new AlbyHubProvider({
    url: server.url,
    accessToken: server.accessToken,
    policy: loopbackForTests,
    timeouts: { readMs: 2_000, payMs: 2_000 },
    ...overrides,
  })
}

function failure(promise: Promise<unknown>) {
  return lightningFailure(promise, [server.accessToken])
}

beforeEach(async () => {
  const network = new TestLightningNetwork()
  recipient = network.createNode()
  server = await startAlbyHubTestServer({
    node: network.createNode({ alias: 'family-hub', balanceSat: 30_000 }),
  })
  provider = connect()
})

afterEach(async () => {
  await provider.close()
  await server.close()
})

describe.each([
  ['a current hub (unit-suffixed fields)', false],
  ['a hub from before April 2026 (unsuffixed msat fields)', true],
])('AlbyHubProvider against %s', (_name, legacy) => {
  beforeEach(() => {
    server.legacy = legacy
  })

  it('reads info with the token and the spendable balance in whole sats', async () => {
    server.node.balanceMsat = 30_000_999
    expect(await provider.getInfo()).toEqual({
      alias: 'family-hub',
      pubkey: server.node.pubkey,
      network: 'regtest',
      methods: null,
    })
    expect(await provider.getBalance()).toEqual({ balanceSat: 30_000 })
    const authorized = server.http.requests.filter((r) => r.path !== '/api/info')
    expect(
      authorized.every((r) => r.headers.authorization === `Bearer ${server.accessToken}`),
    ).toBe(true)
  })

  it('makes an invoice for the amount asked and follows it to settled', async () => {
    const created = await provider.makeInvoice({ amountSat: 777, description: 'Lemonade stand' })
    const decoded = decodeInvoice(created.bolt11)
    expect(decoded).toMatchObject({ amountMsat: 777_000, description: 'Lemonade stand' })
    expect(created).toMatchObject({ paymentHash: decoded.paymentHash, amountSat: 777 })
    expect(await provider.lookupInvoice(created.paymentHash)).toMatchObject({
      state: 'pending',
      amountSat: 777,
      settledAt: null,
    })
    const { settledAt } = server.node.settleInvoice(created.paymentHash)
    expect(await provider.lookupInvoice(created.paymentHash)).toEqual({
      paymentHash: created.paymentHash,
      state: 'settled',
      amountSat: 777,
      settledAt,
    })
  })

  it('pays and reports the fee rounded up from msat', async () => {
    const invoice = recipient.createInvoice({ amountMsat: 8_000, description: 'comic' })
    server.node.routingFeeMsat = 1_200
    expect(await provider.payInvoice(invoice.bolt11)).toEqual({
      paymentHash: invoice.paymentHash,
      preimage: invoice.preimage,
      feeSat: 2,
    })
    expect(await provider.lookupPayment(invoice.paymentHash)).toEqual({
      paymentHash: invoice.paymentHash,
      state: 'succeeded',
      amountSat: 8,
      feeSat: 2,
      preimage: invoice.preimage,
    })
  })
})

describe('AlbyHubProvider failures', () => {
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

  it('turns the hub error messages into the common words, nothing paid', async () => {
    const outsider = new TestLightningNetwork().createNode()
    const noRoute = await failure(
      provider.payInvoice(outsider.createInvoice({ amountMsat: 1_000 }).bolt11),
    )
    expect(noRoute.code).toBe('payment-failed')
    expect(noRoute.message).toContain('RouteNotFound')

    const tooMuch = recipient.createInvoice({ amountMsat: 31_000_000 })
    expect((await failure(provider.payInvoice(tooMuch.bolt11))).code).toBe('insufficient-balance')
    expect(server.node.balanceMsat).toBe(30_000_000)
    expect(await provider.lookupPayment(tooMuch.paymentHash)).toMatchObject({ state: 'failed' })

    const paidOnce = recipient.createInvoice({ amountMsat: 1_000 })
    await provider.payInvoice(paidOnce.bolt11)
    expect((await failure(provider.payInvoice(paidOnce.bolt11))).message).toContain(
      'already been paid',
    )
  })

  it('leaves the outcome unknown when the hub says the payment timed out or does not answer', async () => {
    const slow = recipient.createInvoice({ amountMsat: 2_000 })
    server.node.payOutcome = { kind: 'hang' }
    expect((await failure(provider.payInvoice(slow.bolt11))).code).toBe('outcome-unknown')
    expect((await provider.lookupPayment(slow.paymentHash)).state).toBe('pending')

    server.http.override = {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Timed out waiting for payment to be sent. It may still succeed.',
      }),
    }
    const another = recipient.createInvoice({ amountMsat: 2_000 })
    expect((await failure(provider.payInvoice(another.bolt11))).code).toBe('outcome-unknown')
  })

  it('reads not-found for unknown hashes and for a hash of the other direction', async () => {
    expect((await failure(provider.lookupInvoice('ef'.repeat(32)))).code).toBe('not-found')
    const received = await provider.makeInvoice({ amountSat: 5, description: 'x' })
    expect((await failure(provider.lookupPayment(received.paymentHash))).code).toBe('not-found')
  })

  it('says the token was refused, without showing it', async () => {
    const revoked = connect({ accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.revoked' })
    const error = await lightningFailure(revoked.getBalance(), ['eyJhbGciOiJIUzI1NiJ9.e30.revoked'])
    expect(error.code).toBe('unauthorized')
    expect(error.message).toMatch(/did not accept the access token/)
    expect((await failure(revoked.getInfo())).code).toBe('unauthorized')
    await revoked.close()
  })

  it('keeps a token the hub echoes in an error out of the message', async () => {
    server.http.override = {
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: `node error while using Bearer ${server.accessToken}` }),
    }
    const error = await failure(provider.getBalance())
    expect(error.code).toBe('wallet-error')
    expect(error.message).toContain('[redacted]')
  })

  it('gives up on a slow hub with a timeout', async () => {
    server.http.delayMs = 3_000
    expect((await failure(provider.getBalance())).code).toBe('timeout')
  })

  it('refuses a hub whose invoice is not for the amount asked', async () => {
    // A hub that missed the amount field would hand out an invoice for another amount
    // (or any amount); the provider checks what it got back.
    const wrongAmount = recipient.createInvoice({ amountMsat: 1_000 })
    server.http.override = {
      status: 200,
      contentType: 'application/json',
      path: /^\/api\/invoices$/,
      body: JSON.stringify({
        type: 'incoming',
        state: 'pending',
        invoice: wrongAmount.bolt11,
        paymentHash: wrongAmount.paymentHash,
        preimage: null,
        settledAt: null,
        amount: 5_000,
      }),
    }
    expect((await failure(provider.makeInvoice({ amountSat: 5, description: 'x' }))).code).toBe(
      'bad-response',
    )
  })

  it('needs a token without spaces', () => {
    expect(
      () =>
        new AlbyHubProvider({
          url: 'http://127.0.0.1:8080',
          accessToken: 'a b',
          policy: loopbackForTests,
        }),
    ).toThrow(LightningConfigError)
  })
})
