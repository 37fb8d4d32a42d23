/**
 * The database engines side by side in one run (issue 25): the built server on SQLite, and
 * on PostgreSQL with one, two and four instances sharing one database, each case on a
 * database seeded the same way with 10,000 families. Three loads per case, each connection
 * signed in as its own family's parent: the parent dashboard's reads, the two reads it
 * polls (which SQLite keeps until the next write and PostgreSQL reads every time), and a
 * write-heavy mix (a transaction, a withdrawal request, Process Allowances). For each:
 * requests per second, p99, CPU per request of the app instances and of PostgreSQL's
 * processes (from /proc), and where the limit is. Then the allowance job over 100,000
 * families on each engine.
 *
 * `npm run bench:engines` builds, then runs this beside a throw-away PostgreSQL cluster
 * with an operator's durable settings (scripts/postgres-for-tests.sh --durable), whose
 * admin URL arrives as TEST_DATABASE_URL.
 */
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import type autocannon from 'autocannon'
import { sql } from 'kysely'
import pg from 'pg'
import {
  AUTH_USER_READ,
  CHILDREN_READ,
  DASHBOARD_PATH,
  firstReadsOf,
  RECENT_ACTIVITY_COUNT,
  recentTransactionsRead,
} from '../../api/contracts/first-reads.js'
import { processDueAllowances } from '../../api/features/allowances/allowances.service.js'
import type { Db } from '../../db/client.js'
import { migrateToLatest } from '../../db/migrate.js'
import { sqliteFileIn } from '../../db/open-database.js'
import { openPostgres } from '../../db/postgres-client.js'
import {
  createCopyOfTemplate,
  dropDatabase,
  dropDatabasesStartingWith,
  ensureTemplateDatabase,
  urlOfDatabase,
} from '../../db/postgres-test-database.js'
import { openDb } from '../../db/sqlite-client.js'
import { inTransaction } from '../../db/transaction.js'
import {
  cpuMicros,
  dashboardCalls,
  load,
  newDataDir,
  parentPid,
  processTreeCpuMicros,
  type RunningServer,
  startBuiltServer,
} from './support.js'

const FAMILIES = 10_000
const JOB_FAMILIES = 100_000
/** Divisible by every instance count, so each instance gets as many connections. */
const CONNECTIONS = 40
const CASE_SECONDS = 10
const WARM_UP_SECONDS = 3
const ROWS_PER_INSERT = 1_000
const SAVINGS_SAT = 100_000_000
/** Every database this run makes starts with it; what a broken run left is dropped first. */
const DATABASE_PREFIX = 'pg_bench'

interface SeededFamily {
  childId: number
  /** `sid=...` of the family's parent. */
  cookie: string
}

/**
 * Families shaped alike, written in bulk (1,000 rows a statement, one transaction per
 * chunk, on either engine): a parent, a child whose allowance is due today (so Process
 * Allowances and the job have work) and whose savings have their ledger row, and for the
 * first `signedIn` families a session, as sign-in would store it.
 */
async function seedFamilies(db: Db, families: number, signedIn: number): Promise<SeededFamily[]> {
  const at = new Date().toISOString()
  const seeded: SeededFamily[] = []
  for (let first = 0; first < families; first += ROWS_PER_INSERT) {
    const size = Math.min(ROWS_PER_INSERT, families - first)
    const tokens = Array.from({ length: Math.max(0, Math.min(size, signedIn - first)) }, () =>
      randomBytes(32).toString('base64url'),
    )
    const childIds = await inTransaction(db, async (trx) => {
      const familyRows = await trx
        .insertInto('families')
        .values(Array.from({ length: size }, () => ({ auto_allowance_hour: 0, created_at: at })))
        .returning('id')
        .execute()
      const familyIds = familyRows.map((row) => row.id)
      const parents = await trx
        .insertInto('users')
        .values(
          familyIds.map((familyId, i) => ({
            family_id: familyId,
            role: 'parent' as const,
            email: `parent${first + i}@example.org`,
            subscription_status: 'trial',
            created_at: at,
          })),
        )
        .returning(['id', 'family_id'])
        .execute()
      const children = await trx
        .insertInto('children')
        .values(
          familyIds.map((familyId) => ({
            family_id: familyId,
            name: 'Ann',
            age: 9,
            gender: 'girl' as const,
            weekly_allowance_sat: 50_000,
            allowance_day: new Date(at).getUTCDay(),
            savings_sat: SAVINGS_SAT,
            spending_sat: 0,
            spending_threshold_sat: 100_000_000,
            created_at: at,
            updated_at: at,
          })),
        )
        .returning(['id', 'family_id'])
        .execute()
      await trx
        .insertInto('transactions')
        .values(
          children.map((child) => ({
            family_id: child.family_id,
            child_id: child.id,
            account: 'savings' as const,
            type: 'savings' as const,
            amount_sat: SAVINGS_SAT,
            description: 'Savings',
            created_at: at,
            occurred_at: at,
          })),
        )
        .execute()
      const parentOf = new Map(parents.map((p) => [p.family_id, p.id]))
      if (tokens.length > 0) {
        await trx
          .insertInto('sessions')
          .values(
            tokens.map((token, i) => ({
              token_hash: createHash('sha256').update(token).digest('hex'),
              user_id: parentOf.get(familyIds[i] ?? 0) ?? 0,
              created_at: at,
              expires_at: '2999-01-01T00:00:00.000Z',
            })),
          )
          .execute()
      }
      const childOf = new Map(children.map((c) => [c.family_id, c.id]))
      return familyIds.map((familyId) => childOf.get(familyId) ?? 0)
    })
    for (const [i, token] of tokens.entries()) {
      seeded.push({ childId: childIds[i] ?? 0, cookie: `sid=${token}` })
    }
  }
  return seeded
}

/** The requests one connection repeats, as its own family. */
type Mix = (family: SeededFamily) => autocannon.Request[]

const signedInAs = (family: SeededFamily) => ({
  cookie: family.cookie,
  'content-type': 'application/json',
})

function readsMix(paths: string[]): Mix {
  return (family) =>
    paths.map((path) => ({ method: 'GET' as const, path, headers: signedInAs(family) }))
}

/**
 * A parent's dashboard: the reads its page carries (answered in process when the page is
 * sent: api/contracts/first-reads.ts), asked here one by one, and those the browser asks
 * for after it (read from a real dashboard load). The page's HTML is left out: it costs
 * the same on both engines.
 */
async function dashboardReads(url: string, cookie: string): Promise<string[]> {
  const caller = { role: 'parent' as const, childId: null }
  return [
    AUTH_USER_READ,
    ...firstReadsOf(DASHBOARD_PATH, caller),
    ...(await dashboardCalls(url, cookie)),
  ]
}

/** The two reads every dashboard polls, which SQLite keeps until the next write (cached-reads.ts). */
const POLLED_READS = [CHILDREN_READ, recentTransactionsRead(RECENT_ACTIVITY_COUNT)]

const writesMix: Mix = (family) => {
  const post = (path: string, body: unknown) => ({
    method: 'POST' as const,
    path,
    headers: signedInAs(family),
    body: JSON.stringify(body),
  })
  return [
    post('/api/transactions', {
      childId: family.childId,
      type: 'bonus',
      amount: '0.00001',
      description: 'Bench bonus',
    }),
    post('/api/withdrawal-requests', {
      childId: family.childId,
      amount: '0.00001',
      reason: 'Bench request',
    }),
    // Credits today's allowance once, then answers "already credited" (still a transaction).
    post('/api/process-allowances', {}),
  ]
}

/** Busy and waiting-for-disk CPU time of the whole machine so far, from /proc/stat, in ticks. */
function machineTicks(): { busy: number; iowait: number; total: number } {
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1, 9)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    fields.map(Number)
  const busy = user + nice + system + irq + softirq + steal
  return { busy, iowait, total: busy + idle + iowait }
}

interface Measured {
  rps: number
  p99: number
  failed: number
  appMicrosPerRequest: number
  dbMicrosPerRequest: number
  /** Cores used on average over the run. */
  appCores: number
  dbCores: number
  loadCores: number
  machineBusy: number
  machineIowait: number
}

interface Running {
  name: string
  servers: RunningServer[]
  /** PostgreSQL's postmaster, whose process tree is the database's CPU. */
  postmasterPid?: number
}

async function measure(running: Running, families: SeededFamily[], mix: Mix): Promise<Measured> {
  let next = 0
  const options = {
    url: running.servers.map((s) => s.url),
    connections: CONNECTIONS,
    setupClient: (client: autocannon.Client) => {
      const family = families[next++ % families.length]
      if (family) client.setRequests(mix(family))
    },
  }
  await load({ ...options, durationS: WARM_UP_SECONDS })
  next = 0
  const instanceCpu = () => running.servers.map((s) => cpuMicros(s.pid))
  const dbCpu = () => (running.postmasterPid ? processTreeCpuMicros(running.postmasterPid) : 0)
  const [instancesBefore, dbBefore, loadBefore, machineBefore] = [
    instanceCpu(),
    dbCpu(),
    process.cpuUsage(),
    machineTicks(),
  ]
  const started = performance.now()
  const result = await load({ ...options, durationS: CASE_SECONDS })
  const wallMicros = (performance.now() - started) * 1000
  const instances = instanceCpu().map((cpu, i) => cpu - (instancesBefore[i] ?? 0))
  const db = dbCpu() - dbBefore
  const loadUsage = process.cpuUsage(loadBefore)
  const machine = machineTicks()
  const app = instances.reduce((sum, cpu) => sum + cpu, 0)
  const machineTotal = machine.total - machineBefore.total
  return {
    rps: result.requestsPerSecond,
    p99: result.p99Ms,
    failed: result.errors + result.non2xx,
    appMicrosPerRequest: app / result.requests,
    dbMicrosPerRequest: db / result.requests,
    appCores: app / wallMicros,
    dbCores: db / wallMicros,
    loadCores: (loadUsage.user + loadUsage.system) / wallMicros,
    machineBusy: (machine.busy - machineBefore.busy) / machineTotal,
    machineIowait: (machine.iowait - machineBefore.iowait) / machineTotal,
  }
}

/**
 * Where the limit is, from what a request costs rather than from this run's share of a
 * machine other work also uses: each instance runs its JavaScript on one core, so N
 * instances answer at most N x 1e6 / (app µs per request) a second; the app and the
 * database together answer at most cores x 1e6 / (app + database µs per request). The
 * lower bound is the limit (the load generator left out: clients are elsewhere in use).
 * When the machine was not busy, requests were waiting instead: commits reaching the disk,
 * or conflicts retried after a pause.
 */
function limitOf(m: Measured, instances: number): { ceiling: number; limit: string } {
  const byInstances = (instances * 1e6) / m.appMicrosPerRequest
  const byCores = (cpus().length * 1e6) / (m.appMicrosPerRequest + m.dbMicrosPerRequest)
  const ceiling = Math.round(Math.min(byInstances, byCores))
  const dbShare = m.dbMicrosPerRequest / (m.appMicrosPerRequest + m.dbMicrosPerRequest)
  if (m.machineBusy < 0.85) {
    return {
      ceiling,
      limit: `waiting: machine ${Math.round(100 * m.machineBusy)} % busy, ${Math.round(100 * m.machineIowait)} % waiting for the disk`,
    }
  }
  if (byInstances <= byCores) {
    return { ceiling, limit: `app: ${instances} instance${instances > 1 ? 's' : ''} at a core` }
  }
  return {
    ceiling,
    limit: `cores: database ${Math.round(100 * dbShare)} % of the CPU, app ${Math.round(100 * (1 - dbShare))} %`,
  }
}

const HEADER = [
  'Case'.padEnd(26),
  'Mix'.padEnd(9),
  'req/s'.padStart(6),
  'p99 ms'.padStart(6),
  'failed'.padStart(6),
  'app µs'.padStart(7),
  'db µs'.padStart(6),
  'app'.padStart(5),
  'db'.padStart(5),
  'load'.padStart(5),
  'busy'.padStart(5),
  'ceiling'.padStart(7),
  'limit',
].join(' ')

function printMeasured(caseName: string, mixName: string, m: Measured, instances: number) {
  const { ceiling, limit } = limitOf(m, instances)
  const cells = [
    caseName.padEnd(26),
    mixName.padEnd(9),
    String(m.rps).padStart(6),
    String(m.p99).padStart(6),
    String(m.failed).padStart(6),
    m.appMicrosPerRequest.toFixed(0).padStart(7),
    m.dbMicrosPerRequest.toFixed(0).padStart(6),
    m.appCores.toFixed(2).padStart(5),
    m.dbCores.toFixed(2).padStart(5),
    m.loadCores.toFixed(2).padStart(5),
    `${Math.round(100 * m.machineBusy)} %`.padStart(5),
    String(ceiling).padStart(7),
    limit,
  ]
  console.log(cells.join(' '))
}

async function startInstances(
  count: number,
  env: Record<string, string>,
  dataDir?: string,
): Promise<RunningServer[]> {
  const servers: RunningServer[] = []
  try {
    // One after the other: each checks the migrations at start.
    for (let i = 0; i < count; i++) {
      servers.push(await startBuiltServer({ TZ: 'UTC', ...env }, dataDir ? { dataDir } : {}))
    }
    return servers
  } catch (error) {
    for (const server of servers) await server.stop()
    throw error
  }
}

async function runCase(running: Running, families: SeededFamily[], mixes: Map<string, Mix>) {
  try {
    for (const [mixName, mix] of mixes) {
      const measured = await measure(running, families, mix)
      printMeasured(running.name, mixName, measured, running.servers.length)
    }
  } finally {
    for (const server of running.servers) await server.stop()
  }
}

/** The postmaster: the parent of the backend serving this connection. */
async function postmasterOf(url: string): Promise<number> {
  const db = openPostgres({ url, poolSize: 1 })
  try {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)
    return parentPid(rows[0]?.pid ?? 0)
  } finally {
    await db.destroy()
  }
}

/**
 * Transactions rolled back in the database so far: with every answer a success, the
 * serialization conflicts inTransaction ran again. Read once its connections have closed
 * (a backend adds its counts when it ends).
 */
async function rolledBack(adminUrl: string, database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    for (;;) {
      const { rows } = await admin.query<{ numbackends: number; xact_rollback: string }>(
        'select numbackends, xact_rollback from pg_stat_database where datname = $1',
        [database],
      )
      const row = rows[0]
      if (!row) throw new Error(`No database ${database}`)
      if (row.numbackends === 0) return Number(row.xact_rollback)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await admin.end()
  }
}

/** A PostgreSQL database made from the migrated and seeded template; returns its URL. */
async function seededTemplate(adminUrl: string, families: number, signedIn: number) {
  const template = `${DATABASE_PREFIX}_${families}`
  let seeded: SeededFamily[] = []
  await ensureTemplateDatabase(adminUrl, template, async (db) => {
    await migrateToLatest(db)
    seeded = await seedFamilies(db, families, signedIn)
  })
  return { template, families: seeded }
}

/** A SQLite data folder holding the migrated and seeded database. */
async function seededDataDir(families: number, signedIn: number) {
  const dataDir = newDataDir()
  const db = openDb({ filename: sqliteFileIn(dataDir) })
  try {
    await migrateToLatest(db)
    return { dataDir, families: await seedFamilies(db, families, signedIn) }
  } finally {
    await db.destroy()
  }
}

async function benchLoads(adminUrl: string, secretKey: string) {
  const sqlite = await seededDataDir(FAMILIES, CONNECTIONS)
  const postgres = await seededTemplate(adminUrl, FAMILIES, CONNECTIONS)
  const sqliteServers = await startInstances(1, {}, sqlite.dataDir)
  let dashboard: string[]
  try {
    const [server, first] = [sqliteServers[0], sqlite.families[0]]
    dashboard = server && first ? await dashboardReads(server.url, first.cookie) : []
  } catch (error) {
    for (const server of sqliteServers) await server.stop()
    throw error
  }
  console.log(`The dashboard's reads (${dashboard.length}): ${dashboard.join(' ')}`)
  console.log(`The polled reads: ${POLLED_READS.join(' ')}`)
  const mixes = new Map<string, Mix>([
    ['dashboard', readsMix(dashboard)],
    ['polled', readsMix(POLLED_READS)],
    ['writes', writesMix],
  ])
  console.log(
    `${CONNECTIONS} connections, ${CASE_SECONDS} s per case after ${WARM_UP_SECONDS} s of warm-up. CPU per request in µs; CPU used in cores; busy: the whole machine's; ceiling: req/s on ${cpus().length} cores of our own (see limitOf):`,
  )
  console.log(HEADER)
  await runCase({ name: 'SQLite, 1 instance', servers: sqliteServers }, sqlite.families, mixes)
  for (const instances of [1, 2, 4]) {
    // A fresh copy per case: every case starts from the same rows.
    const name = await createCopyOfTemplate(adminUrl, postgres.template)
    const url = urlOfDatabase(adminUrl, name)
    try {
      const postmasterPid = await postmasterOf(url)
      const running = {
        name: `PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''}`,
        servers: await startInstances(instances, { DATABASE_URL: url, SECRET_KEY: secretKey }),
        postmasterPid,
      }
      const rolledBackBefore = await rolledBack(adminUrl, name)
      await runCase(running, postgres.families, mixes)
      console.log(
        `  ${(await rolledBack(adminUrl, name)) - rolledBackBefore} transactions rolled back on PostgreSQL in this case (conflicts retried: only the writes roll back, warm-up included)`,
      )
    } finally {
      await dropDatabase(adminUrl, name)
    }
  }
}

/** One pass of the allowance job (allowances.job.ts) over every seeded family, in this process. */
async function timeAllowanceJob(engine: string, db: Db): Promise<void> {
  try {
    const started = performance.now()
    const { families, credited } = await processDueAllowances(db, new Date(), 'UTC', {
      enabled: false,
    })
    const seconds = (performance.now() - started) / 1000
    if (credited !== JOB_FAMILIES) {
      throw new Error(`${engine}: the job credited ${credited} children, not ${JOB_FAMILIES}`)
    }
    console.log(
      `${engine.padEnd(12)} ${families.toLocaleString('en-US')} families in ${seconds.toFixed(1)} s: ${Math.round(families / seconds).toLocaleString('en-US')} families/s`,
    )
  } finally {
    await db.destroy()
  }
}

async function benchAllowanceJob(adminUrl: string) {
  console.log(
    `The allowance job over ${JOB_FAMILIES.toLocaleString('en-US')} families, a child each, all due:`,
  )
  const seedStarted = performance.now()
  const postgres = await seededTemplate(adminUrl, JOB_FAMILIES, 0)
  console.log(
    `(seeded on PostgreSQL in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
  )
  const url = urlOfDatabase(adminUrl, postgres.template)
  // The app's own pool size (DATABASE_POOL_SIZE's default).
  await timeAllowanceJob('PostgreSQL', openPostgres({ url, poolSize: 10 }))
  const sqlite = await seededDataDir(JOB_FAMILIES, 0)
  try {
    await timeAllowanceJob('SQLite', openDb({ filename: sqliteFileIn(sqlite.dataDir) }))
  } finally {
    rmSync(sqlite.dataDir, { recursive: true, force: true })
  }
}

const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')

export async function benchEngines(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    throw new Error(
      'No PostgreSQL server: run `npm run bench:engines` (it starts a throw-away one)',
    )
  }
  console.log(
    `Load average at the start: ${loadAverage()} (${cpus().length} cores, shared with whatever else runs)`,
  )
  await dropDatabasesStartingWith(adminUrl, DATABASE_PREFIX)
  try {
    await benchLoads(adminUrl, randomBytes(32).toString('hex'))
    console.log()
    await benchAllowanceJob(adminUrl)
  } finally {
    await dropDatabasesStartingWith(adminUrl, DATABASE_PREFIX)
  }
  console.log(`Load average at the end: ${loadAverage()}`)
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEngines()
