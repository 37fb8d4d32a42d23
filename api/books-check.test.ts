import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { healthCheckJob } from './features/health/health-check.job.js'
import { type LightningFamily, lightningFamily } from './features/lightning/lightning.test-setup.js'
import { manualClock } from './test-helpers.js'
import { albyHubExport } from './testing/alby-hub-export.js'

// The books check is the health feature's; the wallet's side of it the lightning
// feature's: this drives the health-check job on the app's own composition, with the
// family's Wallet Connect wallet over a real relay.
vi.setConfig({ testTimeout: 30_000 })

/** The family's books check as the operator reads it (pat, the first account, is the admin). */
async function books(f: LightningFamily) {
  const res = await f.parent.request('GET', '/admin/monitoring/stats')
  expect(res.statusCode).toBe(200)
  return res.json().books
}

/** The family's id, which no answer of the API carries. */
async function familyIdOf(f: LightningFamily): Promise<number> {
  const row = await f.app.db
    .selectFrom('users')
    .select('family_id')
    .where('email', '=', f.parent.email)
    .executeTakeFirstOrThrow()
  return row.family_id
}

async function connectedFamily(clock?: ReturnType<typeof manualClock>) {
  const f = await lightningFamily(clock ? { clock } : {})
  await f.connect()
  await f.setSpending('0.0001')
  // Whole sats of fee, so amounts read simply.
  f.wallet.node.routingFeeMsat = 2_000
  const shop = f.wallet.node.lightningNetwork.createNode({ alias: 'shop' })
  const pay = (amountSat: number) =>
    f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: shop.createInvoice({ amountMsat: amountSat * 1000 }).bolt11,
    })
  return { ...f, shop, pay }
}

describe('the books checked against the wallet', () => {
  it('finds nothing to say about a family whose books match its wallet', async () => {
    const f = await connectedFamily()
    expect((await f.pay(1_000)).json()).toMatchObject({ status: 'succeeded' })
    const invoice = await f.parent.request('POST', '/api/lightning/invoice', {
      childId: f.childId,
      amount: '2100',
    })
    f.wallet.receivePayment(invoice.json().paymentHash)
    await f.parent.request('GET', `/api/lightning/invoices/${invoice.json().paymentHash}`)
    expect((await f.balances()).spending).toBe('0.00011098')

    expect(await healthCheckJob.run(f.app)).toContain(
      'books: 0 balances off their ledger, 0 payments off 1 wallets checked',
    )
    expect(await books(f)).toMatchObject({ alerts: [], notChecked: [] })
  })

  it('shows a payment the wallet made that the books do not have, with the family and its amount, until it is booked', async () => {
    const clock = manualClock(new Date())
    const f = await connectedFamily(clock)
    expect((await f.pay(1_000)).json()).toMatchObject({ status: 'succeeded' })
    // Paid from the wallet's own screen: no child's books know of it.
    const elsewhere = f.shop.createInvoice({ amountMsat: 3_000_000 })
    await f.wallet.node.pay(elsewhere.bolt11)

    expect(await healthCheckJob.run(f.app)).toContain('1 payments off 1 wallets checked')
    const { alerts } = await books(f)
    expect(alerts).toEqual([
      {
        familyId: await familyIdOf(f),
        ownerEmail: 'pat@example.org',
        kind: 'wallet',
        amount: '0.00003002',
        message: `The wallet sent 3,002 sats (fee included) that the books do not have (payment ${elsewhere.paymentHash.slice(0, 16)}...)`,
        detectedAt: expect.any(String),
      },
    ])

    // The parent imports the wallet's export: the payment is booked, under its hash.
    const imported = await f.parent.request('POST', '/api/transactions/import-csv', {
      childId: f.childId,
      csvContent: albyHubExport(f.wallet.node),
      filename: 'alby-hub.csv',
    })
    expect(imported.json()).toMatchObject({ imported: 1, alreadyBooked: 1 })
    // Within the hour the wallet is not asked again; after it, the alert is gone.
    clock.advance(30 * 60_000)
    expect(await healthCheckJob.run(f.app)).toContain('0 wallets checked')
    expect((await books(f)).alerts).toHaveLength(1)
    clock.advance(30 * 60_000)
    expect(await healthCheckJob.run(f.app)).toContain('0 payments off 1 wallets checked')
    expect((await books(f)).alerts).toEqual([])
  })

  it('shows a payment the books debited that the wallet does not list', async () => {
    const f = await connectedFamily()
    const paid = (await f.pay(1_000)).json()
    expect(paid).toMatchObject({ status: 'succeeded' })
    f.wallet.node.payments.delete(paid.paymentHash)
    await healthCheckJob.run(f.app)
    expect((await books(f)).alerts).toEqual([
      expect.objectContaining({
        kind: 'wallet',
        amount: '0.00001002',
        message: `The books debited 1,002 sats for a payment ${paid.paymentHash.slice(0, 16)}... the wallet does not list as sent`,
      }),
    ])
  })

  it('shows a cached balance that is not the sum of its ledger rows', async () => {
    const f = await connectedFamily()
    await sql`update children set spending_sat = spending_sat + 500 where id = ${f.childId}`.execute(
      f.app.db,
    )
    await healthCheckJob.run(f.app)
    expect((await books(f)).alerts).toEqual([
      expect.objectContaining({
        familyId: await familyIdOf(f),
        kind: 'balance',
        amount: '0.00000500',
        message:
          "Kim's spending balance is 0.00010500 BTC, but its ledger rows add up to 0.00010000 BTC",
      }),
    ])
  })

  it('says a wallet that is down did not answer, and reports no difference', async () => {
    const f = await connectedFamily()
    await f.wallet.node.pay(f.shop.createInvoice({ amountMsat: 3_000_000 }).bolt11)
    await f.wallet.stop()
    await f.relay.stop()
    const run = await healthCheckJob.run(f.app)
    expect(run).toContain('0 payments off 0 wallets checked')
    expect(run).toContain('1 not answering')
    expect(await books(f)).toMatchObject({ alerts: [], notChecked: [] })
  })

  it('skips, and says so, a connection that may not list its transactions', async () => {
    const f = await lightningFamily()
    const uri = f.wallet.createConnection({
      methods: ['get_info', 'get_balance', 'make_invoice', 'lookup_invoice', 'pay_invoice'],
    })
    const saved = await f.parent.request('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: uri,
      credentials: '',
    })
    expect(saved.statusCode).toBe(200)
    expect(await healthCheckJob.run(f.app)).toContain('1 wallets that cannot list skipped')
    const status = await books(f)
    expect(status.alerts).toEqual([])
    expect(status.notChecked).toEqual([
      {
        familyId: await familyIdOf(f),
        reason: expect.stringContaining('The nwc connection cannot list its transactions'),
      },
    ])
  })
})
