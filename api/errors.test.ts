import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { conflict } from './errors.js'
import { satsToBtc } from './lib/money.js'
import { buildTestApp, createFamily } from './test-helpers.js'

async function appWithProbeRoutes() {
  const app = await buildTestApp()
  const config = { access: 'public' as const }
  app.post(
    '/api/test/echo',
    {
      config,
      schema: {
        body: Type.Object({
          age: Type.Integer({
            minimum: 1,
            maximum: 18,
            errorMessage: 'Invalid Age - Please enter a valid age between 1 and 18',
          }),
          name: Type.String({ minLength: 1 }),
        }),
      },
    },
    async (req) => req.body,
  )
  app.post('/api/test/conflict', { config }, async () => {
    throw conflict('already-decided', 'Request already decided')
  })
  app.get('/api/test/crash', { config }, async () => {
    throw new Error('SQLITE_CORRUPT: secret internals')
  })
  return app
}

const json = { 'content-type': 'application/json' }

describe('error handling', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const app = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'GET /api/does-not-exist not found', code: 'not-found' })
  })

  it('answers a schema failure with 400, the spec message and the field', async () => {
    const app = await appWithProbeRoutes()
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: json,
      payload: { age: 19, name: 'Ann' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      message: 'Invalid Age - Please enter a valid age between 1 and 18',
      code: 'invalid-request',
      field: 'age',
    })
  })

  it('names a missing field', async () => {
    const app = await appWithProbeRoutes()
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: json,
      payload: { age: 5 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      message: 'name is required',
      code: 'missing-field',
      field: 'name',
    })
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const app = await appWithProbeRoutes()
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: json,
      payload: '{"age":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('invalid-request')
  })

  it('passes AppError status and code through', async () => {
    const app = await appWithProbeRoutes()
    const res = await app.inject({ method: 'POST', url: '/api/test/conflict' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'Request already decided', code: 'already-decided' })
  })

  it('hides internals of unexpected failures behind a 500', async () => {
    const app = await appWithProbeRoutes()
    const res = await app.inject({ method: 'GET', url: '/api/test/crash' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'internal-error' })
    expect(res.body).not.toContain('SQLITE')
  })

  it('refuses a state-changing request from a foreign origin', async () => {
    const app = await appWithProbeRoutes()
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/conflict',
      headers: { ...json, origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('forbidden')
  })

  it('refuses a non-JSON body on a state-changing request', async () => {
    const app = await appWithProbeRoutes()
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
      payload: 'age=5&name=x',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({
      message: 'Requests must be sent as JSON',
      code: 'unsupported-media-type',
    })
  })

  it('accepts a JSON content type with an empty body, as the spec browser sends it', async () => {
    const app = await appWithProbeRoutes()
    const res = await app.inject({ method: 'POST', url: '/api/test/conflict', headers: json })
    expect(res.statusCode).toBe(409)
  })

  it('answers 400, not 500, to a number the database cannot store', async () => {
    const app = await buildTestApp()
    const family = await createFamily(app, 'pat@example.org')
    for (const [method, url, body] of [
      ['POST', '/api/children', { name: 'x', age: 'Infinity' }],
      ['PUT', '/api/allowances/schedule', { autoProcessHour: 'Infinity' }],
      ['GET', '/api/transactions/recent?limit=1e400', undefined],
    ] as const) {
      const res = await family.request(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(400)
    }
  })

  it('refuses a signed-out caller before reading the body', async () => {
    const app = await buildTestApp()
    const res = await app.inject({
      method: 'POST',
      url: '/api/transactions/import-csv',
      headers: json,
      payload: '{"childId": 1, "csvContent": "not even json',
    })
    // 401, not the 400 a parsed (broken) body would give.
    expect(res.statusCode).toBe(401)
  })

  it('sends security headers with a CSP', async () => {
    const app = await buildTestApp()
    const res = await app.inject({ method: 'GET', url: '/health' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('amount errors', () => {
  it("answers an amount error the server caused with a 500, not the client's 400", async () => {
    const app = await buildTestApp()
    app.get('/api/test/bad-sum', { config: { access: 'public' } }, async () =>
      // A server bug: formatting an amount it computed wrong.
      satsToBtc(0.5),
    )
    const res = await app.inject({ method: 'GET', url: '/api/test/bad-sum' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'internal-error' })
  })
})
