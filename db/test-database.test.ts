import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Db } from './client.js'
import { migrateToLatest } from './migrate.js'
import { openDb } from './sqlite-client.js'
import { insertParentOfMissingFamily, openMigratedTestDb } from './test-database.js'

/** Every table, index and trigger with its SQL, and the migrations recorded as applied. */
async function shapeOf(db: Db) {
  const schema = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master order by type, name`.execute(db)
  const applied = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(db)
  return { schema: schema.rows, applied: applied.rows.map((r) => r.name) }
}

const family = { time_zone: 'UTC', auto_allowance_hour: null, created_at: '2026-11-21T00:00:00Z' }

describe('the migrated test database', () => {
  it('is exactly what running the migrations on a fresh database gives', async () => {
    const fresh = openDb({ filename: ':memory:' })
    await migrateToLatest(fresh)
    const copy = await openMigratedTestDb()
    const expected = await shapeOf(fresh)
    expect(expected.schema.length).toBeGreaterThan(0)
    expect(await shapeOf(copy)).toEqual(expected)
    expect(await migrateToLatest(copy)).toEqual([])
    await fresh.destroy()
    await copy.destroy()
  })

  it('gives each caller its own copy, with foreign keys enforced as openDb does', async () => {
    const first = await openMigratedTestDb()
    const second = await openMigratedTestDb()
    await first.insertInto('families').values(family).execute()
    expect(await first.selectFrom('families').select('id').execute()).toHaveLength(1)
    expect(await second.selectFrom('families').select('id').execute()).toHaveLength(0)
    expect(
      await (await openMigratedTestDb()).selectFrom('families').select('id').execute(),
    ).toEqual([])
    await expect(insertParentOfMissingFamily(second)).rejects.toThrow(/FOREIGN KEY/)
    await first.destroy()
    await second.destroy()
  })
})
