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

  // Kysely passes back the connection it acquired: there is only ever this one.
  // IMMEDIATE takes the write lock at the start, where SQLite waits for it (the busy
  // timeout). A deferred transaction that read first and then wrote, while another
  // process held the lock, failed at once with "database is locked": a wait cannot
  // help a reader whose snapshot is already stale.
  async beginTransaction(): Promise<void> {
    await this.#connection.run('begin immediate')
  }

  async commitTransaction(): Promise<void> {
    await this.#connection.run('commit')
  }

  async rollbackTransaction(): Promise<void> {
    await this.#connection.run('rollback')
  }

  async destroy(): Promise<void> {
    this.#connection.close()
  }
}

/**
 * A prepared statement and how its rows are read. better-sqlite3 builds each row
 * object in C++, which took twice as long as reading the row as an array and naming
 * its values here (a fifth of an authenticated read of 20 children). The names are
 * those of the result columns, fixed by the SQL text as long as it names its columns;
 * `*` expands to whatever the table has now, so such statements keep the library's
 * own objects.
 */
interface KeptStatement {
  statement: Statement<unknown[]>
  /** Result column names, for statements read as arrays; null for the others. */
  columnNames: string[] | null
}

/**
 * Runs compiled queries on prepared statements looked up by their SQL text, least
 * recently used first out. A kept statement stays right across schema changes:
 * SQLite recompiles it from its text when the schema it was compiled against has
 * changed (see the migration tests in sqlite-driver.test.ts).
 */
class CachedStatementsConnection implements DatabaseConnection {
  readonly #sqlite: SqliteDatabase
  readonly #cacheSize: number
  readonly #statements = new Map<string, KeptStatement>()

  constructor(sqlite: SqliteDatabase, cacheSize: number) {
    this.#sqlite = sqlite
    this.#cacheSize = cacheSize
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const kept = this.#statement(compiledQuery.sql)
    const { statement } = kept
    const parameters = compiledQuery.parameters as unknown[]
    if (kept.columnNames) return { rows: namedRows<R>(kept, statement.all(parameters)) }
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
    this.#statement(sqlText).statement.run()
  }

  close(): void {
    this.#statements.clear()
    this.#sqlite.close()
  }

  #statement(sqlText: string): KeptStatement {
    const found = this.#statements.get(sqlText)
    if (found) {
      // Most recently used goes last, so eviction takes the oldest first.
      this.#statements.delete(sqlText)
      this.#statements.set(sqlText, found)
      return found
    }
    const statement = this.#sqlite.prepare<unknown[]>(sqlText)
    const readsArrays = statement.reader && !sqlText.includes('*')
    if (readsArrays) statement.raw(true)
    const kept = { statement, columnNames: readsArrays ? columnNamesOf(statement) : null }
    if (this.#statements.size >= this.#cacheSize) {
      const oldest = this.#statements.keys().next().value
      if (oldest !== undefined) this.#statements.delete(oldest)
    }
    this.#statements.set(sqlText, kept)
    return kept
  }
}

function columnNamesOf(statement: Statement<unknown[]>): string[] {
  return statement.columns().map((column) => column.name)
}

/** Rows read as arrays, as the objects better-sqlite3 would have made (a repeated name: last wins). */
function namedRows<R>(kept: KeptStatement, arrays: unknown[]): R[] {
  const rows: R[] = []
  for (const values of arrays as unknown[][]) {
    // Never expected (the text fixes the columns), but a stale list must not mislabel values.
    if (values.length !== kept.columnNames?.length) kept.columnNames = columnNamesOf(kept.statement)
    const row: Record<string, unknown> = {}
    for (let i = 0; i < values.length; i++) row[kept.columnNames[i] as string] = values[i]
    rows.push(row as R)
  }
  return rows
}
