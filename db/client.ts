import type { Kysely, LogEvent } from 'kysely'
import type { Database } from './schema.js'

/**
 * The database the app talks to: SQLite (db/sqlite-client.ts, a family's own server) or
 * PostgreSQL (db/postgres-client.ts, hosting); openDatabase in db/open-database.ts picks
 * one. What only one engine has (a file image, a write-ahead log, a data version) hangs
 * off the instance through the hooks below and is absent on the other.
 */
export type Db = Kysely<Database>

/** What an engine's opener registers for the functions below to reach its connection by. */
export interface EngineHooks {
  readDataVersion?: () => string
  serialize?: () => Buffer
  truncateWriteAheadLog?: () => boolean
}

const engineHooks = new WeakMap<Db, EngineHooks>()

/** Ties an engine's hooks to the instance it built (called once, by the opener). */
export function registerEngineHooks(db: Db, hooks: EngineHooks): void {
  engineHooks.set(db, hooks)
}

/** The whole database as SQLite's file image, for openDbCopy. */
export function serializeDb(db: Db): Buffer {
  const serialize = engineHooks.get(db)?.serialize
  if (!serialize) throw new Error('Only a database opened by openDb can be serialized')
  return serialize()
}

/**
 * Copies SQLite's write-ahead log into the database file and empties the log. Run after
 * a deletion: secure_delete zeroes what a transaction deletes, but the log still holds
 * the earlier copies of those pages until it is truncated. Returns false when a reader
 * (a backup running) kept the log from being emptied; the daily purge job tries again.
 * PostgreSQL keeps no such log here to empty: true.
 */
export function truncateWriteAheadLog(db: Db): boolean {
  return engineHooks.get(db)?.truncateWriteAheadLog?.() ?? true
}

/**
 * A value that differs whenever what this connection sees of the database may have
 * changed since the last read (db/sqlite-client.ts says how SQLite's is made). Undefined
 * on PostgreSQL, where other instances write through other connections and no cheap
 * local value tells, and for a Kysely instance made elsewhere: nothing may be cached
 * from those (db/cache-until-write.ts).
 */
export function readDataVersion(db: Db): string | undefined {
  return engineHooks.get(db)?.readDataVersion?.()
}

/** One statement as Kysely's log reports it once it has run (or failed). */
export interface QueryTiming {
  durationMs: number
  sql: string
  failed: boolean
}

export type QueryObserver = (timing: QueryTiming) => void

// Kysely takes its `log` hook when the instance is built, long before the app that
// wants the timings exists; the hook forwards to whoever observes that instance.
const queryObservers = new WeakMap<Db, Set<QueryObserver>>()

/**
 * The `log` hook for a Kysely instance an opener is about to build, and the function
 * that ties it to that instance once built, for observeQueries.
 */
export function observedQueryLog(): {
  log: (event: LogEvent) => void
  register: (db: Db) => void
} {
  const observers = new Set<QueryObserver>()
  return {
    log: (event) => {
      const timing: QueryTiming = {
        durationMs: event.queryDurationMillis,
        sql: event.query.sql,
        failed: event.level === 'error',
      }
      for (const observe of observers) observe(timing)
    },
    register: (db) => {
      queryObservers.set(db, observers)
    },
  }
}

/**
 * Calls `observer` after every statement run through a database opened by openDb or
 * openPostgres (transactions included). Returns the function that stops it. A Kysely
 * instance made elsewhere has no hook: observing it does nothing.
 */
export function observeQueries(db: Db, observer: QueryObserver): () => void {
  const observers = queryObservers.get(db)
  observers?.add(observer)
  return () => {
    observers?.delete(observer)
  }
}
