import { describe, expect, it } from 'vitest'
import { buildTestApp, createFamily } from './test-helpers.js'

describe('private answers', () => {
  it('carry Cache-Control: no-store on every API route, answered or refused', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    await parent.addChild({ name: 'Alice', age: 9 })
    const apiRoutes = app.routeCatalog.filter((route) => route.url.startsWith('/api/'))
    expect(apiRoutes.length).toBeGreaterThan(40)
    const statuses = new Set<number>()
    for (const route of apiRoutes) {
      const url = route.url.replace(/:\w+/g, '1')
      for (const cookie of [parent.cookie, undefined]) {
        const res = await app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
        })
        statuses.add(res.statusCode)
        expect(res.headers['cache-control'], `${route.method} ${url} (${res.statusCode})`).toBe(
          'no-store',
        )
      }
    }
    // Successes and refusals were both among them.
    expect(statuses.has(200)).toBe(true)
    expect(statuses.has(401)).toBe(true)
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(unknown.headers['cache-control']).toBe('no-store')
  })
})
