/**
 * Hardening figures (issue 9): /health latency (median, max) while one family imports
 * 100,000-row files in a loop, beside the same with no import; and the backup time of
 * a 65 MB database while another process writes 20 and 200 times a second.
 *
 * Part of `npm run bench` (run-all.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { makePhoenixCsv } from '../../api/features/csv-import/wallet-csv.bench-data.js'
import { startMailbox } from '../../api/test-mailbox.js'
import { migrateToLatest } from '../../db/migrate.js'
import { openDb } from '../../db/sqlite-client.js'
import { backupDatabase } from '../lib/backup-database.js'
import { apiAs, signUp } from './session.js'
import { median, root, startBuiltServer } from './support.js'

const IMPORT_ROWS = 100_000
const IMPORTS = 4
const HEALTH_EVERY_MS = 20

/** Calls /health every HEALTH_EVERY_MS until `until` settles; the latency of each call. */
async function healthLatencies(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false
  until.finally(() => {
    done = true
  })
  const latencies: number[] = []
  while (!done) {
    const started = performance.now()
    await (await fetch(`${url}/health`)).arrayBuffer()
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS))
  }
  return latencies
}

const describeLatencies = (latencies: number[]) =>
  `median ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (${latencies.length} calls)`

async function healthWhileImporting(): Promise<void> {
  const mailbox = await startMailbox()
  const server = await startBuiltServer({ SMTP_URL: mailbox.smtpUrl, TZ: 'UTC' })
  try {
    const call = apiAs(server.url, await signUp(server.url, mailbox, 'bench@example.org'))
    const child = await call<{ id: number }>('POST', '/api/children', { name: 'Kim', age: 9 })
    await call('PATCH', `/api/children/${child.id}/spending-threshold`, { threshold: '1000' })
    await call('POST', `/api/lightning/sync-balance/${child.id}`, { newBalance: '1000' })
    const csvContent = makePhoenixCsv(IMPORT_ROWS)

    const idle = await healthLatencies(
      server.url,
      new Promise((resolve) => setTimeout(resolve, 3000)),
    )
    console.log(`/health, no import: ${describeLatencies(idle)}`)

    // The first import books every payment sent; the next ones read the whole file and skip them all.
    const imports = (async () => {
      for (let i = 0; i < IMPORTS; i++) {
        const started = performance.now()
        const result = await call<{ imported: number }>('POST', '/api/transactions/import-csv', {
          childId: child.id,
          csvContent,
          filename: 'phoenix.csv',
        })
        console.log(
          `  import ${i + 1}: ${result.imported} payments imported, ${(performance.now() - started).toFixed(0)} ms`,
        )
      }
    })()
    const busy = await healthLatencies(server.url, imports)
    await imports
    console.log(
      `/health while one family imports ${IMPORT_ROWS.toLocaleString('en')}-row files ${IMPORTS} times in a row: ${describeLatencies(busy)}`,
    )
  } finally {
    await server.stop()
    await mailbox.close()
  }
}

/** A family database of about `megabytes` MB: ledger rows with 200-character descriptions. */
async function makeDatabase(file: string, megabytes: number): Promise<number> {
  const db = openDb({ filename: file })
  try {
    await migrateToLatest(db)
    const at = new Date().toISOString()
    await sql`insert into families (created_at) values (${at})`.execute(db)
    await sql`insert into children (family_id, name, age, gender, allowance_day, created_at, updated_at)
      values (1, 'Kim', 9, 'girl', 1, ${at}, ${at})`.execute(db)
    const rows = Math.round((megabytes * 1_000_000) / 300)
    await sql`with recursive n(value) as (select 1 union all select value + 1 from n where value < ${rows})
      insert into transactions (family_id, child_id, account, type, amount_sat, description, created_at)
      select 1, 1, 'spending', 'bonus', 1, printf('%0200d', value), ${at} from n`.execute(db)
    await sql`update children set spending_sat = ${rows} where id = 1`.execute(db)
    await sql`pragma wal_checkpoint(truncate)`.execute(db)
    return rows
  } finally {
    await db.destroy()
  }
}

function startWriter(file: string, perSecond: number): Promise<ChildProcess> {
  const writer = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/lib/steady-writer.ts'), file, '1', String(perSecond)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  return new Promise((resolve, reject) => {
    writer.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(writer)
    })
    writer.on('exit', (code) => reject(new Error(`writer exited with ${code}`)))
  })
}

function stopWriter(writer: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    let out = ''
    writer.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    writer.on('exit', () => resolve(/writes (\d+)/.exec(out)?.[1] ?? '?'))
    writer.kill('SIGTERM')
  })
}

async function backupUnderWrites(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'family-bench-backup-'))
  try {
    const file = join(dir, 'family.db')
    const rows = await makeDatabase(file, 65)
    for (const perSecond of [0, 20, 200]) {
      const writer = perSecond > 0 ? await startWriter(file, perSecond) : undefined
      // Let the load settle before the copy starts.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const target = join(dir, `copy-${perSecond}.db`)
      const { milliseconds, bytes } = backupDatabase(file, target)
      const written = writer ? await stopWriter(writer) : '0'
      console.log(
        `Backup of ${(bytes / 1e6).toFixed(0)} MB (${rows.toLocaleString('en')} ledger rows), ${perSecond} writes/s from another process: ${(milliseconds / 1000).toFixed(2)} s (${written} writes while it ran and settled)`,
      )
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function benchHardening(): Promise<void> {
  await healthWhileImporting()
  await backupUnderWrites()
}
