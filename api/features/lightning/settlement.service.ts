import type { Db } from '../../../db/client.js'
import { listPendingInvoices } from '../../../db/queries/lightning-invoices.js'
import { listPendingPayments } from '../../../db/queries/lightning-payments.js'
import { markChecked } from '../../../db/queries/lightning-settling.js'
import { settleInvoice } from './invoices.service.js'
import { familyWallet, type LightningDeps, resultOrFailure } from './lightning-context.js'
import { settlePayment } from './payments.service.js'

/** Invoices and payments asked about per pass: a pass stays short whatever the backlog. */
const BATCH = 100

export interface SettlementTally {
  credited: number
  expired: number
  succeeded: number
  failed: number
  open: number
}

/**
 * One pass of the settling job: asks each family's wallet about its pending invoices
 * (credited once when paid, closed when expired) and pending payments (booked when
 * they went through, closed when they failed or were never taken). The same rules as
 * a poll from the dialog, so whichever comes first books it, once. Families without a
 * usable connection are skipped; their records wait.
 */
export async function settleOpenLightning(
  db: Db,
  deps: LightningDeps,
  now: Date,
): Promise<SettlementTally> {
  const tally: SettlementTally = { credited: 0, expired: 0, succeeded: 0, failed: 0, open: 0 }
  const invoices = await listPendingInvoices(db, BATCH)
  const payments = await listPendingPayments(db, BATCH)
  const at = now.toISOString()
  await markChecked(
    db,
    'lightning_invoices',
    invoices.map((i) => i.id),
    at,
  )
  await markChecked(
    db,
    'lightning_payments',
    payments.map((p) => p.id),
    at,
  )
  const families = new Set([...invoices, ...payments].map((record) => record.familyId))
  for (const familyId of families) {
    const wallet = await familyWallet(db, deps, familyId).catch((error: unknown) => {
      // One family's unusable connection must not stop the others' settling.
      deps.log.warn({ familyId, err: error }, 'Lightning settling skipped a family')
      return undefined
    })
    if (!wallet) {
      tally.open += [...invoices, ...payments].filter((r) => r.familyId === familyId).length
      continue
    }
    for (const invoice of invoices.filter((i) => i.familyId === familyId)) {
      const status = await resultOrFailure(wallet.lookupInvoice(invoice.paymentHash))
      const { state } = await settleInvoice(db, invoice, status, now)
      if (state === 'paid') tally.credited++
      else if (state === 'expired') tally.expired++
      else tally.open++
    }
    for (const payment of payments.filter((p) => p.familyId === familyId)) {
      const status = await resultOrFailure(wallet.lookupPayment(payment.paymentHash))
      const outcome = await settlePayment(db, deps, payment, status, wallet.revision, now)
      if (outcome === 'pending') tally.open++
      else tally[outcome]++
    }
  }
  return tally
}
