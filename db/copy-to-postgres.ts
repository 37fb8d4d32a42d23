import { type Kysely, sql } from 'kysely'
import type { Db } from './client.js'
import { dialectOf } from './dialect.js'
import { migrateToLatest } from './migrate.js'
import { migrations } from './migrations/index.js'
import { type BalanceMismatch, listBalanceMismatches } from './queries/reconciliation.js'
import { inTransaction } from './transaction.js'

/**
 * The one-way move of a SQLite database into PostgreSQL (`npm run db:copy-to-postgres`,
 * docs/deploy/hosted.md): every table copied in one PostgreSQL transaction, then checked
 * there before it commits, so a failed copy leaves no row behind.
 */

/** Why a copy did not happen: a message for the operator, who can act on it. */
export class CopyRefused extends Error {
  override name = 'CopyRefused'
}

/** One table as copied: its rows and the sum of each money column (`*_sat`). */
export interface CopiedTable {
  table: string
  rows: number
  moneySums: Record<string, number>
}

export interface CopyReport {
  /** In the order copied (parents before the tables that refer to them). */
  tables: CopiedTable[]
  /** Children whose savings and spending, and goals whose totals, were checked against the ledger. */
  checked: { children: number; goals: number }
}

/** A table of the app's schema as SQLite holds it. */
interface TableShape {
  name: string
  columns: string[]
  /** The tables its foreign keys refer to. */
  parents: string[]
}

/** The tables' rows as the copy reads and writes them, whatever the table. */
type AnyTables = Record<string, Record<string, unknown>>

/**
 * PostgreSQL takes at most 65,535 parameters a statement; a batch stays well below, so
 * the widest table goes over in batches of some 1,500 rows and no table is held in
 * memory whole.
 */
const PARAMETERS_PER_BATCH = 30_000

/**
 * Copies the SQLite database `source` (opened read-only: db/sqlite-client.ts
 * openDbReadOnly) into the PostgreSQL database `target`, which it migrates first.
 * Refuses (CopyRefused) a SQLite database not at this version's latest migration and a
 * PostgreSQL one that already holds rows. Checks before committing that every child's
 * cached balances and every goal's total equal their ledger rows (the books check's own
 * query) and that each table's row count and money sums equal SQLite's; a difference
 * rolls the copy back.
 */
export async function copyToPostgres(source: Db, target: Db): Promise<CopyReport> {
  if (dialectOf(source) !== 'sqlite' || dialectOf(target) !== 'postgres') {
    throw new Error('copyToPostgres copies a SQLite database into a PostgreSQL one')
  }
  // One snapshot for everything read from SQLite: if a server still writes to the file,
  // the rows copied and the totals compared are still of one moment.
  await sql`begin`.execute(source)
  try {
    await requireLatestMigration(source)
    const tables = inForeignKeyOrder(await tablesOf(source))
    const expected: CopiedTable[] = []
    for (const table of tables) expected.push(await totalsOf(source, table))
    await migrateToLatest(target)
    return await inTransaction(target, async (trx) => {
      await requireSameColumns(trx, tables)
      await refuseIfHoldingRows(trx, tables)
      const restoreRulesForNewRows = await liftRulesForNewRows(trx)
      for (const table of tables) await copyTable(source, trx, table)
      await restoreRulesForNewRows()
      const copied: CopiedTable[] = []
      for (const table of tables) copied.push(await totalsOf(trx, table))
      const differences = expected.flatMap((table, i) => differencesOf(table, copied[i]))
      if (differences.length > 0) {
        throw new CopyRefused(
          `PostgreSQL does not hold what SQLite holds, so nothing was copied:\n  ${differences.join('\n  ')}`,
        )
      }
      const mismatches = await listBalanceMismatches(trx)
      if (mismatches.length > 0) {
        throw new CopyRefused(
          `A cached balance differs from its ledger rows, so nothing was copied (the SQLite database holds the same difference; its books check reports it too):\n  ${mismatches.map(describeMismatch).join('\n  ')}`,
        )
      }
      // Last: a sequence's move is not undone by a rollback, so it comes after the checks.
      await moveIdentitiesPastCopiedIds(trx)
      const rowsOf = (name: string) => copied.find((t) => t.table === name)?.rows ?? 0
      return {
        tables: copied,
        checked: { children: rowsOf('children'), goals: rowsOf('family_goals') },
      }
    })
  } finally {
    await sql`rollback`.execute(source)
  }
}

/**
 * The SQLite database must have run exactly this version's migrations: PostgreSQL is
 * migrated to them, and rows of an older shape would not fit its tables.
 */
async function requireLatestMigration(source: Db): Promise<void> {
  const { rows: found } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(
    source,
  )
  if (found.length === 0) {
    throw new CopyRefused('The SQLite file holds no Family Bitcoin database (it has no migrations)')
  }
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(source)
  const applied = new Set(rows.map((row) => row.name))
  const known = Object.keys(migrations)
  const unknown = [...applied].filter((name) => !(name in migrations))
  if (unknown.length > 0) {
    throw new CopyRefused(
      `The SQLite database was migrated by a newer version of the app (${unknown.join(', ')}): copy it with that version`,
    )
  }
  const pending = known.filter((name) => !applied.has(name))
  if (pending.length > 0) {
    throw new CopyRefused(
      `The SQLite database is not at the latest migration (${pending.length} pending, from ${pending[0]}): start this version of the app on it once so it migrates, stop it, then copy again`,
    )
  }
}

/** The app's tables in SQLite (not SQLite's own, nor Kysely's migration bookkeeping). */
async function tablesOf(source: Db): Promise<TableShape[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not glob 'sqlite_*'
      and name not in ('kysely_migration', 'kysely_migration_lock')
    order by name`.execute(source)
  const tables: TableShape[] = []
  for (const { name } of rows) {
    const columns = await sql<{ name: string }>`
      select name from pragma_table_info(${name}) order by cid`.execute(source)
    const parents = await sql<{ parent: string }>`
      select distinct "table" as parent from pragma_foreign_key_list(${name})`.execute(source)
    tables.push({
      name,
      columns: columns.rows.map((row) => row.name),
      parents: parents.rows.map((row) => row.parent),
    })
  }
  return tables
}

/**
 * Parents before the tables that refer to them, so every row's foreign keys find their
 * rows already there. A table referring to itself has none (it would need its rows
 * ordered too); a cycle between tables has no such order and is an error.
 */
export function inForeignKeyOrder(tables: TableShape[]): TableShape[] {
  const ordered: TableShape[] = []
  const placed = new Set<string>()
  let remaining = tables
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      table.parents.every((parent) => parent === table.name || placed.has(parent)),
    )
    if (ready.length === 0) {
      throw new Error(
        `No table of ${remaining.map((table) => table.name).join(', ')} can be copied first: their foreign keys form a cycle`,
      )
    }
    for (const table of ready) {
      ordered.push(table)
      placed.add(table.name)
    }
    remaining = remaining.filter((table) => !placed.has(table.name))
  }
  return ordered
}

/**
 * The same migrations give both engines the same columns (db/migrations-on-both-engines.test.ts),
 * though not always in the same order; this makes sure before a column's values are lost.
 */
async function requireSameColumns(target: Db, tables: TableShape[]): Promise<void> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema()`.execute(target)
  for (const table of tables) {
    const there = rows.filter((row) => row.table === table.name).map((row) => row.column)
    const sorted = (names: string[]) => [...names].sort().join(', ')
    if (sorted(there) !== sorted(table.columns)) {
      throw new CopyRefused(
        `The table ${table.name} has other columns on PostgreSQL (${sorted(there) || 'none'}) than on SQLite (${sorted(table.columns)})`,
      )
    }
  }
}

/** A copy goes into an empty database: rows there would collide with the copied ids. */
async function refuseIfHoldingRows(target: Db, tables: TableShape[]): Promise<void> {
  const holding: string[] = []
  for (const table of tables) {
    const { rows } = await sql<{ held: boolean }>`
      select exists (select 1 from ${sql.table(table.name)}) as held`.execute(target)
    if (rows[0]?.held) holding.push(table.name)
  }
  if (holding.length > 0) {
    throw new CopyRefused(
      `The PostgreSQL database already holds data (${holding.join(', ')}): copy into a new, empty database`,
    )
  }
}

/**
 * A rule added NOT VALID (the ledger's known types, 2026_12_07_001) guards new writes
 * only and leaves rows written before it as they are; SQLite's triggers do the same. The
 * copied rows are old rows, not new writes: such a rule is dropped for the copy and
 * added again, NOT VALID as before, in the same transaction.
 */
async function liftRulesForNewRows(target: Db): Promise<() => Promise<void>> {
  const { rows } = await sql<{ table: string; name: string; definition: string }>`
    select conrelid::regclass::text as "table", conname as "name",
      pg_get_constraintdef(oid) as "definition"
    from pg_constraint
    where not convalidated and connamespace = current_schema()::regnamespace`.execute(target)
  for (const rule of rows) {
    await sql`alter table ${sql.table(rule.table)} drop constraint ${sql.ref(rule.name)}`.execute(
      target,
    )
  }
  return async () => {
    // The definition as PostgreSQL printed it, NOT VALID included.
    for (const rule of rows) {
      await sql`alter table ${sql.table(rule.table)} add constraint ${sql.ref(rule.name)} ${sql.raw(rule.definition)}`.execute(
        target,
      )
    }
  }
}

/**
 * Streams the table's rows from SQLite and inserts them in batches, naming the columns
 * (a column added by a later migration sits elsewhere on PostgreSQL: child_wallet_addresses).
 */
async function copyTable(source: Db, target: Db, table: TableShape): Promise<void> {
  const batchSize = Math.max(1, Math.floor(PARAMETERS_PER_BATCH / table.columns.length))
  const into = target as unknown as Kysely<AnyTables>
  const rows = (source as unknown as Kysely<AnyTables>)
    .selectFrom(table.name)
    .select(table.columns)
    .orderBy(sql`rowid`)
    .stream()
  let batch: Record<string, unknown>[] = []
  for await (const row of rows) {
    batch.push(row)
    if (batch.length === batchSize) {
      await into.insertInto(table.name).values(batch).execute()
      batch = []
    }
  }
  if (batch.length > 0) await into.insertInto(table.name).values(batch).execute()
}

/** Row count and the sum of every money column (`*_sat`), on either engine. */
async function totalsOf(db: Db, table: TableShape): Promise<CopiedTable> {
  const money = table.columns.filter((column) => column.endsWith('_sat'))
  const row = await (db as unknown as Kysely<AnyTables>)
    .selectFrom(table.name)
    .select([
      sql<number>`count(*)`.as('count_of_rows'),
      ...money.map((column) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as(column)),
    ])
    .executeTakeFirstOrThrow()
  return {
    table: table.name,
    rows: Number(row.count_of_rows),
    moneySums: Object.fromEntries(money.map((column) => [column, Number(row[column])])),
  }
}

function differencesOf(sqlite: CopiedTable, postgres: CopiedTable | undefined): string[] {
  if (!postgres) return [`${sqlite.table}: not read back from PostgreSQL`]
  const differences: string[] = []
  if (sqlite.rows !== postgres.rows) {
    differences.push(
      `${sqlite.table}: ${sqlite.rows} rows on SQLite, ${postgres.rows} on PostgreSQL`,
    )
  }
  for (const [column, sum] of Object.entries(sqlite.moneySums)) {
    if (postgres.moneySums[column] !== sum) {
      differences.push(
        `${sqlite.table}.${column}: ${sum} sat in all on SQLite, ${postgres.moneySums[column]} on PostgreSQL`,
      )
    }
  }
  return differences
}

function describeMismatch(m: BalanceMismatch): string {
  const what =
    m.account === 'goal'
      ? `goal ${m.goalId} (${m.name})`
      : `${m.account} of child ${m.childId} (${m.name})`
  return `family ${m.familyId}, ${what}: ${m.cachedSat} sat cached, ${m.ledgerSat} sat in the ledger`
}

/**
 * Rows copied with their ids leave each identity's sequence where it was (at 1), so
 * the next insert would take a copied id: each starts after the largest one now.
 */
async function moveIdentitiesPastCopiedIds(target: Db): Promise<void> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(target)
  for (const { table, column } of rows) {
    // setval leaves the sequence as it is when the table is empty (max is null).
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      (select max(${sql.ref(column)}) from ${sql.table(table)}))`.execute(target)
  }
}
