import { describe, expect, it } from 'vitest'
import { readUrlValue } from './plugins/url-values.js'
import { buildTestApp, createFamily } from './test-helpers.js'
import {
  acceptsType,
  databaseReader,
  type NumericField,
  numericFields,
  requestFor,
} from './testing/route-inputs.js'

/** Ways of writing 1 (or nearly) that ajv's coercion once read as id 1, and other non-ids. */
const LOOSE_IDS = [
  '0x1',
  '+1',
  '1e0',
  '1.0',
  '01',
  ' 1',
  '1 ',
  '-1',
  '0',
  '1.5',
  'Infinity',
  '9007199254740993',
  'one',
]

describe('ids in paths', () => {
  it('answers 400 naming the parameter to every loose form of an id, on every route with one, and stores nothing', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    // Records with id 1 exist, so a loose "1" that got through would act on them.
    const child = await parent.addChild({ name: 'Alice', age: 9 })
    expect(child.id).toBe(1)
    const goal = await parent.request('POST', '/api/family-goals', {
      title: 'Bike',
      description: 'A red bike',
      targetAmount: '0.01',
      category: 'bike',
    })
    expect(goal.json().id).toBe(1)

    const idFields = app.routeCatalog.flatMap((route) =>
      numericFields(route)
        .filter((field) => field.part === 'params')
        .map((field) => ({ route, field })),
    )
    expect(idFields.length).toBeGreaterThan(15)
    const readDatabase = await databaseReader(app.db)
    const stored = await readDatabase()
    let sent = 0
    for (const { route, field } of idFields) {
      for (const loose of LOOSE_IDS) {
        const res = await app.inject(
          requestFor(
            route,
            { part: 'params', path: field.path, value: loose },
            { id: 1, cookie: parent.cookie, remoteAddress: `10.1.${sent >> 8}.${sent & 255}` },
          ),
        )
        sent += 1
        const where = `${route.method} ${route.url} with ${field.path.join('.')} = ${JSON.stringify(loose)}`
        expect(res.statusCode, `${where}: ${res.body}`).toBe(400)
        expect(res.json().field, where).toBe(field.path.join('.'))
        expect(await readDatabase(), where).toBe(stored)
      }
    }
    // The plain form still reaches the record.
    expect((await parent.request('GET', '/api/children/1')).statusCode).toBe(200)
  }, 300_000)
})

/** The shared Id schema (lib/schemas.ts), alone or in a union with null. */
function isSharedId(field: NumericField): boolean {
  const options = [field.schema, ...(field.schema.anyOf ?? [])].filter((s) => s.type === 'integer')
  return (
    options.length === 1 &&
    options[0]?.minimum === 1 &&
    options[0]?.maximum === Number.MAX_SAFE_INTEGER
  )
}

describe('ids everywhere', () => {
  it('are the one shared Id schema, in paths, queries and bodies of every route', async () => {
    const app = await buildTestApp()
    const idFields = app.routeCatalog.flatMap((route) =>
      numericFields(route)
        // A field that also takes text is a reference of another system (a payment's id), not a record's.
        .filter(
          (field) =>
            /(^id|Id)$/.test(field.path.at(-1) ?? '') &&
            field.takesNumber &&
            !acceptsType(field.schema, 'string'),
        )
        .map((field) => ({ route, field })),
    )
    expect(idFields.length).toBeGreaterThan(30)
    for (const { route, field } of idFields) {
      const where = `${route.method} ${route.url} ${field.part}.${field.path.join('.')}`
      expect(isSharedId(field), where).toBe(true)
    }
  })
})

describe('reading a number from a URL', () => {
  it('takes only the plain decimal writing', () => {
    const integer = new Set(['integer'] as const)
    expect(readUrlValue('42', integer)).toBe(42)
    expect(readUrlValue('0', integer)).toBe(0)
    expect(readUrlValue('-3', integer)).toBe(-3)
    for (const loose of [...LOOSE_IDS.filter((t) => !['0', '-1'].includes(t)), '-0', '']) {
      expect(readUrlValue(loose, integer), loose).toBe(loose)
    }
    const number = new Set(['number'] as const)
    expect(readUrlValue('1.5', number)).toBe(1.5)
    expect(readUrlValue('1.', number)).toBe('1.')
    expect(readUrlValue('.5', number)).toBe('.5')
    expect(readUrlValue('1e400', number)).toBe('1e400')
    const flag = new Set(['boolean'] as const)
    expect(readUrlValue('true', flag)).toBe(true)
    expect(readUrlValue('false', flag)).toBe(false)
    expect(readUrlValue('1', flag)).toBe('1')
  })
})
