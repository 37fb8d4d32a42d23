import { describe, expect, it, vi } from 'vitest'
import { listBalanceMismatches } from '../../../db/queries/reconciliation.js'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { MESSAGES } from '../../contracts/messages.js'
import { decodeInvoice } from '../../lib/lightning/bolt11.js'
import { buildTestApp, createFamily, manualClock, signInChild } from '../../test-helpers.js'
import { encodeInvoice, newPaymentPreimage } from '../../testing/bolt11-encoder.js'
import {
  BOLT11_EXAMPLES,
  BOLT11_INVALID_EXAMPLES,
  SPEC_PAYEE,
  SPEC_TIME,
} from '../../testing/bolt11-vectors.js'
import { lightningSettleJob } from './lightning.job.js'
import { lightningFamily } from './lightning.test-setup.js'

// Each test starts a relay, a wallet service and the app, and talks over real sockets:
// on a loaded two-core machine that outgrows vitest's 5 s default.
vi.setConfig({ testTimeout: 30_000 })

const SPEC_COFFEE = BOLT11_EXAMPLES.find(([name]) => name.includes('cup of coffee'))?.[1] ?? ''

describe('the family connection', () => {
  it('saves a Wallet Connect string once the wallet answered, shown without its secret', async () => {
    const f = await lightningFamily()
    const res = await f.parent.request('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: f.uri,
      credentials: '',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      balance: { confirmedBalance: 100_000 },
      config: { configured: true, provider: 'nwc', providerName: 'Nostr Wallet Connect' },
    })
    const config = (await f.parent.request('GET', '/api/lightning/config')).json()
    expect(config).toMatchObject({ configured: true, provider: 'nwc' })
    expect(config.url).toBe(`${f.uri.slice(0, 40)}...`)
    const secret = new URL(f.uri).searchParams.get('secret') ?? ''
    expect(JSON.stringify(config)).not.toContain(secret)
    expect(res.body).not.toContain(secret)
  })

  it('answers "not configured" and Offline before a connection exists', async () => {
    const f = await lightningFamily()
    expect((await f.parent.request('GET', '/api/lightning/config')).json()).toMatchObject({
      configured: false,
      provider: null,
      url: null,
    })
    expect((await f.parent.request('GET', '/api/lightning/balance')).json()).toMatchObject({
      connected: false,
      configured: false,
      channelBalance: 0,
    })
    expect((await f.parent.request('GET', '/api/lightning/nodes')).json()).toEqual({ nodes: [] })
    const test = await f.parent.request('POST', '/api/lightning/test-user-connection')
    expect(test.json()).toMatchObject({ success: false, provider: null, balance: null })
  })

  it.each([
    [{ provider: '', url: '' }, LIGHTNING_MESSAGES.detailsRequired],
    [{ provider: 'nwc', url: '   ' }, LIGHTNING_MESSAGES.detailsRequired],
    [{ url: 'nostr+walletconnect://x' }, LIGHTNING_MESSAGES.detailsRequired],
    [{ provider: 'nwc' }, LIGHTNING_MESSAGES.detailsRequired],
    [{ provider: 'breez', url: 'x' }, 'must start with nostr+walletconnect://'],
    [
      { provider: 'carrier-pigeon', url: 'x' },
      'Choose a provider: nwc, alby_hub, lnd, phoenix, breez or zeus',
    ],
    [{ provider: 'lnd', url: 'https://node.example:8080' }, 'Enter the macaroon (hex)'],
    [{ provider: 'phoenix', url: 'https://phoenix.example' }, "phoenixd's HTTP password"],
    [{ provider: 'alby_hub', url: 'https://hub.example' }, 'Alby Hub access token'],
    [{ provider: 'nwc', url: 'nostr+walletconnect://abc' }, 'public key'],
    [{ provider: 'lnd', url: 'not a url', credentials: 'ab'.repeat(40) }, 'not a valid URL'],
  ])('refuses %j with a message a parent can act on', async (body, message) => {
    const f = await lightningFamily()
    const res = await f.parent.request('POST', '/api/lightning-config/setup', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
    expect((await f.parent.request('GET', '/api/lightning/config')).json().configured).toBe(false)
  })

  it('refuses credentials beside a Wallet Connect string, whose secret is its own', async () => {
    const f = await lightningFamily()
    const res = await f.parent.request('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: f.uri,
      credentials: 'hunter2',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().field).toBe('credentials')
  })

  it('saves nothing when the wallet refuses the connection, and says so in its words', async () => {
    const f = await lightningFamily()
    f.wallet.revokeConnection(f.uri)
    const res = await f.parent.request('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: f.uri,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'lightning-connection-failed' })
    expect(res.json().message).toContain('no longer accepts this connection')
    expect((await f.parent.request('GET', '/api/lightning/config')).json().configured).toBe(false)
  })

  it('refuses a plain ws:// relay unless the operator allows it (ALLOW_INSECURE_RELAYS)', async () => {
    const f = await lightningFamily({ env: { ALLOW_INSECURE_RELAYS: 'false' } })
    const res = await f.parent.request('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: f.uri,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('use a wss:// relay')
  })

  it('reuses one relay connection for every request, closes it when replaced or removed', async () => {
    const f = await lightningFamily()
    const walletSockets = f.relay.openConnections
    await f.connect()
    const opened = f.relay.connectionsOpened
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => f.parent.request('GET', '/api/lightning/balance')),
    )
    expect(reads.every((r) => r.json().connected === true)).toBe(true)
    for (let i = 0; i < 5; i++) await f.parent.request('GET', '/api/lightning/balance')
    expect(f.relay.connectionsOpened).toBe(opened)
    expect(f.relay.openConnections).toBe(walletSockets + 1)

    // A new string for the same family: the old provider's socket closes.
    const second = f.wallet.createConnection()
    await f.parent.request('POST', '/api/lightning-config/setup', { provider: 'nwc', url: second })
    await vi.waitFor(() => expect(f.relay.openConnections).toBe(walletSockets + 1))
    expect((await f.parent.request('GET', '/api/lightning/balance')).json().connected).toBe(true)
    expect(f.relay.connectionsOpened).toBe(opened + 1)

    const removed = await f.parent.request('DELETE', '/api/lightning/config')
    expect(removed.json()).toMatchObject({ success: true })
    await vi.waitFor(() => expect(f.relay.openConnections).toBe(walletSockets))
    expect((await f.parent.request('GET', '/api/lightning/config')).json().configured).toBe(false)
    expect((await f.parent.request('GET', '/api/lightning/balance')).json().connected).toBe(false)
  })

  it('tests the saved connection and reads the balance and the node', async () => {
    const f = await lightningFamily()
    await f.connect()
    const test = await f.parent.request('POST', '/api/lightning/test-user-connection')
    expect(test.json()).toMatchObject({
      success: true,
      provider: 'nwc',
      balance: { confirmedBalance: 100_000 },
    })
    f.wallet.node.balanceMsat = 42_000_999
    expect((await f.parent.request('GET', '/api/lightning/balance')).json()).toEqual({
      connected: true,
      configured: true,
      provider: 'nwc',
      channelBalance: 42_000,
      confirmedBalance: 42_000,
      totalBalance: 42_000,
      balance: 42_000,
    })
    expect((await f.parent.request('GET', '/api/lightning/nodes')).json()).toEqual({
      nodes: [
        { alias: 'Test wallet', pubkey: f.wallet.node.pubkey, network: 'regtest', provider: 'nwc' },
      ],
    })
  })

  it('shows Offline with the reason when the wallet stops accepting the connection', async () => {
    const f = await lightningFamily()
    await f.connect()
    f.wallet.revokeConnection(f.uri)
    const balance = (await f.parent.request('GET', '/api/lightning/balance')).json()
    expect(balance).toMatchObject({ connected: false, configured: true, provider: 'nwc' })
    expect(balance.error).toContain('no longer accepts this connection')
    const test = (await f.parent.request('POST', '/api/lightning/test-user-connection')).json()
    expect(test).toMatchObject({ success: false, provider: 'nwc', balance: null })
  })

  it('lets only the account holder configure, and no child see the family wallet', async () => {
    const f = await lightningFamily()
    const kid = await signInChild(f.app, f.parent, f.childId, 'kim@example.org')
    const setup = await kid.request('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: f.uri,
    })
    expect(setup.statusCode).toBe(403)
    for (const [method, url] of [
      ['GET', '/api/lightning/config'],
      ['DELETE', '/api/lightning/config'],
      ['GET', '/api/lightning/balance'],
      ['GET', '/api/lightning/nodes'],
      ['POST', '/api/lightning/test-user-connection'],
    ] as const) {
      expect((await kid.request(method, url)).statusCode, `${method} ${url}`).toBe(403)
    }
    const anonymous = await f.app.inject({ method: 'GET', url: '/api/lightning/balance' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('reports the connections in /health only in aggregate, from what their wallets last did', async () => {
    const clock = manualClock()
    const f = await lightningFamily({ timeouts: { readMs: 500 }, clock })
    const health = async () => {
      // Past the services' latest check (kept two minutes between health-check job runs)
      // and the report's one-second cache, so each read is a fresh check.
      clock.advance(10 * 60_000)
      return (await f.app.inject({ method: 'GET', url: '/health' })).json().services.lightning
    }
    expect((await health()).status).toBe('not_configured')
    await f.connect()
    expect(await health()).toMatchObject({ status: 'up' })
    await f.wallet.stop()
    expect((await f.parent.request('GET', '/api/lightning/balance')).json().connected).toBe(false)
    const down = await health()
    expect(down).toMatchObject({ status: 'down' })
    expect(down.error).toBe('1 of 1 family Lightning connections did not answer their last call')
  })
})

describe('POST /api/lightning/decode', () => {
  it('decodes every valid example of BOLT11', async () => {
    // No connection needed, and any signed-in member may decode.
    const f = await lightningFamily()
    for (const [name, invoice] of BOLT11_EXAMPLES) {
      const res = await f.parent.request('POST', '/api/lightning/decode', {
        paymentRequest: invoice,
      })
      const expected = decodeInvoice(invoice)
      expect(res.statusCode, name).toBe(200)
      expect(res.json(), name).toEqual({
        tokens: expected.amountSat,
        description: expected.description,
        destination: expected.payee,
        timeExpire: expected.expiresAt.getTime() / 1000,
        isExpired: true,
        paymentHash: expected.paymentHash,
        network: expected.network,
      })
    }
  })

  it('refuses every invalid example of BOLT11 with the spec message', async () => {
    const f = await lightningFamily()
    for (const [name, paymentRequest] of BOLT11_INVALID_EXAMPLES) {
      const res = await f.parent.request('POST', '/api/lightning/decode', { paymentRequest })
      expect(res.statusCode, name).toBe(400)
      expect(res.json(), name).toEqual({
        message: 'Invalid Invoice: Could not decode Lightning invoice',
        code: 'invalid-invoice',
        field: 'paymentRequest',
      })
    }
  })

  it('reads the coffee example as the specification does', async () => {
    const f = await lightningFamily()
    const res = await f.parent.request('POST', '/api/lightning/decode', {
      paymentRequest: SPEC_COFFEE,
    })
    expect(res.json()).toMatchObject({
      tokens: 250_000,
      description: '1 cup coffee',
      destination: SPEC_PAYEE,
      timeExpire: SPEC_TIME + 60,
    })
  })

  it.each(['', 'hello', 'lnbc1qqqqqq', SPEC_COFFEE.replace('lnbc2500u', 'lnbc2600u')])(
    'refuses %j with the spec message',
    async (paymentRequest) => {
      const f = await lightningFamily()
      const res = await f.parent.request('POST', '/api/lightning/decode', { paymentRequest })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        message: 'Invalid Invoice: Could not decode Lightning invoice',
        code: 'invalid-invoice',
      })
    },
  )
})

describe('invoices for a child', () => {
  it('makes an invoice in the family wallet with the default description', async () => {
    const f = await lightningFamily()
    await f.connect()
    const res = await f.parent.request('POST', '/api/lightning/invoice', {
      childId: f.childId,
      amount: '2100',
    })
    expect(res.statusCode).toBe(201)
    const invoice = res.json()
    expect(invoice).toMatchObject({
      childId: f.childId,
      amountSats: 2100,
      description: 'Family Bitcoin Allowance: Lightning payment for Kim',
      state: 'pending',
      paidAt: null,
    })
    const decoded = decodeInvoice(invoice.bolt11)
    expect(decoded).toMatchObject({ amountSat: 2100, paymentHash: invoice.paymentHash })
    expect(f.wallet.node.invoices.has(invoice.paymentHash)).toBe(true)
    const own = await f.parent.request('POST', '/api/lightning/invoice', {
      childId: f.childId,
      amount: ' 5 ',
      description: 'Chores',
    })
    expect(own.json()).toMatchObject({ amountSats: 5, description: 'Chores' })
  })

  it.each(['0', '-5', '1.5', 'abc', '0x10', '1e3', 'Infinity', '', '99999999999'])(
    'refuses the amount %j',
    async (amount) => {
      const f = await lightningFamily()
      await f.connect()
      const res = await f.parent.request('POST', '/api/lightning/invoice', {
        childId: f.childId,
        amount,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        message: LIGHTNING_MESSAGES.invalidAmount,
        field: 'amount',
      })
      expect(f.wallet.requests.filter((r) => r.method === 'make_invoice')).toEqual([])
    },
  )

  it('needs a connection, and hides other families and their invoices', async () => {
    const f = await lightningFamily()
    const none = await f.parent.request('POST', '/api/lightning/invoice', {
      childId: f.childId,
      amount: '100',
    })
    expect(none.statusCode).toBe(409)
    expect(none.json().code).toBe('lightning-not-configured')
    await f.connect()
    const created = (
      await f.parent.request('POST', '/api/lightning/invoice', {
        childId: f.childId,
        amount: '100',
      })
    ).json()

    const other = await createFamily(f.app, 'olga@example.org')
    const theirs = await other.request('POST', '/api/lightning/invoice', {
      childId: f.childId,
      amount: '100',
    })
    expect(theirs.statusCode).toBe(404)
    const peek = await other.request('GET', `/api/lightning/invoices/${created.paymentHash}`)
    expect(peek.statusCode).toBe(404)
    const bad = await f.parent.request('GET', '/api/lightning/invoices/not-a-hash')
    expect(bad.statusCode).toBe(400)
  })

  it('credits the child once when the wallet reports it paid, however many look at once', async () => {
    const f = await lightningFamily()
    await f.connect()
    const invoice = (
      await f.parent.request('POST', '/api/lightning/invoice', {
        childId: f.childId,
        amount: '2100',
      })
    ).json()
    const pending = await f.parent.request('GET', `/api/lightning/invoices/${invoice.paymentHash}`)
    expect(pending.json()).toMatchObject({ state: 'pending' })

    f.wallet.receivePayment(invoice.bolt11)
    const looks = await Promise.all(
      Array.from({ length: 8 }, () =>
        f.parent.request('GET', `/api/lightning/invoices/${invoice.paymentHash}`),
      ),
    )
    expect(looks.map((r) => r.json().state)).toEqual(Array(8).fill('paid'))
    expect(looks[0]?.json()).toMatchObject({
      amountSats: 2100,
      toSpendingSats: 2100,
      toSavingsSats: 0,
    })
    expect(await f.balances()).toEqual({ spending: '0.00002100', savings: '0.00000000' })
    await lightningSettleJob.run(f.app)
    expect(await f.balances()).toEqual({ spending: '0.00002100', savings: '0.00000000' })
    const rows = (await f.parent.request('GET', `/api/children/${f.childId}/transactions`)).json()
    expect(rows.filter((r: { type: string }) => r.type === 'lightning_receive')).toHaveLength(1)
  })

  it('moves what lands above the spending limit to savings, as allowances do', async () => {
    const f = await lightningFamily()
    await f.connect()
    await f.parent.request('PATCH', `/api/children/${f.childId}/spending-threshold`, {
      threshold: '0.00001',
    })
    const invoice = (
      await f.parent.request('POST', '/api/lightning/invoice', {
        childId: f.childId,
        amount: '2100',
      })
    ).json()
    expect(invoice).toMatchObject({ state: 'pending', toSpendingSats: null, toSavingsSats: null })
    f.wallet.receivePayment(invoice.paymentHash)
    // The job credits it; the dialog's next look still tells what went where.
    await lightningSettleJob.run(f.app)
    const paid = await f.parent.request('GET', `/api/lightning/invoices/${invoice.paymentHash}`)
    expect(paid.json()).toMatchObject({
      state: 'paid',
      amountSats: 2100,
      toSpendingSats: 1000,
      toSavingsSats: 1100,
    })
    expect(await f.balances()).toEqual({ spending: '0.00001000', savings: '0.00001100' })
  })

  it('credits invoices paid after the dialog closed through the settling job', async () => {
    const f = await lightningFamily()
    await f.connect()
    const invoice = (
      await f.parent.request('POST', '/api/lightning/invoice', {
        childId: f.childId,
        amount: '700',
      })
    ).json()
    await lightningSettleJob.run(f.app)
    expect((await f.balances()).spending).toBe('0.00000000')
    f.wallet.receivePayment(invoice.bolt11)
    expect(await lightningSettleJob.run(f.app)).toContain('1 invoices credited')
    await lightningSettleJob.run(f.app)
    expect((await f.balances()).spending).toBe('0.00000700')
  })

  it('closes an invoice the wallet reports expired, never crediting it', async () => {
    const f = await lightningFamily()
    await f.connect()
    const invoice = (
      await f.parent.request('POST', '/api/lightning/invoice', {
        childId: f.childId,
        amount: '300',
      })
    ).json()
    f.wallet.tamperWithResults('lookup_invoice', (result) => ({ ...result, state: 'expired' }))
    const closed = await f.parent.request('GET', `/api/lightning/invoices/${invoice.paymentHash}`)
    expect(closed.json().state).toBe('expired')
    f.wallet.tamperWithResults('lookup_invoice', (result) => result)
    f.wallet.receivePayment(invoice.bolt11)
    await f.parent.request('GET', `/api/lightning/invoices/${invoice.paymentHash}`)
    await lightningSettleJob.run(f.app)
    expect((await f.balances()).spending).toBe('0.00000000')
  })
})

/** An invoice of another node of the wallet's network, for the child to pay. */
function shopInvoice(
  f: Awaited<ReturnType<typeof lightningFamily>>,
  amountSat: number,
  options: { createdAt?: Date; expirySeconds?: number } = {},
) {
  const shop = f.wallet.node.lightningNetwork.createNode({ alias: 'shop' })
  return shop.createInvoice({ amountMsat: amountSat * 1000, description: 'Comic book', ...options })
}

const payRequests = (f: Awaited<ReturnType<typeof lightningFamily>>) =>
  f.wallet.requests.filter((r) => r.method === 'pay_invoice').length

describe('paying from a child’s spending', () => {
  it('debits amount and the wallet’s fee as two typed rows once the wallet confirms, and never pays twice', async () => {
    const f = await lightningFamily()
    await f.connect()
    await f.setSpending('0.00005')
    const bill = shopInvoice(f, 1000)
    const res = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(res.statusCode).toBe(200)
    // 1,500 msat of routing fee, rounded up: the books are never under-charged.
    expect(res.json()).toEqual({
      success: true,
      status: 'succeeded',
      paymentHash: bill.paymentHash,
      amount: 1000,
      fee: 2,
      debited: '0.00001002',
    })
    expect(await f.balances()).toEqual({ spending: '0.00003998', savings: '0.00000000' })
    const rows = (await f.parent.request('GET', `/api/children/${f.childId}/transactions`)).json()
    const booked = rows.filter((r: { type: string }) => r.type.startsWith('lightning_'))
    expect(booked).toHaveLength(2)
    expect(booked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'lightning_spend', amount: '-0.00001000' }),
        expect.objectContaining({ type: 'lightning_fee', amount: '-0.00000002' }),
      ]),
    )
    for (const row of booked) expect(row.description).toContain('Comic book')

    const again = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('invoice-already-paid')
    expect(await f.balances()).toEqual({ spending: '0.00003998', savings: '0.00000000' })
    expect(payRequests(f)).toBe(1)
  })

  it('refuses an invoice that fits the balance but not with its fee budget, before the wallet is asked', async () => {
    const f = await lightningFamily()
    await f.connect()
    await f.setSpending('0.00005')
    f.wallet.node.routingFeeMsat = 50_000
    const whole = shopInvoice(f, 5000)
    const refused = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: whole.bolt11,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'insufficient-spending', field: 'paymentRequest' })
    expect(refused.json().message).toBe(
      'Insufficient Funds - Not enough Bitcoin in your spending balance: paying 5,000 sats may cost up to 50 sats in routing fees, and 5,000 sats is available. At most 4,950 sats can be paid.',
    )
    // The wallet was never asked: nothing left it and nothing was claimed.
    expect(payRequests(f)).toBe(0)
    expect(f.wallet.node.payments.has(whole.paymentHash)).toBe(false)
    expect(f.wallet.node.balanceMsat).toBe(100_000_000)

    // The most that fits pays, and its fee, the whole budget, takes the balance to zero.
    const fits = shopInvoice(f, 4950)
    const paid = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: fits.bolt11,
    })
    expect(paid.json()).toMatchObject({ success: true, fee: 50, debited: '0.00005000' })
    expect(await f.balances()).toEqual({ spending: '0.00000000', savings: '0.00000000' })
    expect(f.wallet.node.balanceMsat).toBe(100_000_000 - 5_000_000)
  })

  it('a debit made while a payment is in flight leaves its settlement fully booked', async () => {
    const f = await lightningFamily()
    await f.connect()
    await f.setSpending('0.00002')
    f.wallet.node.routingFeeMsat = 15_000
    // An answer that does not say whether money left: the payment stays pending.
    f.wallet.failWith('pay_invoice', 'INTERNAL')
    const bill = shopInvoice(f, 1500)
    const res = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(res.json()).toMatchObject({ status: 'pending' })
    f.wallet.clearFailures()

    // 1,500 sats and a 15 sat fee budget are held: 485 of the 2,000 may go elsewhere.
    const debit = (type: string, btc: string) =>
      f.parent.request('POST', '/api/transactions', {
        childId: f.childId,
        type,
        amount: btc,
        description: 'Ice cream',
      })
    const tooMuch = await debit('spending', '0.00000486')
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().message).toBe(
      `${MESSAGES.insufficientSpending} (0.00001515 BTC of it is held by Lightning payments under way until they settle)`,
    )
    expect((await debit('savings', '0.00000486')).statusCode).toBe(400)
    const lowered = await f.parent.request('POST', `/api/lightning/sync-balance/${f.childId}`, {
      newBalance: '0.00001514',
    })
    expect(lowered.statusCode).toBe(400)
    expect(lowered.json()).toMatchObject({ code: 'spending-held', field: 'newBalance' })
    expect((await debit('spending', '0.00000485')).statusCode).toBe(201)

    // The wallet did pay, with the whole fee budget: the books take all of it.
    await f.wallet.node.pay(bill.bolt11)
    expect(await lightningSettleJob.run(f.app)).toContain('1 payments booked')
    expect(await f.balances()).toEqual({ spending: '0.00000000', savings: '0.00000000' })
    const rows = (await f.parent.request('GET', `/api/children/${f.childId}/transactions`)).json()
    const lightning = rows.filter((r: { type: string }) => r.type.startsWith('lightning_'))
    expect(
      lightning.map((r: { type: string; amount: string }) => [r.type, r.amount]).sort(),
    ).toEqual([
      ['lightning_fee', '-0.00000015'],
      ['lightning_spend', '-0.00001500'],
    ])
    expect(await listBalanceMismatches(f.app.db)).toEqual([])
  })

  it('books a fee above its budget in full from what is available, and says what it could not cover', async () => {
    // A Wallet Connect wallet takes no fee limit from the app: it may charge more.
    const lines: string[] = []
    const f = await lightningFamily({
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    })
    await f.connect()
    await f.setSpending('0.00002')
    f.wallet.node.routingFeeMsat = 50_000
    const first = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: shopInvoice(f, 1000).bolt11,
    })
    expect(first.json()).toMatchObject({ success: true, fee: 50, debited: '0.00001050' })
    expect((await f.balances()).spending).toBe('0.00000950')

    // 940 sats and a 10 sat budget fill the rest; 40 sats of the 50 sat fee find nothing.
    const second = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: shopInvoice(f, 940).bolt11,
    })
    expect(second.json()).toMatchObject({ success: true, fee: 50, debited: '0.00000950' })
    expect((await f.balances()).spending).toBe('0.00000000')
    const [fee] = (await f.parent.request('GET', `/api/children/${f.childId}/transactions`)).json()
    expect(fee).toMatchObject({ type: 'lightning_fee', amount: '-0.00000010' })
    expect(fee.description).toContain(
      '0.00000040 BTC (40 sats) not covered by the spending balance',
    )
    // Said once, for the second payment, for the operator (the reconciliation shows it too).
    const said = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => /cost more than the spending balance/.test(entry.msg))
    expect(said).toEqual([expect.objectContaining({ level: 40, uncoveredSat: 40 })])
    expect(await listBalanceMismatches(f.app.db)).toEqual([])
  })

  it('refuses expired, amountless, too large, foreign-network and unreadable invoices', async () => {
    const f = await lightningFamily()
    await f.connect()
    await f.setSpending('0.00002')
    const shop = f.wallet.node.lightningNetwork.createNode()
    const hour = 3600 * 1000
    const cases: [string, string, string][] = [
      [
        'expired',
        shop.createInvoice({ amountMsat: 1_000_000, createdAt: new Date(Date.now() - 2 * hour) })
          .bolt11,
        'invoice-expired',
      ],
      [
        'amountless',
        encodeInvoice({ paymentHash: newPaymentPreimage().paymentHash, nodeKey: shop.nodeKey }),
        'amountless-invoice',
      ],
      [
        'too large',
        shop.createInvoice({ amountMsat: 2_000_001_000 }).bolt11,
        'insufficient-spending',
      ],
      [
        'mainnet',
        encodeInvoice({
          network: 'mainnet',
          amountMsat: 1_000_000,
          paymentHash: newPaymentPreimage().paymentHash,
          nodeKey: shop.nodeKey,
        }),
        'wrong-network',
      ],
      ['garbage', 'lnbcrt1garbage', 'invalid-invoice'],
    ]
    for (const [name, paymentRequest, code] of cases) {
      const res = await f.parent.request('POST', '/api/lightning/pay', {
        childId: f.childId,
        paymentRequest,
      })
      expect(res.statusCode, name).toBe(400)
      expect(res.json().code, name).toBe(code)
    }
    const tooLarge = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: shop.createInvoice({ amountMsat: 2_000_001_000 }).bolt11,
    })
    expect(tooLarge.json().message).toBe(MESSAGES.insufficientSpending)
    expect(payRequests(f)).toBe(0)
    expect((await f.balances()).spending).toBe('0.00002000')
  })

  it.each([
    ['INSUFFICIENT_BALANCE', 'does not have enough funds'],
    ['QUOTA_EXCEEDED', 'budget this app may spend'],
    ['RATE_LIMITED', 'too many requests'],
    ['PAYMENT_FAILED', 'Nothing was paid'],
  ])(
    'debits nothing when the wallet answers %s, says why, and lets the parent retry',
    async (code, words) => {
      const f = await lightningFamily()
      await f.connect()
      await f.setSpending('0.00002')
      const bill = shopInvoice(f, 1000)
      f.wallet.failWith('pay_invoice', code)
      const failed = await f.parent.request('POST', '/api/lightning/pay', {
        childId: f.childId,
        paymentRequest: bill.bolt11,
      })
      expect(failed.statusCode).toBe(200)
      expect(failed.json()).toMatchObject({ success: false, status: 'failed', fee: null })
      expect(failed.json().error).toContain(words)
      expect((await f.balances()).spending).toBe('0.00002000')

      f.wallet.clearFailures()
      const retried = await f.parent.request('POST', '/api/lightning/pay', {
        childId: f.childId,
        paymentRequest: bill.bolt11,
      })
      expect(retried.json()).toMatchObject({ success: true, debited: '0.00001002' })
      expect((await f.balances()).spending).toBe('0.00000998')
    },
  )

  it('a payment that got no answer in time is pending, holds its amount, and the job books it', async () => {
    const f = await lightningFamily({ timeouts: { payMs: 400 } })
    await f.connect()
    await f.setSpending('0.00002')
    const bill = shopInvoice(f, 1500)
    f.wallet.delayReplies('pay_invoice', 1500)
    const res = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(res.json()).toMatchObject({ success: false, status: 'pending', debited: null })
    expect(res.json().error).toContain('may still go through')
    expect((await f.balances()).spending).toBe('0.00002000')

    // Neither the same invoice again nor another that the pending one leaves no room for.
    const again = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(again.json().code).toBe('payment-pending')
    const second = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: shopInvoice(f, 1000).bolt11,
    })
    expect(second.json().code).toBe('insufficient-spending')

    // The wallet did pay: the job's lookup finds it and books amount plus fee, once.
    expect(await lightningSettleJob.run(f.app)).toContain('1 payments booked')
    await lightningSettleJob.run(f.app)
    expect((await f.balances()).spending).toBe('0.00000498')
    expect(payRequests(f)).toBe(1)
  })

  it('a payment the wallet never took is closed by the job after its deadline, debiting nothing', async () => {
    const clock = manualClock(new Date())
    const f = await lightningFamily({ clock, timeouts: { payMs: 1000 } })
    await f.connect()
    await f.setSpending('0.00002')
    const bill = shopInvoice(f, 1000)
    // An error that does not say whether money left: outcome unknown.
    f.wallet.failWith('pay_invoice', 'INTERNAL')
    const res = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(res.json().status).toBe('pending')
    expect(await lightningSettleJob.run(f.app)).toContain('0 failed; 1 still open')

    clock.advance(60_000)
    expect(await lightningSettleJob.run(f.app)).toContain('1 failed')
    expect((await f.balances()).spending).toBe('0.00002000')
    f.wallet.clearFailures()
    const retried = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(retried.json()).toMatchObject({ success: true })
  })

  it('debits once when one invoice is paid by several requests at once', async () => {
    const f = await lightningFamily()
    await f.connect()
    await f.setSpending('0.0001')
    const bill = shopInvoice(f, 1000)
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        f.parent.request('POST', '/api/lightning/pay', {
          childId: f.childId,
          paymentRequest: bill.bolt11,
        }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect((await f.balances()).spending).toBe('0.00008998')
    expect(payRequests(f)).toBe(1)
  })

  it('hides other families’ children and refuses a child paying', async () => {
    const f = await lightningFamily()
    await f.connect()
    await f.setSpending('0.00002')
    const bill = shopInvoice(f, 1000)
    const other = await createFamily(f.app, 'olga@example.org')
    const theirs = await other.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(theirs.statusCode).toBe(404)
    const kid = await signInChild(f.app, f.parent, f.childId, 'kim@example.org')
    const own = await kid.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(own.statusCode).toBe(403)
    const receive = await kid.request('POST', '/api/lightning/invoice', {
      childId: f.childId,
      amount: '10',
    })
    expect(receive.statusCode).toBe(403)
    expect(payRequests(f)).toBe(0)
    expect((await f.balances()).spending).toBe('0.00002000')
  })

  it('refuses to pay without a connection, after refusing what is wrong with the invoice', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild()
    const pay = (paymentRequest: string) =>
      parent.request('POST', '/api/lightning/pay', { childId: child.id, paymentRequest })
    // The expired example is refused for what it is before any wallet is asked.
    expect((await pay(SPEC_COFFEE)).json().code).toBe('invoice-expired')
    const fresh = encodeInvoice({
      amountMsat: 1000,
      paymentHash: newPaymentPreimage().paymentHash,
      nodeKey: '11'.repeat(32),
    })
    const res = await pay(fresh)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('lightning-not-configured')
  })
})
