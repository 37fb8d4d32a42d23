import type { FastifyError, FastifyInstance } from 'fastify'
import { databaseErrorKind } from '../db/error-kinds.js'
import type { Checked, ErrorCode, Problem } from './contracts/error-codes.js'
import type { ErrorReply } from './lib/schemas.js'

export type { ErrorCode }

/** The one error type services throw; the error handler turns it into JSON. */
export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Why, for the log only (an upstream's own error): never sent to the browser. */
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/** A 400 for input a person can correct: `code` says what is wrong, `field` where. */
export const badRequest = (code: ErrorCode, message: string, field?: string) =>
  new AppError(400, code, message, field)
/** A shared input rule's problem (api/contracts), answered as a 400. */
export const refused = (problem: Problem) =>
  new AppError(400, problem.code, problem.message, problem.field)
export const unauthenticated = (message = 'Authentication required') =>
  new AppError(401, 'unauthenticated', message)
export const forbidden = (message = 'Access denied') => new AppError(403, 'forbidden', message)
/** Also used for other families' records: they must look exactly like missing ones. */
export const notFound = (what: string) => new AppError(404, 'not-found', `${what} not found`)
/** The value a shared input rule read, or its problem thrown as a 400. */
export function acceptOrRefuse<T>(checked: Checked<T>): T {
  if (checked.problem) throw refused(checked.problem)
  return checked.value
}

/** A 409: the family's records are not in a state that allows this (decided, complete...). */
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message)

/** What a schema property may carry: the spec's text and the code of its failure. */
interface ProblemKeywords {
  errorMessage?: string
  errorCode?: ErrorCode
}

interface AjvIssue {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
  parentSchema?: ProblemKeywords & { properties?: Record<string, ProblemKeywords> }
}

/**
 * Turns a schema failure into one sentence a person can act on. A schema property
 * may carry `errorMessage` (the spec's exact text) and `errorCode`; otherwise the
 * field name and what was wrong with it, as `invalid-request`.
 */
function describeValidation(issues: AjvIssue[]): ErrorReply {
  const issue = issues[0]
  if (!issue) return { message: 'The request is not valid', code: 'invalid-request' }
  const missing = issue.params.missingProperty
  const field =
    typeof missing === 'string' ? missing : issue.instancePath.split('/').filter(Boolean).join('.')
  const own = issue.parentSchema
  if (own?.errorMessage && typeof missing !== 'string') {
    return { message: own.errorMessage, code: own.errorCode ?? 'invalid-request', field }
  }
  if (typeof missing === 'string') {
    // A missing field gets the same text as a wrong one when its schema has one.
    const property = own?.properties?.[missing]
    return {
      message: property?.errorMessage ?? `${missing} is required`,
      code: property?.errorCode ?? 'missing-field',
      field: missing,
    }
  }
  const text =
    issue.keyword === 'pattern' ? 'has an invalid format' : (issue.message ?? 'is not valid')
  return { message: field ? `${field} ${text}` : `Request ${text}`, code: 'invalid-request', field }
}

/**
 * The only error handler. An AmountError that gets here is the server's own fault (a
 * stored amount it could not format, a share it computed wrong): input amounts are read
 * where they are parsed (api/contracts/amount-input.ts) and refused there as 400s.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx AppError is an upstream failing (the chain source): the log says which and why.
      if (error.status >= 500) request.log.warn({ err: error.cause ?? error }, error.message)
      const body: ErrorReply = { message: error.message, code: error.code }
      if (error.field) body.field = error.field
      return reply.status(error.status).send(body)
    }
    if (error.validation) {
      return reply.status(400).send(describeValidation(error.validation as AjvIssue[]))
    }
    const kind = databaseErrorKind(error)
    if (kind === 'check-violation') {
      // A value the schema let through but the database refuses (a CHECK range, "Infinity"
      // where a number belongs): the request is wrong, not the server.
      request.log.warn({ err: error }, 'value refused by the database')
      return reply.status(400).send({
        message: 'The request contains a value that is out of range',
        code: 'value-out-of-range',
      } satisfies ErrorReply)
    }
    if (kind === 'busy') {
      // SQLite: another process held the write lock past the busy timeout (two servers
      // on one file, or a long backup step). PostgreSQL: the transaction kept conflicting
      // with others past its retries (db/transaction.ts). Nothing was written; trying
      // again is safe.
      request.log.warn({ err: error }, 'database busy')
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({
          message: 'The server is busy. Please try again in a moment.',
          code: 'database-busy',
        } satisfies ErrorReply)
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, 429 from the rate limiter).
      const body: ErrorReply = { message: error.message, code: codeForStatus(status) }
      return reply.status(status).send(body)
    }
    request.log.error({ err: error }, 'request failed')
    const body: ErrorReply = { message: 'Internal server error', code: 'internal-error' }
    return reply.status(500).send(body)
  })
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated'
    case 403:
      return 'forbidden'
    case 404:
      return 'not-found'
    case 409:
      return 'conflict'
    case 413:
      return 'payload-too-large'
    case 415:
      return 'unsupported-media-type'
    case 429:
      return 'rate-limited'
    default:
      return 'invalid-request'
  }
}

/** Seconds a client waits before retrying a write the database lock refused. */
const BUSY_RETRY_AFTER_SECONDS = 1
