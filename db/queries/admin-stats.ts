import { sql } from 'kysely'
import type { Db } from '../client.js'

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
      sql<
        number | null
      >`avg((julianday(${sql.ref('c.first_at')}) - julianday(${sql.ref('f.created_at')})) * 24)`.as(
        'avg_hours',
      ),
    ])
    .executeTakeFirstOrThrow()
  return {
    families: row.families,
    withChild: row.with_child,
    withAllowance: row.with_allowance,
    withWallet: row.with_wallet,
    withLightning: row.with_lightning,
    avgHoursToFirstChild: row.avg_hours,
  }
}
