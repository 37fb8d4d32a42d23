import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { migrateToLatest } from './migrate.js'
import { migrations } from './migrations/index.js'
import { openDb } from './sqlite-client.js'
import { insertParentOfMissingFamily } from './test-database.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('migrations', () => {
  it('apply once, and a restart on the same file keeps the data and applies nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'family-db-'))
    dirs.push(dir)
    const filename = join(dir, 'family.db')

    const first = openDb({ filename })
    expect(await migrateToLatest(first)).toEqual(Object.keys(migrations))
    await first
      .insertInto('families')
      .values({
        time_zone: 'Europe/Berlin',
        auto_allowance_hour: null,
        created_at: '2026-11-21T00:00:00.000Z',
      })
      .execute()
    await first.destroy()

    const second = openDb({ filename })
    expect(await migrateToLatest(second)).toEqual([])
    const rows = await second.selectFrom('families').select(['time_zone']).execute()
    expect(rows).toEqual([{ time_zone: 'Europe/Berlin' }])
    await second.destroy()
  })

  it('run the database in WAL mode with foreign keys enforced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'family-db-'))
    dirs.push(dir)
    const db = openDb({ filename: join(dir, 'family.db') })
    await migrateToLatest(db)
    await expect(insertParentOfMissingFamily(db)).rejects.toThrow(/FOREIGN KEY/)
    await db.destroy()
  })

  it('give ledger rows already written the payment hash they booked, where it is known', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'family-db-'))
    dirs.push(dir)
    const db = openDb({ filename: join(dir, 'family.db') })
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
    await migrator.migrateTo('2026_12_02_001_add_payment_fee_budget')
    const paid = 'ab'.repeat(32)
    const imported = 'CD'.repeat(32)
    const at = '2026-11-21T00:00:00.000Z'
    await sql`insert into families (id, time_zone, created_at) values (1, 'UTC', ${at})`.execute(db)
    await sql`insert into children (id, family_id, name, age, gender, allowance_day, created_at,
        updated_at)
      values (1, 1, 'Kim', 9, 'girl', 6, ${at}, ${at})`.execute(db)
    const row = (id: number, importKey: string | null) =>
      sql`insert into transactions (id, family_id, child_id, account, type, amount_sat, description,
          import_key, created_at, occurred_at)
        values (${id}, 1, 1, 'spending', 'lightning_spend', -1000, 'x', ${importKey}, ${at}, ${at})`
    await row(1, null).execute(db)
    await row(2, `alby-hub:out:${imported}`).execute(db)
    await row(3, 'phoenix:6f1c2a9e-3b7d-4c11-9a52-0d8e7f4b1a23').execute(db)
    await sql`insert into lightning_payments (family_id, child_id, payment_hash, bolt11, amount_sat,
        fee_sat, fee_budget_sat, description, state, connection_revision, deadline_at, created_at,
        transaction_id)
      values (1, 1, ${paid}, 'lnbc', 1000, 0, 10, 'x', 'succeeded', 1, ${at}, ${at}, 1)`.execute(db)

    expect(await migrateToLatest(db)).toContain('2026_12_02_002_add_ledger_payment_hash')
    const hashes = await db
      .selectFrom('transactions')
      .select(['id', 'payment_hash'])
      .orderBy('id')
      .execute()
    expect(hashes).toEqual([
      { id: 1, payment_hash: paid },
      { id: 2, payment_hash: imported.toLowerCase() },
      { id: 3, payment_hash: null },
    ])
    await expect(
      sql`update transactions set payment_hash = 'not a hash' where id = 3`.execute(db),
    ).rejects.toThrow(/CHECK constraint failed/)
    await db.destroy()
  })
})
