/**
 * The one request helper of the browser (spec 1, sections 7 and 8): every call sends the
 * session cookie and a JSON content type, and a non-OK answer becomes an error whose
 * message is "status: text".
 */
import { ERROR_CODES, type ErrorCode } from '@api/contracts/error-codes'
import type { ErrorReply } from '@api/lib/schemas'
import type { ApiRoutes } from '@api/route-map'
import type { Static, TSchema } from 'typebox'
import { translatedServerText } from './server-messages'

/** The server's API redirects here to /onboarding; it is the spec's "go sign in" target. */
export const LOGIN_PATH = '/api/login'

const TIMINGS_KEPT_PER_CALL = 100

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The general application error of the spec's error catalogue. */
export class AppError extends Error {
  override name = 'AppError'
  constructor(
    message: string,
    readonly code: string = 'APP_ERROR',
    readonly statusCode: number = 500,
    readonly isOperational: boolean = true,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

export class ValidationError extends AppError {
  override name = 'ValidationError'
  constructor(
    message: string,
    readonly field?: string,
    options?: ErrorOptions,
  ) {
    super(message, 'VALIDATION_ERROR', 400, true, options)
  }
}

export class AuthenticationError extends AppError {
  override name = 'AuthenticationError'
  constructor(message = 'Authentication required', options?: ErrorOptions) {
    super(message, 'AUTH_ERROR', 401, true, options)
  }
}

/** The server's error code (api/contracts/error-codes.ts), or `http-<status>` without one. */
export type ApiErrorCode = ErrorCode | `http-${number}`

/**
 * A non-OK answer. `message` is exactly "status: text" as the spec requires (retry and
 * redirect rules match on it); the parsed JSON envelope `{ message, code, field? }` is kept
 * apart so toasts can show the server's sentence and UI code can switch on `code`.
 */
export class ApiError extends AppError {
  override name = 'ApiError'
  declare readonly code: ApiErrorCode
  constructor(
    readonly status: number,
    text: string,
    readonly serverMessage?: string,
    code?: ErrorCode,
    readonly field?: string,
  ) {
    super(`${status}: ${text}`, code ?? `http-${status}`, status)
  }
}

export interface RequestTiming {
  durationMs: number
  /** 0 when the request never got an answer (network failure). */
  status: number
  /** Epoch milliseconds when the request started. */
  startedAt: number
}

const timings = new Map<string, RequestTiming[]>()

/** Keeps one call's timing; exported for requests that cannot go through fetch (uploads). */
export function recordTiming(callKey: string, timing: RequestTiming): void {
  const list = timings.get(callKey) ?? []
  list.push(timing)
  // Only the newest entries matter for monitoring; a bounded list keeps a long-lived tab small.
  if (list.length > TIMINGS_KEPT_PER_CALL) list.splice(0, list.length - TIMINGS_KEPT_PER_CALL)
  timings.set(callKey, list)
}

/** Builds the key timings are grouped by: the method and the path without its query string. */
export function timingKey(method: string, url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? url
  return `${method.toUpperCase()} ${path}`
}

/** The last 100 timings of each call, keyed by "METHOD /path" (oldest first). */
export function getRequestTimings(): ReadonlyMap<string, readonly RequestTiming[]> {
  return new Map([...timings].map(([key, list]) => [key, [...list]]))
}

export function clearRequestTimings(): void {
  timings.clear()
}

/** The server's error answer (ErrorReply), each part as far as it could be read. */
type ErrorEnvelope = Partial<ErrorReply>

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES)

/** A code this build knows; a newer server's unknown one reads as none (`http-<status>`). */
function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN_CODES.has(code)
}

function parseEnvelope(text: string): ErrorEnvelope {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null) return {}
    const { message, code, field } = parsed as Record<string, unknown>
    return {
      message: typeof message === 'string' && message !== '' ? message : undefined,
      code: isErrorCode(code) ? code : undefined,
      field: typeof field === 'string' ? field : undefined,
    }
  } catch {
    return {}
  }
}

/**
 * The error of a non-OK answer: "status: text" plus the parsed envelope. Shared with the
 * XMLHttpRequest upload helper so both report failures the same way.
 */
export function apiErrorOf(status: number, statusText: string, body: string): ApiError {
  const envelope = parseEnvelope(body)
  return new ApiError(status, body || statusText, envelope.message, envelope.code, envelope.field)
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return
  throw apiErrorOf(res.status, res.statusText, await res.text())
}

/**
 * Sends one request and returns the (OK) response for the caller to read.
 * @throws ApiError for a non-OK answer; the fetch error itself when the network fails.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const startedAt = Date.now()
  const start = performance.now()
  let status = 0
  try {
    const res = await fetch(url, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    status = res.status
    await throwIfNotOk(res)
    return res
  } finally {
    recordTiming(timingKey(method, url), {
      durationMs: performance.now() - start,
      status,
      startedAt,
    })
  }
}

/**
 * Like apiRequest, then parses the JSON answer. An empty answer (204) gives undefined.
 * @throws SyntaxError when an OK answer is not JSON.
 */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body)
  const text = await res.text()
  if (text === '') return undefined as T
  try {
    return JSON.parse(text) as T
  } catch (error) {
    throw new InvalidResponseError({ cause: error })
  }
}

/** A route of the API, "METHOD /path" as the server registers it. */
export type ApiRoute = keyof ApiRoutes

type SuccessStatus = 200 | 201 | 202 | 204
type Answers<K extends ApiRoute> = ApiRoutes[K]['response']
type StaticOf<S> = S extends TSchema ? Static<S> : undefined

/** What a route answers on success, as its reply schema says. */
export type Reply<K extends ApiRoute> = StaticOf<
  Answers<K>[Extract<keyof Answers<K>, SuccessStatus>]
>

/** A part the route reads, required; the query only when one of its fields is. */
type Part<Name extends string, S, OptionalWhenEmpty extends boolean = false> = S extends TSchema
  ? OptionalWhenEmpty extends true
    ? object extends Static<S>
      ? { [P in Name]?: Static<S> }
      : { [P in Name]: Static<S> }
    : { [P in Name]: Static<S> }
  : { [P in Name]?: never }

/** What a call sends: the path's params, the query and the body, each typed by its schema. */
export type Inputs<K extends ApiRoute> = Part<'params', SchemaOf<K, 'params'>> &
  Part<'query', SchemaOf<K, 'querystring'>, true> &
  Part<'body', SchemaOf<K, 'body'>>

type SchemaOf<K extends ApiRoute, P extends string> = ApiRoutes[K] extends { [Q in P]: infer S }
  ? S
  : undefined

type InputArgs<K extends ApiRoute> =
  object extends Inputs<K> ? [inputs?: Inputs<K>] : [inputs: Inputs<K>]

/** The URL of a route: its `:name` segments filled from params, the query appended. */
export function routeUrl(
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path} needs its ${name}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value))
  }
  const text = search.toString()
  return text === '' ? filled : `${filled}?${text}`
}

/**
 * Calls one route of the API by its name in the route map, with the params, query and body
 * its schemas take, and answers what its reply schema says: `call('POST
 * /api/family-goals', { body })`. A changed contract fails the web's type check here.
 */
export function call<K extends ApiRoute>(route: K, ...[inputs]: InputArgs<K>): Promise<Reply<K>> {
  const { method, url, body } = requestOf(route, inputs)
  return apiJson<Reply<K>>(method, url, body)
}

/** Like call, for an answer read as a file (a download): the OK response itself. */
export function callForResponse<K extends ApiRoute>(
  route: K,
  ...[inputs]: InputArgs<K>
): Promise<Response> {
  const { method, url, body } = requestOf(route, inputs)
  return apiRequest(method, url, body)
}

function requestOf(route: ApiRoute, inputs: object | undefined) {
  const space = route.indexOf(' ')
  const parts = (inputs ?? {}) as {
    params?: Record<string, string | number>
    query?: Record<string, string | number | boolean | undefined>
    body?: unknown
  }
  return {
    method: route.slice(0, space) as HttpMethod,
    url: routeUrl(route.slice(space + 1), parts.params, parts.query),
    body: parts.body,
  }
}

export type QueryKey = string | readonly unknown[]

/** The spec's default query path: the key parts joined by '/'. */
export function keyToPath(key: QueryKey): string {
  return typeof key === 'string' ? key : key.map(String).join('/')
}

/** The default SWR fetcher: a GET to the path the key names. */
export function defaultFetcher<T = unknown>(key: QueryKey): Promise<T> {
  return apiJson<T>('GET', keyToPath(key))
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * Whether an error is an answer with this status. The spec words it as "a message
 * containing 401"; the message is "status: text", so the status is its prefix. A
 * status-looking number elsewhere in the text ("Line 401: ...") is not one.
 */
export function hasStatus(error: unknown, status: number): boolean {
  if (error instanceof ApiError) return error.status === status
  return messageOf(error).startsWith(`${status}:`)
}

/**
 * A successful answer whose body is not the JSON it should be. The server did answer,
 * so the request may have taken effect: it is reported, never retried.
 */
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError'
  constructor(options?: ErrorOptions) {
    super('Server returned invalid response format', options)
  }
}

export interface ErrorHandlingDeps {
  /** Sends the browser elsewhere; tests pass a spy instead of touching window.location. */
  navigate?: (url: string) => void
  /** The error log; console.error unless a test listens. */
  report?: (...args: unknown[]) => void
}

/**
 * The spec's shared error handling. A 401 answer sends the browser to /api/login and
 * returns, so the caller must stop there; every other error is thrown again: 403 as an
 * AuthenticationError "Access denied", "ValidationError" as a ValidationError, anything
 * else unchanged after being reported to the error log.
 */
export function handleApiError(error: unknown, deps: ErrorHandlingDeps = {}): void {
  const message = messageOf(error)
  if (hasStatus(error, 401)) {
    const navigate = deps.navigate ?? ((url: string) => window.location.assign(url))
    navigate(LOGIN_PATH)
    return
  }
  if (hasStatus(error, 403)) throw new AuthenticationError('Access denied', { cause: error })
  if (message.includes('ValidationError')) {
    const field = error instanceof ApiError ? error.field : undefined
    throw new ValidationError(message, field, { cause: error })
  }
  const report = deps.report ?? console.error
  report('Request failed:', error)
  throw error
}

function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage
  if (error instanceof Error && error.cause !== undefined) return serverMessageOf(error.cause)
  return undefined
}

/**
 * The text a failure toast shows: the server's own message when the answer carried one
 * (also through a converted error's cause), in the language shown where the browser
 * knows it (lib/server-messages.ts), otherwise the screen's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof InvalidResponseError) return error.message
  const server = serverMessageOf(error)
  return server === undefined ? fallback : translatedServerText(server)
}
