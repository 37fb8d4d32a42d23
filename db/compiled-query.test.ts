import { describe, expect, it, onTestFinished } from 'vitest'
import { compileOnce } from './compiled-query.js'
import { migrateToLatest } from './migrate.js'
import { openDb } from './sqlite-client.js'

const at = '2026-11-21T12:00:00.000Z'

async function familiesDb() {
  const db = openDb({ filename: ':memory:' })
  onTestFinished(() => db.destroy())
  await migrateToLatest(db)
  for (const zone of ['Europe/Berlin', 'America/Denver', 'Asia/Tokyo']) {
    await db
      .insertInto('families')
      .values({ time_zone: zone, auto_allowance_hour: 7, created_at: at })
      .execute()
  }
  return db
}

// A constant ('is not', 7) beside the arguments: only the arguments change per call.
const zonesAbove = compileOnce((db, args: { minId: number; limit: number }) =>
  db
    .selectFrom('families')
    .select('time_zone')
    .where('id', '>', args.minId)
    .where('auto_allowance_hour', '=', 7)
    .orderBy('id')
    .limit(args.limit),
)

describe('a query compiled once', () => {
  it("runs with each call's own arguments", async () => {
    const db = await familiesDb()
    expect(await zonesAbove(db, { minId: 0, limit: 2 })).toEqual([
      { time_zone: 'Europe/Berlin' },
      { time_zone: 'America/Denver' },
    ])
    expect(await zonesAbove(db, { minId: 2, limit: 5 })).toEqual([{ time_zone: 'Asia/Tokyo' }])
    expect(await zonesAbove(db, { minId: 3, limit: 5 })).toEqual([])
  })

  it('runs inside a transaction and sees its uncommitted rows', async () => {
    const db = await familiesDb()
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('families')
          .values({ time_zone: 'Africa/Lagos', auto_allowance_hour: 7, created_at: at })
          .execute()
        expect(await zonesAbove(trx, { minId: 3, limit: 5 })).toEqual([
          { time_zone: 'Africa/Lagos' },
        ])
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(await zonesAbove(db, { minId: 3, limit: 5 })).toEqual([])
  })

  it('refuses to run with an argument missing', async () => {
    const db = await familiesDb()
    await expect(zonesAbove(db, { minId: 0 } as { minId: number; limit: number })).rejects.toThrow(
      'Query argument limit is missing',
    )
  })
})
