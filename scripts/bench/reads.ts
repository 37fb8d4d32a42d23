/**
 * The everyday reads, side by side in one run: a bare Fastify "hello" (the ceiling),
 * a same-work reference server (reference-server.ts), and the app's authenticated
 * GET /api/children and GET /api/transactions/recent and its GET /health, at
 * LOG_LEVEL=warn like every benchmark here, and GET /api/children once more at the
 * default LOG_LEVEL=info (its log goes to /dev/null). Each gets
 * requests per second, p99 latency and the server's CPU per request (from /proc:
 * steadier than throughput on a machine shared with the load generator), measured
 * in interleaved rounds and reported as the median of the rounds.
 */

import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { startMailbox } from '../../api/test-mailbox.js'
import { apiAs, signUp } from './session.js'
import {
  loadServer,
  median,
  type ServerLoadResult,
  startBareFastify,
  startBuiltServer,
  startReferenceServer,
} from './support.js'

const ROUNDS = 3
const ROUND_SECONDS = 3
const CONNECTIONS = 50

interface Target {
  name: string
  pid: number
  url: string
  headers?: Record<string, string>
}

export async function benchReads(): Promise<void> {
  const mailbox = await startMailbox()
  const server = await startBuiltServer({ SMTP_URL: mailbox.smtpUrl, TZ: 'UTC' })
  const stops: Array<() => Promise<void>> = [() => mailbox.close(), () => server.stop()]
  try {
    const cookie = await signUp(server.url, mailbox, 'reads@example.org')
    const call = apiAs(server.url, cookie)
    for (let i = 0; i < 20; i++) {
      const child = await call<{ id: number }>('POST', '/api/children', {
        name: `Child ${i}`,
        age: 8,
        weeklyAllowance: '0.0005',
        allowanceDay: new Date().getUTCDay(),
      })
      await call('POST', `/api/children/${child.id}/update-savings`, { newBalance: '0.01' })
    }
    // Allowances land in the ledger too: more than the 20 rows a recent read returns.
    await call('POST', '/api/process-allowances')

    // The same app and database at the default LOG_LEVEL=info: two log lines a request.
    const logging = await startBuiltServer(
      { SMTP_URL: mailbox.smtpUrl, TZ: 'UTC', LOG_LEVEL: 'info' },
      { dataDir: server.dataDir },
    )
    stops.push(() => logging.stop())
    const bare = await startBareFastify()
    stops.push(() => bare.stop())
    const reference = await startReferenceServer(join(server.dataDir, 'family.db'), {
      path: '/api/children',
      cookie,
    })
    stops.push(() => reference.stop())
    await checkSameAnswer(`${server.url}/api/children`, `${reference.url}/api/children`, cookie)

    const signedIn = { cookie }
    const targets: Target[] = [
      { name: 'Bare Fastify hello', pid: bare.pid, url: `${bare.url}/` },
      {
        name: 'Reference: same work as /api/children',
        pid: reference.pid,
        url: `${reference.url}/api/children`,
        headers: signedIn,
      },
      {
        name: 'GET /api/children (20 children)',
        pid: server.pid,
        url: `${server.url}/api/children`,
        headers: signedIn,
      },
      {
        name: 'GET /api/transactions/recent (20 rows)',
        pid: server.pid,
        url: `${server.url}/api/transactions/recent`,
        headers: signedIn,
      },
      { name: 'GET /health', pid: server.pid, url: `${server.url}/health` },
      {
        name: 'GET /api/children, LOG_LEVEL=info',
        pid: logging.pid,
        url: `${logging.url}/api/children`,
        headers: signedIn,
      },
    ]
    const results = await measureInRounds(targets)
    printTable(targets, results)
  } finally {
    for (const stop of stops.reverse()) await stop()
  }
}

/** The reference must really do the same work: the same JSON for the same caller. */
async function checkSameAnswer(appUrl: string, referenceUrl: string, cookie: string) {
  const [app, reference] = await Promise.all(
    [appUrl, referenceUrl].map(async (url) => (await fetch(url, { headers: { cookie } })).json()),
  )
  if (!isDeepStrictEqual(app, reference)) {
    throw new Error('The reference server does not answer what the app answers')
  }
}

async function measureInRounds(targets: Target[]): Promise<ServerLoadResult[][]> {
  const runs: ServerLoadResult[][] = targets.map(() => [])
  // A warm-up per target: JIT, statement caches and connection set-up stay out of the figures.
  for (const target of targets) await runLoad(target, 1)
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) runs[i]?.push(await runLoad(target, ROUND_SECONDS))
  }
  return runs
}

async function runLoad(target: Target, durationS: number): Promise<ServerLoadResult> {
  const result = await loadServer(target.pid, {
    url: target.url,
    connections: CONNECTIONS,
    durationS,
    ...(target.headers ? { headers: target.headers } : {}),
  })
  if (result.errors + result.non2xx > 0) {
    throw new Error(`${target.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`)
  }
  return result
}

function printTable(targets: Target[], runs: ServerLoadResult[][]) {
  const summary = runs.map((r) => ({
    rps: median(r.map((x) => x.requestsPerSecond)),
    p99: median(r.map((x) => x.p99Ms)),
    cpu: median(r.map((x) => x.cpuMicrosPerRequest)),
  }))
  const bare = summary[0]
  const reference = summary[1]
  if (!bare || !reference) return
  console.log(
    `Reads at ${CONNECTIONS} connections, median of ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s:`,
  )
  console.log(
    `${'What'.padEnd(40)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'CPU µs/req'.padStart(11)} ${'x bare req/s'.padStart(13)} ${'x bare CPU'.padStart(11)} ${'x ref req/s'.padStart(12)}`,
  )
  for (const [i, target] of targets.entries()) {
    const s = summary[i]
    if (!s) continue
    console.log(
      `${target.name.padEnd(40)} ${String(s.rps).padStart(7)} ${String(s.p99).padStart(7)} ${s.cpu.toFixed(0).padStart(11)} ${(s.rps / bare.rps).toFixed(2).padStart(13)} ${(s.cpu / bare.cpu).toFixed(1).padStart(11)} ${(s.rps / reference.rps).toFixed(2).padStart(12)}`,
    )
  }
}
