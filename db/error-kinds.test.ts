import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Db } from './client.js'
import { databaseErrorKind } from './error-kinds.js'
import { openScratchDatabase, urlOfDatabase } from './postgres-test-database.js'
import { openDb } from './sqlite-client.js'

/** The same table on both engines: a unique code and a ranged whole number. */
async function createAccounts(db: Db) {
  await sql`create table accounts (
    id bigint primary key,
    code text unique,
    sat bigint not null check (sat >= 0)
  )`.execute(db)
  await sql`insert into accounts (id, code, sat) values (1, 'a', 0)`.execute(db)
}

/** What a statement threw, for its kind. */
async function failureOf(statement: Promise<unknown>): Promise<unknown> {
  return statement.then(
    () => {
      throw new Error('the statement was expected to fail')
    },
    (error: unknown) => error,
  )
}

/** Statements every engine refuses, each with the kind it must be reported as. */
const REFUSED = [
  ['unique-violation', sql`insert into accounts (id, code, sat) values (2, 'a', 0)`],
  ['unique-violation', sql`insert into accounts (id, code, sat) values (1, 'b', 0)`],
  ['check-violation', sql`update accounts set sat = -1 where id = 1`],
] as const

describe('databaseErrorKind', () => {
  it('is undefined for anything but a known database error', () => {
    for (const error of [new Error('x'), { code: 'ENOENT' }, { code: 42 }, null, undefined, 'x']) {
      expect(databaseErrorKind(error)).toBeUndefined()
    }
  })

  it("maps SQLite's real errors", async () => {
    const db = openDb({ filename: ':memory:' })
    onTestFinished(() => db.destroy())
    await createAccounts(db)
    for (const [kind, statement] of REFUSED) {
      expect(databaseErrorKind(await failureOf(statement.execute(db)))).toBe(kind)
    }
    // A text where the integer primary key (the rowid) belongs.
    await sql`create table plain (id integer primary key)`.execute(db)
    const mismatch = await failureOf(sql`insert into plain (id) values ('x')`.execute(db))
    expect(databaseErrorKind(mismatch)).toBe('check-violation')
  })

  it("maps SQLite's busy: another connection holds the write lock", () => {
    const dir = mkdtempSync(join(tmpdir(), 'error-kinds-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const holder = new SQLite(join(dir, 'x.db'))
    const waiter = new SQLite(join(dir, 'x.db'), { timeout: 0 })
    onTestFinished(() => {
      holder.close()
      waiter.close()
    })
    holder.exec('create table t (x integer); begin immediate')
    let busy: unknown
    try {
      waiter.exec('begin immediate')
    } catch (error) {
      busy = error
    }
    expect(databaseErrorKind(busy)).toBe('busy')
  })

  const adminUrl = process.env.TEST_DATABASE_URL

  // Needs a server: the postgres project has one (vitest.config.ts), the SQLite run skips.
  it.skipIf(!adminUrl)(
    "maps PostgreSQL's real errors, numbers a bigint refuses included",
    async () => {
      const db = await openScratchDatabase(adminUrl ?? '', 'accounts', createAccounts)
      onTestFinished(() => db.destroy())
      for (const [kind, statement] of REFUSED) {
        expect(databaseErrorKind(await failureOf(statement.execute(db)))).toBe(kind)
      }
      // As the app binds them: a fraction (22P02) and a number past bigint (22003).
      for (const sat of [1.5, 2 ** 63]) {
        const refused = await failureOf(
          sql`update accounts set sat = ${sat} where id = 1`.execute(db),
        )
        expect(databaseErrorKind(refused), String(sat)).toBe('check-violation')
      }
    },
  )

  it.skipIf(!adminUrl)("maps PostgreSQL's serialization failure and deadlock as busy", async () => {
    const db = await openScratchDatabase(adminUrl ?? '', 'accounts', createAccounts)
    onTestFinished(() => db.destroy())
    await sql`insert into accounts (id, code, sat) values (2, 'b', 0)`.execute(db)
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db)
    const name = rows[0]?.name ?? ''
    const connect = async () => {
      const client = new pg.Client({ connectionString: urlOfDatabase(adminUrl ?? '', name) })
      await client.connect()
      onTestFinished(() => client.end())
      return client
    }
    const [one, two] = [await connect(), await connect()]

    // Two serializable transactions: two reads the row, one changes it and commits, two writes it.
    await two.query('begin isolation level serializable')
    await two.query('select sat from accounts where id = 1')
    await one.query('update accounts set sat = 5 where id = 1')
    const conflict = await failureOf(two.query('update accounts set sat = 6 where id = 1'))
    expect((conflict as { code?: unknown }).code).toBe('40001')
    expect(databaseErrorKind(conflict)).toBe('busy')
    await two.query('rollback')

    // Each holds a row the other then asks for.
    await one.query('begin')
    await two.query('begin')
    await one.query('update accounts set sat = 7 where id = 1')
    await two.query('update accounts set sat = 8 where id = 2')
    const results = await Promise.allSettled([
      one.query('update accounts set sat = 9 where id = 2'),
      two.query('update accounts set sat = 9 where id = 1'),
    ])
    const deadlock = results.find((r) => r.status === 'rejected')?.reason
    expect((deadlock as { code?: unknown }).code).toBe('40P01')
    expect(databaseErrorKind(deadlock)).toBe('busy')
    await Promise.all([one.query('rollback'), two.query('rollback')])
  })
})
