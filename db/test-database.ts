import { join } from 'node:path'
import { sql } from 'kysely'
import { type Db, serializeDb } from './client.js'
import { dialectOf } from './dialect.js'
import { migrateToLatest } from './migrate.js'
import { openPostgres } from './postgres-client.js'
import { openRecycledCopy } from './postgres-recycled-copies.js'
import {
  createCopyOfTemplate,
  dropDatabase,
  ensureTemplateDatabase,
  TEST_POOL_SIZE,
  urlOfDatabase,
} from './postgres-test-database.js'
import { openDb, openDbCopy } from './sqlite-client.js'

/**
 * A fresh database at the latest migration, for tests: SQLite in memory, or with
 * TEST_DATABASE_URL (a PostgreSQL server's admin URL) a new database on that server.
 * Destroying the instance drops a PostgreSQL one.
 */
export async function openMigratedTestDb(): Promise<Db> {
  const adminUrl = process.env.TEST_DATABASE_URL
  return adminUrl ? openPostgresTestDb(adminUrl) : openSqliteTestDb()
}

let image: Promise<Buffer> | undefined

/**
 * The migrations run once per test process (a vitest worker keeps this module for all
 * its files), on a database opened by openDb exactly as the server's; every call after
 * that opens a copy of its image, which takes a fraction of a millisecond where
 * migrating takes tens.
 */
async function openSqliteTestDb(): Promise<Db> {
  image ??= migratedImage()
  return openDbCopy(await image)
}

async function migratedImage(): Promise<Buffer> {
  const db = openDb({ filename: ':memory:' })
  try {
    await migrateToLatest(db)
    return serializeDb(db)
  } finally {
    await db.destroy()
  }
}

/**
 * A database for a test that opens it more than once or hands it to processes of its
 * own (api/testing/app-process.ts): a SQLite file in `dir`, or with TEST_DATABASE_URL a
 * migrated PostgreSQL database (then `drop` removes it; SQLite's goes with `dir`).
 */
export interface SharedTestDatabase {
  /** The file's path or the database's URL, for openTestDatabaseAt in another process. */
  location: string
  drop(): Promise<void>
}

export async function createSharedTestDatabase(dir: string): Promise<SharedTestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return { location: join(dir, 'family.db'), drop: async () => {} }
  template ??= migratedTemplate(adminUrl)
  const name = await createCopyOfTemplate(adminUrl, await template)
  return { location: urlOfDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) }
}

/** Opens a SharedTestDatabase by its location (closing it leaves the database as it is). */
export function openTestDatabaseAt(location: string, busyTimeoutMs?: number): Db {
  return /^postgres(ql)?:/.test(location)
    ? openPostgres({ url: location, poolSize: TEST_POOL_SIZE })
    : openDb({ filename: location, ...(busyTimeoutMs ? { busyTimeoutMs } : {}) })
}

let template: Promise<string> | undefined

/**
 * The run's template database is migrated once, by whichever worker asks first
 * (ensureTemplateDatabase), and each call takes a copy of it: one a test of this process
 * has given back, emptied, or a new one (db/postgres-recycled-copies.ts). Its name comes
 * from the run (db/postgres-test-run.ts sets TEST_DATABASE_TEMPLATE), so workers of one
 * run share it and the run's end drops it with every copy.
 */
async function openPostgresTestDb(adminUrl: string): Promise<Db> {
  template ??= migratedTemplate(adminUrl)
  return openRecycledCopy(adminUrl, await template)
}

async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = process.env.TEST_DATABASE_TEMPLATE
  if (!name) {
    throw new Error(
      'TEST_DATABASE_URL is set but TEST_DATABASE_TEMPLATE is not: run PostgreSQL tests through the vitest project "postgres" (npm test starts a server for it)',
    )
  }
  await ensureTemplateDatabase(adminUrl, name, async (db) => {
    await migrateToLatest(db)
  })
  return name
}

/**
 * Every row of `table`, in an order that depends on the rows only (the same on both
 * engines, whatever order they were written or are stored in): for comparing contents.
 */
export async function rowsOf(db: Db, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)
  const keyed = rows.map((row) => ({ key: JSON.stringify(row), row }))
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ row }) => row)
}

/**
 * Makes the database refuse, with `message`, every insert into `table` whose `column`
 * is `value`, as a crash midway would: for tests of what a half-done pass leaves.
 * Returns the function that lifts it. Each engine writes its trigger its own way.
 */
export async function refuseInserts(
  db: Db,
  {
    table,
    column,
    value,
    message,
  }: { table: string; column: string; value: number; message: string },
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(table) || !/^[a-z_]+$/.test(column) || !Number.isSafeInteger(value)) {
    throw new Error('refuseInserts takes a table and column name and a whole number')
  }
  const text = message.replaceAll("'", "''")
  if (dialectOf(db) === 'sqlite') {
    await sql
      .raw(`create trigger refuse_inserts before insert on ${table}
      when new.${column} = ${value} begin select raise(abort, '${text}'); end`)
      .execute(db)
    return async () => {
      await sql`drop trigger refuse_inserts`.execute(db)
    }
  }
  await sql
    .raw(`create function refuse_inserts() returns trigger language plpgsql as $$
    begin if new.${column} = ${value} then raise exception '${text}'; end if; return new; end $$`)
    .execute(db)
  await sql
    .raw(`create trigger refuse_inserts before insert on ${table}
    for each row execute function refuse_inserts()`)
    .execute(db)
  return async () => {
    await sql.raw(`drop trigger refuse_inserts on ${table}`).execute(db)
    await sql`drop function refuse_inserts()`.execute(db)
  }
}

/** A parent of a family that does not exist: a database enforcing foreign keys refuses it. */
export function insertParentOfMissingFamily(db: Db) {
  return db
    .insertInto('users')
    .values({
      family_id: 999,
      role: 'parent',
      email: 'x@y.z',
      first_name: null,
      last_name: null,
      subscription_status: 'trial',
      trial_expires_at: null,
      created_at: 'now',
      last_login_at: null,
    })
    .execute()
}
