import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { observeQueries, readDataVersion } from './client.js'
import { openPostgres, parseSafeInteger } from './postgres-client.js'

describe('parseSafeInteger (bigint and numeric values read from PostgreSQL)', () => {
  it('reads whole numbers up to 2^53 - 1 either way', () => {
    expect(parseSafeInteger('0')).toBe(0)
    expect(parseSafeInteger('-42')).toBe(-42)
    expect(parseSafeInteger('2100000000000000')).toBe(2_100_000_000_000_000)
    expect(parseSafeInteger('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseSafeInteger('-9007199254740991')).toBe(Number.MIN_SAFE_INTEGER)
  })

  it('refuses a value a number would not hold exactly, and a fraction', () => {
    for (const text of ['9007199254740992', '-9007199254740993', '1.5', '2.0', '1e3', '', 'NaN']) {
      expect(() => parseSafeInteger(text), text).toThrow(RangeError)
    }
  })
})

const adminUrl = process.env.TEST_DATABASE_URL

// Needs a server: the postgres project has one (vitest.config.ts), the SQLite run skips.
describe.skipIf(!adminUrl)('a PostgreSQL pool opened by openPostgres', () => {
  function open() {
    const db = openPostgres({ url: adminUrl ?? '', poolSize: 2 })
    onTestFinished(() => db.destroy())
    return db
  }

  it('reads bigint and numeric (a sum) as numbers, and fails a query whose value is past 2^53', async () => {
    const db = open()
    const { rows } = await sql<{ big: unknown; total: unknown; small: unknown }>`
      select 2100000000000000::bigint as big, sum(x) as total, 7::integer as small
      from (values (9007199254740000::bigint), (991::bigint)) as v(x)`.execute(db)
    expect(rows).toEqual([{ big: 2_100_000_000_000_000, total: Number.MAX_SAFE_INTEGER, small: 7 }])
    await expect(sql`select 9007199254740993::bigint as n`.execute(db)).rejects.toThrow(
      /9007199254740993, which is not a safe integer/,
    )
    await expect(
      sql`select sum(x) from (values (9007199254740991::bigint), (1::bigint)) as v(x)`.execute(db),
    ).rejects.toThrow(/not a safe integer/)
    // The pool still answers after a refused value.
    expect((await sql<{ n: number }>`select 1::bigint as n`.execute(db)).rows).toEqual([{ n: 1 }])
  })

  it("keeps its parsers to itself: pg's global ones still read bigint as text", async () => {
    const db = open()
    expect((await sql<{ n: number }>`select 5::bigint as n`.execute(db)).rows).toEqual([{ n: 5 }])
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    onTestFinished(() => client.end())
    const { rows } = await client.query('select 9007199254740993::bigint as n')
    expect(rows).toEqual([{ n: '9007199254740993' }])
  })

  it('reports each statement to observers, and has no data version to cache by', async () => {
    const db = open()
    const seen: string[] = []
    const stop = observeQueries(db, (timing) => seen.push(timing.sql))
    await sql`select 1`.execute(db)
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow()
    stop()
    await sql`select 2`.execute(db)
    expect(seen).toEqual(['select 1', 'select * from no_such_table'])
    expect(readDataVersion(db)).toBeUndefined()
  })

  it('survives the server ending a connection a transaction holds between statements', async () => {
    const db = open()
    const admin = open()
    const failed = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
      const pid = rows[0]?.pid
      await sql`select pg_terminate_backend(${pid})`.execute(admin)
      // Until the backend is gone its last message (the FATAL) has reached this client with
      // no query running: the moment an unheard 'error' event would end the process.
      while (
        (await sql`select 1 from pg_stat_activity where pid = ${pid}`.execute(admin)).rows.length
      ) {}
      await sql`select 1`.execute(trx)
    })
    await expect(failed).rejects.toThrow()
    // The dead connection left the pool: the next statement gets a live one.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }])
  })
})
