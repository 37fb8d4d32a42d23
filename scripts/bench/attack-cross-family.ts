/**
 * The cross-family attempts of the attack benchmark (attack.ts): one family's parent
 * and child call every route that names a record, with the other family's record in
 * its place. The spec: another family's data is invisible, 404 as if it did not exist.
 * Each attempt is sent twice, with the other family's record and with one of the same
 * kind that does not exist; the two answers must be the same.
 */
import { ROLES_WITH_ACCESS } from '../../api/contracts/access.js'
import type { CatalogedRoute } from '../../api/plugins/route-catalog.js'
import { type Part, type SchemaNode, sampleValue } from '../../api/testing/route-inputs.js'
import type { AttackRequest } from './attack-fuzz.js'

/** The kinds of record a route names. */
export type RecordKind =
  | 'child'
  | 'goal'
  | 'allocation'
  | 'request'
  | 'chore'
  | 'transfer'
  | 'send'
  | 'invoice'
  | 'billing-invoice'
  | 'wallet-test'
  | 'passkey'

export type RecordIds = Partial<Record<RecordKind, number | string>>

/** Which kind of record a route's field names; throws for one not listed, so a new route is not skipped unseen. */
function kindOf(route: CatalogedRoute, field: string): RecordKind {
  if (/^child/i.test(field)) return 'child'
  if (field === 'transferId') return 'transfer'
  if (field === 'connectionId') return 'wallet-test'
  if (field === 'paymentHash')
    return route.url.startsWith('/api/billing/') ? 'billing-invoice' : 'invoice'
  if (route.url === '/api/bitcoin/send/:transactionId/cancel') return 'send'
  if (field === 'id') {
    const byPrefix: [RegExp, RecordKind][] = [
      [
        /^\/api\/(children|interest\/children|lightning\/auto-payouts|savings-transfers\/destination)\//,
        'child',
      ],
      [/^\/api\/family-goals\//, 'goal'],
      [/^\/api\/(allocations|goal-allocations)\//, 'allocation'],
      [/^\/api\/withdrawal-requests\//, 'request'],
      [/^\/api\/chores\//, 'chore'],
      [/^\/api\/auth\/passkeys\//, 'passkey'],
    ]
    const found = byPrefix.find(([prefix]) => prefix.test(route.url))
    if (found) return found[1]
  }
  throw new Error(`${route.method} ${route.url}: which record does ${field} name?`)
}

/**
 * Values the services take for fields their schemas leave loose (an amount, a
 * percentage), so that an attempt gets as far as looking the record up.
 */
const ACCEPTED: Record<string, unknown> = {
  amount: '0.00001',
  percentage: '10',
  rate: '1',
  reason: 'For my new bike, please',
  description: 'An attempt',
  filename: 'wallet.csv',
  contributionType: 'gift',
  // A kind of transaction a child may record too.
  type: 'spending',
}

/** A field that names a record: path parameters, and ids in the query and body. */
const NAMES_RECORD = /^(id|\w+Id|paymentHash|childAddresses)$/

interface RecordField {
  part: Part
  name: string
  kind: RecordKind
  /** The record is a key of this object (childAddresses), not its value. */
  isKey: boolean
}

function recordFields(route: CatalogedRoute): RecordField[] {
  const fields: RecordField[] = []
  for (const part of ['params', 'querystring', 'body'] as Part[]) {
    const schema = route.schema?.[part] as SchemaNode | undefined
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (!NAMES_RECORD.test(name)) continue
      // savings-transfers/initiate's transactionId is the wallet's payment reference, not a record of ours.
      if (name === 'transactionId' && part === 'body') continue
      const isKey = (property as { patternProperties?: unknown }).patternProperties !== undefined
      fields.push({ part, name, kind: kindOf(route, name), isKey })
    }
  }
  return fields
}

/** An id of the same shape as `id` that no record has. */
export function missingLike(id: number | string): number | string {
  if (typeof id === 'number') return 999_999_999
  // Each hex digit moved on by one: same length and alphabet, another value.
  return id.replace(/[0-9a-f]/g, (c) => ((Number.parseInt(c, 16) + 1) % 16).toString(16))
}

export interface Attempt {
  route: CatalogedRoute
  field: RecordField
  /** With the other family's record. */
  theirs: AttackRequest
  /** The same with a record of that kind that does not exist. */
  missing: AttackRequest
  theirId: number | string
  missingId: number | string
}

/**
 * Every attempt on `route` by a caller (cookie) with `own` records filling the fields
 * not attacked, one per field that names a record of a kind in `theirs`.
 */
export function crossFamilyAttempts(
  route: CatalogedRoute,
  { cookie, own, theirs }: { cookie: string; own: RecordIds; theirs: RecordIds },
): Attempt[] {
  const fields = recordFields(route)
  return fields.flatMap((field) => {
    const theirId = theirs[field.kind]
    if (theirId === undefined) return []
    const missingId = missingLike(theirId)
    const build = (value: number | string) => requestWith(route, fields, field, value, own, cookie)
    return [{ route, field, theirs: build(theirId), missing: build(missingId), theirId, missingId }]
  })
}

/** The kinds of record some route names: what a family must hold for every attempt to be made. */
export function kindsNamed(routes: readonly CatalogedRoute[]): Set<RecordKind> {
  return new Set(routes.flatMap((route) => recordFields(route).map((field) => field.kind)))
}

function requestWith(
  route: CatalogedRoute,
  fields: RecordField[],
  attacked: RecordField,
  value: number | string,
  own: RecordIds,
  cookie: string,
): AttackRequest {
  const parts: Partial<Record<Part, Record<string, unknown>>> = {}
  for (const part of ['params', 'querystring', 'body'] as Part[]) {
    const schema = route.schema?.[part] as SchemaNode | undefined
    if (!schema) continue
    const values = sampleValue(schema, part, Number(own.child)) as Record<string, unknown>
    for (const [name, value] of Object.entries(ACCEPTED)) {
      if (schema.properties?.[name]) values[name] = value
    }
    parts[part] = values
  }
  for (const field of fields) {
    const id = field === attacked ? value : (own[field.kind] ?? missingLike(1))
    const target = parts[field.part] ?? {}
    parts[field.part] = target
    target[field.name] = field.isKey ? { [String(id)]: 'kid@example.org' } : id
  }
  const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(String(parts.params?.[name])),
  )
  const query = new URLSearchParams(
    Object.entries(parts.querystring ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString()
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  return {
    method: route.method,
    url: query ? `${url}?${query}` : url,
    headers: { cookie, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { body: JSON.stringify(parts.body ?? {}) } : {}),
    flaw: `${attacked.part}.${attacked.name}`,
  }
}

/**
 * Whether the spec's 404 applies: the caller's role may use the route on its own
 * family's records (a child on a parent's route is refused whatever the id: 403).
 */
export function specSays404(route: CatalogedRoute, role: 'parent' | 'child'): boolean {
  const access = route.access ?? 'member'
  if (access === 'public') return true
  if (access === 'admin') return false
  return ROLES_WITH_ACCESS[access].has(role)
}
