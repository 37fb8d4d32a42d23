import rateLimit from '@fastify/rate-limit'
import Fastify from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openMigratedTestDb } from '../../db/test-database.js'
import { manualClock } from '../test-helpers.js'
import { databaseRateLimitStore } from './shared-rate-limits.js'

async function limitedApp(routeLimit: Record<string, unknown>) {
  const db = await openMigratedTestDb()
  const clock = manualClock()
  const app = Fastify({ logger: false })
  onTestFinished(async () => {
    await app.close()
    await db.destroy()
  })
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, clock.now) })
  app.get('/limited', { config: { rateLimit: routeLimit } }, async () => 'ok')
  await app.ready()
  return { app, db, clock }
}

describe('the database rate-limit store', () => {
  it('counts a window from the first request and starts a new one after it ends', async () => {
    const { app, db, clock } = await limitedApp({ max: 3, timeWindow: '1 minute' })
    const get = () => app.inject({ method: 'GET', url: '/limited', remoteAddress: '192.0.2.1' })
    for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(200)
    clock.advance(20_500)
    const refused = await get()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers).toMatchObject({ 'retry-after': '40', 'x-ratelimit-remaining': '0' })
    expect(await db.selectFrom('rate_counts').selectAll().execute()).toEqual([
      {
        name: 'GET /limited',
        key: '192.0.2.1',
        count: 4,
        window_started_at: '2026-11-21T12:00:00.000Z',
        window_ends_at: '2026-11-21T12:01:00.000Z',
      },
    ])
    clock.advance(39_500)
    const again = await get()
    expect(again.statusCode).toBe(200)
    expect(again.headers['x-ratelimit-remaining']).toBe('2')
  })

  it('refuses the options whose longer windows it does not count', async () => {
    await expect(limitedApp({ max: 3, continueExceeding: true })).rejects.toThrow(
      'The database rate-limit store counts plain windows only',
    )
  })
})
