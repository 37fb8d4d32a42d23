import type { FastifyError, FastifyInstance } from 'fastify'
import { AmountError } from './lib/money.js'

export type ErrorCode =
  | 'invalid-request'
  | 'unsupported-media-type'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'payload-too-large'
  | 'mail-failed'
  | 'internal-error'

/** The one error type services throw; the error handler turns it into JSON. */
export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, 'invalid-request', message, field)
export const unauthenticated = (message = 'Authentication required') =>
  new AppError(401, 'unauthenticated', message)
export const forbidden = (message = 'Access denied') => new AppError(403, 'forbidden', message)
/** Also used for other families' records: they must look exactly like missing ones. */
export const notFound = (what: string) => new AppError(404, 'not-found', `${what} not found`)
export const conflict = (message: string) => new AppError(409, 'conflict', message)

export interface ErrorBody {
  message: string
  code: string
  field?: string
}

interface AjvIssue {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
  parentSchema?: { errorMessage?: string; properties?: Record<string, { errorMessage?: string }> }
}

/**
 * Turns a schema failure into one sentence a person can act on. A schema property
 * may carry `errorMessage` (the spec's exact text); otherwise the field name and
 * what was wrong with it.
 */
function describeValidation(issues: AjvIssue[]): ErrorBody {
  const issue = issues[0]
  if (!issue) return { message: 'The request is not valid', code: 'invalid-request' }
  const missing = issue.params.missingProperty
  const field =
    typeof missing === 'string' ? missing : issue.instancePath.split('/').filter(Boolean).join('.')
  if (issue.parentSchema?.errorMessage && typeof missing !== 'string') {
    return { message: issue.parentSchema.errorMessage, code: 'invalid-request', field }
  }
  if (typeof missing === 'string') {
    // A missing field gets the same text as a wrong one when its schema has one.
    const message =
      issue.parentSchema?.properties?.[missing]?.errorMessage ?? `${missing} is required`
    return { message, code: 'invalid-request', field: missing }
  }
  const text =
    issue.keyword === 'pattern' ? 'has an invalid format' : (issue.message ?? 'is not valid')
  return { message: field ? `${field} ${text}` : `Request ${text}`, code: 'invalid-request', field }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | AmountError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code }
      if (error.field) body.field = error.field
      return reply.status(error.status).send(body)
    }
    if (error instanceof AmountError) {
      return reply.status(400).send({ message: error.message, code: 'invalid-request' })
    }
    if (error.validation) {
      return reply.status(400).send(describeValidation(error.validation as AjvIssue[]))
    }
    if (isUnstorableValue(error)) {
      // A value the schema let through but SQLite refuses (a CHECK range, "Infinity"
      // where a number belongs): the request is wrong, not the server.
      request.log.warn({ err: error }, 'value refused by the database')
      return reply.status(400).send({
        message: 'The request contains a value that is out of range',
        code: 'invalid-request',
      })
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, 429 from the rate limiter).
      return reply.status(status).send({ message: error.message, code: codeForStatus(status) })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ message: 'Internal server error', code: 'internal-error' })
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

function isUnstorableValue(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return code === 'SQLITE_CONSTRAINT_CHECK' || code === 'SQLITE_MISMATCH'
}
