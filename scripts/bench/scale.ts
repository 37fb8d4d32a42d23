/**
 * Scaling figures: the same family read from a database holding only it, and from
 * one holding 10,000 families and a million ledger rows. Single requests and the
 * dashboard's own calls in parallel (the list is read from a real dashboard load),
 * plus the ledger sum the allocations read used to do, with and without its index.
 */
import { createHash, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { migrateToLatest } from '../../db/migrate.js'
import { openDb } from '../../db/sqlite-client.js'
import { dashboardCalls, median, newDataDir, startBuiltServer } from './support.js'

const LEDGER_ROWS_PER_FAMILY = 100
const SAMPLES = 30
const at = new Date().toISOString()

/**
 * Families shaped alike: a parent, two children, a goal with an active allocation
 * of a tenth of one child's allowances, and 100 ledger rows (90 allowances and 5
 * goal moves), with every cached balance equal to its rows. Written with plain
 * prepared inserts: building a million rows through the API would take hours.
 */
function seedFamilies(filename: string, families: number): void {
  const sqlite = new SQLite(filename)
  const insert = {
    family: sqlite.prepare('insert into families (time_zone, created_at) values (null, ?)'),
    user: sqlite.prepare(
      "insert into users (family_id, role, email, subscription_status, created_at) values (?, 'parent', ?, 'trial', ?)",
    ),
    child: sqlite.prepare(
      `insert into children (family_id, name, age, gender, weekly_allowance_sat, allowance_day,
         savings_sat, spending_sat, spending_threshold_sat, created_at, updated_at)
       values (?, ?, 9, 'girl', 50000, 1, 0, ?, 100000000, ?, ?)`,
    ),
    goal: sqlite.prepare(
      `insert into family_goals (family_id, created_by, creator_type, title, description, target_sat,
         current_sat, category, created_at, updated_at)
       values (?, ?, 'parent', 'Bike', 'A red one', 1000000000, ?, 'bike', ?, ?)`,
    ),
    allocation: sqlite.prepare(
      `insert into goal_allocations (family_id, goal_id, child_id, requested_by, percentage_tenths,
         apply_to, status, created_at, contributed_sat)
       values (?, ?, ?, ?, 100, 'new_contributions', 'active', ?, ?)`,
    ),
    row: sqlite.prepare(
      `insert into transactions (family_id, child_id, account, type, amount_sat, description,
         created_at, goal_id, allocation_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  }
  const goalMoves = 5
  const allowances = (LEDGER_ROWS_PER_FAMILY - 2 * goalMoves) / 2
  const seed = sqlite.transaction(() => {
    for (let f = 0; f < families; f++) {
      const familyId = Number(insert.family.run(at).lastInsertRowid)
      const parentId = Number(
        insert.user.run(familyId, `parent${f}@example.org`, at).lastInsertRowid,
      )
      const spendingA = allowances * 50_000 - goalMoves * 5_000
      const childA = Number(insert.child.run(familyId, 'Ann', spendingA, at, at).lastInsertRowid)
      const childB = Number(
        insert.child.run(familyId, 'Ben', allowances * 50_000, at, at).lastInsertRowid,
      )
      const goalId = Number(
        insert.goal.run(familyId, parentId, goalMoves * 5_000, at, at).lastInsertRowid,
      )
      const allocationId = Number(
        insert.allocation.run(familyId, goalId, childA, parentId, at, goalMoves * 5_000)
          .lastInsertRowid,
      )
      for (let i = 0; i < allowances; i++) {
        for (const child of [childA, childB]) {
          insert.row.run(
            familyId,
            child,
            'spending',
            'allowance',
            50_000,
            'Weekly allowance',
            at,
            null,
            null,
          )
        }
      }
      for (let i = 0; i < goalMoves; i++) {
        const description = '10% of weekly allowance to Bike'
        insert.row.run(
          familyId,
          childA,
          'spending',
          'goal_allocation',
          -5_000,
          description,
          at,
          goalId,
          allocationId,
        )
        insert.row.run(
          familyId,
          childA,
          'goal',
          'goal_allocation',
          5_000,
          description,
          at,
          goalId,
          allocationId,
        )
      }
    }
  })
  seed()
  sqlite.close()
}

/** A session for the first family's parent, as sign-in would store it; returns the cookie. */
function signInFirstParent(filename: string): string {
  const token = randomBytes(32).toString('base64url')
  const sqlite = new SQLite(filename)
  sqlite
    .prepare(
      'insert into sessions (token_hash, user_id, created_at, expires_at) values (?, 1, ?, ?)',
    )
    .run(createHash('sha256').update(token).digest('hex'), at, '2999-01-01T00:00:00.000Z')
  sqlite.close()
  return `sid=${token}`
}

async function timeMs(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return median(times)
}

async function get(url: string, cookie: string): Promise<void> {
  const res = await fetch(url, { headers: { cookie } })
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  await res.arrayBuffer()
}

interface Readings {
  reads: Map<string, number>
  dashboardMs: number
  dashboardCalls: number
}

async function readFamily(families: number): Promise<Readings> {
  const dataDir = newDataDir()
  await prepareDatabase(join(dataDir, 'family.db'), families)
  const server = await startBuiltServer({ TZ: 'UTC' }, { dataDir })
  try {
    const cookie = signInFirstParent(join(server.dataDir, 'family.db'))
    const reads = new Map<string, number>()
    for (const path of ['/api/children', '/api/transactions/recent', '/api/allocations/active']) {
      reads.set(path, await timeMs(() => get(`${server.url}${path}`, cookie)))
    }
    const calls = await dashboardCalls(server.url, cookie)
    const dashboardMs = await timeMs(() =>
      Promise.all(calls.map((path) => get(`${server.url}${path}`, cookie))),
    )
    return { reads, dashboardMs, dashboardCalls: calls.length }
  } finally {
    await server.stop()
  }
}

async function prepareDatabase(filename: string, families: number): Promise<void> {
  const db = openDb({ filename })
  await migrateToLatest(db)
  await db.destroy()
  const started = performance.now()
  seedFamilies(filename, families)
  if (families > 1) {
    console.log(
      `Seeded ${families.toLocaleString('en-US')} families, ${(families * LEDGER_ROWS_PER_FAMILY).toLocaleString('en-US')} ledger rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    ledgerSumByAllocation(filename)
  }
}

/** What reading a contributed amount cost before the running total: a ledger sum. */
function ledgerSumByAllocation(filename: string): void {
  const sqlite = new SQLite(filename, { readonly: true })
  const sum = (indexing: string) => {
    const statement = sqlite.prepare(
      `select allocation_id, sum(amount_sat) from transactions ${indexing}
       where account = 'goal' and allocation_id in (1) group by allocation_id`,
    )
    const times: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now()
      statement.all()
      times.push(performance.now() - started)
    }
    return median(times)
  }
  console.log(
    `One allocation's ledger sum (what GET /api/allocations/active did per read): ${sum('not indexed').toFixed(1)} ms without an index on allocation_id, ${sum('indexed by transactions_allocation_id_idx').toFixed(2)} ms through it; the read now uses the running total`,
  )
  sqlite.close()
}

export async function benchScale(): Promise<void> {
  const small = await readFamily(1)
  const large = await readFamily(10_000)
  console.log('Median of 30 sequential requests, the first family, ms:')
  console.log(`${'What'.padEnd(48)} ${'1 family'.padStart(9)} ${'10,000 families'.padStart(16)}`)
  for (const [path, ms] of small.reads) {
    console.log(
      `${`GET ${path}`.padEnd(48)} ${ms.toFixed(1).padStart(9)} ${(large.reads.get(path) ?? Number.NaN).toFixed(1).padStart(16)}`,
    )
  }
  console.log(
    `${`The dashboard's ${large.dashboardCalls} calls, in parallel`.padEnd(48)} ${small.dashboardMs.toFixed(1).padStart(9)} ${large.dashboardMs.toFixed(1).padStart(16)}`,
  )
}
