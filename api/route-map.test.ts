import { describe, expect, it } from 'vitest'
import { API_ROUTES } from './route-map.js'
import { buildTestApp } from './test-helpers.js'

const PARTS = ['params', 'querystring', 'body'] as const

describe('the route map (api/route-map.ts)', () => {
  it('is what the app registers: each entry a route with exactly those schemas', async () => {
    const app = await buildTestApp()
    const entries = Object.entries(API_ROUTES)
    expect(entries.length).toBeGreaterThan(0)
    for (const [key, schemas] of entries) {
      const [method, url] = key.split(' ')
      const route = app.routeCatalog.find((r) => r.method === method && r.url === url)
      expect(route, `${key} is registered`).toBeDefined()
      const registered = (route?.schema ?? {}) as Record<string, unknown>
      for (const part of PARTS) {
        expect(registered[part], `${key} ${part}`).toBe((schemas as Record<string, unknown>)[part])
      }
      // Plugins may add answers (402 for a lapsed subscription); the map's are all there.
      const answers = registered.response as Record<string, unknown>
      for (const [status, schema] of Object.entries(schemas.response)) {
        expect(answers[status], `${key} answers ${status}`).toBe(schema)
      }
    }
  })
})
