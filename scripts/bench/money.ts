/**
 * Money figures (issue: family money): allowance processing for a 20-child family
 * through the API, a job pass over 10,000 families (in one transaction as before,
 * and in chunks, with the longest event-loop stall of each), and a 50,000-row CSV
 * import (time and the server's peak RSS).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import {
  FAMILIES_PER_CHUNK,
  processDueAllowances,
} from '../../api/features/allowances/allowances.service.js'
import { makePhoenixCsv } from '../../api/features/csv-import/wallet-csv.bench-data.js'
import { startMailbox } from '../../api/test-mailbox.js'
import { migrateToLatest } from '../../db/migrate.js'
import { openDb } from '../../db/sqlite-client.js'
import { inTransaction } from '../../db/transaction.js'
import { apiAs, signUp } from './session.js'
import { startBuiltServer } from './support.js'

const today = new Date().getUTCDay()

/** Peak resident set size of a process so far, in MB (Linux VmHWM). */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/)
  return line ? Number(line[1]) / 1024 : Number.NaN
}

/**
 * Two job passes the same day over `families` families (two children each, due
 * today) on a fresh WAL file: the first credits everyone, the second nobody.
 * `familiesPerChunk` at least `families` is the old way: one transaction.
 */
async function jobPassOverFamilies(families: number, familiesPerChunk: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'family-bench-job-'))
  const db = openDb({ filename: join(dir, 'family.db') })
  try {
    await migrateToLatest(db)
    const at = new Date().toISOString()
    await inTransaction(db, async (trx) => {
      for (let start = 0; start < families; start += 500) {
        const count = Math.min(500, families - start)
        const ids = await trx
          .insertInto('families')
          .values(
            Array.from({ length: count }, () => ({
              time_zone: 'UTC',
              auto_allowance_hour: 0,
              created_at: at,
            })),
          )
          .returning('id')
          .execute()
        await trx
          .insertInto('children')
          .values(
            ids.flatMap(({ id }) =>
              ['A', 'B'].map((name) => ({
                family_id: id,
                name,
                age: 9,
                gender: 'girl' as const,
                weekly_allowance_sat: 50_000,
                allowance_day: today,
                savings_sat: 0,
                spending_sat: 0,
                spending_threshold_sat: 100_000,
                created_at: at,
                updated_at: at,
              })),
            ),
          )
          .execute()
      }
    })
    // Billing off, as on a self-hosted server: no subscription is read per family.
    const billingOff = { enabled: false } as const
    // The longest time the event loop could not answer anything during the pass.
    const stalls = monitorEventLoopDelay({ resolution: 1 })
    stalls.enable()
    // It only counts from its first sample on: let it take one before the pass.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = performance.now()
    const first = await processDueAllowances(db, new Date(), 'UTC', billingOff, {
      familiesPerChunk,
    })
    const firstMs = performance.now() - started
    // The sampling timer records a stall when it next fires: give it that turn.
    await new Promise((resolve) => setTimeout(resolve, 10))
    stalls.disable()
    const again = performance.now()
    const second = await processDueAllowances(db, new Date(), 'UTC', billingOff, {
      familiesPerChunk,
    })
    const secondMs = performance.now() - again
    const how =
      familiesPerChunk >= families
        ? 'one transaction'
        : `chunks of ${familiesPerChunk} families, one transaction each`
    console.log(
      `Job pass over ${first.families} families, ${how}: ${firstMs.toFixed(0)} ms, ${first.credited} allowances credited, longest event-loop stall ${(stalls.max / 1e6).toFixed(0)} ms; second pass the same day: ${secondMs.toFixed(0)} ms, ${second.credited} credited`,
    )
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function benchMoney(): Promise<void> {
  await jobPassOverFamilies(10_000, 10_000)
  await jobPassOverFamilies(10_000, FAMILIES_PER_CHUNK)

  const mailbox = await startMailbox()
  const server = await startBuiltServer({ SMTP_URL: mailbox.smtpUrl, TZ: 'UTC' })
  try {
    const cookie = await signUp(server.url, mailbox, 'bench@example.org')
    const call = apiAs(server.url, cookie)

    const childIds: number[] = []
    for (let i = 0; i < 20; i++) {
      const child = await call<{ id: number }>('POST', '/api/children', {
        name: `Child ${i}`,
        age: 8,
        weeklyAllowance: '0.0005',
        allowanceDay: today,
      })
      childIds.push(child.id)
    }
    const started = performance.now()
    const run = await call<{ processedChildren: number }>('POST', '/api/process-allowances')
    console.log(
      `POST /api/process-allowances, 20 children: ${(performance.now() - started).toFixed(1)} ms (${run.processedChildren} credited)`,
    )

    const csvChild = childIds[0] ?? 0
    await call('POST', `/api/lightning/sync-balance/${csvChild}`, { newBalance: '100' })
    const csvContent = makePhoenixCsv(50_000)
    const rssBefore = peakRssMb(server.pid)
    const importStarted = performance.now()
    const imported = await call<{ imported: number; skipped: number }>(
      'POST',
      '/api/transactions/import-csv',
      { childId: csvChild, csvContent, filename: 'phoenix.csv' },
    )
    const importMs = performance.now() - importStarted
    console.log(
      `CSV import, 50,000 rows (${(csvContent.length / 1024 / 1024).toFixed(1)} MB; ${imported.imported} payments sent imported, ${imported.skipped} skipped): ${importMs.toFixed(0)} ms; server peak RSS ${rssBefore.toFixed(0)} MB before, ${peakRssMb(server.pid).toFixed(0)} MB after`,
    )
  } finally {
    await server.stop()
    await mailbox.close()
  }
}
