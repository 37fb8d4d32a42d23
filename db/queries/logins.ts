import type { Db } from '../client.js'

export interface NewLoginRecord {
  familyId: number
  userId: number
  ip: string
  country: string
  /** ISO-8601 UTC; its first ten characters are the day it is counted under. */
  createdAt: string
}

/** Writes the sign-in and counts it for its day and country (call inside a transaction). */
export async function insertLoginRecord(db: Db, login: NewLoginRecord): Promise<void> {
  await db
    .insertInto('login_records')
    .values({
      family_id: login.familyId,
      user_id: login.userId,
      ip: login.ip,
      country: login.country,
      created_at: login.createdAt,
    })
    .execute()
  await db
    .insertInto('login_counts')
    .values({ day: login.createdAt.slice(0, 10), country: login.country, count: 1 })
    .onConflict((oc) =>
      // Qualified: on PostgreSQL a bare `count` could be the row proposed (excluded) too.
      oc
        .columns(['day', 'country'])
        .doUpdateSet((eb) => ({ count: eb('login_counts.count', '+', 1) })),
    )
    .execute()
}

export interface CountryCount {
  country: string
  count: number
}

/** Sign-ins per country over every day counted, most first. */
export async function listLoginCountsByCountry(db: Db): Promise<CountryCount[]> {
  return db
    .selectFrom('login_counts')
    .select(['country', (eb) => eb.fn.sum<number>('count').as('count')])
    .groupBy('country')
    .orderBy('count', 'desc')
    .orderBy('country')
    .execute()
}

/** Distinct addresses among the sign-ins still kept (the retention period). */
export async function countDistinctLoginIps(db: Db): Promise<number> {
  const row = await db
    .selectFrom('login_records')
    .select((eb) => eb.fn.count<number>('ip').distinct().as('n'))
    .executeTakeFirstOrThrow()
  return row.n
}

export async function deleteLoginRecordsBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('login_records')
    .where('created_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
