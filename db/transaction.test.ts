import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Db } from './client.js'
import { databaseErrorKind } from './error-kinds.js'
import { openScratchDatabase } from './postgres-test-database.js'
import { openDb } from './sqlite-client.js'
import { inTransaction, TRANSACTION_ATTEMPTS } from './transaction.js'

const createCounter = async (db: Db) => {
  await sql`create table counter (id bigint primary key, n bigint not null)`.execute(db)
  await sql`insert into counter (id, n) values (1, 0)`.execute(db)
}

const readCounter = async (db: Db) =>
  (await sql<{ n: number }>`select n from counter where id = 1`.execute(db)).rows[0]?.n

/**
 * One run of a read-then-write transaction: it reads the counter, then (when `interfere`
 * says so) another connection changes it and commits, then this one writes what it read
 * plus one. On PostgreSQL that write is a serialization failure: the row changed after
 * this transaction's snapshot.
 */
function incrementWith(db: Db, interfere: (run: number) => boolean) {
  let runs = 0
  const done = inTransaction(db, async (trx) => {
    runs += 1
    const n = await readCounter(trx)
    if (interfere(runs)) await sql`update counter set n = n + 100 where id = 1`.execute(db)
    await sql`update counter set n = ${(n ?? 0) + 1} where id = 1`.execute(trx)
    return runs
  })
  return { done, runs: () => runs }
}

describe('inTransaction on SQLite', () => {
  it('commits what the work did and rolls all of it back when the work throws', async () => {
    const db = openDb({ filename: ':memory:' })
    onTestFinished(() => db.destroy())
    await createCounter(db)
    await inTransaction(db, (trx) => sql`update counter set n = 5 where id = 1`.execute(trx))
    await expect(
      inTransaction(db, async (trx) => {
        await sql`update counter set n = 6 where id = 1`.execute(trx)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await readCounter(db)).toBe(5)
  })
})

const adminUrl = process.env.TEST_DATABASE_URL

// Needs a server: the postgres project has one (vitest.config.ts), the SQLite run skips.
describe.skipIf(!adminUrl)('inTransaction on PostgreSQL (SERIALIZABLE)', () => {
  async function counterDb() {
    const db = await openScratchDatabase(adminUrl ?? '', 'counter', createCounter)
    onTestFinished(() => db.destroy())
    return db
  }

  it('runs a transaction that lost a serialization conflict again, on what is there now', async () => {
    const db = await counterDb()
    const first = incrementWith(db, (run) => run === 1)
    expect(await first.done).toBe(2)
    // The other connection's +100, then this one's +1 on top of it: nothing lost.
    expect(await readCounter(db)).toBe(101)
  })

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs with the busy kind (a 503), writing nothing of its own`, async () => {
    const db = await counterDb()
    const always = incrementWith(db, () => true)
    const error = await always.done.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect((error as { code?: unknown }).code).toBe('40001')
    expect(databaseErrorKind(error)).toBe('busy')
    expect(always.runs()).toBe(TRANSACTION_ATTEMPTS)
    expect(await readCounter(db)).toBe(100 * TRANSACTION_ATTEMPTS)
  })

  it('runs again, when asked, work whose new key a racing transaction took first', async () => {
    const db = await counterDb()
    // Reads the highest id and inserts the next one; on its first run another connection
    // inserts that id first. PostgreSQL reports a unique violation, not a conflict.
    const insertNext = (options?: { retryUniqueViolations: boolean }) => {
      let runs = 0
      const done = inTransaction(
        db,
        async (trx) => {
          runs += 1
          const top = await sql<{ id: number }>`select max(id) as id from counter`.execute(trx)
          const next = (top.rows[0]?.id ?? 0) + 1
          if (runs === 1) await sql`insert into counter (id, n) values (${next}, 7)`.execute(db)
          await sql`insert into counter (id, n) values (${next}, 1)`.execute(trx)
          return runs
        },
        options,
      )
      return done
    }
    await expect(insertNext()).rejects.toMatchObject({ code: '23505' })
    expect(await insertNext({ retryUniqueViolations: true })).toBe(2)
    const rows = await sql<{
      id: number
      n: number
    }>`select id, n from counter order by id`.execute(db)
    expect(rows.rows).toEqual([
      { id: 1, n: 0 },
      { id: 2, n: 7 },
      { id: 3, n: 7 },
      { id: 4, n: 1 },
    ])
  })

  it('does not run again work that failed for another reason', async () => {
    const db = await counterDb()
    let runs = 0
    await expect(
      inTransaction(db, async (trx) => {
        runs += 1
        await sql`update counter set n = 1 where id = 1`.execute(trx)
        await sql`insert into counter (id, n) values (1, 0)`.execute(trx)
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect(runs).toBe(1)
    expect(await readCounter(db)).toBe(0)
  })
})
