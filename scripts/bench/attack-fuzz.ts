/**
 * The malformed requests of the attack benchmark (attack.ts): for every route the app
 * registers, requests built from its own schemas (api/testing/route-inputs.ts) that are
 * right except for one thing: a value of the wrong type or out of any range, a number
 * written loosely ("Infinity", "0x10", 1e400), a long or strange string, a body that is
 * not JSON, a missing or extra field, a repeated query parameter, a wrong content type.
 * The app must answer each with a 4xx (or, where the flaw is harmless, a success);
 * never a 5xx.
 */
import type { CatalogedRoute } from '../../api/plugins/route-catalog.js'
import {
  type Part,
  RawJson,
  requestFor,
  type SchemaNode,
  sampleValue,
} from '../../api/testing/route-inputs.js'

export interface AttackRequest {
  method: string
  /** Path and query string. */
  url: string
  headers: Record<string, string>
  body?: string
  /** What is wrong with it, for the report. */
  flaw: string
}

/** Text no UTF-8 can carry: in a body only (a URL cannot hold it; see NOT_UTF8 for those). */
const LONE_SURROGATE = '\ud800'
/** Percent escapes of bytes that are not UTF-8, for the query. */
const NOT_UTF8 = '%FF%FE%ED%A0%80'

/** Values put in place of one field, whatever its type: each is wrong somewhere. */
const WRONG_VALUES: unknown[] = [
  null,
  true,
  [],
  {},
  '',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  '1e3',
  '-1',
  '-0',
  ' 1',
  '1.5',
  '9'.repeat(400),
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  new RawJson('9007199254740993'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1E-400'),
  'x'.repeat(100_000),
  '\u0000',
  LONE_SURROGATE,
  '<script>alert(1)</script>',
  "'; drop table children; --",
  '../../../etc/passwd',
  '%00',
  ['x'],
  [1, 2],
  { a: { b: { c: 1 } } },
]

/** Whole bodies that are not what any route reads. */
const WRONG_BODIES = [
  '{',
  '[1,',
  'null',
  '"text"',
  '[]',
  '1',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\u0000',
].map((text) => new RawJson(text))

const PARTS: Part[] = ['params', 'querystring', 'body']

function describe(value: unknown): string {
  const text = value instanceof RawJson ? value.text : JSON.stringify(value)
  return text.length > 40 ? `${text.slice(0, 20)}... (${text.length} characters)` : text
}

/** Every property of a part, nested ones and array items included, as paths from its root. */
function fieldPaths(schema: SchemaNode | undefined, path: string[] = []): string[][] {
  if (!schema) return []
  const found: string[][] = []
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push([...path, name], ...fieldPaths(property, [...path, name]))
  }
  if (schema.items) found.push([...path, '0'], ...fieldPaths(schema.items, [...path, '0']))
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    found.push(...fieldPaths(branch, path))
  }
  const seen = new Set<string>()
  return found.filter((p) => !seen.has(p.join('.')) && seen.add(p.join('.')))
}

const hasBody = (route: CatalogedRoute) => route.method !== 'GET' && route.method !== 'DELETE'

/**
 * Every malformed request for one route, as the caller with `cookie` (empty: nobody
 * signed in); `id` fills the id fields left right (a record of the caller's family).
 */
export function malformedRequests(
  route: CatalogedRoute,
  { cookie, id }: { cookie: string; id: number },
): AttackRequest[] {
  const requests: AttackRequest[] = []
  const build = (part: Part, path: string[], value: unknown, flaw: string) => {
    const inject = requestFor(route, { part, path, value }, { id, cookie, remoteAddress: '' })
    const headers = Object.fromEntries(
      Object.entries(inject.headers ?? {}).filter(([, v]) => typeof v === 'string' && v !== ''),
    ) as Record<string, string>
    const request: AttackRequest = {
      method: route.method,
      url: String(inject.url),
      headers,
      flaw,
    }
    if (typeof inject.payload === 'string') request.body = inject.payload
    requests.push(request)
    return request
  }
  const schemaOf = (part: Part) => route.schema?.[part] as SchemaNode | undefined

  for (const part of PARTS) {
    for (const path of fieldPaths(schemaOf(part))) {
      for (const value of WRONG_VALUES) {
        if (part !== 'body' && value === LONE_SURROGATE) continue
        // A URL carries text: a value meant as raw JSON goes in as written.
        const sent = part !== 'body' && value instanceof RawJson ? value.text : value
        build(part, path, sent, `${part}.${path.join('.')} = ${describe(value)}`)
      }
    }
  }

  if (hasBody(route)) {
    for (const body of WRONG_BODIES) build('body', [], body, `body ${describe(body)}`)
    const bodySchema = schemaOf('body')
    const sample = (bodySchema ? sampleValue(bodySchema, 'body', id) : {}) as Record<
      string,
      unknown
    >
    for (const field of bodySchema?.required ?? []) {
      const { [field]: _missing, ...rest } = sample
      build('body', [], rest, `body without ${field}`)
    }
    build('body', [], {}, 'empty body object')
    build('body', [], { ...sample, unexpected: 'x' }, 'body with an extra field')
    const asText = build('body', [], sample, 'JSON sent as text/plain')
    asText.headers['content-type'] = 'text/plain'
    const asForm = build('body', [], sample, 'JSON sent as a form')
    asForm.headers['content-type'] = 'application/x-www-form-urlencoded'
  }

  const querySchema = schemaOf('querystring')
  const query = querySchema ? sampleValue(querySchema, 'querystring', id) : {}
  for (const field of [...Object.keys(querySchema?.properties ?? {}), 'unexpected', '__proto__']) {
    const base = build('querystring', [], query, '')
    const separator = base.url.includes('?') ? '&' : '?'
    base.url = `${base.url}${separator}${field}=1&${field}=2`
    base.flaw = `query ${field} given twice`
  }
  const notUtf8 = build('querystring', [], query, 'query bytes that are not UTF-8')
  notUtf8.url = `${notUtf8.url}${notUtf8.url.includes('?') ? '&' : '?'}${NOT_UTF8}=${NOT_UTF8}`
  return requests
}

/** What the server answered; status 0 when it did not (the connection failed or timed out). */
export interface Answer {
  status: number
  body: string
}

/** A minute: longer than any wait the app has on an outside service but a payment's. */
const ANSWER_TIMEOUT_MS = 60_000

/** Sends one request as coming from `clientAddress` (for a server that trusts X-Forwarded-For). */
export async function send(
  baseUrl: string,
  request: AttackRequest,
  clientAddress: string,
): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, 'x-forwarded-for': clientAddress },
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    })
    return { status: res.status, body: await res.text() }
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
    return { status: 0, body: `${error instanceof Error ? error.message : String(error)}${cause}` }
  }
}
