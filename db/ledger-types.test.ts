import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { LEDGER_TYPES } from '../api/contracts/transaction-types.js'
import { migrateToLatest } from './migrate.js'
import { openDb } from './sqlite-client.js'

const at = '2026-12-07T12:00:00.000Z'

async function ledgerDb() {
  const db = openDb({ filename: ':memory:' })
  onTestFinished(() => db.destroy())
  await migrateToLatest(db)
  await sql`insert into families (id, time_zone, created_at) values (1, 'UTC', ${at})`.execute(db)
  return db
}

/** A bare row of the given type, written past the app's types as a script or old code could. */
function insertRow(db: Awaited<ReturnType<typeof ledgerDb>>, type: string) {
  return sql`insert into transactions (family_id, child_id, account, type, amount_sat,
      description, created_at) values (1, null, 'spending', ${type}, 1, 'x', ${at})`.execute(db)
}

describe("the ledger's types (transactions_type_known triggers)", () => {
  it('take every type the app can book: the database and LEDGER_TYPES agree', async () => {
    const db = await ledgerDb()
    for (const type of LEDGER_TYPES) await insertRow(db, type)
    const rows = await db.selectFrom('transactions').select('type').execute()
    expect(rows.map((r) => r.type)).toEqual([...LEDGER_TYPES])
  })

  it('refuse a type the app does not know, on insert and on change', async () => {
    const db = await ledgerDb()
    await expect(insertRow(db, 'goal_contribution')).rejects.toThrow(/unknown ledger type/)
    await insertRow(db, 'bonus')
    await expect(sql`update transactions set type = 'Bonus'`.execute(db)).rejects.toThrow(
      /unknown ledger type/,
    )
    const rows = await db.selectFrom('transactions').select('type').execute()
    expect(rows).toEqual([{ type: 'bonus' }])
  })
})
