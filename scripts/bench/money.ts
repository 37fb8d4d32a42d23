/**
 * Money figures (issue: family money): allowance processing for a 20-child family
 * through the API, one job pass over 10,000 families, a 50,000-row CSV import
 * (time and the server's peak RSS), and authenticated reads under 50 connections
 * beside a bare Fastify "hello" measured in the same run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { processDueAllowances } from '../../api/features/allowances/allowances.service.js'
import { makePhoenixCsv } from '../../api/features/csv-import/wallet-csv.bench-data.js'
import { startMailbox } from '../../api/test-mailbox.js'
import { openDb } from '../../db/client.js'
import { migrateToLatest } from '../../db/migrate.js'
import { load, startBareFastify, startBuiltServer } from './support.js'

const JSON_TYPE = { 'content-type': 'application/json' }
const today = new Date().getUTCDay()

async function signUp(
  url: string,
  mailbox: Awaited<ReturnType<typeof startMailbox>>,
  email: string,
): Promise<string> {
  await fetch(`${url}/api/onboarding/start`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ email }),
  })
  const token = new URL(await mailbox.waitForLink(email)).searchParams.get('token')
  const res = await fetch(`${url}/api/auth/verify`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ token }),
  })
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`)
  return cookie.split(';')[0] ?? ''
}

function api(url: string, cookie: string) {
  // Answers are taken as the caller says: this is a measuring script, not API code.
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...JSON_TYPE, cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
}

/** Peak resident set size of a process so far, in MB (Linux VmHWM). */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/)
  return line ? Number(line[1]) / 1024 : Number.NaN
}

async function jobPassOverFamilies(families: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'family-bench-job-'))
  const db = openDb({ filename: join(dir, 'family.db') })
  try {
    await migrateToLatest(db)
    const at = new Date().toISOString()
    await db.transaction().execute(async (trx) => {
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
    const started = performance.now()
    const first = await processDueAllowances(db, new Date(), 'UTC', billingOff)
    const firstMs = performance.now() - started
    const again = performance.now()
    const second = await processDueAllowances(db, new Date(), 'UTC', billingOff)
    const secondMs = performance.now() - again
    console.log(
      `Job pass over ${first.families} families: ${firstMs.toFixed(0)} ms, ${first.credited} allowances credited; second pass the same day: ${secondMs.toFixed(0)} ms, ${second.credited} credited`,
    )
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function benchMoney(): Promise<void> {
  await jobPassOverFamilies(10_000)

  const mailbox = await startMailbox()
  const server = await startBuiltServer({ SMTP_URL: mailbox.smtpUrl, TZ: 'UTC' })
  const bare = await startBareFastify()
  try {
    const cookie = await signUp(server.url, mailbox, 'bench@example.org')
    const call = api(server.url, cookie)

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

    const options = { connections: 50, durationS: 5 }
    const bareRun = await load({ url: `${bare.url}/`, ...options })
    const children = await load({
      url: `${server.url}/api/children`,
      headers: { cookie },
      ...options,
    })
    const recent = await load({
      url: `${server.url}/api/transactions/recent`,
      headers: { cookie },
      ...options,
    })
    console.log(
      `Bare Fastify hello (50 conns):          ${bareRun.requestsPerSecond} req/s, p99 ${bareRun.p99Ms} ms`,
    )
    console.log(
      `GET /api/children (20 children):         ${children.requestsPerSecond} req/s, p99 ${children.p99Ms} ms, errors ${children.errors + children.non2xx}, ratio ${(children.requestsPerSecond / bareRun.requestsPerSecond).toFixed(2)}`,
    )
    console.log(
      `GET /api/transactions/recent (20 rows):  ${recent.requestsPerSecond} req/s, p99 ${recent.p99Ms} ms, errors ${recent.errors + recent.non2xx}, ratio ${(recent.requestsPerSecond / bareRun.requestsPerSecond).toFixed(2)}`,
    )
  } finally {
    await server.stop()
    await bare.stop()
    await mailbox.close()
  }
}
