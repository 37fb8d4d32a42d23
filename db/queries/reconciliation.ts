import { sql } from 'kysely'
import type { Db } from '../client.js'

/**
 * What the books check compares: cached balances with their ledger rows, and a family's
 * Lightning bookings with what its wallet reports (api/features/health/books-check.ts).
 */

export interface BalanceMismatch {
  familyId: number
  /** A child's savings or spending balance, or a goal's amount. */
  account: 'savings' | 'spending' | 'goal'
  childId: number | null
  goalId: number | null
  /** The child's name or the goal's title. */
  name: string
  cachedSat: number
  ledgerSat: number
}

/**
 * Every cached balance that differs from the sum of its ledger rows, over the whole
 * database: children's savings and spending (removed children too) and goals' amounts
 * (deleted goals too, which must hold nothing). Empty is good.
 */
export async function listBalanceMismatches(db: Db): Promise<BalanceMismatch[]> {
  // Written out in the filter too: PostgreSQL's WHERE cannot name a select's aliases.
  const cached = sql`case a.account when 'savings' then c.savings_sat else c.spending_sat end`
  const children = await sql<BalanceMismatch>`
    with sums as (
      select child_id, account, sum(amount_sat) as total from transactions
      where child_id is not null and account in ('savings', 'spending')
      group by child_id, account
    )
    select c.family_id as "familyId", a.account as "account", c.id as "childId",
      null as "goalId", c.name as "name", ${cached} as "cachedSat",
      coalesce(s.total, 0) as "ledgerSat"
    from children c
    cross join (select 'savings' as account union all select 'spending') a
    left join sums s on s.child_id = c.id and s.account = a.account
    where ${cached} <> coalesce(s.total, 0)`.execute(db)
  const goals = await sql<BalanceMismatch>`
    with sums as (
      select goal_id, sum(amount_sat) as total from transactions
      where account = 'goal' and goal_id is not null group by goal_id
    )
    select g.family_id as "familyId", 'goal' as "account", null as "childId", g.id as "goalId",
      g.title as "name", g.current_sat as "cachedSat", coalesce(s.total, 0) as "ledgerSat"
    from family_goals g left join sums s on s.goal_id = g.id
    where g.current_sat <> coalesce(s.total, 0)`.execute(db)
  return [...children.rows, ...goals.rows]
}

/** How a payment hash stands in a family's books. */
export interface HashBooking {
  /** The sum of the ledger rows booked under it: negative for money sent. */
  ledgerSat: number
  /** The app's payment with this hash, if it sent one. */
  paymentState: 'pending' | 'succeeded' | 'failed' | null
  /** The app's invoice with this hash, if it made one. */
  invoiceState: 'pending' | 'paid' | 'expired' | null
}

const CHUNK = 500

/** Each of these hashes as the family's books hold it (hashes they do not hold are absent). */
export async function findHashBookings(
  db: Db,
  familyId: number,
  hashes: readonly string[],
): Promise<Map<string, HashBooking>> {
  const bookings = new Map<string, HashBooking>()
  const of = (hash: string) => {
    let booking = bookings.get(hash)
    if (!booking) {
      booking = { ledgerSat: 0, paymentState: null, invoiceState: null }
      bookings.set(hash, booking)
    }
    return booking
  }
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const slice = hashes.slice(i, i + CHUNK)
    const rows = await db
      .selectFrom('transactions')
      .select(['payment_hash', (eb) => eb.fn.sum<number>('amount_sat').as('total')])
      .where('family_id', '=', familyId)
      .where('payment_hash', 'in', slice)
      .groupBy('payment_hash')
      .execute()
    for (const row of rows) if (row.payment_hash) of(row.payment_hash).ledgerSat = Number(row.total)
    const payments = await db
      .selectFrom('lightning_payments')
      .select(['payment_hash', 'state'])
      .where('family_id', '=', familyId)
      .where('payment_hash', 'in', slice)
      .execute()
    for (const row of payments) of(row.payment_hash).paymentState = row.state
    const invoices = await db
      .selectFrom('lightning_invoices')
      .select(['payment_hash', 'state'])
      .where('family_id', '=', familyId)
      .where('payment_hash', 'in', slice)
      .execute()
    for (const row of invoices) of(row.payment_hash).invoiceState = row.state
  }
  return bookings
}

/** A payment or invoice the app booked as settled: its wallet must list it. */
export interface SettledRecord {
  direction: 'incoming' | 'outgoing'
  paymentHash: string
  settledAt: string
}

/**
 * The payments the app booked as sent through this revision of the family's connection
 * and the invoices it booked as paid that were made since the connection was saved,
 * settled since `since`.
 */
export async function listSettledRecords(
  db: Db,
  familyId: number,
  connection: { revision: number; savedAt: string },
  since: string,
): Promise<SettledRecord[]> {
  const payments = await db
    .selectFrom('lightning_payments')
    .select(['payment_hash', 'settled_at'])
    .where('family_id', '=', familyId)
    .where('state', '=', 'succeeded')
    .where('connection_revision', '=', connection.revision)
    .where('settled_at', '>=', since)
    .execute()
  const invoices = await db
    .selectFrom('lightning_invoices')
    .select(['payment_hash', 'paid_at'])
    .where('family_id', '=', familyId)
    .where('state', '=', 'paid')
    .where('created_at', '>=', connection.savedAt)
    .where('paid_at', '>=', since)
    .execute()
  return [
    ...payments.map((p) => ({
      direction: 'outgoing' as const,
      paymentHash: p.payment_hash,
      settledAt: p.settled_at ?? since,
    })),
    ...invoices.map((i) => ({
      direction: 'incoming' as const,
      paymentHash: i.payment_hash,
      settledAt: i.paid_at ?? since,
    })),
  ]
}

/** The families with a Lightning connection, and when each was last saved. */
export async function listLightningFamilies(
  db: Db,
): Promise<Array<{ familyId: number; revision: number; savedAt: string }>> {
  const rows = await db
    .selectFrom('lightning_connections')
    .select(['family_id', 'revision', 'updated_at'])
    .orderBy('family_id')
    .execute()
  return rows.map((r) => ({ familyId: r.family_id, revision: r.revision, savedAt: r.updated_at }))
}

/** The e-mail of each family's account holder, for the operator's alerts. */
export async function findOwnerEmails(
  db: Db,
  familyIds: readonly number[],
): Promise<Map<number, string>> {
  const emails = new Map<number, string>()
  for (let i = 0; i < familyIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select(['family_id', (eb) => eb.fn.min('email').as('email')])
      .where('family_id', 'in', familyIds.slice(i, i + CHUNK))
      .where('role', '=', 'parent')
      .groupBy('family_id')
      .execute()
    for (const row of rows) if (row.email) emails.set(row.family_id, String(row.email))
  }
  return emails
}
