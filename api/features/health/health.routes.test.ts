import { describe, expect, it } from 'vitest'
import { buildTestApp, manualClock } from '../../test-helpers.js'

describe('GET /health', () => {
  it('reports the spec health shape with a real database check', async () => {
    const app = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('healthy')
    expect(body.metrics.uptime).toBeGreaterThanOrEqual(0)
    expect(body.metrics.memory.heapUsed).toBeGreaterThan(0)
    expect(body.metrics.memory.heapTotal).toBeGreaterThanOrEqual(body.metrics.memory.heapUsed)
    expect(body.metrics.performance).toEqual({ avgResponseTime: expect.any(Number), errorRate: 0 })
    expect(body.alerts).toEqual([])
    expect(body.services.database).toMatchObject({ status: 'up', lastChecked: expect.any(String) })
    for (const name of ['bitcoin', 'lightning', 'email', 'external_apis']) {
      expect(body.services[name].status).toBe('not_configured')
    }
  })

  it('measures response times and error rate from the requests it served', async () => {
    const app = await buildTestApp()
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('kaboom')
    })
    await app.inject({ method: 'GET', url: '/api/test/boom' })
    await app.inject({ method: 'GET', url: '/api/nothing-here' })
    const body = (await app.inject({ method: 'GET', url: '/health' })).json()
    // One 500 out of two recorded requests.
    expect(body.metrics.performance.errorRate).toBe(0.5)
    expect(body.metrics.performance.avgResponseTime).toBeGreaterThan(0)
    expect(body.status).toBe('degraded')
    expect(body.alerts).toContainEqual(expect.objectContaining({ component: 'api' }))
  })

  it('answers 503 unhealthy when the database is gone', async () => {
    const app = await buildTestApp()
    await app.ready()
    await app.db.destroy()
    const res = await app.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json().services.database.status).toBe('down')
    expect(res.json().alerts[0]).toMatchObject({ severity: 'critical', component: 'database' })
  })
})

describe('GET /health with mail configured', () => {
  it('checks the mail server at most every few minutes and keeps its error text private', async () => {
    let verifyCalls = 0
    const mailer = {
      isConfigured: async () => true,
      sendLink: async () => {},
      sendNotice: async () => {},
      verify: async () => {
        verifyCalls += 1
        throw new Error('Invalid login: 535 bad credentials for family@example.org')
      },
    }
    const app = await buildTestApp({ mailer })
    for (let i = 0; i < 3; i++) {
      const body = (await app.inject({ method: 'GET', url: '/health' })).json()
      expect(body.services.email).toMatchObject({
        status: 'down',
        error: 'The mail server did not accept the connection',
      })
      expect(JSON.stringify(body)).not.toContain('family@example.org')
    }
    expect(verifyCalls).toBe(1)
  })
})

describe('GET /health under polling', () => {
  it('computes its report at most once a second and shares it in between', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('kaboom')
    })
    const first = (await app.inject({ method: 'GET', url: '/health' })).json()
    await app.inject({ method: 'GET', url: '/api/test/boom' })
    clock.advance(999)
    const shared = (await app.inject({ method: 'GET', url: '/health' })).json()
    expect(shared).toEqual(first)
    clock.advance(1)
    const fresh = (await app.inject({ method: 'GET', url: '/health' })).json()
    expect(fresh.timestamp).toBe(clock.now().toISOString())
    expect(fresh.metrics.performance.errorRate).toBeGreaterThan(0)
    expect(fresh.status).toBe('degraded')
  })
})
