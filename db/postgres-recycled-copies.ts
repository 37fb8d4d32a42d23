import pg from 'pg'
import type { Db } from './client.js'
import { openPostgres } from './postgres-client.js'
import {
  createCopyOfTemplate,
  dropDatabase,
  TEST_POOL_SIZE,
  urlOfDatabase,
} from './postgres-test-database.js'

/**
 * Copies of a test run's migrated template that a process uses again: when a test destroys
 * its Kysely instance, its copy is emptied back to the template's rows and kept for the
 * process's next test, instead of dropped and copied again: a copy (a checkpoint and a
 * file copy on the server) and a drop for each of ~690 tests were about a sixth of the
 * `postgres` project's CPU (docs/performance.md, "Test suite", the eighth pass). A copy
 * whose schema a test changed (a table dropped, a trigger added) is dropped as before.
 */

/** A copy of the template with one connection of its own, for emptying it. */
interface KeptCopy {
  name: string
  janitor: pg.Pool
}

/**
 * What emptying a copy runs, read once per process from a copy no test has had yet: the
 * statements, and the fingerprint of the template's schema the copy must still have.
 */
interface EmptyingScript {
  sql: string
  schema: string
}

/** Copies ready for the next test, per admin URL and template. */
const keptCopies = new Map<string, KeptCopy[]>()
const emptyingScripts = new Map<string, Promise<EmptyingScript>>()

/**
 * A database with the template's content for one test, dropped or kept for the next test
 * of this process when the returned instance is destroyed.
 */
export async function openRecycledCopy(adminUrl: string, template: string): Promise<Db> {
  const key = `${adminUrl} ${template}`
  const copy = keptCopies.get(key)?.pop() ?? (await newCopy(adminUrl, template, key))
  return openPostgres({
    url: urlOfDatabase(adminUrl, copy.name),
    poolSize: TEST_POOL_SIZE,
    afterClose: () => giveBack(adminUrl, key, copy),
  })
}

async function newCopy(adminUrl: string, template: string, key: string): Promise<KeptCopy> {
  const name = await createCopyOfTemplate(adminUrl, template)
  // One connection, kept while the copy is; idle, it does not keep the process alive.
  const janitor = new pg.Pool({
    connectionString: urlOfDatabase(adminUrl, name),
    max: 1,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
  })
  janitor.on('error', () => {})
  if (!emptyingScripts.has(key)) {
    const script = readEmptyingScript(janitor)
    script.catch(() => emptyingScripts.delete(key))
    emptyingScripts.set(key, script)
  }
  await emptyingScripts.get(key)
  return { name, janitor }
}

/**
 * Empties the copy back to the template's rows and keeps it, or drops it when that fails
 * or its schema is no longer the template's.
 */
async function giveBack(adminUrl: string, key: string, copy: KeptCopy): Promise<void> {
  try {
    const script = await emptyingScripts.get(key)
    if (script !== undefined && (await schemaAfter(copy.janitor, script.sql)) === script.schema) {
      keptCopies.set(key, [...(keptCopies.get(key) ?? []), copy])
      return
    }
  } catch {
    // Dropped below, as a copy no test may have.
  }
  await copy.janitor.end().catch(() => {})
  await dropDatabase(adminUrl, copy.name)
}

/** Runs the emptying statements and answers the schema's fingerprint after them. */
async function schemaAfter(janitor: pg.Pool, emptying: string): Promise<string> {
  const results = (await janitor.query(emptying)) as unknown as pg.QueryResult[]
  return String(results.at(-1)?.rows[0]?.schema)
}

/**
 * The schemas a test can change: every one but PostgreSQL's own (pg_catalog, pg_toast, the
 * temporary ones) and information_schema.
 */
const USER_SCHEMA = `n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`

/**
 * A fingerprint of what a test could have added, dropped or altered: the relations with
 * their live columns, and how many constraints, triggers, functions and types there are.
 */
const SCHEMA_FINGERPRINT = `select md5(concat_ws('|',
  (select string_agg(format('%s:%s:%s', c.relname, c.relkind,
      (select count(*) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)),
      ',' order by c.relname)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMA}),
  (select count(*) from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${USER_SCHEMA}),
  (select count(*) from pg_trigger t where not t.tgisinternal),
  (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMA}),
  (select count(*) from pg_type y join pg_namespace n on n.oid = y.typnamespace where ${USER_SCHEMA})
)) as schema`

/** A name from the catalogue as an SQL identifier. */
function identifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** A text as an SQL string literal (standard_conforming_strings: backslashes are plain). */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

/**
 * Reads, from a copy no test has had, the statements that bring a used copy back to it:
 * end any connection a test left, then in one transaction, with foreign keys and triggers
 * not fired (session_replication_role), delete every row of every table, write back the
 * template's rows (the migrations' own bookkeeping), and set every sequence (the identity
 * columns) where the template's stands; last, the schema's fingerprint.
 */
async function readEmptyingScript(janitor: pg.Pool): Promise<EmptyingScript> {
  const tables = await janitor.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${USER_SCHEMA} order by n.nspname, c.relname`,
  )
  const sequences = await janitor.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name,
       coalesce(last_value, start_value)::text as value, last_value is not null as called
     from pg_sequences where schemaname not like 'pg\\_%' and schemaname <> 'information_schema'`,
  )
  const statements = [
    'select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    'begin',
    'set local session_replication_role = replica',
  ]
  for (const { schema, name } of tables.rows) {
    const table = `${identifier(schema)}.${identifier(name)}`
    statements.push(`delete from ${table}`)
    const read = await janitor.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table} t`,
    )
    const rows = read.rows[0]?.rows ?? null
    if (rows !== null) {
      statements.push(
        `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, ${literal(rows)})`,
      )
    }
  }
  for (const { name, value, called } of sequences.rows) {
    statements.push(`select setval(${literal(name)}, ${BigInt(value)}, ${called})`)
  }
  statements.push('commit', SCHEMA_FINGERPRINT)
  const schema = await janitor.query<{ schema: string }>(SCHEMA_FINGERPRINT)
  return { sql: statements.join(';\n'), schema: String(schema.rows[0]?.schema) }
}
