import { type Static, type TSchema, Type } from 'typebox'
import { Value } from 'typebox/value'
import { HttpEndpoint, type HttpResponse, parseBaseUrl, TransportError } from './http-endpoint.js'
import { backendDetail, lightningError } from './lightning-errors.js'
import {
  type LightningError,
  type LightningProviderOptions,
  timeoutsOf,
} from './lightning-provider.js'

/**
 * What the HTTP backends (LND, phoenixd, Alby Hub) share: their options and endpoint,
 * how a failed call becomes a LightningError, and how an answer is read.
 */

export interface HttpBackendOptions extends LightningProviderOptions {
  /** Largest answer read. Default 1 MiB. */
  maxResponseBytes?: number
}

const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024

/**
 * The endpoint a backend's calls go through: its URL as typed by the parent, the
 * credential headers, and the read deadline and answer limit of the options.
 * @throws LightningConfigError for a URL that cannot work
 */
export function backendEndpoint(
  options: HttpBackendOptions & { url: string; tlsCertPem?: string },
  schemes: readonly ('https:' | 'http:')[],
  headers: Readonly<Record<string, string>>,
): HttpEndpoint {
  return new HttpEndpoint({
    baseUrl: parseBaseUrl(options.url, schemes),
    policy: options.policy,
    tlsCertPem: options.tlsCertPem,
    headers,
    timeoutMs: timeoutsOf(options).readMs,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
  })
}

/**
 * The transport's failure in the common words. During a payment, anything that breaks
 * after the request went out leaves its outcome unknown: the caller must look it up.
 */
export function transportFailure(error: unknown, isPayment: boolean): LightningError {
  const cause = { cause: error }
  if (!(error instanceof TransportError)) return lightningError('wallet-error', undefined, cause)
  if (isPayment && error.requestSent && error.failure !== 'refused') {
    return lightningError('outcome-unknown', undefined, cause)
  }
  switch (error.failure) {
    case 'timeout':
      return lightningError('timeout', undefined, cause)
    case 'too-large':
      return lightningError('bad-response', 'the answer was too large', cause)
    default:
      return lightningError('unreachable', error.message, cause)
  }
}

/** A call's answer or transport failure, as a LightningError where it failed. */
export async function call(
  send: () => Promise<HttpResponse>,
  isPayment = false,
): Promise<HttpResponse> {
  try {
    return await send()
  } catch (error) {
    throw transportFailure(error, isPayment)
  }
}

/**
 * Parses a backend's JSON answer and checks the fields this app reads (other fields
 * are ignored: backends add fields between versions).
 * @throws LightningError 'bad-response'
 */
export function readAnswer<T extends TSchema>(text: string, schema: T): Static<T> {
  const value = parseJson(text)
  if (!Value.Check(schema, value)) throw lightningError('bad-response')
  return value as Static<T>
}

export function jsonBody(value: unknown): { contentType: string; text: string } {
  return { contentType: 'application/json', text: JSON.stringify(value) }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * A failed answer's own words (a JSON `message`, or plain text), cleaned for display.
 */
export function errorText(response: HttpResponse, secrets: readonly string[]): string {
  const json = parseJson(response.body)
  const message =
    json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
      ? json.message
      : response.body
  return backendDetail(message || `HTTP ${response.status}`, secrets)
}

/** How plain HTTP statuses read when the backend gives no better clue. */
export function statusFailure(
  response: HttpResponse,
  secrets: readonly string[],
  unauthorizedDetail: string,
): LightningError {
  const { status } = response
  if (status === 401 || status === 403) return lightningError('unauthorized', unauthorizedDetail)
  if (status === 429) return lightningError('rate-limited')
  if (status === 404 || status === 204) return lightningError('not-found')
  return lightningError('wallet-error', undefined, { walletSaid: errorText(response, secrets) })
}

/** A non-negative integer amount in JSON, as number (phoenixd, Alby Hub). */
export const Amount = Type.Integer({ minimum: 0 })
/** int64 written as a decimal string (protobuf JSON, LND). */
export const Int64String = Type.String({ pattern: '^\\d{1,19}$' })
export const HexHash = Type.String({ pattern: '^[0-9a-fA-F]{64}$' })
