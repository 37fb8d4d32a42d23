import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Db } from './client.js'
import { openPostgres } from './postgres-client.js'

/**
 * Databases for tests on a PostgreSQL server reached by its admin URL
 * (TEST_DATABASE_URL): one template per test run, migrated once, and copies of it. The
 * copies here are dropped when the test destroys its Kysely instance; the app's tests
 * take theirs through postgres-recycled-copies.ts, which empties a copy for the next test.
 */

/** Connections per test database: a test runs a few requests at once, not a server's load. */
export const TEST_POOL_SIZE = 4

/** Names made here only: lower-case letters, digits and underscores, so quoting them is safe. */
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/

function quoted(name: string): string {
  if (!DATABASE_NAME.test(name)) throw new Error(`Not a test database name: ${name}`)
  return `"${name}"`
}

/** The admin URL pointed at another database of the same server. */
export function urlOfDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * The admin connections of this process, per server. Each test makes a database and drops
 * one: a connection for each cost the server a backend's start every time, about as much
 * CPU as the copy itself (docs/performance.md, "Test suite"). Idle connections do not keep
 * the process alive, and one the server ends while idle is replaced when next needed.
 */
const adminPools = new Map<string, pg.Pool>()

function adminPool(adminUrl: string): pg.Pool {
  let pool = adminPools.get(adminUrl)
  if (!pool) {
    // Two: a test's copy need not wait for the drop an earlier test's end started.
    pool = new pg.Pool({ connectionString: adminUrl, max: 2, allowExitOnIdle: true })
    pool.on('error', () => {})
    adminPools.set(adminUrl, pool)
  }
  return pool
}

/**
 * Runs `work` on a connection of the admin database. What it takes on the session (an
 * advisory lock) it gives back before it returns; a connection whose work failed is
 * closed rather than lent again.
 */
async function asAdmin<T>(
  adminUrl: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await adminPool(adminUrl).connect()
  try {
    const result = await work(client)
    client.release()
    return result
  } catch (error) {
    client.release(true)
    throw error
  }
}

/**
 * Makes the template database `name` with `prepare` (the migrations) unless it exists.
 * Several test workers start together and each asks: an advisory lock on the name lets
 * the first make it while the others wait, then find it made. A template whose
 * preparation failed is dropped, so no test runs on a half-migrated copy.
 */
export async function ensureTemplateDatabase(
  adminUrl: string,
  name: string,
  prepare: (db: Db) => Promise<void>,
): Promise<void> {
  await asAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name])
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount) return
      await admin.query(`create database ${quoted(name)}`)
      const db = openPostgres({ url: urlOfDatabase(adminUrl, name), poolSize: 1 })
      try {
        await prepare(db)
      } catch (error) {
        await db.destroy()
        await admin.query(`drop database ${quoted(name)} with (force)`)
        throw error
      }
      await db.destroy()
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name])
    }
  })
}

/**
 * A new database copied from `template`; returns its name. FILE_COPY copies the
 * template's files instead of writing every row through the log (WAL_LOG, the default
 * since PostgreSQL 15): far faster for a small database.
 */
export async function createCopyOfTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `${template}_${randomBytes(6).toString('hex')}`.slice(0, 63)
  await asAdmin(adminUrl, (admin) =>
    admin.query(`create database ${quoted(name)} template ${quoted(template)} strategy file_copy`),
  )
  return name
}

/** A new database copied from `template`, dropped when the returned instance is destroyed. */
export async function openCopyOfTemplate(adminUrl: string, template: string): Promise<Db> {
  const name = await createCopyOfTemplate(adminUrl, template)
  return openPostgres({
    url: urlOfDatabase(adminUrl, name),
    poolSize: TEST_POOL_SIZE,
    afterClose: () => dropDatabase(adminUrl, name),
  })
}

/** Drops the database, closing any connection a test left open to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, (admin) =>
    admin.query(`drop database if exists ${quoted(name)} with (force)`),
  )
}

/** Drops every database whose name starts with `prefix`: what a run made and left. */
export async function dropDatabasesStartingWith(adminUrl: string, prefix: string): Promise<void> {
  quoted(prefix)
  const names = await asAdmin(adminUrl, async (admin) => {
    const found = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    )
    return found.rows.map((row) => row.datname)
  })
  for (const name of names) await dropDatabase(adminUrl, name)
}

/**
 * A database of its own for a test of the engine itself (no app schema needed): copied
 * from a template `prepare` made once per run, named after the run's template so the
 * run's end drops both (db/postgres-test-run.ts).
 */
export async function openScratchDatabase(
  adminUrl: string,
  label: string,
  prepare: (db: Db) => Promise<void>,
): Promise<Db> {
  const run = process.env.TEST_DATABASE_TEMPLATE
  if (!run) throw new Error('TEST_DATABASE_TEMPLATE is unset: run through the postgres project')
  const template = `${run}_${label}`
  await ensureTemplateDatabase(adminUrl, template, prepare)
  return openCopyOfTemplate(adminUrl, template)
}
