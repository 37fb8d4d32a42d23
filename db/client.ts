import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely } from 'kysely'
import type { Database } from './schema.js'
import { CachedStatementsSqliteDialect } from './sqlite-driver.js'

export type Db = Kysely<Database>

export interface OpenDbOptions {
  /** Path of the SQLite file, or ':memory:' for a throw-away database. */
  filename: string
  /** How long a writer waits for another connection's lock before SQLITE_BUSY. */
  busyTimeoutMs?: number
}

/**
 * Opens the one SQLite connection of the process. WAL lets readers (a backup, the
 * health check of another process) run beside the writer; foreign keys are off by
 * default in SQLite and every table here relies on them.
 */
export function openDb({ filename, busyTimeoutMs = 5000 }: OpenDbOptions): Db {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true })
  const sqlite = new SQLite(filename)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`)
  // NORMAL is durable across application crashes in WAL mode; only a power cut can
  // lose the last transactions, which is the usual trade for a home server.
  sqlite.pragma('synchronous = NORMAL')
  return new Kysely<Database>({ dialect: new CachedStatementsSqliteDialect(sqlite) })
}
