import { describe, expect, it, onTestFinished } from 'vitest'
import type { Db } from '../db/client.js'
import { openTestDatabaseAt } from '../db/test-database.js'
import { TestPlaces } from './features/lightning/connection-test-places.js'
import { startWallet } from './features/lightning/lightning.test-setup.js'
import { JobLeases } from './plugins/job-leases.js'
import {
  buildTestApp,
  JSON_HEADERS,
  manualClock,
  recordedRefusals,
  sharedTestDatabase,
} from './test-helpers.js'

/**
 * Two app instances on one database (a SQLite file, or PostgreSQL's with
 * TEST_DATABASE_URL), each with its own connection, on one clock.
 */
async function twoInstances(clock = manualClock(), env: Record<string, string> = {}) {
  const location = await sharedTestDatabase()
  const a = await buildTestApp({ db: openTestDatabaseAt(location), clock, env })
  const b = await buildTestApp({ db: openTestDatabaseAt(location), clock, env })
  return { a, b, clock }
}

/** `count` connections of their own to one migrated database, closed when the test ends. */
async function connections(count: number): Promise<Db[]> {
  const location = await sharedTestDatabase()
  const dbs = Array.from({ length: count }, () => openTestDatabaseAt(location))
  onTestFinished(async () => {
    await Promise.all(dbs.map((db) => db.destroy()))
  })
  return dbs
}

const guess = (n: number, remoteAddress = '198.51.100.7') => ({
  method: 'POST' as const,
  url: '/api/auth/verify',
  headers: JSON_HEADERS,
  payload: { token: `guess-${n}` },
  remoteAddress,
})

describe('instances sharing one database', () => {
  it('share a rate limit: 12 requests on one and 8 on the other reach the 20 a minute', async () => {
    const { a, b, clock } = await twoInstances()
    for (let i = 0; i < 12; i++) expect((await a.inject(guess(i))).statusCode).toBe(401)
    clock.advance(15_000)
    for (let i = 12; i < 20; i++) expect((await b.inject(guess(i))).statusCode).toBe(401)
    const refused = await b.inject(guess(20))
    expect(refused.statusCode).toBe(429)
    // The window started at the first request, on the other instance, 15 s ago.
    expect(refused.headers['retry-after']).toBe('45')
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please wait 45 seconds and try again.',
      code: 'rate-limited',
    })
    expect((await a.inject(guess(21))).statusCode).toBe(429)
    // Another address has its own count.
    expect((await a.inject(guess(22, '198.51.100.8'))).statusCode).toBe(401)
    // The first refusal of the minute is recorded once, whichever instance refused.
    expect(await recordedRefusals(a.db, 2)).toEqual([{ detail: 'POST /api/auth/verify' }])

    clock.advance(45_000)
    expect((await b.inject(guess(23))).statusCode).toBe(401)
  })

  it('count each route with its own limit apart', async () => {
    const { a, b } = await twoInstances()
    for (let i = 0; i < 20; i++) {
      const app = i % 2 ? a : b
      expect((await app.inject(guess(i))).statusCode).toBe(401)
    }
    expect((await a.inject(guess(20))).statusCode).toBe(429)
    // Asking for a sign-in link has its own 20 a minute for the same address.
    const link = await b.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: JSON_HEADERS,
      payload: { email: 'someone@example.org' },
      remoteAddress: '198.51.100.7',
    })
    expect(link.statusCode).toBe(200)
  })

  it('give a job slot to exactly one of three instances asking at once', async () => {
    const dbs = await connections(3)
    const now = () => new Date('2026-12-01T10:00:00.000Z')
    const instances = dbs.map((db, i) => new JobLeases({ db, now, instanceId: `instance-${i}` }))
    for (const slot of ['2026-12-01T10:00:00.000Z', '2026-12-01T10:01:00.000Z']) {
      const taken = await Promise.all(
        instances.map((leases) => leases.take('allowances', slot, 60_000)),
      )
      expect(taken.filter(Boolean)).toHaveLength(1)
    }
  })

  it("share the public connection test's places: one address's five, over both", {
    timeout: 30_000,
  }, async () => {
    const { wallet } = await startWallet()
    const { a, b } = await twoInstances(manualClock(), { ALLOW_INSECURE_RELAYS: 'true' })
    const connectionString = wallet.createConnection()
    // Each call without a cookie is another browser: none ends another's test.
    const start = (app: typeof a, remoteAddress = '203.0.113.5') =>
      app.inject({
        method: 'POST',
        url: '/api/public/test-coinos',
        headers: JSON_HEADERS,
        payload: { connectionString },
        remoteAddress,
      })
    for (const app of [a, b, a, b, a]) expect((await start(app)).json().success).toBe(true)
    for (const app of [a, b]) {
      const sixth = await start(app)
      expect(sixth.statusCode).toBe(429)
      expect(sixth.json().message).toBe(
        '5 connection tests are already running from your network. Try again when one of them has ended (tests are kept for 10 minutes).',
      )
    }
    expect((await start(b, '203.0.113.6')).json().success).toBe(true)
  })

  it("hold no more test places than there are when instances ask at once, and free a killed instance's when their time is up", async () => {
    const dbs = await connections(2)
    const clock = manualClock()
    const tenMinutes = () => new Date(clock.now().getTime() + 10 * 60_000)
    const places = dbs.map((db) => new TestPlaces(db, clock.now, { all: 4, perAddress: 2 }))
    const asked = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        places[i % 2]?.take(`test-${i}`, `198.51.100.${i}`, tenMinutes()),
      ),
    )
    expect(asked.filter((refusal) => refusal === null)).toHaveLength(4)
    expect(asked.filter((refusal) => refusal === 'all-taken')).toHaveLength(6)
    // The instance holding them was killed: nobody releases them, their time runs out.
    clock.advance(10 * 60_000)
    const after = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        places[1]?.take(`later-${i}`, '198.51.100.99', tenMinutes()),
      ),
    )
    expect(after.filter((refusal) => refusal === null)).toHaveLength(2)
    expect(after.filter((refusal) => refusal === 'address-taken')).toHaveLength(2)
  })
})
