import { type Selectable, sql } from 'kysely'
import type { Db } from '../client.js'
import type { LightningInvoiceState, LightningInvoicesTable } from '../schema.js'

export type { LightningInvoiceState }

/** Invoices made for children (lightning_invoices), polled until paid or expired. */

export interface LightningInvoice {
  id: number
  familyId: number
  childId: number
  paymentHash: string
  bolt11: string
  amountSat: number
  description: string
  state: LightningInvoiceState
  expiresAt: string
  createdAt: string
  paidAt: string | null
  transactionId: number | null
  /** What the spending limit moved to savings when it was credited; null until then. */
  toSavingsSat: number | null
}

const invoiceColumns = [
  'id',
  'family_id',
  'child_id',
  'payment_hash',
  'bolt11',
  'amount_sat',
  'description',
  'state',
  'expires_at',
  'created_at',
  'paid_at',
  'transaction_id',
  'to_savings_sat',
] as const

type InvoiceRow = Pick<Selectable<LightningInvoicesTable>, (typeof invoiceColumns)[number]>

function toInvoice(row: InvoiceRow): LightningInvoice {
  return {
    id: row.id,
    familyId: row.family_id,
    childId: row.child_id,
    paymentHash: row.payment_hash,
    bolt11: row.bolt11,
    amountSat: row.amount_sat,
    description: row.description,
    state: row.state,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    transactionId: row.transaction_id,
    toSavingsSat: row.to_savings_sat,
  }
}

export interface NewLightningInvoice {
  familyId: number
  childId: number
  paymentHash: string
  bolt11: string
  amountSat: number
  description: string
  expiresAt: string
  createdBy: number
  createdAt: string
}

export async function insertLightningInvoice(
  db: Db,
  invoice: NewLightningInvoice,
): Promise<LightningInvoice> {
  const row = await db
    .insertInto('lightning_invoices')
    .values({
      family_id: invoice.familyId,
      child_id: invoice.childId,
      payment_hash: invoice.paymentHash,
      bolt11: invoice.bolt11,
      amount_sat: invoice.amountSat,
      description: invoice.description,
      state: 'pending',
      expires_at: invoice.expiresAt,
      created_by: invoice.createdBy,
      created_at: invoice.createdAt,
      paid_at: null,
      checked_at: null,
      transaction_id: null,
    })
    .returning(invoiceColumns)
    .executeTakeFirstOrThrow()
  return toInvoice(row)
}

export async function findLightningInvoice(
  db: Db,
  familyId: number,
  paymentHash: string,
): Promise<LightningInvoice | undefined> {
  const row = await db
    .selectFrom('lightning_invoices')
    .select(invoiceColumns)
    .where('family_id', '=', familyId)
    .where('payment_hash', '=', paymentHash)
    .executeTakeFirst()
  return row && toInvoice(row)
}

/**
 * Moves a pending invoice to its final state. Only one caller ever gets true for an
 * invoice: the one whose update found it still pending (the credit is booked by it).
 */
export async function closePendingInvoice(
  db: Db,
  id: number,
  outcome: { state: 'paid'; paidAt: string } | { state: 'expired' },
): Promise<boolean> {
  const result = await db
    .updateTable('lightning_invoices')
    .set(outcome.state === 'paid' ? { state: 'paid', paid_at: outcome.paidAt } : outcome)
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Links a paid invoice to its credit's ledger row and keeps what went on to savings. */
export async function recordInvoiceCredit(
  db: Db,
  id: number,
  credit: { transactionId: number; toSavingsSat: number },
): Promise<void> {
  await db
    .updateTable('lightning_invoices')
    .set({ transaction_id: credit.transactionId, to_savings_sat: credit.toSavingsSat })
    .where('id', '=', id)
    .execute()
}

/**
 * Pending invoices of every family for the settling job: the longest unasked first, so
 * invoices a wallet cannot answer for do not hold the others back.
 */
export async function listPendingInvoices(db: Db, limit: number): Promise<LightningInvoice[]> {
  const rows = await db
    .selectFrom('lightning_invoices')
    .select(invoiceColumns)
    .where('state', '=', 'pending')
    .orderBy(sql`checked_at is not null`)
    .orderBy('checked_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map(toInvoice)
}

/**
 * Invoices that expired unpaid before `before`: nothing was credited for them (a paid
 * invoice is never 'expired'), so the data-purge policy may drop them.
 */
export async function deleteExpiredInvoicesBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('lightning_invoices')
    .where('state', '=', 'expired')
    .where('expires_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
