import { sql } from 'kysely'
import type { LedgerType } from '../../api/contracts/transaction-types.js'
import type { Db } from '../client.js'
import { compileOnce } from '../compiled-query.js'
import type { Account } from '../schema.js'

export interface LedgerRow {
  familyId: number
  childId: number | null
  account: Account
  type: LedgerType
  amountSat: number
  description: string
  importKey: string | null
  createdBy: number | null
  /** When the app records the row. */
  createdAt: string
  /** When the money moved, if earlier than createdAt (an imported payment's date). */
  occurredAt?: string
  /** The goal of a 'goal' row, or of the child row a goal move caused. */
  goalId?: number | null
  /** The allocation that caused this row, if any. */
  allocationId?: number | null
  /** The Lightning payment (hex hash) this row books, if it books one. */
  paymentHash?: string | null
}

export interface LedgerTransaction {
  id: number
  childId: number | null
  childName: string | null
  account: Account
  type: LedgerType
  amountSat: number
  description: string
  /** When the money moved: what activity lists show and sort by. */
  occurredAt: string
  /** When the app recorded it. */
  recordedAt: string
}

/** Well under SQLite's 32,766 bound variables per statement (13 columns a row). */
const INSERT_CHUNK = 1000

export async function insertLedgerRows(db: Db, rows: LedgerRow[]): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insertInto('transactions')
      .values(
        rows.slice(i, i + INSERT_CHUNK).map((r) => ({
          family_id: r.familyId,
          child_id: r.childId,
          account: r.account,
          type: r.type,
          amount_sat: r.amountSat,
          description: r.description,
          import_key: r.importKey,
          created_by: r.createdBy,
          created_at: r.createdAt,
          occurred_at: r.occurredAt ?? r.createdAt,
          goal_id: r.goalId ?? null,
          allocation_id: r.allocationId ?? null,
          payment_hash: r.paymentHash ?? null,
        })),
      )
      .returning('id')
      .execute()
    for (const row of inserted) ids.push(row.id)
  }
  return ids
}

/**
 * Moves children's cached balances by the given deltas, many children per
 * statement (an allowance run can touch thousands). CHECK constraints refuse a
 * negative result.
 */
export async function addToChildBalances(
  db: Db,
  deltas: Array<{ childId: number; savingsSat: number; spendingSat: number }>,
  at: string,
): Promise<void> {
  for (let i = 0; i < deltas.length; i += INSERT_CHUNK) {
    const values = sql.join(
      deltas
        .slice(i, i + INSERT_CHUNK)
        // Cast: PostgreSQL types a bare parameter in VALUES as text (SQLite keeps the integer).
        .map(
          (d) =>
            sql`(cast(${d.childId} as bigint), cast(${d.savingsSat} as bigint), cast(${d.spendingSat} as bigint))`,
        ),
    )
    await sql`update children
      set savings_sat = savings_sat + v.column2, spending_sat = spending_sat + v.column3, updated_at = ${at}
      from (values ${values}) as v
      where children.id = v.column1`.execute(db)
  }
}

/** Moves a goal's cached amount; its CHECK constraint refuses a negative result. */
export async function addToGoalAmount(
  db: Db,
  goalId: number,
  deltaSat: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('family_goals')
    .set((eb) => ({ current_sat: eb('current_sat', '+', deltaSat), updated_at: at }))
    .where('id', '=', goalId)
    .execute()
}

function transactionsQuery(db: Db, familyId: number) {
  return (
    db
      .selectFrom('transactions')
      .leftJoin('children', 'children.id', 'transactions.child_id')
      .select([
        'transactions.id',
        'transactions.child_id',
        'children.name as child_name',
        'transactions.account',
        'transactions.type',
        'transactions.amount_sat',
        'transactions.description',
        'transactions.created_at',
        'transactions.occurred_at',
      ])
      .where('transactions.family_id', '=', familyId)
      // Walks the (family_id | child_id, occurred_at) index backwards; its rowid tail puts
      // the later-recorded of two rows with the same time first.
      .orderBy('transactions.occurred_at', 'desc')
      .orderBy('transactions.id', 'desc')
  )
}

// Compiled once: the dashboard reads the family's latest rows on every load.
const selectFamilyTransactions = compileOnce((db, args: { familyId: number; limit: number }) =>
  transactionsQuery(db, args.familyId).limit(args.limit),
)

const selectChildTransactions = compileOnce(
  (db, args: { familyId: number; childId: number; limit: number }) =>
    transactionsQuery(db, args.familyId)
      .where('transactions.child_id', '=', args.childId)
      .limit(args.limit),
)

function toTransaction(row: {
  id: number
  child_id: number | null
  child_name: string | null
  account: Account
  type: LedgerType
  amount_sat: number
  description: string
  created_at: string
  occurred_at: string | null
}): LedgerTransaction {
  return {
    id: row.id,
    childId: row.child_id,
    childName: row.child_name,
    account: row.account,
    type: row.type,
    amountSat: row.amount_sat,
    description: row.description,
    occurredAt: row.occurred_at ?? row.created_at,
    recordedAt: row.created_at,
  }
}

export async function listFamilyTransactions(
  db: Db,
  familyId: number,
  limit: number,
): Promise<LedgerTransaction[]> {
  const rows = await selectFamilyTransactions(db, { familyId, limit })
  return rows.map(toTransaction)
}

export async function listChildTransactions(
  db: Db,
  familyId: number,
  childId: number,
  limit: number,
): Promise<LedgerTransaction[]> {
  const rows = await selectChildTransactions(db, { familyId, childId, limit })
  return rows.map(toTransaction)
}

/**
 * Which of these import keys the family already has, on any child: those CSV rows are
 * skipped (one file imported for two children debits once).
 */
export async function findImportedKeys(
  db: Db,
  familyId: number,
  keys: string[],
): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < keys.length; i += INSERT_CHUNK) {
    const rows = await db
      .selectFrom('transactions')
      .select('import_key')
      .where('family_id', '=', familyId)
      .where('import_key', 'in', keys.slice(i, i + INSERT_CHUNK))
      .execute()
    for (const row of rows) if (row.import_key) found.add(row.import_key)
  }
  return found
}

/**
 * Which of these Lightning payment hashes the family's books already hold: a ledger row
 * that booked it (a payment, a payout, a paid invoice, an import), a payment the app
 * sent that is still under way (its settlement will book it), or an invoice the app
 * made (its payment is the app's to credit).
 */
export async function findBookedPaymentHashes(
  db: Db,
  familyId: number,
  hashes: string[],
): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < hashes.length; i += INSERT_CHUNK) {
    const slice = hashes.slice(i, i + INSERT_CHUNK)
    const rows = await db
      .selectFrom('transactions')
      .select('payment_hash as hash')
      .where('family_id', '=', familyId)
      .where('payment_hash', 'in', slice)
      .union(
        db
          .selectFrom('lightning_payments')
          .select('payment_hash as hash')
          .where('family_id', '=', familyId)
          .where('state', '!=', 'failed')
          .where('payment_hash', 'in', slice),
      )
      .union(
        db
          .selectFrom('lightning_invoices')
          .select('payment_hash as hash')
          .where('family_id', '=', familyId)
          .where('payment_hash', 'in', slice),
      )
      .execute()
    for (const row of rows) if (row.hash) found.add(row.hash)
  }
  return found
}

/** Ledger sums per child and account: what the cached balances must equal. */
export async function sumLedgerByChild(
  db: Db,
  familyId: number,
): Promise<Array<{ childId: number; account: Account; totalSat: number }>> {
  const rows = await db
    .selectFrom('transactions')
    .select(['child_id', 'account', (eb) => eb.fn.sum<number>('amount_sat').as('total')])
    .where('family_id', '=', familyId)
    .where('child_id', 'is not', null)
    .groupBy(['child_id', 'account'])
    .execute()
  return rows.map((r) => ({
    childId: r.child_id as number,
    account: r.account,
    totalSat: Number(r.total),
  }))
}
