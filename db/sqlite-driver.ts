import type { Database as SqliteDatabase, Statement } from 'better-sqlite3'
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely'

/** Distinct SQL texts kept prepared; the app has a few hundred queries, most of them rare. */
const DEFAULT_STATEMENT_CACHE_SIZE = 300

/**
 * Kysely's SQLite query compiler, adapter and introspector over a driver that keeps
 * its prepared statements. Kysely's own better-sqlite3 driver prepares every query
 * again (a fifth of the CPU of a simple authenticated read); preparing is pure
 * waste for the same SQL text.
 */
export class CachedStatementsSqliteDialect implements Dialect {
  readonly #sqlite: SqliteDatabase
  readonly #cacheSize: number

  constructor(sqlite: SqliteDatabase, cacheSize = DEFAULT_STATEMENT_CACHE_SIZE) {
    this.#sqlite = sqlite
    this.#cacheSize = cacheSize
  }

  createDriver(): Driver {
    return new CachedStatementsDriver(new CachedStatementsConnection(this.#sqlite, this.#cacheSize))
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler()
  }

  createAdapter() {
    return new SqliteAdapter()
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db)
  }
}

/**
 * One connection, lent to one user at a time: a transaction spans several awaits,
 * and a query of another request must not run inside it. Queries queue in order.
 */
class CachedStatementsDriver implements Driver {
  readonly #connection: CachedStatementsConnection
  #isLent = false
  readonly #waiting: Array<() => void> = []

  constructor(connection: CachedStatementsConnection) {
    this.#connection = connection
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#isLent) await new Promise<void>((resolve) => this.#waiting.push(resolve))
    this.#isLent = true
    return this.#connection
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift()
    // The connection passes straight to the next in line, so nobody overtakes it.
    if (next) next()
    else this.#isLent = false
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as CachedStatementsConnection).run('begin')
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as CachedStatementsConnection).run('commit')
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as CachedStatementsConnection).run('rollback')
  }

  async destroy(): Promise<void> {
    this.#connection.close()
  }
}

/**
 * Runs compiled queries on prepared statements looked up by their SQL text, least
 * recently used first out. A kept statement stays right across schema changes:
 * SQLite recompiles it from its text when the schema it was compiled against has
 * changed (see the migration test in sqlite-driver.test.ts).
 */
class CachedStatementsConnection implements DatabaseConnection {
  readonly #sqlite: SqliteDatabase
  readonly #cacheSize: number
  readonly #statements = new Map<string, Statement<unknown[]>>()

  constructor(sqlite: SqliteDatabase, cacheSize: number) {
    this.#sqlite = sqlite
    this.#cacheSize = cacheSize
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#statement(compiledQuery.sql)
    const parameters = compiledQuery.parameters as unknown[]
    if (statement.reader) return { rows: statement.all(parameters) as R[] }
    const { changes, lastInsertRowid } = statement.run(parameters)
    return {
      rows: [],
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) {
      throw new Error('Only select queries can be streamed from SQLite')
    }
    // Its own statement: a kept one could be asked for again while this one iterates.
    const statement = this.#sqlite.prepare(compiledQuery.sql)
    for (const row of statement.iterate(compiledQuery.parameters as unknown[])) {
      yield { rows: [row as R] }
    }
  }

  async run(sqlText: string): Promise<void> {
    this.#statement(sqlText).run()
  }

  close(): void {
    this.#statements.clear()
    this.#sqlite.close()
  }

  #statement(sqlText: string): Statement<unknown[]> {
    const kept = this.#statements.get(sqlText)
    if (kept) {
      // Most recently used goes last, so eviction takes the oldest first.
      this.#statements.delete(sqlText)
      this.#statements.set(sqlText, kept)
      return kept
    }
    const statement = this.#sqlite.prepare<unknown[]>(sqlText)
    if (this.#statements.size >= this.#cacheSize) {
      const oldest = this.#statements.keys().next().value
      if (oldest !== undefined) this.#statements.delete(oldest)
    }
    this.#statements.set(sqlText, statement)
    return statement
  }
}
