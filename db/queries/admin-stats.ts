import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../client.js'
import { dialectOf } from '../dialect.js'

/**
 * The operator's figures over the whole instance (every family): counts only, never
 * a family's money. Each function is one statement.
 */

export interface AccountCounts {
  total: number
  /** Signed in at or after `activeSince`. */
  active: number
}

export async function countAccounts(db: Db, activeSince: string): Promise<AccountCounts> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('last_login_at', '>=', activeSince).as('active'),
    ])
    .executeTakeFirstOrThrow()
  return { total: row.total, active: row.active }
}

export interface SignupRow {
  id: number
  familyId: number
  email: string
  createdAt: string
}

/** The newest accounts of any role, newest first. */
export async function listRecentSignups(db: Db, limit: number): Promise<SignupRow[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'family_id', 'email', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    familyId: r.family_id,
    email: r.email,
    createdAt: r.created_at,
  }))
}

export interface DayCount {
  /** YYYY-MM-DD, UTC. */
  day: string
  count: number
}

/** New accounts per UTC day since `since`, oldest first; days without any are absent. */
export async function countSignupsByDay(db: Db, since: string): Promise<DayCount[]> {
  return db
    .selectFrom('users')
    .select([
      sql<string>`substr(created_at, 1, 10)`.as('day'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('created_at', '>=', since)
    .groupBy('day')
    .orderBy('day')
    .execute()
}

export interface FamilyActivation {
  families: number
  /** Families that ever added a child (removed children count: they were added). */
  withChild: number
  /** Families with a child whose weekly allowance is above zero. */
  withAllowance: number
  /** Families that configured a view-only wallet. */
  withWallet: number
  /** Families with a Lightning connection. */
  withLightning: number
  /** Families that paid a subscription invoice. */
  withPayment: number
  /** Mean hours from the family's sign-up to its first child; null with no such family. */
  avgHoursToFirstChild: number | null
}

export async function countFamilyActivation(db: Db): Promise<FamilyActivation> {
  const row = await db
    .selectFrom('families as f')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('children')
          .select([
            'family_id',
            (c) => c.fn.min('created_at').as('first_at'),
            (c) => c.fn.max('weekly_allowance_sat').as('max_allowance'),
          ])
          .groupBy('family_id')
          .as('c'),
      (join) => join.onRef('c.family_id', '=', 'f.id'),
    )
    .select((eb) => [
      eb.fn.countAll<number>().as('families'),
      eb.fn.count<number>('c.family_id').as('with_child'),
      eb.fn
        .count<number>('c.family_id')
        .filterWhere('c.max_allowance', '>', 0)
        .as('with_allowance'),
      eb.fn
        .countAll<number>()
        .filterWhere(
          eb.exists(
            eb
              .selectFrom('family_wallets as w')
              .select('w.family_id')
              .whereRef('w.family_id', '=', 'f.id'),
          ),
        )
        .as('with_wallet'),
      eb.fn
        .countAll<number>()
        .filterWhere(
          eb.exists(
            eb
              .selectFrom('lightning_connections as l')
              .select('l.family_id')
              .whereRef('l.family_id', '=', 'f.id'),
          ),
        )
        .as('with_lightning'),
      eb.fn
        .countAll<number>()
        .filterWhere(
          eb.exists(
            eb
              .selectFrom('subscription_invoices as i')
              .select('i.family_id')
              .whereRef('i.family_id', '=', 'f.id')
              .where('i.status', '=', 'paid'),
          ),
        )
        .as('with_payment'),
      hoursBetween(db, sql.ref('f.created_at'), sql.ref('c.first_at')).as('avg_hours'),
    ])
    .executeTakeFirstOrThrow()
  return {
    families: row.families,
    withChild: row.with_child,
    withAllowance: row.with_allowance,
    withWallet: row.with_wallet,
    withLightning: row.with_lightning,
    withPayment: row.with_payment,
    avgHoursToFirstChild: row.avg_hours,
  }
}

export interface RevenueTotals {
  totalSat: number
  /** Paid since `monthStart`. */
  monthSat: number
  /** Paid since `yearStart`. */
  yearSat: number
}

/**
 * Every subscription payment as amount and settle time: the paid invoices of the
 * families there are, and what deleted families paid (`retained_revenue`).
 */
function paidSubscriptions(db: Db) {
  return db
    .selectFrom('subscription_invoices')
    .select(['amount_sat', 'settled_at'])
    .where('status', '=', 'paid')
    .unionAll(db.selectFrom('retained_revenue').select(['amount_sat', 'settled_at']))
}

/** What the families paid for their subscriptions: in all, this month and this year. */
export async function sumSubscriptionRevenue(
  db: Db,
  monthStart: string,
  yearStart: string,
): Promise<RevenueTotals> {
  const row = await db
    .selectFrom(paidSubscriptions(db).as('paid'))
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount_sat'), eb.lit(0)).as('total'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>('amount_sat').filterWhere('settled_at', '>=', monthStart),
          eb.lit(0),
        )
        .as('month'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>('amount_sat').filterWhere('settled_at', '>=', yearStart),
          eb.lit(0),
        )
        .as('year'),
    ])
    .executeTakeFirstOrThrow()
  return { totalSat: row.total, monthSat: row.month, yearSat: row.year }
}

export interface MonthRevenue {
  /** YYYY-MM, UTC. */
  month: string
  amountSat: number
}

/** Paid subscriptions per UTC month since `since`, oldest first; months without any are absent. */
export async function sumRevenueByMonth(db: Db, since: string): Promise<MonthRevenue[]> {
  const rows = await db
    .selectFrom(paidSubscriptions(db).as('paid'))
    .select([
      sql<string>`substr(settled_at, 1, 7)`.as('month'),
      (eb) => eb.fn.sum<number>('amount_sat').as('amount'),
    ])
    .where('settled_at', '>=', since)
    .groupBy('month')
    .orderBy('month')
    .execute()
  return rows.map((r) => ({ month: r.month, amountSat: r.amount }))
}

export interface SubscriptionPayment {
  id: number
  /** Who asked for the invoice, else the family's parent. */
  email: string | null
  amountSat: number
  status: string
  createdAt: string
}

/** The newest subscription invoices of every family, paid or waiting, newest first. */
export async function listRecentSubscriptionPayments(
  db: Db,
  limit: number,
): Promise<SubscriptionPayment[]> {
  const rows = await db
    .selectFrom('subscription_invoices as i')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .select((eb) => [
      'i.id',
      'i.amount_sat',
      'i.status',
      'i.created_at',
      eb.fn
        .coalesce(
          'u.email',
          eb
            .selectFrom('users as p')
            .select('p.email')
            .whereRef('p.family_id', '=', 'i.family_id')
            .where('p.role', '=', 'parent')
            .orderBy('p.id')
            .limit(1),
        )
        .as('email'),
    ])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    amountSat: r.amount_sat,
    status: r.status,
    createdAt: r.created_at,
  }))
}

/**
 * The average of the hours from one ISO-8601 text timestamp to another, as a float:
 * each engine has its own date arithmetic (double precision on PostgreSQL, whose
 * numeric the pool reads only as whole numbers).
 */
function hoursBetween(db: Db, from: RawBuilder<unknown>, to: RawBuilder<unknown>) {
  return dialectOf(db) === 'postgres'
    ? sql<
        number | null
      >`avg(extract(epoch from (${to}::timestamptz - ${from}::timestamptz))::double precision / 3600)`
    : sql<number | null>`avg((julianday(${to}) - julianday(${from})) * 24)`
}
