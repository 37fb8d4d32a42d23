import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Path and query values arrive as text. ajv's type coercion (off in app.ts) reads
 * text loosely: "0x10", " 1", "1e0", "1.0", "+1" and "Infinity" all became numbers,
 * so `DELETE /api/children/0x1` removed child 1. Here only the canonical writing of
 * a number becomes one: decimal digits, no sign but a leading minus, no leading
 * zeros, no exponent, no spaces, within the exact integer range; "true" and "false"
 * become booleans. Anything else stays text, and the route's schema refuses it with
 * a 400 naming the field ("id must be integer").
 */
const INTEGER_TEXT = /^-?(?:0|[1-9]\d*)$/
const DECIMAL_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/

type Kind = 'integer' | 'number' | 'boolean'

interface SchemaNode {
  type?: unknown
  anyOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  properties?: Record<string, SchemaNode>
}

/** The kinds of scalar a property's schema accepts (a union may accept several). */
function kindsOf(schema: SchemaNode | undefined): Set<Kind> {
  const kinds = new Set<Kind>()
  if (!schema) return kinds
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  for (const type of types) {
    if (type === 'integer' || type === 'number' || type === 'boolean') kinds.add(type)
  }
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const kind of kindsOf(branch)) kinds.add(kind)
  }
  return kinds
}

/** The canonical value a text stands for under the kinds a schema accepts, or the text. */
export function readUrlValue(text: string, kinds: ReadonlySet<Kind>): unknown {
  if (kinds.has('boolean') && (text === 'true' || text === 'false')) return text === 'true'
  if (kinds.has('integer') || kinds.has('number')) {
    const pattern = kinds.has('number') ? DECIMAL_TEXT : INTEGER_TEXT
    if (pattern.test(text) && text !== '-0') {
      const value = Number(text)
      // Past 2^53 a decimal no longer names one number: refuse rather than round.
      if (Number.isInteger(value) ? Number.isSafeInteger(value) : Number.isFinite(value)) {
        return value
      }
    }
  }
  return text
}

/** Per schema object, the properties that need reading: computed once per route. */
const fieldsBySchema = new WeakMap<object, Array<[string, Set<Kind>]>>()

function fieldsToRead(schema: SchemaNode): Array<[string, Set<Kind>]> {
  let fields = fieldsBySchema.get(schema)
  if (!fields) {
    fields = Object.entries(schema.properties ?? {})
      .map(([name, property]): [string, Set<Kind>] => [name, kindsOf(property)])
      .filter(([, kinds]) => kinds.size > 0)
    fieldsBySchema.set(schema, fields)
  }
  return fields
}

function readValues(values: unknown, schema: unknown): void {
  if (typeof values !== 'object' || values === null || typeof schema !== 'object' || !schema) return
  const record = values as Record<string, unknown>
  for (const [name, kinds] of fieldsToRead(schema as SchemaNode)) {
    const text = record[name]
    if (typeof text === 'string') record[name] = readUrlValue(text, kinds)
  }
}

export const urlValuesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const schema = request.routeOptions.schema
      if (!schema) return
      readValues(request.params, schema.params)
      readValues(request.query, schema.querystring)
    })
  },
  { name: 'url-values' },
)
