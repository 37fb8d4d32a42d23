import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.js'

/**
 * SQLite keeps whatever it is given: a column declared INTEGER stored Infinity (a
 * REAL) when a route's schema read "Infinity" as a number, and every read of the
 * family answered 500 from then on. From here every INTEGER column of every table
 * holds integers only (or NULL where it may be empty), and the shares hold what
 * the app can show. SQLite cannot add a CHECK to an existing table, so each table
 * is rebuilt with its own text plus the checks (its indexes and triggers with it),
 * the way SQLite's documentation describes for schema changes ALTER cannot make.
 *
 * On PostgreSQL every integer column is a bigint, which holds integers only by its type, and
 * a table takes a CHECK in place: only the ranges are added (rangesOnPostgres).
 *
 * Frozen in time: migrations never import application code.
 */
const MARK = '/* checked-number */'

/** Ranges beyond "an integer": the values the app writes and the screens read. */
const RANGES: Record<string, Record<string, string>> = {
  families: {
    share_percentage: 'share_percentage between 0 and 100',
    spouse_share: 'spouse_share between 0 and 100',
    sharing_enabled: 'sharing_enabled in (0, 1)',
  },
}

/** A row written before this migration with a value the checks refuse gets the column's default. */
const REPAIRS = [
  sql`update families set share_percentage = 100
    where not (typeof(share_percentage) = 'integer' and share_percentage between 0 and 100)`,
  sql`update families set spouse_share = 50
    where not (typeof(spouse_share) = 'integer' and spouse_share between 0 and 100)`,
  sql`update families set sharing_enabled = 1 where sharing_enabled not in (0, 1)`,
]

interface ColumnInfo {
  name: string
  type: string
  notnull: number
  pk: number
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return rangesOnPostgres(db, 'add')
  await rebuildTables(db, REPAIRS, (table, createSql, columns) => {
    const checks = columns
      // An INTEGER PRIMARY KEY is the rowid itself: SQLite already keeps it an integer.
      .filter((c) => c.type.toLowerCase() === 'integer' && c.pk === 0)
      .map((c) => {
        const types = c.notnull ? `= 'integer'` : `in ('integer', 'null')`
        return `check (typeof("${c.name}") ${types})`
      })
    checks.push(...Object.values(RANGES[table] ?? {}).map((range) => `check (${range})`))
    if (checks.length === 0) return createSql
    const close = createSql.lastIndexOf(')')
    return `${createSql.slice(0, close)}, ${MARK} ${checks.join(', ')}${createSql.slice(close)}`
  })
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') return rangesOnPostgres(db, 'drop')
  await rebuildTables(db, [], (_table, createSql) => {
    const at = createSql.indexOf(`, ${MARK}`)
    return at < 0 ? createSql : createSql.slice(0, at) + createSql.slice(createSql.lastIndexOf(')'))
  })
}

/**
 * Adds (after the same repairs as on SQLite: a value out of range becomes the column's
 * default) or drops the RANGES as named constraints, named as PostgreSQL names a column's own.
 */
async function rangesOnPostgres(db: Kysely<any>, change: 'add' | 'drop'): Promise<void> {
  for (const [table, ranges] of Object.entries(RANGES)) {
    for (const [column, range] of Object.entries(ranges)) {
      const name = sql.id(`${table}_${column}_check`)
      if (change === 'drop') {
        await sql`alter table ${sql.table(table)} drop constraint ${name}`.execute(db)
        continue
      }
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = default
        where not (${sql.raw(range)})`.execute(db)
      await sql`alter table ${sql.table(table)} add constraint ${name} check (${sql.raw(range)})`.execute(
        db,
      )
    }
  }
}

/**
 * Rebuilds every application table whose CREATE text `rewrite` changes. Foreign keys
 * are off meanwhile (dropping a parent table would otherwise cascade to its children)
 * and checked before the transaction commits.
 */
async function rebuildTables(
  db: Kysely<any>,
  repairs: ReturnType<typeof sql>[],
  rewrite: (table: string, createSql: string, columns: ColumnInfo[]) => string,
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await db.transaction().execute(async (trx) => {
      for (const repair of repairs) await repair.execute(trx)
      const tables = await sql<{ name: string; sql: string }>`
        select name, sql from sqlite_master
        where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
        order by name`.execute(trx)
      for (const table of tables.rows) {
        const columns =
          await sql<ColumnInfo>`select * from pragma_table_info(${table.name})`.execute(trx)
        const rewritten = rewrite(table.name, table.sql, columns.rows)
        if (rewritten === table.sql) continue
        const temporary = `${table.name}__rebuilt`
        const companions = await sql<{ sql: string }>`
          select sql from sqlite_master
          where tbl_name = ${table.name} and type in ('index', 'trigger') and sql is not null`.execute(
          trx,
        )
        const createTemporary = rewritten.replace(
          /^create table\s+(?:"[^"]+"|\S+)/i,
          `create table "${temporary}"`,
        )
        await sql.raw(createTemporary).execute(trx)
        await sql`insert into ${sql.table(temporary)} select * from ${sql.table(table.name)}`.execute(
          trx,
        )
        await sql`drop table ${sql.table(table.name)}`.execute(trx)
        await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table.name)}`.execute(
          trx,
        )
        for (const companion of companions.rows) await sql.raw(companion.sql).execute(trx)
      }
      const broken = await sql`pragma foreign_key_check`.execute(trx)
      if (broken.rows.length > 0) {
        throw new Error(`Rebuilding the tables broke ${broken.rows.length} foreign keys`)
      }
    })
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}
