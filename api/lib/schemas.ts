import { type Static, type TSchema, Type } from 'typebox'
import { ERROR_CODES, type ErrorCode } from '../contracts/error-codes.js'
import { MESSAGES } from '../contracts/messages.js'

/** Shared request and reply primitives; feature schemas compose these. */

/**
 * The one schema of a record's id, in a path, a query or a body: a positive integer
 * within the exact range. In a path or query only its plain decimal writing is read
 * as a number (api/plugins/url-values.ts): "0x1", "+1", "1e0", "1.0" and "01" are 400s.
 */
const ID_RANGE = { minimum: 1, maximum: Number.MAX_SAFE_INTEGER }
export const Id = Type.Integer(ID_RANGE)
export const IdParams = Type.Object({ id: Id })
/** The id schema, failing with the spec's text and code (see failsWith). */
export const idFailingWith = (problem: ReturnType<typeof failsWith>) =>
  Type.Integer({ ...ID_RANGE, ...problem })

export const MessageReply = Type.Object({ success: Type.Boolean(), message: Type.String() })
export type MessageReply = Static<typeof MessageReply>

/**
 * The spec's text and error code a property's schema failure answers with (see
 * errors.ts). Without them a failure reads "<field> is not valid", code invalid-request.
 */
export function failsWith(code: ErrorCode, message: string) {
  return { errorCode: code, errorMessage: message }
}

/**
 * A BTC amount as typed: a string (numbers are accepted and read as text). The
 * exact rules live in api/contracts/amount-input.ts so the message can be the spec's.
 */
export function BtcInput(message: string) {
  return Type.String({ maxLength: 32, ...failsWith('invalid-amount', message) })
}

/** BTC with exactly 8 decimals, as every answer carries amounts. */
export const BtcString = Type.String({ pattern: '^-?\\d+\\.\\d{8}$' })

// Surrounding spaces are allowed here and trimmed by parseEmail.
const EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$'

export const Email = Type.String({
  maxLength: 254,
  pattern: EMAIL_PATTERN,
  ...failsWith('invalid-email', MESSAGES.invalidEmail),
})

/** The one shape of every error answer: `{ message, code, field? }`. */
export const ErrorReply = Type.Object({
  message: Type.String(),
  code: Type.Enum(ERROR_CODES),
  field: Type.Optional(Type.String()),
})
export type ErrorReply = Static<typeof ErrorReply>

/**
 * The error answers a route declares next to its success answer, all ErrorReply:
 * 400 refused input, 401 not signed in, 402 the family's trial or subscription has ended
 * (added by api/plugins/subscription-lock.ts), 403 not allowed (role or a cross-site
 * write), 404 not found (or another family's), 409 the records' state forbids it, 413
 * body too large, 415 a write not sent as JSON, 429 rate limited, 502 a service the
 * server depends on failed.
 */
export function errorReplies<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ErrorReply> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorReply])) as Record<
    S,
    typeof ErrorReply
  >
}

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 502

/** A route as the route map names it: the method, a space, the path Fastify registers. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`

/** One route's schemas, as Fastify takes them: what it reads and what it answers, per status. */
export interface RouteSchemas {
  params?: TSchema
  querystring?: TSchema
  body?: TSchema
  response: Readonly<Record<number, TSchema>>
}

/**
 * A feature's routes, keyed "METHOD /path" (docs/architecture.md, "The route map"). The
 * routes register with these schemas (`schema: goalsApi['POST /api/family-goals']`, and
 * api/route-map.test.ts checks each entry against what the app registered), and the browser
 * calls through them (web/src/lib/api-client.ts `call`), so the two cannot drift.
 */
export function routeMap<const M extends Record<RouteKey, RouteSchemas>>(routes: M): M {
  return routes
}
