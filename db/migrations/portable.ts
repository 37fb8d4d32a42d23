import { type ColumnDefinitionBuilder, type Expression, type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.js'

/**
 * What the migrations write differently on SQLite and on PostgreSQL, so that one set of files
 * gives both engines the same tables and the same rules (docs/architecture.md, "Migrations on
 * two engines"). Frozen like the migrations themselves: what these helpers give on SQLite is
 * what every existing database ran, down to the byte of its schema text. Change nothing they
 * produce; a new need is a new helper.
 */

/**
 * The type of every integer column. SQLite's INTEGER holds 64 bits; PostgreSQL's `integer`
 * holds 32, and amounts in sats pass 2^31 at 21.5 BTC, so there it is `bigint`.
 */
export function integerType(db: Kysely<any>): 'integer' | 'bigint' {
  return dialectOf(db) === 'sqlite' ? 'integer' : 'bigint'
}

/**
 * A row id the database assigns when an insert leaves it out. On SQLite an INTEGER PRIMARY
 * KEY is the table's rowid; PostgreSQL has an identity column for it. "By default", not
 * "always": an insert that names its id (as on SQLite) keeps it.
 */
export function assignedId(db: Kysely<any>, c: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  const key = c.primaryKey()
  return dialectOf(db) === 'sqlite' ? key : key.generatedByDefaultAsIdentity()
}

/**
 * The column holds an integer (within `range`, when given) and is never null. SQLite keeps
 * whatever it is handed (Infinity in an INTEGER column, or '12x'), so there a CHECK on
 * typeof() is its strict typing; on PostgreSQL the bigint type refuses those by itself and
 * only the range is checked.
 */
export function integersOnly(
  db: Kysely<any>,
  c: ColumnDefinitionBuilder,
  range?: Expression<unknown>,
): ColumnDefinitionBuilder {
  if (range) return c.check(integerCheck(db, columnOf(c), range))
  return dialectOf(db) === 'sqlite' ? c.check(sql`typeof(${sql.ref(columnOf(c))}) = 'integer'`) : c
}

/** As integersOnly, for a column that may also be null (a null passes a CHECK on both engines). */
export function integersOrNull(
  db: Kysely<any>,
  c: ColumnDefinitionBuilder,
  range?: Expression<unknown>,
): ColumnDefinitionBuilder {
  if (dialectOf(db) === 'postgres') return range ? c.check(range) : c
  const column = sql.ref(columnOf(c))
  return c.check(
    range
      ? sql`typeof(${column}) = 'null' or (typeof(${column}) = 'integer' and ${range})`
      : sql`typeof(${column}) in ('integer', 'null')`,
  )
}

/**
 * The CHECK of integersOnly with a range, for a column written in SQL text: an integer
 * (SQLite's typeof) within `range` on SQLite, `range` alone on PostgreSQL.
 */
export function integerCheck(db: Kysely<any>, column: string, range: Expression<unknown>) {
  if (dialectOf(db) === 'postgres') return range
  return sql`typeof(${sql.ref(column)}) = 'integer' and ${range}`
}

/**
 * `expression` (not) matching a GLOB `pattern` as a whole. SQLite has GLOB and, without an
 * extension, no regular expressions; PostgreSQL has no GLOB, so there the same pattern is
 * written as a regular expression anchored at both ends (`*` any text, `?` any character, a
 * bracket class as it is, anything else itself).
 */
export function globMatch(
  db: Kysely<any>,
  expression: Expression<unknown>,
  operator: 'glob' | 'not glob',
  pattern: string,
) {
  if (dialectOf(db) === 'sqlite') return sql`${expression} ${sql.raw(operator)} ${sql.lit(pattern)}`
  const regex = pattern.replace(/\[[^\]]*\]|[*?]|[^[*?]/g, (part) => {
    if (part === '*') return '.*'
    if (part === '?') return '.'
    return part.startsWith('[') ? part : part.replace(/[\\^$.|+(){}]/g, '\\$&')
  })
  return sql`${expression} ${sql.raw(operator === 'glob' ? '~' : '!~')} ${sql.lit(`^${regex}$`)}`
}

function columnOf(c: ColumnDefinitionBuilder): string {
  return c.toOperationNode().column.column.name
}

/**
 * Runs `work` in one transaction. On SQLite the migrator runs each migration outside any
 * (Kysely's SQLite adapter has no transactional DDL), so a migration that must not stop
 * halfway opens its own. On PostgreSQL the migrator already runs every pending migration in
 * one transaction and hands it over as `db`, which cannot open another: the work joins it.
 */
export async function withinTransaction(
  db: Kysely<any>,
  work: (trx: Kysely<any>) => Promise<void>,
): Promise<void> {
  if (db.isTransaction) await work(db)
  else await db.transaction().execute(work)
}
