import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { insertSecurityEvent } from '../../../db/queries/security-events.js'
import { buildTestApp, JSON_HEADERS, manualClock } from '../../test-helpers.js'
import { adminAndMember, listRoutes } from '../../testing/admin-test-setup.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('who may call the operator routes', () => {
  it('refuses every admin and monitoring route: 401 signed out, 403 for a non-admin', async () => {
    const app = await buildTestApp()
    const { admin, member } = await adminAndMember(app)
    const routes = listRoutes(app).filter(
      (r) => r.url.startsWith('/admin/') || r.url.startsWith('/api/admin/'),
    )
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/user-stats',
        'GET /api/admin/revenue-stats',
        'GET /api/admin/login-stats',
        'GET /api/admin/engagement-stats',
        'GET /admin/monitoring/stats',
        'POST /admin/monitoring/reset',
        'GET /admin/security/stats',
        'POST /admin/security/reset',
      ]),
    )
    for (const { method, url } of routes) {
      const call = { method: method as 'GET' | 'POST', url, headers: JSON_HEADERS }
      const signedOut = await app.inject(call)
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401)
      const asMember = await member.request(call.method, url)
      expect(asMember.statusCode, `${method} ${url} as a non-admin`).toBe(403)
      expect(asMember.json().code).toBe('forbidden')
      // Let in: some answer the admin's empty request on its merits (a body is missing,
      // no mail server is set), none with a refusal of access.
      const asAdmin = await admin.request(call.method, url)
      expect([200, 400, 409], `${method} ${url} as the admin`).toContain(asAdmin.statusCode)
    }
  })

  it('lets the accounts ADMIN_EMAILS names in, and no longer the first account', async () => {
    const app = await buildTestApp({ env: { ADMIN_EMAILS: 'family@example.org' } })
    const { admin: first, member: named } = await adminAndMember(app)
    expect((await first.request('GET', '/admin/monitoring/stats')).statusCode).toBe(403)
    expect((await named.request('GET', '/admin/monitoring/stats')).statusCode).toBe(200)
  })
})

describe('GET /admin/monitoring/stats', () => {
  it('reports requests, p95, slow requests and server errors from real traffic', async () => {
    const app = await buildTestApp()
    app.get('/api/test/wait', { config: { access: 'public' } }, async (req) => {
      await sleep(Number((req.query as { ms: string }).ms))
      return { ok: true }
    })
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new TypeError('kaboom')
    })
    const { admin } = await adminAndMember(app)
    expect((await admin.request('POST', '/admin/monitoring/reset')).statusCode).toBe(200)

    for (let i = 0; i < 16; i++) await app.inject({ method: 'GET', url: '/api/test/wait?ms=0' })
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/test/wait?ms=250' })
    await app.inject({ method: 'GET', url: '/api/test/wait?ms=1050' })
    await app.inject({ method: 'GET', url: '/api/test/boom?token=secret' })
    await app.inject({ method: 'GET', url: '/api/test/boom' })

    const stats = (await admin.request('GET', '/admin/monitoring/stats')).json()
    // The reset call itself, 20 waits and 2 failures.
    expect(stats.performance.totalRequests).toBe(23)
    expect(stats.performance.slowRequestCount).toBe(1)
    // 4 of 23 took 250 ms or more: the 95th percentile (22nd of 23) is one of them.
    expect(stats.performance.p95ResponseTime).toBeGreaterThanOrEqual(250)
    expect(stats.performance.averageResponseTime).toBeGreaterThan((3 * 250 + 1050) / 23)
    expect(stats.errors.totalErrors).toBe(2)
    expect(stats.errors.errorsByType).toEqual({ TypeError: 2 })
    expect(stats.errors.recentErrors).toHaveLength(2)
    expect(stats.errors.recentErrors[0]).toEqual({
      method: 'GET',
      path: '/api/test/boom',
      error: 'kaboom',
      timestamp: expect.any(String),
    })
    expect(JSON.stringify(stats)).not.toContain('secret')
  })

  it('counts database statements slower than 100 ms, from Kysely', async () => {
    const app = await buildTestApp()
    const { admin } = await adminAndMember(app)
    // Counted from here: on PostgreSQL a fresh database's first statements (a new
    // connection loading the catalog) can pass 100 ms on a busy machine.
    const before = (await admin.request('GET', '/admin/monitoring/stats')).json().slowQueries
    // A statement that walks a few million rows: well over 100 ms on any machine.
    await sql`with recursive n(x) as (select 1 union all select x + 1 from n where x < 1500000)
      select count(*) from n`.execute(app.db)
    const after = (await admin.request('GET', '/admin/monitoring/stats')).json().slowQueries
    expect(after.totalSlowQueries).toBe(before.totalSlowQueries + 1)
    expect(after.averageDuration).toBeGreaterThan(100)
  })

  it('starts again from zero after POST /admin/monitoring/reset', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('kaboom')
    })
    const { admin } = await adminAndMember(app)
    // Slow statements are counted from here (see the test above).
    const setUp = (await admin.request('GET', '/admin/monitoring/stats')).json()
    await app.inject({ method: 'GET', url: '/api/test/boom' })
    await sql`with recursive n(x) as (select 1 union all select x + 1 from n where x < 1500000)
      select count(*) from n`.execute(app.db)
    const before = (await admin.request('GET', '/admin/monitoring/stats')).json()
    expect(before.errors.errorsByType).toEqual({ 'internal-error': 1 })
    expect(before.slowQueries.totalSlowQueries).toBe(setUp.slowQueries.totalSlowQueries + 1)

    clock.advance(60_000)
    const reset = await admin.request('POST', '/admin/monitoring/reset')
    expect(reset.json()).toEqual({ success: true, since: clock.now().toISOString() })
    const after = (await admin.request('GET', '/admin/monitoring/stats')).json()
    // Only the reset call itself was answered since.
    expect(after.performance).toMatchObject({ totalRequests: 1, slowRequestCount: 0 })
    expect(after.slowQueries).toEqual({ totalSlowQueries: 0, averageDuration: 0 })
    expect(after.errors).toEqual({ totalErrors: 0, errorsByType: {}, recentErrors: [] })
    expect(after.since).toBe(clock.now().toISOString())
  })
})

describe('failed job runs on the monitoring screen', () => {
  it('are counted by job name while the jobs keep running, and a reset starts them again', async () => {
    const app = await buildTestApp({ env: { JOBS_ENABLED: 'true' }, jobSchedule: '* * * * * *' })
    const { admin } = await adminAndMember(app)
    // A database that lost a table: the reminder job fails on every run.
    await sql`drop table sync_preferences`.execute(app.db)
    const failures = async () =>
      (await admin.request('GET', '/admin/monitoring/stats')).json().jobFailures
    await expect
      .poll(async () => (await failures()).byJob['sync-reminders'] ?? 0, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(2)
    const seen = await failures()
    expect(Object.keys(seen.byJob)).toEqual(['sync-reminders'])
    expect(seen.total).toBe(seen.byJob['sync-reminders'])
    expect(seen.recent[0]).toMatchObject({ job: 'sync-reminders' })
    expect(seen.recent[0].error).toMatch(/sync_preferences/)

    await admin.request('POST', '/admin/monitoring/reset')
    expect((await failures()).total).toBeLessThanOrEqual(1)
  })
})

describe('the service changes on the monitoring screen', () => {
  it('lists the state changes the health-check job found, newest first', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    const { admin } = await adminAndMember(app)
    app.serviceChecks.email = async () => ({ status: 'degraded', error: 'Slow mail server' })
    // What the health-check job runs every minute.
    await app.serviceProbe.check(clock.now())
    const stats = (await admin.request('GET', '/admin/monitoring/stats')).json()
    expect(stats.serviceChanges).toEqual([
      {
        component: 'email',
        from: null,
        to: 'degraded',
        severity: 'warning',
        message: 'email is degraded at start-up',
        at: clock.now().toISOString(),
      },
    ])
  })
})

describe('GET /admin/security/stats', () => {
  it('summarises the last day of recorded security events, and a reset starts it again', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    const { admin, member } = await adminAndMember(app)
    const at = (minutesAgo: number) => new Date(clock.now().getTime() - minutesAgo * 60_000)
    const record = (type: 'login-failed' | 'rate-limited', ip: string, minutesAgo: number) =>
      insertSecurityEvent(app.db, {
        type,
        ip,
        detail: type === 'rate-limited' ? 'POST /api/auth/verify' : 'unknown',
        createdAt: at(minutesAgo).toISOString(),
      })
    for (let i = 0; i < 4; i++) await record('login-failed', '203.0.113.7', 30 + i)
    await record('rate-limited', '203.0.113.7', 20)
    await record('rate-limited', '198.51.100.2', 10)
    await record('login-failed', '198.51.100.9', 5)
    // Older than a day: outside the figures.
    await record('login-failed', '192.0.2.1', 25 * 60)
    // A signed-in non-admin knocking on the operator's door is recorded as it happens.
    expect((await member.request('GET', '/admin/security/stats')).statusCode).toBe(403)

    const stats = (await admin.request('GET', '/admin/security/stats')).json()
    expect(stats.metrics).toEqual({
      failedLogins: 5,
      rateLimitHits: 2,
      unauthorizedAttempts: 1,
      blockedIPs: 2,
    })
    expect(stats.topSuspiciousIPs.slice(0, 2)).toEqual([
      { ip: '203.0.113.7', count: 5 },
      { ip: '127.0.0.1', count: 1 },
    ])
    expect(stats.recentCriticalEvents[0]).toMatchObject({
      type: 'access-denied',
      description: 'Access denied to family@example.org (GET /admin/security/stats) from 127.0.0.1',
    })
    expect(stats.recentCriticalEvents[1]).toEqual({
      type: 'login-failed',
      description: 'Sign-in link refused (unknown) from 198.51.100.9',
      timestamp: at(5).toISOString(),
    })
    expect(stats.since).toBe(at(24 * 60).toISOString())

    clock.advance(1000)
    expect((await admin.request('POST', '/admin/security/reset')).statusCode).toBe(200)
    const after = (await admin.request('GET', '/admin/security/stats')).json()
    expect(after.metrics).toEqual({
      failedLogins: 0,
      rateLimitHits: 0,
      unauthorizedAttempts: 0,
      blockedIPs: 0,
    })
    expect(after.topSuspiciousIPs).toEqual([])
    expect(after.recentCriticalEvents).toEqual([])
  })
})
