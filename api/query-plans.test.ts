import SQLite from 'better-sqlite3'
import { type CompiledQuery, Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { sumLedgerByAllocation } from '../db/queries/goals.js'
import { listChildTransactions, listFamilyTransactions } from '../db/queries/ledger.js'
import type { Database } from '../db/schema.js'
import { CachedStatementsSqliteDialect } from '../db/sqlite-driver.js'
import { buildTestApp, createFamily } from './test-helpers.js'

/** The app on a database that records every statement it runs, and the raw handle to explain them. */
async function recordingApp() {
  const sqlite = new SQLite(':memory:')
  sqlite.pragma('foreign_keys = ON')
  const queries: CompiledQuery[] = []
  const db = new Kysely<Database>({
    dialect: new CachedStatementsSqliteDialect(sqlite),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query)
    },
  })
  const app = await buildTestApp({ db })
  /** SQLite's plan for each statement run since the last call, one line per step. */
  const plansSinceLastCall = () =>
    queries.splice(0).map((query) => ({
      sql: query.sql,
      plan: (
        sqlite
          .prepare(`explain query plan ${query.sql}`)
          .all(...(query.parameters as unknown[])) as Array<{ detail: string }>
      ).map((step) => step.detail),
    }))
  const forgetQueries = () => {
    queries.length = 0
  }
  return { app, db, plansSinceLastCall, forgetQueries }
}

/** A step that reads a whole table: SQLite says SCAN with no index, or an index without a key. */
const FULL_SCAN = /^SCAN (?!CONSTANT ROW)\S+(?! USING (COVERING )?INDEX \S+ \()/

describe('query plans of the everyday reads', { timeout: 30_000 }, () => {
  it("find their rows through indexes, never by reading a whole table (the dashboard's calls)", async () => {
    const { app, plansSinceLastCall, forgetQueries } = await recordingApp()
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild({ name: 'Ann' })
    await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '0.01',
    })
    const goal = await parent.request('POST', '/api/family-goals', {
      title: 'Bike',
      description: 'A red one',
      targetAmount: '0.5',
      category: 'bike',
    })
    const allocated = await parent.request(
      'POST',
      `/api/family-goals/${goal.json().id}/allocations`,
      { percentage: 50, childId: child.id, applyTo: 'entire_savings' },
    )
    expect(allocated.statusCode).toBe(201)

    // What the parent dashboard asks for on every load.
    for (const url of [
      '/api/auth/user',
      '/api/children',
      '/api/transactions/recent?limit=5',
      '/api/allocations/active',
      '/api/family-goals',
      '/api/pending-allocations',
      '/api/family/can-approve',
      '/api/withdrawal-requests',
      '/api/savings-transfers/pending',
      '/api/allowances/schedule',
      '/api/family/overview',
      '/api/family/spouse',
    ]) {
      forgetQueries()
      const res = await parent.request('GET', url)
      expect(res.statusCode, url).toBe(200)
      const plans = plansSinceLastCall()
      expect(plans.length, url).toBeGreaterThan(0)
      for (const { sql, plan } of plans) {
        expect(
          plan.filter((step) => FULL_SCAN.test(step)),
          `${url}: ${sql}`,
        ).toEqual([])
      }
    }
  })

  it("sum an allocation's ledger rows through the allocation index", async () => {
    const { db, plansSinceLastCall, forgetQueries } = await recordingApp()
    forgetQueries()
    await sumLedgerByAllocation(db, [1, 2])
    const [sum] = plansSinceLastCall()
    expect(sum?.plan.join('\n')).toContain('USING INDEX transactions_allocation_id_idx')
  })

  it('list the latest ledger rows by when they happened, walking an index in order', async () => {
    const { db, plansSinceLastCall, forgetQueries } = await recordingApp()
    forgetQueries()
    await listFamilyTransactions(db, 1, 5)
    await listChildTransactions(db, 1, 1, 5)
    const [family, child] = plansSinceLastCall()
    expect(family?.plan.join('\n')).toContain('transactions_family_id_occurred_at_idx')
    expect(child?.plan.join('\n')).toContain('transactions_child_id_occurred_at_idx')
    for (const plan of [family, child]) expect(plan?.plan.join('\n')).not.toContain('TEMP B-TREE')
  })
})
