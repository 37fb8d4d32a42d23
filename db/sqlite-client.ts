import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely } from 'kysely'
import { type Db, observedQueryLog, registerEngineHooks } from './client.js'
import type { Database } from './schema.js'
import { CachedStatementsSqliteDialect } from './sqlite-driver.js'

export interface OpenDbOptions {
  /** Path of the SQLite file, or ':memory:' for a throw-away database. */
  filename: string
  /** How long a writer waits for another connection's lock before SQLITE_BUSY. */
  busyTimeoutMs?: number
}

/** Owner read/write only: the database holds every family's data and their sessions. */
export const PRIVATE_FILE_MODE = 0o600
/** Owner only, for folders created to hold such files. */
export const PRIVATE_DIR_MODE = 0o700

/**
 * Makes sure a SQLite database file exists and only its owner can read it, before
 * SQLite opens it. SQLite creates a new file as 0644 (less the umask) but gives its
 * -wal and -shm companions the main file's permissions, so creating the main file
 * private keeps all three private. Files left readable by an older version (and
 * their companions) are tightened on the way. A zero-length file is a valid empty
 * database to SQLite.
 */
export function preparePrivateDbFile(filename: string): void {
  mkdirSync(dirname(filename), { recursive: true, mode: PRIVATE_DIR_MODE })
  closeSync(openSync(filename, 'a', PRIVATE_FILE_MODE))
  for (const path of [filename, `${filename}-wal`, `${filename}-shm`]) {
    const mode = statSync(path, { throwIfNoEntry: false })?.mode
    // Only files looser than private: chmod fails on a file this user does not own.
    if (mode !== undefined && (mode & 0o077) !== 0) chmodSync(path, PRIVATE_FILE_MODE)
  }
}

/** Opens the one SQLite connection of the process (settings: see connect). */
export function openDb({ filename, busyTimeoutMs = 5000 }: OpenDbOptions): Db {
  if (filename !== ':memory:') preparePrivateDbFile(filename)
  return connect(new SQLite(filename), busyTimeoutMs)
}

/**
 * Opens an existing SQLite file for reading only, as the copy to PostgreSQL does
 * (db/copy-to-postgres.ts): nothing is created or changed, not even the journal mode, and
 * a missing file is an error rather than a new empty database.
 */
export function openDbReadOnly(filename: string): Db {
  const sqlite = new SQLite(filename, { readonly: true, fileMustExist: true })
  const { log, register } = observedQueryLog()
  const db = new Kysely<Database>({ dialect: new CachedStatementsSqliteDialect(sqlite), log })
  register(db)
  return db
}

/**
 * A throw-away in-memory database that starts as a copy of `image` (what serializeDb
 * returned), with the settings openDb gives every connection. Tests open a copy of one
 * migrated database this way instead of running every migration for each test.
 */
export function openDbCopy(image: Buffer, busyTimeoutMs = 5000): Db {
  return connect(new SQLite(image), busyTimeoutMs)
}

/**
 * The settings of every connection, and the hooks db/client.ts reaches it by. WAL
 * lets readers (a backup, the health check of another process) run beside the writer
 * (an in-memory database keeps its journal in memory instead); foreign keys are off by
 * default in SQLite and every table here relies on them.
 */
function connect(sqlite: SQLite.Database, busyTimeoutMs: number): Db {
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`)
  // NORMAL is durable across application crashes in WAL mode; only a power cut can
  // lose the last transactions, which is the usual trade for a home server.
  sqlite.pragma('synchronous = NORMAL')
  // A deleted family's names, addresses and invoices are overwritten with zeros in the
  // pages that held them, instead of lingering in free pages that every backup copies.
  sqlite.pragma('secure_delete = ON')
  const { log, register } = observedQueryLog()
  const db = new Kysely<Database>({ dialect: new CachedStatementsSqliteDialect(sqlite), log })
  register(db)
  registerEngineHooks(db, {
    readDataVersion: dataVersionReaderOf(sqlite),
    serialize: () => sqlite.serialize(),
    truncateWriteAheadLog: () => {
      const [result] = sqlite.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>
      return result?.busy === 0
    },
  })
  return db
}

/**
 * Reads a value that differs whenever what this connection sees of the database may
 * have changed since the last read: SQLite's `data_version` moves when any other
 * connection (another process, a backup restore) commits, `total_changes()` counts
 * this connection's own row changes (it never goes back, even on rollback), and
 * `schema_version` moves with any table change. Read it before reading the data a
 * cache keeps: a write after that moment gives a different value.
 */
function dataVersionReaderOf(sqlite: SQLite.Database): () => string {
  const statement = sqlite
    .prepare(
      'select data_version, total_changes(), (select schema_version from pragma_schema_version) from pragma_data_version',
    )
    .raw(true)
  return () => (statement.get() as unknown[]).join(' ')
}
