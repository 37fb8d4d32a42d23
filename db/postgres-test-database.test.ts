import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Db } from './client.js'
import { dialectOf } from './dialect.js'
import {
  ensureTemplateDatabase,
  openCopyOfTemplate,
  urlOfDatabase,
} from './postgres-test-database.js'
import { openMigratedTestDb, refuseInserts, rowsOf } from './test-database.js'

const adminUrl = process.env.TEST_DATABASE_URL ?? ''

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return (
      ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) >
      0
    )
  } finally {
    await client.end()
  }
}

const nameOf = async (db: Db) =>
  (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]?.name ?? ''

// Needs a server: the postgres project has one (vitest.config.ts), the SQLite run skips.
describe.skipIf(!process.env.TEST_DATABASE_URL)('test databases on PostgreSQL', () => {
  const template = () => `${process.env.TEST_DATABASE_TEMPLATE}_harness_${process.pid}`

  it('makes a template once however many workers ask at the same time', async () => {
    const name = `${template()}_once`
    let prepared = 0
    const prepare = async (db: Db) => {
      prepared += 1
      await sql`create table notes (text text)`.execute(db)
    }
    await Promise.all([1, 2, 3].map(() => ensureTemplateDatabase(adminUrl, name, prepare)))
    expect(prepared).toBe(1)
    expect(await databaseExists(name)).toBe(true)
  })

  it('drops a template whose preparation failed, so no test copies half of it', async () => {
    const name = `${template()}_failed`
    const failing = ensureTemplateDatabase(adminUrl, name, async (db) => {
      await sql`create table half (x bigint)`.execute(db)
      throw new Error('migration failed')
    })
    await expect(failing).rejects.toThrow('migration failed')
    expect(await databaseExists(name)).toBe(false)
  })

  it('gives each caller its own copy of the template, dropped when it is destroyed', async () => {
    const name = `${template()}_copies`
    await ensureTemplateDatabase(adminUrl, name, async (db) => {
      await sql`create table notes (text text)`.execute(db)
      await sql`insert into notes values ('from the template')`.execute(db)
    })
    const [first, second] = await Promise.all([
      openCopyOfTemplate(adminUrl, name),
      openCopyOfTemplate(adminUrl, name),
    ])
    const names = [await nameOf(first), await nameOf(second)]
    expect(names[0]).not.toBe(names[1])
    await sql`insert into notes values ('first only')`.execute(first)
    const notes = async (db: Db) =>
      (await sql<{ text: string }>`select text from notes order by text`.execute(db)).rows
    expect(await notes(first)).toEqual([{ text: 'first only' }, { text: 'from the template' }])
    expect(await notes(second)).toEqual([{ text: 'from the template' }])
    await first.destroy()
    await second.destroy()
    for (const copy of names) expect(await databaseExists(copy)).toBe(false)
    expect(await databaseExists(name)).toBe(true)
  })

  it('openMigratedTestDb: a migrated PostgreSQL database per call, isolated; destroyed, it is emptied back to the template for the next call', async () => {
    const [first, second] = [await openMigratedTestDb(), await openMigratedTestDb()]
    onTestFinished(async () => {
      await Promise.allSettled([first.destroy(), second.destroy()])
    })
    expect(dialectOf(first)).toBe('postgres')
    const addFamily = (db: Db) =>
      db
        .insertInto('families')
        .values({ time_zone: 'UTC', auto_allowance_hour: null, created_at: '2026-11-27T00:00:00Z' })
        .returning('id')
        .executeTakeFirstOrThrow()
    const { id: firstId } = await addFamily(first)
    expect(await first.selectFrom('families').select('id').execute()).toHaveLength(1)
    expect(await second.selectFrom('families').select('id').execute()).toHaveLength(0)
    const name = await nameOf(first)
    // A connection the test's app left open does not keep the copy from the next test.
    const leftOpen = new pg.Client({ connectionString: urlOfDatabase(adminUrl, name) })
    leftOpen.on('error', () => {})
    await leftOpen.connect()
    const leftOpenEnded = new Promise((resolve) => leftOpen.once('end', resolve))
    await first.destroy()

    const again = await openMigratedTestDb()
    onTestFinished(() => again.destroy())
    expect(await nameOf(again)).toBe(name)
    await leftOpenEnded
    expect(await again.selectFrom('families').select('id').execute()).toEqual([])
    // Identities start where the template's do, and the migrations' rows are the template's.
    expect((await addFamily(again)).id).toBe(firstId)
    expect(await rowsOf(again, 'kysely_migration')).toEqual(
      await rowsOf(second, 'kysely_migration'),
    )
  })

  it('drops a copy whose schema a test changed rather than give it to the next call', async () => {
    for (const change of [
      (db: Db) => sql`create table left_behind (x bigint)`.execute(db),
      (db: Db) =>
        refuseInserts(db, { table: 'families', column: 'id', value: 1, message: 'refused' }),
    ]) {
      const db = await openMigratedTestDb()
      const name = await nameOf(db)
      await change(db)
      await db.destroy()
      expect(await databaseExists(name)).toBe(false)
    }
  })
})
