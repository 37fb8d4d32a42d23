import { Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Db } from '../db/client.js'
import { migrateToLatest } from '../db/migrate.js'
import { migrations } from '../db/migrations/index.js'
import { openDb } from '../db/sqlite-client.js'
import { buildTestApp, createFamily, signInChild } from './test-helpers.js'

interface Column {
  name: string
  type: string
  pk: number
}

async function tablesOf(db: Db): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db)
  return rows.rows.map((r) => r.name)
}

async function integerColumns(db: Db, table: string): Promise<string[]> {
  const columns = await sql<Column>`select * from pragma_table_info(${table})`.execute(db)
  return columns.rows
    .filter((c) => c.type.toLowerCase() === 'integer' && c.pk === 0)
    .map((c) => c.name)
}

/** Values a number column must never hold; 9e999 is how SQL writes Infinity. */
const BAD_SQL_VALUES = ['9e999', '-9e999', '1.5', `'12'||'x'`]

describe('numbers stored in the database', () => {
  it('are refused by the database when not an integer, in every INTEGER column of every table', {
    timeout: 60_000,
  }, async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    const child = await parent.addChild({ name: 'Alice', age: 9 })
    await signInChild(app, parent, child.id, 'alice@example.org')
    await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, { newBalance: '0.01' })
    const goal = await parent.request('POST', '/api/family-goals', {
      title: 'Bike',
      description: 'A red bike',
      targetAmount: '0.01',
      category: 'bike',
    })
    expect(goal.statusCode).toBe(201)

    let refused = 0
    for (const table of await tablesOf(app.db)) {
      const columns = await integerColumns(app.db, table)
      const schemaText = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'table' and name = ${table}`.execute(app.db)
      // Every table, those with no row yet included, carries a check per integer column.
      for (const column of columns) {
        expect(schemaText.rows[0]?.sql, `${table}.${column}`).toContain(`typeof("${column}")`)
      }
      const hasRow = await sql`select 1 from ${sql.table(table)} limit 1`.execute(app.db)
      if (hasRow.rows.length === 0) continue
      for (const column of columns) {
        for (const value of BAD_SQL_VALUES) {
          const update = sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.raw(value)}
            where rowid = (select min(rowid) from ${sql.table(table)})`
          await expect(update.execute(app.db), `${table}.${column} = ${value}`).rejects.toThrow(
            /CHECK constraint failed/,
          )
          refused += 1
        }
      }
    }
    // families, users, children, transactions, goals...: a walk that found nothing proves nothing.
    expect(refused).toBeGreaterThan(60)
    for (const [column, value] of [
      ['share_percentage', 101],
      ['spouse_share', -5],
      ['sharing_enabled', 2],
    ] as const) {
      await expect(
        sql`update families set ${sql.ref(column)} = ${value}`.execute(app.db),
        column,
      ).rejects.toThrow(/CHECK constraint failed/)
    }
  })

  it('are repaired by the migration when a family stored Infinity before it, keeping every row', async () => {
    const db = openDb({ filename: ':memory:' })
    try {
      const before = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      const result = await before.migrateTo('2026_11_22_001_add_allocation_contributed')
      expect(result.error).toBeUndefined()
      await sql`insert into families (created_at, share_percentage, spouse_share)
        values ('2026-11-20T00:00:00Z', 9e999, -9e999), ('2026-11-20T00:00:00Z', 40, 55)`.execute(
        db,
      )
      await sql`insert into users (family_id, role, email, subscription_status, created_at)
        values (1, 'parent', 'a@example.org', 'trial', '2026-11-20T00:00:00Z')`.execute(db)
      await sql`insert into children (family_id, name, age, gender, allowance_day, created_at, updated_at)
        values (1, 'Alice', 9, 'girl', 1, '2026-11-20T00:00:00Z', '2026-11-20T00:00:00Z')`.execute(
        db,
      )

      await migrateToLatest(db)

      const families = await sql<{ share_percentage: number; spouse_share: number }>`
        select share_percentage, spouse_share from families order by id`.execute(db)
      expect(families.rows).toEqual([
        { share_percentage: 100, spouse_share: 50 },
        { share_percentage: 40, spouse_share: 55 },
      ])
      const counts = await sql<{ users: number; children: number }>`
        select (select count(*) from users) as users, (select count(*) from children) as children`.execute(
        db,
      )
      expect(counts.rows[0]).toEqual({ users: 1, children: 1 })
      // Foreign keys are back on, and the indexes came back with their tables.
      await expect(sql`delete from families where id = 1`.execute(db)).resolves.toBeDefined()
      expect((await sql`select * from children`.execute(db)).rows).toEqual([])
      const indexes = await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and name = 'children_family_id_idx'`.execute(
        db,
      )
      expect(indexes.rows).toHaveLength(1)
    } finally {
      await db.destroy()
    }
  })

  it('cannot poison the reads of a family when a bad share slipped into a row', {
    timeout: 30_000,
  }, async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    // As a file from before the checks would hold it.
    await sql`pragma ignore_check_constraints = on`.execute(app.db)
    await sql`update families set share_percentage = 9e999, spouse_share = -9e999`.execute(app.db)
    await sql`pragma ignore_check_constraints = off`.execute(app.db)

    const user = await parent.request('GET', '/api/auth/user')
    expect(user.statusCode, user.body).toBe(200)
    expect(user.json().familyNetWorthSharePercentage).toBe(100)
    for (const url of [
      '/api/family/overview',
      '/api/family/spouse',
      '/api/family-net-worth/settings',
    ]) {
      const res = await parent.request('GET', url)
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500)
    }
  })
})
