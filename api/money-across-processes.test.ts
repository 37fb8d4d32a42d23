import { randomBytes } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Db } from '../db/client.js'
import { listBalanceMismatches } from '../db/queries/reconciliation.js'
import { openTestDatabaseAt } from '../db/test-database.js'
import { startWallet } from './features/lightning/lightning.test-setup.js'
import { buildTestApp, createFamily, manualClock, sharedTestDatabase } from './test-helpers.js'
import { type AppProcess, startAppProcess } from './testing/start-app-process.js'

// Money moved by several app processes on one database (a SQLite file, or PostgreSQL's
// with TEST_DATABASE_URL) at once: each request or job run that races another must
// move it once, and the books must balance after (issue 25).

/** A Saturday: the processes' clocks stand here, so the children's allowance is due. */
const SATURDAY_NOON = '2026-11-21T12:00:00.000Z'
const ALLOWANCE_SAT = 10_000
const AT_ONCE = 20

function ok(res: LightMyRequestResponse): LightMyRequestResponse {
  if (res.statusCode >= 300) throw new Error(`answered ${res.statusCode}: ${res.body}`)
  return res
}

/**
 * A family of three children whose weekly allowance falls on Saturday, two of them
 * sharing a goal (20% of each allowance), signed up on an app on the shared database.
 */
async function familyOnAllowance(location: string, options: { automatic?: boolean } = {}) {
  const setup = await buildTestApp({
    db: openTestDatabaseAt(location),
    clock: manualClock(new Date(SATURDAY_NOON)),
  })
  const parent = await createFamily(setup, 'parent@example.org')
  const childIds: number[] = []
  for (const name of ['Ann', 'Ben', 'Cal']) {
    const { id } = await parent.addChild({ name, age: 9 })
    ok(
      await parent.request('PATCH', `/api/children/${id}/allowance`, {
        weeklyAllowance: (ALLOWANCE_SAT / 1e8).toFixed(8),
        allowanceDay: 6,
      }),
    )
    childIds.push(id)
  }
  const goal = ok(
    await parent.request('POST', '/api/family-goals', {
      title: 'Kite',
      description: 'A kite for the beach',
      targetAmount: '0.01',
      category: 'bike',
    }),
  ).json()
  for (const childId of childIds.slice(0, 2)) {
    ok(
      await parent.request('POST', `/api/family-goals/${goal.id}/allocations`, {
        percentage: 20,
        childId,
      }),
    )
  }
  if (options.automatic) {
    ok(
      await parent.request('PUT', '/api/allowances/schedule', {
        autoProcessHour: 8,
        timeZone: 'UTC',
      }),
    )
  }
  await setup.close()
  return { cookie: parent.cookie, childIds, goalId: goal.id as number }
}

/** Per child: how many allowance runs are recorded and what the ledger credited as allowance. */
async function allowanceCredits(db: Db) {
  const runs = await db
    .selectFrom('allowance_runs')
    .select((eb) => ['child_id', eb.fn.countAll<number>().as('runs')])
    .groupBy('child_id')
    .orderBy('child_id')
    .execute()
  const credits = await db
    .selectFrom('transactions')
    .select((eb) => [
      'child_id',
      eb.fn.countAll<number>().as('rows'),
      eb.fn.sum<number>('amount_sat').as('sat'),
    ])
    .where('type', '=', 'allowance')
    .groupBy('child_id')
    .orderBy('child_id')
    .execute()
  return { runs, credits }
}

/** Each child credited its allowance exactly once, and the shared goal its two shares. */
async function expectEachChildCreditedOnce(db: Db, childIds: number[], goalId: number) {
  expect(await allowanceCredits(db)).toEqual({
    runs: childIds.map((child_id) => ({ child_id, runs: 1 })),
    credits: childIds.map((child_id) => ({ child_id, rows: 1, sat: ALLOWANCE_SAT })),
  })
  const goal = await db
    .selectFrom('family_goals')
    .select('current_sat')
    .where('id', '=', goalId)
    .executeTakeFirstOrThrow()
  // 20% of two allowances.
  expect(goal.current_sat).toBe(4_000)
}

/** The money invariants: every cached balance (children's, goals') equals its ledger sum. */
async function expectBooksBalanced(db: Db) {
  expect(await listBalanceMismatches(db)).toEqual([])
}

function post(instance: AppProcess, path: string, cookie: string, body: object = {}) {
  return fetch(`http://127.0.0.1:${instance.port}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('money moved by two app processes on one database at once', () => {
  it('credits each child once when 20 Process Allowances requests are split over both', {
    timeout: 180_000,
  }, async () => {
    const location = await sharedTestDatabase()
    const { cookie, childIds, goalId } = await familyOnAllowance(location)
    const instances = await Promise.all(
      [0, 1].map(() => startAppProcess(location, { clockAt: SATURDAY_NOON })),
    )

    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, i) => {
        const res = await post(instances[i % 2] as AppProcess, '/api/process-allowances', cookie)
        return {
          status: res.status,
          body: (await res.json()) as { children?: Array<{ childId: number }> },
        }
      }),
    )
    expect(replies.filter((r) => r.status !== 200)).toEqual([])
    // Between them the answers name each child once as credited.
    const credited = replies.flatMap((r) => r.body.children?.map((c) => c.childId) ?? [])
    expect(credited.sort((a, b) => a - b)).toEqual(childIds)

    const db = openTestDatabaseAt(location)
    onTestFinished(() => db.destroy())
    await expectEachChildCreditedOnce(db, childIds, goalId)
    await expectBooksBalanced(db)
  })

  it('pays one invoice once when 20 requests to pay it are split over both', {
    timeout: 180_000,
  }, async () => {
    const location = await sharedTestDatabase()
    const { wallet } = await startWallet()
    // Both processes open the wallet connection the setup sealed: one key for all.
    const secretKey = randomBytes(32)
    const env = { ALLOW_INSECURE_RELAYS: 'true' }
    const setup = await buildTestApp({ db: openTestDatabaseAt(location), secretKey, env })
    const parent = await createFamily(setup, 'parent@example.org')
    const { id: childId } = await parent.addChild({ name: 'Kim', age: 9 })
    ok(
      await parent.request('POST', '/api/lightning-config/setup', {
        provider: 'nwc',
        url: wallet.createConnection(),
        credentials: '',
      }),
    )
    ok(
      await parent.request('POST', `/api/lightning/sync-balance/${childId}`, {
        newBalance: '0.0001',
      }),
    )
    await setup.close()
    const instances = await Promise.all(
      [0, 1].map(() => startAppProcess(location, { secretKeyHex: secretKey.toString('hex'), env })),
    )

    const shop = wallet.node.lightningNetwork.createNode({ alias: 'shop' })
    const bill = shop.createInvoice({ amountMsat: 1_000_000, description: 'Comic book' })
    const statuses = await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, i) => {
        const res = await post(
          instances[i % 2] as AppProcess,
          '/api/lightning/pay',
          parent.cookie,
          {
            childId,
            paymentRequest: bill.bolt11,
          },
        )
        await res.arrayBuffer()
        return res.status
      }),
    )
    // One pays; the others hear it is paid or being paid.
    expect(statuses.sort()).toEqual([200, ...Array(AT_ONCE - 1).fill(409)])
    // The wallet was asked once, and the shop's invoice was paid once.
    expect(wallet.requests.filter((r) => r.method === 'pay_invoice')).toHaveLength(1)
    expect([...shop.invoices.values()].map((i) => [i.amountMsat, i.state])).toEqual([
      [1_000_000, 'settled'],
    ])

    const db = openTestDatabaseAt(location)
    onTestFinished(() => db.destroy())
    // Debited once: the 1,000 sats and the wallet's 2 sat fee.
    const child = await db
      .selectFrom('children')
      .select('spending_sat')
      .where('id', '=', childId)
      .executeTakeFirstOrThrow()
    expect(child.spending_sat).toBe(10_000 - 1_002)
    const booked = await db
      .selectFrom('transactions')
      .select(['type', 'amount_sat'])
      .where('child_id', '=', childId)
      .where('type', 'in', ['lightning_spend', 'lightning_fee'])
      .orderBy('type')
      .execute()
    expect(booked).toEqual([
      { type: 'lightning_fee', amount_sat: -2 },
      { type: 'lightning_spend', amount_sat: -1_000 },
    ])
    await expectBooksBalanced(db)
  })

  // Holding the killed instance inside its run needs a lock on one row that lets
  // everything else through. SQLite has one write lock for the whole file: held, it
  // stops the instance before it takes the lease too. jobs-across-processes.test.ts
  // kills an instance on SQLite between runs.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'completes on another instance the allowance run of one killed mid-run, crediting each child once',
    { timeout: 180_000 },
    async () => {
      const location = await sharedTestDatabase()
      const { childIds, goalId } = await familyOnAllowance(location, { automatic: true })
      const db = openTestDatabaseAt(location)
      onTestFinished(() => db.destroy())
      // An uncommitted allowance run of one child: the run that reaches it waits on it.
      const release = await holdAllowanceRun(db, childIds[2] ?? 0, SATURDAY_NOON.slice(0, 10))

      const jobs = {
        env: { JOBS_ENABLED: 'true', LOG_LEVEL: 'info' },
        jobSchedule: '* * * * * *',
        clockAt: SATURDAY_NOON,
      }
      const killed = await startAppProcess(location, jobs)
      // Alone, so the run waiting is the killed instance's, holding its lease.
      await expect.poll(() => runsWaitingOnALock(db), { timeout: 60_000 }).toBe(1)
      const held = await unfinishedAllowanceLeases(db)
      expect(held).toHaveLength(1)
      await killed.until((lines) => lines.some((line) => line.includes(held[0]?.holder ?? '?')))
      const exited = new Promise((resolve) => killed.child.once('exit', resolve))
      killed.child.kill('SIGKILL')
      await exited

      // Two others take over: their runs wait on the held row as the killed one did.
      await Promise.all([0, 1].map(() => startAppProcess(location, jobs)))
      await release()
      // A run that finishes after the release has seen every child credited, by itself
      // or by a run that committed before it.
      const killedHolder = held[0]?.holder
      await expect
        .poll(() => finishedAllowanceRunsExcept(db, killedHolder ?? ''), { timeout: 60_000 })
        .toBeGreaterThan(0)
      await expectEachChildCreditedOnce(db, childIds, goalId)
      await expectBooksBalanced(db)
      // The killed run never finished; a later slot's run on another instance did the work.
      const leases = await db
        .selectFrom('job_leases')
        .select(['period', 'holder', 'finished_at'])
        .where('job', '=', 'allowances')
        .execute()
      const killedRun = leases.find((l) => l.holder === killedHolder)
      expect(killedRun).toMatchObject({ period: held[0]?.period, finished_at: null })
    },
  )
})

/**
 * Inserts a child's allowance run in a transaction left open, on a connection of its
 * own; returns the function that rolls it back (called when the test ends at the latest).
 */
async function holdAllowanceRun(db: Db, childId: number, runDate: string) {
  let rollBack = () => {}
  const rolledBack = new Promise<void>((resolve) => {
    rollBack = resolve
  })
  let inserted = () => {}
  const held = new Promise<void>((resolve) => {
    inserted = resolve
  })
  const done = db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection)
    await connection
      .insertInto('allowance_runs')
      .values({
        child_id: childId,
        run_date: runDate,
        amount_sat: ALLOWANCE_SAT,
        created_at: SATURDAY_NOON,
      })
      .execute()
    inserted()
    await rolledBack
    await sql`rollback`.execute(connection)
  })
  await Promise.race([held, done])
  const release = async () => {
    rollBack()
    await done
  }
  onTestFinished(release)
  return release
}

/** How many of the database's sessions wait on a lock (PostgreSQL's view of them). */
async function runsWaitingOnALock(db: Db): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*) as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(db)
  return rows[0]?.waiting ?? 0
}

/** Allowance runs other instances than `holder` finished. */
async function finishedAllowanceRunsExcept(db: Db, holder: string): Promise<number> {
  const rows = await db
    .selectFrom('job_leases')
    .select('period')
    .where('job', '=', 'allowances')
    .where('holder', '<>', holder)
    .where('finished_at', 'is not', null)
    .execute()
  return rows.length
}

function unfinishedAllowanceLeases(db: Db) {
  return db
    .selectFrom('job_leases')
    .select(['period', 'holder'])
    .where('job', '=', 'allowances')
    .where('finished_at', 'is', null)
    .execute()
}
