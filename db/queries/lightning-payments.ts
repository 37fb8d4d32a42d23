import { type Selectable, sql } from 'kysely'
import type { Db } from '../client.js'
import type { LightningPaymentState, LightningPaymentsTable } from '../schema.js'

export type { LightningPaymentState }

/** Payments from children's spending (lightning_payments): claimed once, settled once. */

export interface LightningPayment {
  id: number
  familyId: number
  childId: number
  paymentHash: string
  bolt11: string
  amountSat: number
  feeSat: number | null
  /** The most its fee may cost: held with the amount while it is pending. */
  feeBudgetSat: number
  description: string
  state: LightningPaymentState
  failure: string | null
  connectionRevision: number
  deadlineAt: string
  createdAt: string
  settledAt: string | null
  transactionId: number | null
}

const paymentColumns = [
  'id',
  'family_id',
  'child_id',
  'payment_hash',
  'bolt11',
  'amount_sat',
  'fee_sat',
  'fee_budget_sat',
  'description',
  'state',
  'failure',
  'connection_revision',
  'deadline_at',
  'created_at',
  'settled_at',
  'transaction_id',
] as const

type PaymentRow = Pick<Selectable<LightningPaymentsTable>, (typeof paymentColumns)[number]>

function toPayment(row: PaymentRow): LightningPayment {
  return {
    id: row.id,
    familyId: row.family_id,
    childId: row.child_id,
    paymentHash: row.payment_hash,
    bolt11: row.bolt11,
    amountSat: row.amount_sat,
    feeSat: row.fee_sat,
    feeBudgetSat: row.fee_budget_sat,
    description: row.description,
    state: row.state,
    failure: row.failure,
    connectionRevision: row.connection_revision,
    deadlineAt: row.deadline_at,
    createdAt: row.created_at,
    settledAt: row.settled_at,
    transactionId: row.transaction_id,
  }
}

export async function findLightningPayment(
  db: Db,
  familyId: number,
  paymentHash: string,
): Promise<LightningPayment | undefined> {
  const row = await db
    .selectFrom('lightning_payments')
    .select(paymentColumns)
    .where('family_id', '=', familyId)
    .where('payment_hash', '=', paymentHash)
    .executeTakeFirst()
  return row && toPayment(row)
}

export interface NewLightningPayment {
  familyId: number
  childId: number
  paymentHash: string
  bolt11: string
  amountSat: number
  feeBudgetSat: number
  description: string
  connectionRevision: number
  deadlineAt: string
  /** Null when a job paid it (an automatic payout). */
  createdBy: number | null
  createdAt: string
}

/**
 * Records a payment as pending before it is sent: a new row, or a failed earlier
 * attempt of the same invoice taken over. Undefined when the invoice already has a
 * pending or succeeded payment in this family (the caller refuses to send it again).
 */
export async function claimLightningPayment(
  db: Db,
  payment: NewLightningPayment,
): Promise<LightningPayment | undefined> {
  const values = {
    child_id: payment.childId,
    bolt11: payment.bolt11,
    amount_sat: payment.amountSat,
    fee_sat: null,
    fee_budget_sat: payment.feeBudgetSat,
    description: payment.description,
    state: 'pending' as const,
    failure: null,
    preimage: null,
    connection_revision: payment.connectionRevision,
    deadline_at: payment.deadlineAt,
    created_by: payment.createdBy,
    created_at: payment.createdAt,
    settled_at: null,
    checked_at: null,
    transaction_id: null,
  }
  const inserted = await db
    .insertInto('lightning_payments')
    .values({ family_id: payment.familyId, payment_hash: payment.paymentHash, ...values })
    .onConflict((oc) => oc.columns(['family_id', 'payment_hash']).doNothing())
    .returning(paymentColumns)
    .executeTakeFirst()
  if (inserted) return toPayment(inserted)
  const retried = await db
    .updateTable('lightning_payments')
    .set(values)
    .where('family_id', '=', payment.familyId)
    .where('payment_hash', '=', payment.paymentHash)
    .where('state', '=', 'failed')
    .returning(paymentColumns)
    .executeTakeFirst()
  return retried && toPayment(retried)
}

/**
 * What these children's payments still in flight hold of their spending: each pending
 * payment's amount plus its fee budget. Children holding nothing are absent.
 */
export async function sumHeldSpending(
  db: Db,
  childIds: readonly number[],
): Promise<Map<number, number>> {
  const held = new Map<number, number>()
  for (let i = 0; i < childIds.length; i += 500) {
    const rows = await db
      .selectFrom('lightning_payments')
      .select((eb) => [
        'child_id',
        eb.fn.sum<number>(eb('amount_sat', '+', eb.ref('fee_budget_sat'))).as('total'),
      ])
      .where('child_id', 'in', childIds.slice(i, i + 500))
      .where('state', '=', 'pending')
      .groupBy('child_id')
      .execute()
    for (const row of rows) held.set(row.child_id, Number(row.total))
  }
  return held
}

/**
 * Ends a pending payment. Only one caller ever gets the row back for a payment: the
 * one whose update found it still pending (and books the debit, if it succeeded).
 */
export async function closePendingPayment(
  db: Db,
  id: number,
  outcome:
    | { state: 'succeeded'; feeSat: number; preimage: string | null; at: string }
    | { state: 'failed'; failure: string; at: string },
): Promise<LightningPayment | undefined> {
  const row = await db
    .updateTable('lightning_payments')
    .set(
      outcome.state === 'succeeded'
        ? {
            state: 'succeeded',
            fee_sat: outcome.feeSat,
            preimage: outcome.preimage,
            settled_at: outcome.at,
          }
        : { state: 'failed', failure: outcome.failure, settled_at: outcome.at },
    )
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returning(paymentColumns)
    .executeTakeFirst()
  return row && toPayment(row)
}

/** Pending payments of every family for the settling job, the longest unasked first. */
export async function listPendingPayments(db: Db, limit: number): Promise<LightningPayment[]> {
  const rows = await db
    .selectFrom('lightning_payments')
    .select(paymentColumns)
    .where('state', '=', 'pending')
    .orderBy(sql`checked_at is not null`)
    .orderBy('checked_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map(toPayment)
}
