import { describe, expect, it, vi } from 'vitest'
import { listBalanceMismatches } from '../db/queries/reconciliation.js'
import { lightningSettleJob } from './features/lightning/lightning.job.js'
import { type LightningFamily, lightningFamily } from './features/lightning/lightning.test-setup.js'
import { albyHubExport } from './testing/alby-hub-export.js'

// Lightning payments and the CSV import are two features: this drives both through the
// app's routes, with the family wallet's own export as the file.
vi.setConfig({ testTimeout: 30_000 })

const pay = (f: LightningFamily, bolt11: string) =>
  f.parent.request('POST', '/api/lightning/pay', { childId: f.childId, paymentRequest: bolt11 })

describe("importing the family wallet's own export", () => {
  it('debits nothing the app booked or is booking, and only what the wallet paid without it', async () => {
    const f = await lightningFamily()
    await f.connect()
    await f.setSpending('0.0001')
    const shop = f.wallet.node.lightningNetwork.createNode({ alias: 'shop' })
    // Whole sats, as the export writes them.
    f.wallet.node.routingFeeMsat = 2_000
    // Paid through the app: 1,000 sats and a 2 sat fee, booked.
    expect(
      (await pay(f, shop.createInvoice({ amountMsat: 1_000_000 }).bolt11)).json(),
    ).toMatchObject({ status: 'succeeded' })
    // Paid through the app, but the wallet's answer said nothing of the outcome: the app
    // keeps it pending, and the wallet did pay it.
    f.wallet.failWith('pay_invoice', 'INTERNAL')
    const late = shop.createInvoice({ amountMsat: 2_000_000 })
    expect((await pay(f, late.bolt11)).json()).toMatchObject({ status: 'pending' })
    f.wallet.clearFailures()
    await f.wallet.node.pay(late.bolt11)
    // Paid from the wallet's own screen: the app knows nothing of it.
    await f.wallet.node.pay(shop.createInvoice({ amountMsat: 3_000_000 }).bolt11)
    expect(await f.balances()).toEqual({ spending: '0.00008998', savings: '0.00000000' })

    const res = await f.parent.request('POST', '/api/transactions/import-csv', {
      childId: f.childId,
      csvContent: albyHubExport(f.wallet.node),
      filename: 'alby-hub-export.csv',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ imported: 1, skipped: 2, alreadyBooked: 2 })
    expect(res.json().message).toBe(
      'Imported 1 payment from Alby Hub; skipped 2 (2 already booked).',
    )
    // Only the payment made outside the app: 3,000 sats and its 2 sat fee.
    expect(await f.balances()).toEqual({ spending: '0.00005996', savings: '0.00000000' })

    // The late one is booked once, by its settlement.
    expect(await lightningSettleJob.run(f.app)).toContain('1 payments booked')
    expect(await f.balances()).toEqual({ spending: '0.00003994', savings: '0.00000000' })
    let paidMsat = 0
    for (const p of f.wallet.node.payments.values()) paidMsat += p.amountMsat + p.feeMsat
    expect(paidMsat).toBe(6_006_000)
    expect(await listBalanceMismatches(f.app.db)).toEqual([])
  })
})
