import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import { Type } from 'typebox'
import { Value } from 'typebox/value'
import type { LightningNetwork } from '../../contracts/networks.js'
import type { OutboundPolicy } from '../outbound-url.js'
import { type DecodedInvoice, decodeInvoice, InvalidInvoiceError } from './bolt11.js'
import { parseJson } from './http-backend.js'
import { HttpEndpoint, TransportError } from './http-endpoint.js'
import { backendDetail } from './lightning-errors.js'

/**
 * Paying a Lightning address (LUD-16 over LUD-06): resolve name@domain to the
 * service's pay parameters, ask its callback for an invoice, and check that invoice
 * before anything is paid: the amount asked, the hash of the announced metadata, not
 * expired, the wallet's network. The domain is typed by a user and this server fetches
 * it, so only https:// reaches it, never a private or link-local address, whatever the
 * operator allows for the family's own node; plain http to loopback only under the
 * insecure-loopback flag (tests, where kid@127.0.0.1:8080 must work).
 */

export type LnurlErrorCode =
  | 'invalid-address'
  /** The address or its callback points somewhere this server must not connect to. */
  | 'refused-host'
  | 'unreachable'
  | 'timeout'
  /** The service answered {"status": "ERROR", "reason": ...}. */
  | 'service-error'
  | 'bad-response'
  | 'amount-out-of-range'
  /** The invoice is not what was asked for: nothing may be paid. */
  | 'invoice-mismatch'

export class LnurlError extends Error {
  override name = 'LnurlError'
  constructor(
    readonly code: LnurlErrorCode,
    message: string,
  ) {
    super(message)
  }
}

export interface LnurlOptions {
  policy: OutboundPolicy
  /** For the whole exchange (both requests). Default 10 s. */
  timeoutMs?: number
  /** Largest answer read (metadata may hold an image). Default 512 KiB. */
  maxResponseBytes?: number
}

export interface LightningAddress {
  /** Lower-cased user name. */
  username: string
  /** Host, and port when given, lower-cased. */
  domain: string
  /** `username@domain` as stored and shown. */
  address: string
}

export interface PayParams {
  address: string
  callback: URL
  minSendableMsat: number
  maxSendableMsat: number
  /** The metadata string exactly as received: its sha256 is the invoice's description hash. */
  metadata: string
  /** The service's short description (its text/plain entry). */
  description: string
}

export interface LnurlInvoice {
  address: string
  bolt11: string
  paymentHash: string
  amountSat: number
  expiresAt: Date
  description: string
}

const DEFAULT_TIMEOUT_MS = 10_000
const DEFAULT_MAX_RESPONSE_BYTES = 512 * 1024

const USERNAME = /^[a-z0-9._+-]{1,64}$/
const HOST_LABELS =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

/**
 * Checks the name@domain form (LUD-16 user names: a-z 0-9 - _ . and the common +).
 * @throws LnurlError 'invalid-address'
 */
export function parseLightningAddress(text: string): LightningAddress {
  const address = text.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  const username = address.slice(0, at)
  const domain = address.slice(at + 1)
  const invalid = new LnurlError(
    'invalid-address',
    `"${text.trim().slice(0, 100)}" is not a Lightning address: it looks like name@example.com`,
  )
  if (at <= 0 || !USERNAME.test(username)) throw invalid
  let host: URL
  try {
    host = new URL(`https://${domain}`)
  } catch {
    throw invalid
  }
  const hostname = host.hostname.replace(/^\[(.*)\]$/, '$1')
  if (host.host !== domain || (isIP(hostname) === 0 && !HOST_LABELS.test(hostname))) throw invalid
  if (hostname.endsWith('.onion')) {
    throw new LnurlError('invalid-address', 'Lightning addresses on Tor (.onion) are not supported')
  }
  return { username, domain, address: `${username}@${domain}` }
}

/**
 * Step 1: the service's pay parameters for a Lightning address.
 * @throws LnurlError
 */
export async function resolveLightningAddress(
  text: string,
  options: LnurlOptions,
): Promise<PayParams> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  return resolveParams(parseLightningAddress(text), options, deadline)
}

/**
 * Both steps: resolves the address, asks for an invoice of `amountSat` and checks it.
 * Paying it is the caller's next step, with the wallet's own provider.
 * @throws LnurlError; 'amount-out-of-range' says what the service accepts
 */
export async function fetchLightningAddressInvoice(
  text: string,
  amountSat: number,
  options: LnurlOptions & { network?: LightningNetwork },
): Promise<LnurlInvoice> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const params = await resolveParams(parseLightningAddress(text), options, deadline)
  return requestInvoice(params, amountSat, options, deadline)
}

/**
 * Step 2: asks the callback for an invoice and checks it against what was asked.
 * @throws LnurlError
 */
export async function requestInvoice(
  params: PayParams,
  amountSat: number,
  options: LnurlOptions & { network?: LightningNetwork },
  deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
): Promise<LnurlInvoice> {
  if (!Number.isSafeInteger(amountSat) || amountSat <= 0) {
    throw new LnurlError('amount-out-of-range', 'The amount must be a whole number of sats above 0')
  }
  const amountMsat = amountSat * 1000
  if (amountMsat > params.maxSendableMsat) {
    throw new LnurlError(
      'amount-out-of-range',
      `${params.address} accepts at most ${Math.floor(params.maxSendableMsat / 1000)} sats in one payment; ${amountSat} sats is too much`,
    )
  }
  if (amountMsat < params.minSendableMsat) {
    throw new LnurlError(
      'amount-out-of-range',
      `${params.address} accepts at least ${Math.ceil(params.minSendableMsat / 1000)} sats in one payment; ${amountSat} sats is too little`,
    )
  }
  const callback = new URL(params.callback)
  // searchParams keeps the callback's own query parameters (LUD-06).
  callback.searchParams.set('amount', String(amountMsat))
  const answer = await fetchJson(callback, options, deadline)
  if (!Value.Check(InvoiceAnswer, answer)) throw notAService(params.address)

  const invoice = readInvoice(answer.pr, params.address)
  const nothingPaid = 'nothing was paid'
  if (invoice.amountMsat !== amountMsat) {
    const offered = invoice.amountMsat === null ? 'any amount' : `${invoice.amountMsat / 1000} sats`
    throw new LnurlError(
      'invoice-mismatch',
      `The invoice from ${params.address} is for ${offered}, not the ${amountSat} sats asked: ${nothingPaid}`,
    )
  }
  const metadataHash = createHash('sha256').update(params.metadata, 'utf8').digest('hex')
  if (invoice.descriptionHash !== metadataHash) {
    throw new LnurlError(
      'invoice-mismatch',
      `The invoice from ${params.address} does not match the payment details it announced: ${nothingPaid}`,
    )
  }
  if (options.network && invoice.network !== options.network) {
    throw new LnurlError(
      'invoice-mismatch',
      `The invoice from ${params.address} is for ${invoice.network}, not this wallet's ${options.network}: ${nothingPaid}`,
    )
  }
  if (invoice.expiresAt.getTime() <= Date.now()) {
    throw new LnurlError(
      'invoice-mismatch',
      `The invoice from ${params.address} has already expired: ${nothingPaid}`,
    )
  }
  return {
    address: params.address,
    bolt11: invoice.paymentRequest,
    paymentHash: invoice.paymentHash,
    amountSat,
    expiresAt: invoice.expiresAt,
    description: params.description,
  }
}

const PayRequest = Type.Object({
  tag: Type.Literal('payRequest'),
  callback: Type.String({ maxLength: 2048 }),
  minSendable: Type.Integer({ minimum: 1 }),
  maxSendable: Type.Integer({ minimum: 1 }),
  metadata: Type.String(),
})

const InvoiceAnswer = Type.Object({ pr: Type.String({ maxLength: 8192 }) })

const MetadataEntries = Type.Array(Type.Array(Type.Unknown(), { minItems: 2 }))

async function resolveParams(
  address: LightningAddress,
  options: LnurlOptions,
  deadline: number,
): Promise<PayParams> {
  const scheme =
    isLoopbackName(address.domain) && options.policy.allowInsecureLoopback ? 'http' : 'https'
  const url = new URL(`${scheme}://${address.domain}/.well-known/lnurlp/${address.username}`)
  const answer = await fetchJson(url, options, deadline)
  if (!Value.Check(PayRequest, answer) || answer.maxSendable < answer.minSendable) {
    throw notAService(address.address)
  }
  let callback: URL
  try {
    callback = new URL(answer.callback)
  } catch {
    throw notAService(address.address)
  }
  return {
    address: address.address,
    callback,
    minSendableMsat: answer.minSendable,
    maxSendableMsat: answer.maxSendable,
    metadata: answer.metadata,
    description: plainTextOf(answer.metadata, address.address),
  }
}

/** LUD-06: metadata is a JSON array of [type, value] pairs with one text/plain entry. */
function plainTextOf(metadata: string, address: string): string {
  const entries = parseJson(metadata)
  if (!Value.Check(MetadataEntries, entries)) throw notAService(address)
  const text = entries.find(([type]) => type === 'text/plain')?.[1]
  if (typeof text !== 'string') throw notAService(address)
  return text
}

/**
 * GETs a JSON answer under the LNURL rules: the body counts whatever the HTTP status
 * (LUD-01), {"status": "ERROR"} is the service's refusal, and redirects are not followed.
 */
async function fetchJson(url: URL, options: LnurlOptions, deadline: number): Promise<unknown> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refusedHost(url)
  const timeoutMs = deadline - Date.now()
  if (timeoutMs <= 0) throw timeoutError(url)
  const endpoint = new HttpEndpoint({
    baseUrl: new URL(url.origin),
    // The family may let the server reach its own node on the LAN; a Lightning address
    // is someone else's service and never gets that.
    policy: {
      allowPrivateHosts: false,
      allowInsecureLoopback: options.policy.allowInsecureLoopback,
    },
    headers: {},
    timeoutMs,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
  })
  try {
    const response = await endpoint.request({ method: 'GET', path: url.pathname + url.search })
    const json = parseJson(response.body)
    if (isErrorStatus(json)) {
      throw new LnurlError('service-error', `${url.host} refused: ${cleanReason(json.reason)}`)
    }
    if (json === undefined) {
      throw new LnurlError(
        'bad-response',
        `${url.host} did not answer as a Lightning address service (HTTP ${response.status})`,
      )
    }
    return json
  } catch (error) {
    if (error instanceof TransportError) throw transportError(error, url)
    throw error
  } finally {
    endpoint.close()
  }
}

function transportError(error: TransportError, url: URL): LnurlError {
  switch (error.failure) {
    case 'refused':
      return refusedHost(url)
    case 'timeout':
      return timeoutError(url)
    case 'too-large':
      return new LnurlError('bad-response', `${url.host} sent an answer larger than allowed`)
    default:
      return new LnurlError(
        'unreachable',
        `The Lightning address service could not be reached (${error.message})`,
      )
  }
}

// The policy's own words would point at ALLOW_PRIVATE_HOSTS, which does not apply here.
function refusedHost(url: URL): LnurlError {
  return new LnurlError(
    'refused-host',
    `${url.host || url.protocol} is not a public https:// address, and a Lightning address service must be one`,
  )
}

function timeoutError(url: URL): LnurlError {
  return new LnurlError('timeout', `${url.host} did not answer in time`)
}

function notAService(address: string): LnurlError {
  return new LnurlError(
    'bad-response',
    `${address} did not answer as a Lightning address service does`,
  )
}

function readInvoice(pr: string, address: string): DecodedInvoice {
  try {
    return decodeInvoice(pr)
  } catch (error) {
    if (!(error instanceof InvalidInvoiceError)) throw error
    throw new LnurlError(
      'invoice-mismatch',
      `${address} sent something that is not a Lightning invoice: nothing was paid`,
    )
  }
}

function isErrorStatus(json: unknown): json is { status: 'ERROR'; reason?: unknown } {
  return !!json && typeof json === 'object' && 'status' in json && json.status === 'ERROR'
}

function cleanReason(reason: unknown): string {
  const text = typeof reason === 'string' ? backendDetail(reason) : ''
  return text || 'no reason given'
}

function isLoopbackName(domain: string): boolean {
  const hostname = new URL(`http://${domain}`).hostname.replace(/^\[(.*)\]$/, '$1')
  return hostname === 'localhost' || hostname === '::1' || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}
