import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { type Db, observedQueryLog } from './client.js'
import type { Database } from './schema.js'

export interface OpenPostgresOptions {
  /** A postgres:// or postgresql:// URL: a credential, never logged or shown. */
  url: string
  /** Connections the pool holds at most (each instance of the app has its own pool). */
  poolSize: number
  /** Runs once the pool has closed its last connection (a test database is dropped then). */
  afterClose?: () => Promise<void>
}

/** PostgreSQL's type ids of bigint (every integer column) and numeric (what sum(bigint) returns). */
const INT8_OID = 20
const NUMERIC_OID = 1700

/**
 * Reads a bigint or numeric value as a JavaScript number, the type the code reads on
 * both engines, and refuses one that a number would not hold exactly: sats are exact or
 * the query fails. A fraction (an average) is refused too; ask for double precision.
 */
export function parseSafeInteger(text: string): number {
  const value = Number(text)
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value)) {
    throw new RangeError(`The database returned ${text}, which is not a safe integer`)
  }
  return value
}

/**
 * This pool's own type parsers: pg's global ones (pg.types.setTypeParser) would change
 * every other pool of the process, a library's included.
 */
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (oid === INT8_OID || oid === NUMERIC_OID) && format !== 'binary'
      ? parseSafeInteger
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
}

/** A pool that runs `afterClose` once ended, so destroying the Kysely instance runs it too. */
class PoolWithEnding extends pg.Pool {
  readonly #afterClose: (() => Promise<void>) | undefined

  constructor(config: pg.PoolConfig, afterClose: (() => Promise<void>) | undefined) {
    super(config)
    this.#afterClose = afterClose
  }

  override async end(): Promise<void> {
    await super.end()
    await this.#afterClose?.()
  }
}

/**
 * Opens a pool of connections to PostgreSQL. Transactions go through inTransaction
 * (db/transaction.ts), which runs them SERIALIZABLE and retries a serialization failure.
 */
export function openPostgres({ url, poolSize, afterClose }: OpenPostgresOptions): Db {
  const pool = new PoolWithEnding(
    { connectionString: url, max: poolSize, types: typeParsers },
    afterClose,
  )
  // An idle connection the server closed (a restart, a terminated backend) is reported
  // here; the pool has already dropped it and opens a new one for the next query.
  // Without a listener the event would end the process.
  pool.on('error', () => {})
  // The same for a connection lent out between two statements (a transaction waiting on
  // its next query) when the server ends it: the client then emits 'error' with no query
  // to fail, and unheard that would end the process. The transaction's next statement
  // fails instead (and PostgreSQL has rolled it back); pg takes the dead client out of the
  // pool when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {})
  })
  const { log, register } = observedQueryLog()
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log })
  register(db)
  return db
}
