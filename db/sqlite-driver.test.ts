import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { migrateToLatest } from './migrate.js'
import { migrations } from './migrations/index.js'
import type { Database } from './schema.js'
import { CachedStatementsSqliteDialect } from './sqlite-driver.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A database on a file, with its better-sqlite3 handle so a test can count prepares. */
function openCounted(cacheSize?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'family-driver-'))
  dirs.push(dir)
  const sqlite = new SQLite(join(dir, 'family.db'))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  const prepare = vi.spyOn(sqlite, 'prepare')
  const db = new Kysely<Database>({ dialect: new CachedStatementsSqliteDialect(sqlite, cacheSize) })
  return { db, prepare }
}

const at = '2026-11-21T12:00:00.000Z'

describe('the SQLite driver', () => {
  it('prepares each SQL text once and reuses it with new parameters', async () => {
    const { db, prepare } = openCounted()
    await migrateToLatest(db)
    const familyIds: number[] = []
    for (let i = 0; i < 3; i++) {
      const row = await db
        .insertInto('families')
        .values({ time_zone: `Zone/${i}`, auto_allowance_hour: null, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      familyIds.push(row.id)
    }
    const prepared = prepare.mock.calls.length
    const zones = []
    for (const id of familyIds) {
      const row = await db
        .selectFrom('families')
        .select('time_zone')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      zones.push(row.time_zone)
    }
    expect(zones).toEqual(['Zone/0', 'Zone/1', 'Zone/2'])
    expect(prepare.mock.calls.length - prepared).toBe(1)
    await db.destroy()
  })

  it('keeps a bounded number of statements, dropping the least recently used', async () => {
    const { db, prepare } = openCounted(2)
    const run = (n: number) => sql<{ n: number }>`select ${sql.lit(n)} as n`.execute(db)
    await run(1)
    await run(2)
    await run(1) // 1 is now the most recent
    await run(3) // evicts 2
    const prepared = prepare.mock.calls.length
    expect((await run(1)).rows).toEqual([{ n: 1 }])
    expect((await run(3)).rows).toEqual([{ n: 3 }])
    expect(prepare.mock.calls.length).toBe(prepared)
    expect((await run(2)).rows).toEqual([{ n: 2 }])
    expect(prepare.mock.calls.length).toBe(prepared + 1)
    await db.destroy()
  })

  it('answers a statement prepared before a migration with the migrated schema and data', async () => {
    const { db, prepare } = openCounted()
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    const { error } = await migrator.migrateTo('2026_11_21_005_create_goals')
    expect(error).toBeUndefined()
    const family = await db
      .insertInto('families')
      .values({ time_zone: null, auto_allowance_hour: null, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const goal = await db
      .insertInto('family_goals')
      .values({
        family_id: family.id,
        created_by: null,
        creator_type: 'parent',
        title: 'Bike',
        description: 'A red one',
        target_sat: 100_000,
        current_sat: 700,
        target_date: null,
        category: 'bike',
        image_url: null,
        deleted_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const allocation = await db
      .insertInto('goal_allocations')
      .values({
        family_id: family.id,
        goal_id: goal.id,
        child_id: null,
        requested_by: null,
        percentage_tenths: 100,
        apply_to: 'entire_savings',
        status: 'active',
        request_note: null,
        denial_reason: null,
        decided_by: null,
        decided_at: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const goalRow = (amountSat: number, allocationId: number | null) => ({
      family_id: family.id,
      child_id: null,
      account: 'goal' as const,
      type: 'goal_allocation' as const,
      amount_sat: amountSat,
      description: 'to the goal',
      import_key: null,
      created_by: null,
      created_at: at,
      goal_id: goal.id,
      allocation_id: allocationId,
    })
    await db
      .insertInto('transactions')
      .values([goalRow(500, allocation.id), goalRow(200, null)])
      .execute()

    // `select *` of the allocation: the same SQL text before and after the migration.
    const readAllocation = () =>
      db
        .selectFrom('goal_allocations')
        .selectAll()
        .where('id', '=', allocation.id)
        .executeTakeFirstOrThrow() as Promise<Record<string, unknown>>
    const before = await readAllocation()
    expect(before).not.toHaveProperty('contributed_sat')
    const preparedBefore = prepare.mock.calls.length

    await migrateToLatest(db)
    const after = await readAllocation()
    // The backfill counts the goal rows the allocation caused, not the goal's others.
    expect(after).toMatchObject({ id: allocation.id, status: 'active', contributed_sat: 500 })
    // The kept statement answered: SQLite recompiled it against the new schema.
    const readAgain = prepare.mock.calls.slice(preparedBefore).map(([text]) => text)
    expect(readAgain.filter((text) => text.startsWith('select * from "goal_allocations"'))).toEqual(
      [],
    )
    await db.destroy()
  })

  it('names the values of every row exactly as better-sqlite3 does', async () => {
    const { db } = openCounted()
    await sql`create table t (a integer, b text, c real)`.execute(db)
    await sql`insert into t values (1, 'x', 0.5), (2, null, 1.5)`.execute(db)
    const sqlite = new SQLite(':memory:')
    sqlite.exec(`create table t (a integer, b text, c real);
      insert into t values (1, 'x', 0.5), (2, null, 1.5)`)
    for (const text of [
      'select a, b, c from t order by a',
      'select b as a, a as b, sum(c) from t group by a order by a',
      // A repeated name: the last value wins in both.
      'select a, b as a from t order by a',
      'select count(*) as n, * from t',
    ]) {
      const { rows } = await sql.raw(text).execute(db)
      expect(rows, text).toEqual(sqlite.prepare(text).all())
    }
    await db.destroy()
  })

  it('keeps naming the columns right after a migration rebuilds the table in another order', async () => {
    const { db } = openCounted()
    await sql`create table t (a integer, b text)`.execute(db)
    await sql`insert into t values (1, 'x')`.execute(db)
    const read = () => sql<{ b: string; a: number }>`select b, a from t`.execute(db)
    expect((await read()).rows).toEqual([{ b: 'x', a: 1 }])
    // SQLite's way to change a table: build the new one, copy, drop, rename.
    await db.transaction().execute(async (trx) => {
      await sql`create table t_new (c text default 'new', b text, a integer)`.execute(trx)
      await sql`insert into t_new (b, a) select b, a from t`.execute(trx)
      await sql`drop table t`.execute(trx)
      await sql`alter table t_new rename to t`.execute(trx)
    })
    await sql`insert into t (b, a) values ('y', 2)`.execute(db)
    expect((await read()).rows).toEqual([
      { b: 'x', a: 1 },
      { b: 'y', a: 2 },
    ])
    await db.destroy()
  })

  it('lets a transaction finish before another query runs on the one connection', async () => {
    const { db } = openCounted()
    await migrateToLatest(db)
    const order: string[] = []
    const write = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('families')
        .values({ time_zone: 'Europe/Berlin', auto_allowance_hour: null, created_at: at })
        .execute()
      order.push('inserted')
      await new Promise((resolve) => setTimeout(resolve, 20))
      order.push('committing')
    })
    const read = db
      .selectFrom('families')
      .select('time_zone')
      .execute()
      .then((rows) => {
        order.push('read')
        return rows
      })
    const [, rows] = await Promise.all([write, read])
    // The read waited for the commit, and then saw the write.
    expect(order).toEqual(['inserted', 'committing', 'read'])
    expect(rows).toEqual([{ time_zone: 'Europe/Berlin' }])
    await db.destroy()
  })
})
