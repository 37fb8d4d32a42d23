import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import helmet from 'helmet'
import { describe, expect, it, onTestFinished } from 'vitest'
import { buildTestApp, JSON_HEADERS } from '../test-helpers.js'
import { helmetOptions } from './security-headers.js'

/** What helmet sends when it runs per request, as its middleware, on a real HTTP server. */
async function helmetOnRealServer(isHttps: boolean): Promise<Record<string, string>> {
  const middleware = helmet(helmetOptions({ isHttps }))
  const server = createServer((req, res) => middleware(req, res, () => res.end('ok')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const { port } = server.address() as AddressInfo
  const res = await fetch(`http://127.0.0.1:${port}/`)
  const transport = new Set(['date', 'connection', 'keep-alive', 'content-length'])
  return Object.fromEntries([...res.headers].filter(([name]) => !transport.has(name)))
}

describe('security headers', () => {
  it("are exactly helmet's, on successes, errors and refusals alike", async () => {
    const expected = await helmetOnRealServer(false)
    expect(expected['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';connect-src 'self';worker-src 'self'",
    )
    expect(expected['strict-transport-security']).toBeUndefined()
    const app = await buildTestApp()
    const answers = [
      await app.inject({ method: 'GET', url: '/health' }),
      await app.inject({ method: 'GET', url: '/api/children' }),
      await app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await app.inject({
        method: 'POST',
        url: '/api/children',
        headers: { ...JSON_HEADERS, origin: 'https://evil.example' },
        payload: {},
      }),
    ]
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 403])
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) {
        if (name === 'content-type') continue
        expect(answer.headers[name], name).toBe(value)
      }
    }
  })

  it('add HSTS when the app is served over HTTPS', async () => {
    const expected = await helmetOnRealServer(true)
    expect(expected['strict-transport-security']).toBeDefined()
    const app = await buildTestApp({ env: { PUBLIC_URL: 'https://family.example' } })
    const res = await app.inject({ method: 'GET', url: '/health' })
    expect(res.headers['strict-transport-security']).toBe(expected['strict-transport-security'])
  })
})
