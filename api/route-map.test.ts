import { describe, expect, it } from 'vitest'
import { API_ROUTES, FEATURE_ROUTE_MAPS } from './route-map.js'
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

  it('holds every route of the API, each once', async () => {
    const app = await buildTestApp()
    const inMap = new Set(Object.keys(API_ROUTES))
    const missing = app.routeCatalog
      .filter((r) => /^\/(api|admin)\//.test(r.url) && r.schema !== undefined)
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !inMap.has(key))
    expect(missing).toEqual([])
    const declared = FEATURE_ROUTE_MAPS.reduce((sum, map) => sum + Object.keys(map).length, 0)
    expect(inMap.size, 'no key in two features').toBe(declared)
  })
})
