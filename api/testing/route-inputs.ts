/**
 * Requests built from a route's own schemas, for the checks that must cover every
 * route the app registers (api/numeric-input.test.ts, api/path-ids.test.ts): where
 * its numbers are, and a request that passes its schema except for one chosen value.
 */
import type { InjectOptions } from 'fastify'
import type { Db } from '../../db/client.js'
import { rowsOf } from '../../db/test-database.js'
import type { CatalogedRoute } from '../plugins/route-catalog.js'

export interface SchemaNode {
  type?: unknown
  anyOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, SchemaNode>
  required?: string[]
  items?: SchemaNode
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  multipleOf?: number
  minLength?: number
  pattern?: string
  errorCode?: string
}

export type Part = 'params' | 'querystring' | 'body'

/**
 * A number somewhere in a route's request: a property typed integer or number, or a
 * text the shared number rules read (an amount, a percentage: their schemas fail
 * with those rules' codes).
 */
export interface NumericField {
  part: Part
  /** Property names from the part's root; array items are walked as their first element. */
  path: string[]
  schema: SchemaNode
  isInteger: boolean
  /** Accepts JSON numbers. */
  takesNumber: boolean
  /** Accepts text that must be a number. */
  takesNumericText: boolean
  /** The largest number it accepts, when it names one. */
  maximum: number | undefined
}

const NUMERIC_TEXT_CODES = new Set(['invalid-amount', 'invalid-percentage'])

function takesNumericText(schema: SchemaNode): boolean {
  if (schema.type === 'string') return NUMERIC_TEXT_CODES.has(schema.errorCode ?? '')
  return branches(schema).some(takesNumericText)
}

const PARTS: Part[] = ['params', 'querystring', 'body']

function partSchema(route: CatalogedRoute, part: Part): SchemaNode | undefined {
  return route.schema?.[part] as SchemaNode | undefined
}

function branches(schema: SchemaNode): SchemaNode[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
}

export function acceptsType(schema: SchemaNode, type: string): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  return types.includes(type) || branches(schema).some((b) => acceptsType(b, type))
}

function maximumOf(schema: SchemaNode): number | undefined {
  const found = [schema, ...branches(schema)].flatMap((s) => s.maximum ?? [])
  return found.length > 0 ? Math.max(...found) : undefined
}

/** Every integer or number a route reads, in its path, query and body. */
export function numericFields(route: CatalogedRoute): NumericField[] {
  const found: NumericField[] = []
  const walk = (schema: SchemaNode, part: Part, path: string[]) => {
    const takesNumber = acceptsType(schema, 'integer') || acceptsType(schema, 'number')
    if (path.length > 0 && (takesNumber || takesNumericText(schema))) {
      found.push({
        part,
        path,
        schema,
        isInteger: !acceptsType(schema, 'number'),
        takesNumber,
        takesNumericText: takesNumericText(schema),
        maximum: maximumOf(schema),
      })
    }
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      walk(property, part, [...path, name])
    }
    if (schema.items) walk(schema.items, part, [...path, '0'])
    for (const branch of branches(schema)) {
      if (branch.properties || branch.items) walk(branch, part, path)
    }
  }
  for (const part of PARTS) {
    const schema = partSchema(route, part)
    if (schema) walk(schema, part, [])
  }
  return found
}

/** Texts a pattern-constrained string may be sampled from (the first that matches wins). */
const PATTERN_SAMPLES = [
  'a@example.org',
  'x',
  '1',
  '2030-01-01',
  'https://example.org/x',
  // Hex references: a test connection's id, a payment hash.
  '0'.repeat(32),
  '0'.repeat(64),
]

/**
 * A value the schema accepts: ids are `id` (records the test created), numbers their
 * smallest allowed value, strings a short text that fits. Throws when it cannot make one,
 * so a route this cannot build a request for fails loudly instead of passing unchecked.
 */
export function sampleValue(schema: SchemaNode, name: string, id: number): unknown {
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum[0]
  const options = branches(schema).filter((b) => b.type !== 'null')
  if (options.length > 0) return sampleValue(options[0] as SchemaNode, name, id)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'integer':
    case 'number': {
      if (/id$/i.test(name)) return id
      const step = schema.multipleOf ?? 1
      const floor = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + step
      return Math.ceil(floor / step) * step
    }
    case 'boolean':
      return true
    case 'null':
      return null
    case 'string': {
      if (schema.errorCode === 'invalid-amount') return '0.00001'
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern)
        const text = PATTERN_SAMPLES.find((candidate) => pattern.test(candidate))
        if (text === undefined) throw new Error(`No sample string for ${name} (${schema.pattern})`)
        return text
      }
      return 'Sample text'.padEnd(schema.minLength ?? 0, '.')
    }
    case 'array':
      return []
    case 'object': {
      const value: Record<string, unknown> = {}
      for (const required of schema.required ?? []) {
        const property = schema.properties?.[required]
        if (property) value[required] = sampleValue(property, required, id)
      }
      return value
    }
    default:
      throw new Error(`No sample value for ${name}`)
  }
}

/** Marks a value that must go into the JSON text as written, such as 1e400 (JSON has no Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface Override {
  part: Part
  path: string[]
  value: unknown
}

/**
 * An inject request for the route that passes its schemas except at `override`: path
 * parameters are `id`, the query and body hold their required values. Each request
 * comes from its own address, so rate limits never answer in the schema's place.
 */
export function requestFor(
  route: CatalogedRoute,
  override: Override,
  { id, cookie, remoteAddress }: { id: number; cookie: string; remoteAddress: string },
): InjectOptions {
  const valueFor = (part: Part) => {
    const schema = partSchema(route, part)
    const value = schema ? sampleValue(schema, part, id) : undefined
    if (override.part !== part) return value
    return setAt(value ?? {}, override.path, override.value)
  }
  const params = valueFor('params') as Record<string, unknown> | undefined
  const url = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params?.[name] ?? id)),
  )
  const query = valueFor('querystring') as Record<string, unknown> | undefined
  const search = new URLSearchParams(
    Object.entries(query ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString()
  const body = valueFor('body')
  const hasBody = body !== undefined && route.method !== 'GET' && route.method !== 'DELETE'
  return {
    method: route.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    headers: { cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    remoteAddress,
    ...(hasBody ? { payload: jsonWithRaw(body) } : {}),
  }
}

function setAt(root: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return value
  const container = (
    Array.isArray(root) ? [...root] : { ...(root as Record<string, unknown>) }
  ) as Record<string, unknown>
  container[head] = setAt(container[head] ?? (/^\d+$/.test(rest[0] ?? '') ? [] : {}), rest, value)
  return container
}

function jsonWithRaw(body: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(body, (_key, value) => {
    if (!(value instanceof RawJson)) return value
    raws.push(value.text)
    return `\u0000raw${raws.length - 1}\u0000`
  })
  return text.replace(
    /"\\u0000raw(\d+)\\u0000"/g,
    (_match, index: string) => raws[Number(index)] ?? '',
  )
}

/**
 * Reads every row of every table, in a comparable text: equal before and after means
 * nothing was stored. The rate limits' counts are left out: a refused request counts
 * against its route's limit like any other (plugins/shared-rate-limits.ts), which is the
 * limit working. The tables are listed once (the catalogue read is most of a read on
 * PostgreSQL); the returned function reads their rows.
 */
export async function databaseReader(db: Db): Promise<() => Promise<string>> {
  // Kysely's introspection reads either engine's catalogue, leaving out its own tables.
  const tables = (await db.introspection.getTables())
    .filter((table) => table.name !== 'rate_counts')
    .map((table) => table.name)
    .sort((a, b) => a.localeCompare(b))
  return async () => {
    const dump: Record<string, unknown[]> = {}
    for (const name of tables) dump[name] = await rowsOf(db, name)
    return JSON.stringify(dump)
  }
}
