import { createHash } from 'node:crypto'
import { type Static, type TSchema, Type } from 'typebox'
import { Value } from 'typebox/value'
import type { OutboundPolicy } from '../outbound-url.js'
import {
  type DecodedInvoice,
  decodeInvoice,
  INVALID_INVOICE_MESSAGE,
  InvalidInvoiceError,
} from './bolt11.js'
import { type HttpResponse, TransportError } from './http-endpoint.js'
import { backendDetail, lightningError } from './lightning-errors.js'
import { LightningError } from './lightning-provider.js'

/**
 * What the HTTP backends (LND, phoenixd, Alby Hub) share: their options, how a failed
 * call becomes a LightningError, and the checks on what a node answers.
 */

export interface HttpBackendOptions {
  policy: OutboundPolicy
  /** Deadline of every call except a payment. Default 15 s. */
  timeoutMs?: number
  /**
   * How long a payment may take before its outcome counts as unknown. Default 60 s;
   * LND is also told to give up routing a little before that.
   */
  payTimeoutMs?: number
  /** Largest answer read. Default 1 MiB. */
  maxResponseBytes?: number
}

export const DEFAULT_TIMEOUT_MS = 15_000
export const DEFAULT_PAY_TIMEOUT_MS = 60_000
export const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024

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

/** Hex payment hashes only: the hash also goes into a URL path. */
export function checkPaymentHash(paymentHash: string): string {
  const hash = paymentHash.toLowerCase()
  if (!/^[0-9a-f]{64}$/.test(hash)) throw lightningError('not-found')
  return hash
}

/**
 * Checks that the invoice a backend made is the one asked for (a backend that ignored
 * the amount would hand out an "any amount" invoice) and returns when it expires.
 * @throws LightningError 'bad-response'
 */
export function checkCreatedInvoice(
  bolt11: string,
  expected: { paymentHash: string; amountSat: number },
): Date {
  const invoice = readInvoice(bolt11)
  if (
    invoice.paymentHash !== expected.paymentHash ||
    invoice.amountMsat !== expected.amountSat * 1000
  ) {
    throw lightningError('bad-response', 'the invoice it made is not the one asked for')
  }
  return invoice.expiresAt
}

/**
 * An invoice a backend returned (in a lookup, or one it made).
 * @throws LightningError 'bad-response' when it is not a valid invoice
 */
export function readInvoice(bolt11: string): DecodedInvoice {
  try {
    return decodeInvoice(bolt11)
  } catch (error) {
    if (error instanceof InvalidInvoiceError) {
      throw lightningError('bad-response', 'it is not a valid invoice', { cause: error })
    }
    throw error
  }
}

/**
 * The invoice a payment is asked for, read before anything is sent: garbage and
 * "any amount" invoices are refused here, in the same words whichever backend pays.
 * @throws LightningError 'payment-failed'
 */
export function invoiceToPay(bolt11: string): DecodedInvoice & { amountSat: number } {
  let invoice: DecodedInvoice
  try {
    invoice = decodeInvoice(bolt11)
  } catch (error) {
    if (error instanceof InvalidInvoiceError) {
      throw new LightningError('payment-failed', INVALID_INVOICE_MESSAGE, { cause: error })
    }
    throw error
  }
  const { amountSat } = invoice
  if (amountSat === null) {
    throw new LightningError(
      'payment-failed',
      'This invoice does not say how much to pay. Ask for an invoice with an amount. Nothing was paid.',
    )
  }
  return { ...invoice, amountSat }
}

/**
 * The preimage of a successful payment, checked against its hash: it is the proof of
 * payment the accounting relies on.
 * @throws LightningError 'outcome-unknown' when paying (the money may have left; a
 * lookup settles it), 'bad-response' when looking up
 */
export function checkPreimage(preimage: string, paymentHash: string, isPayment: boolean): string {
  const lower = preimage.toLowerCase()
  const isProof =
    /^[0-9a-f]{64}$/.test(lower) &&
    createHash('sha256').update(Buffer.from(lower, 'hex')).digest('hex') === paymentHash
  if (!isProof) {
    throw lightningError(
      isPayment ? 'outcome-unknown' : 'bad-response',
      'the proof of payment does not match the invoice',
    )
  }
  return lower
}

/**
 * Whole sats from msat: rounded down for what can be spent or was received, up for a
 * fee (the accounting is never under-charged).
 * @throws LightningError 'bad-response' beyond any real amount
 */
export function satsFromMsat(msat: bigint | number, rounding: 'down' | 'up'): number {
  const value = BigInt(msat)
  const sats = rounding === 'down' ? value / 1000n : (value + 999n) / 1000n
  if (value < 0n || sats > BigInt(Number.MAX_SAFE_INTEGER)) throw lightningError('bad-response')
  return Number(sats)
}

/** A non-negative integer amount in JSON, as number (phoenixd, Alby Hub). */
export const Amount = Type.Integer({ minimum: 0 })
/** int64 written as a decimal string (protobuf JSON, LND). */
export const Int64String = Type.String({ pattern: '^\\d{1,19}$' })
export const HexHash = Type.String({ pattern: '^[0-9a-fA-F]{64}$' })
