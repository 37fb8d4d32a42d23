import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildTestApp, createFamily, type TestFamily } from './test-helpers.js'
import {
  acceptsType,
  databaseReader,
  type NumericField,
  numericFields,
  RawJson,
  requestFor,
} from './testing/route-inputs.js'

/** Texts that once passed for numbers (ajv coerced them) and must not now. */
const BAD_TEXTS = ['Infinity', '-Infinity', '1e400', 'NaN', '1e5', '0x10', ' 1', '']

/** JSON numbers that are not finite once parsed (JSON.parse('1e400') is Infinity). */
const NON_FINITE_JSON = [new RawJson('1e400'), new RawJson('-1e400')]

/** The bad values a field is sent: URL parts carry text only; JSON bodies numbers too. */
function badValuesFor(field: NumericField): unknown[] {
  const values: unknown[] = []
  // A union with free text (a payment reference) takes "Infinity" as text: only its numbers count.
  const takesAnyText =
    field.part === 'body' && !field.takesNumericText && acceptsType(field.schema, 'string')
  if (field.takesNumericText) {
    // Typed amounts and percentages forgive surrounding spaces, on both sides alike
    // (api/contracts/amount-input.ts): " 1" is exactly 1 there, not a loose reading.
    values.push(...BAD_TEXTS.filter((text) => text.trim() === text))
  } else if (!takesAnyText) {
    values.push(...BAD_TEXTS)
  }
  // An empty path segment is another URL (a 404 from the router), not this route.
  if (field.part === 'params') values.pop()
  if (field.part !== 'body' || !field.takesNumber) return values
  values.push(...NON_FINITE_JSON)
  if (field.maximum !== undefined && field.maximum < 1e5) values.push(1e5)
  if (field.isInteger) values.push(1.5)
  return values
}

const describeValue = (value: unknown) =>
  value instanceof RawJson ? value.text : JSON.stringify(value)

/** A family whose records have id 1, so a request that got past its schema would find them. */
async function familyWithRecords(app: FastifyInstance): Promise<TestFamily> {
  const parent = await createFamily(app, 'parent@example.org')
  const child = await parent.addChild({ name: 'Alice', age: 9 })
  await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, { newBalance: '0.01' })
  const goal = await parent.request('POST', '/api/family-goals', {
    title: 'Bike',
    description: 'A red bike',
    targetAmount: '0.01',
    category: 'bike',
  })
  expect(goal.statusCode).toBe(201)
  return parent
}

describe('numbers in every route', () => {
  it('refuses non-finite, loose and out-of-range numbers with a 400 naming the field, and stores nothing', async () => {
    const app = await buildTestApp()
    const parent = await familyWithRecords(app)
    const fields = app.routeCatalog.flatMap((route) =>
      numericFields(route).map((field) => ({ route, field })),
    )
    // The routes of today hold more than this; a walk that finds nothing checks nothing.
    expect(fields.length).toBeGreaterThan(15)
    const readDatabase = await databaseReader(app.db)
    const stored = await readDatabase()
    let sent = 0
    for (const { route, field } of fields) {
      for (const value of badValuesFor(field)) {
        const request = requestFor(
          route,
          { part: field.part, path: field.path, value },
          { id: 1, cookie: parent.cookie, remoteAddress: `10.0.${sent >> 8}.${sent & 255}` },
        )
        sent += 1
        const res = await app.inject(request)
        const where = `${route.method} ${route.url} ${field.part}.${field.path.join('.')} = ${describeValue(value)}`
        expect(res.statusCode, `${where}: ${res.body}`).toBe(400)
        expect(res.json().field, `${where}: ${res.body}`).toBe(field.path.join('.'))
        expect(await readDatabase(), where).toBe(stored)
      }
    }
  }, 300_000)
})
