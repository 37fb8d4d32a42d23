/**
 * Moves a SQLite database into PostgreSQL, once and one way (docs/deploy/hosted.md):
 *
 *   npm run db:copy-to-postgres -- --from data/family.db --to postgres://user:pw@host:5432/db
 *
 * --to defaults to DATABASE_URL. The URL holds a password: it is never printed. The copy
 * and its checks are db/copy-to-postgres.ts; this reads the arguments and reports.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Db } from '../db/client.js'
import { CopyRefused, type CopyReport, copyToPostgres } from '../db/copy-to-postgres.js'
import { openPostgres } from '../db/postgres-client.js'
import { openDbReadOnly } from '../db/sqlite-client.js'

const USAGE =
  'Usage: npm run db:copy-to-postgres -- --from <SQLite file> [--to <postgres:// URL>] (--to defaults to DATABASE_URL)'

function fail(message: string, code = 1): never {
  console.error(message)
  process.exit(code)
}

function argumentsOf(argv: string[]): { from: string; to: string } {
  let values: { from?: string | undefined; to?: string | undefined }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: { from: { type: 'string' }, to: { type: 'string' } },
      strict: true,
    }))
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2)
  }
  const to = values.to ?? process.env.DATABASE_URL
  if (!values.from) return fail(`--from is missing.\n${USAGE}`, 2)
  if (!to) return fail(`--to is missing and DATABASE_URL is not set.\n${USAGE}`, 2)
  if (!/^postgres(ql)?:\/\/\S+$/.test(to) || !URL.canParse(to)) {
    // The value may hold a password: say what is wrong without repeating it.
    return fail(
      '--to (or DATABASE_URL) must be a URL such as postgres://user:password@host:5432/database',
      2,
    )
  }
  return { from: resolve(values.from), to }
}

function printReport(from: string, report: CopyReport): void {
  console.log(`Copied ${from} into PostgreSQL:`)
  const width = Math.max(...report.tables.map((t) => t.table.length))
  for (const { table, rows, moneySums } of report.tables) {
    if (rows === 0) continue
    const sums = Object.entries(moneySums)
      .map(([column, sum]) => `${column} ${sum}`)
      .join(', ')
    console.log(
      `  ${table.padEnd(width)}  ${String(rows).padStart(7)} rows${sums ? `  (sat in all: ${sums})` : ''}`,
    )
  }
  const empty = report.tables.filter((t) => t.rows === 0).length
  if (empty > 0) console.log(`  (${empty} tables empty on both)`)
  console.log(
    `Checked on PostgreSQL: the savings and spending of ${report.checked.children} children and the totals of ${report.checked.goals} goals equal their ledger rows; every table's rows and money sums equal SQLite's. Identity sequences now start after the copied ids.`,
  )
}

const { from, to } = argumentsOf(process.argv.slice(2))
if (!existsSync(from)) fail(`No SQLite database at ${from}: check --from`)
let source: Db | undefined
let target: Db | undefined
try {
  source = openDbReadOnly(from)
  target = openPostgres({ url: to, poolSize: 1 })
  printReport(from, await copyToPostgres(source, target))
} catch (error) {
  // Only the message: an error object may carry the URL it was given (Node's URL errors do).
  const message = error instanceof Error ? error.message : String(error)
  const refused = error instanceof CopyRefused
  process.exitCode = 1
  console.error(
    refused ? `Not copied. ${message}` : `The copy failed, nothing was copied: ${message}`,
  )
} finally {
  await source?.destroy()
  await target?.destroy()
}
