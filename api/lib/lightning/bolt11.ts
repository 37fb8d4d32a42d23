import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bech32, hex } from '@scure/base'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import type { LightningNetwork } from '../../contracts/networks.js'

/**
 * BOLT11 invoice decoding: amount, payment hash, description, payee, expiry, with the
 * signature checked (or the payee recovered from it) as the specification requires.
 * Any network's invoice decodes; whether the network suits the family's wallet is the
 * caller's decision.
 */

/** The currency part of the human-readable prefix, per network (after "ln"). */
export const NETWORK_PREFIX: Readonly<Record<LightningNetwork, string>> = {
  mainnet: 'bc',
  testnet: 'tb',
  signet: 'tbs',
  regtest: 'bcrt',
}

// Longest first: "tbs" and "bcrt" start like "tb" and "bc". An amount always starts
// with a digit, so the first prefix that matches is the right one.
const PREFIXES = (Object.entries(NETWORK_PREFIX) as [LightningNetwork, string][]).sort(
  (a, b) => b[1].length - a[1].length,
)

/** Expiry when the invoice has no `x` field (BOLT11). */
export const DEFAULT_EXPIRY_SECONDS = 3600
const DEFAULT_MIN_FINAL_CLTV_EXPIRY = 18

export interface DecodedInvoice {
  /** The invoice as decoded: trimmed, without "lightning:", lower case. */
  paymentRequest: string
  network: LightningNetwork
  /** What the invoice asks for, in msat; null for an "any amount" invoice. */
  amountMsat: number | null
  /** The amount in whole sats, rounded up: what paying it costs at least. */
  amountSat: number | null
  /** Hex, 64 characters: the key to store the invoice or payment under. */
  paymentHash: string
  paymentSecret: string
  description: string | null
  /** Hex sha256 of a description given elsewhere (LNURL metadata). */
  descriptionHash: string | null
  /** The receiving node's public key (hex, 33 bytes compressed), checked against the signature. */
  payee: string
  createdAt: Date
  expirySeconds: number
  expiresAt: Date
  minFinalCltvExpiry: number
  /** The feature bits set in the `9` field, lowest first (empty without one). */
  features: number[]
}

export type InvalidInvoiceReason =
  | 'not-bech32'
  | 'unknown-network'
  | 'bad-amount'
  | 'too-short'
  | 'malformed-field'
  /** A `p`, `s`, `h` or `n` field of another length than BOLT11 fixes. */
  | 'wrong-field-length'
  /** More than one payment hash: readers that take the first and the last would disagree. */
  | 'duplicate-payment-hash'
  | 'missing-payment-hash'
  | 'missing-payment-secret'
  /** Neither a `d` nor an `h` field, or both. */
  | 'missing-description'
  | 'description-and-hash'
  | 'bad-signature'
  /** A high-S signature checked against an `n` field (BOLT11 accepts high S only when recovering). */
  | 'high-s-signature'
  | 'unknown-required-feature'

/** The specification's text, shown as it is to the person who pasted the invoice. */
export const INVALID_INVOICE_MESSAGE = LIGHTNING_MESSAGES.invalidInvoice

/** Any string that is not a valid BOLT11 invoice; `reason` says why, for logs and tests. */
export class InvalidInvoiceError extends Error {
  override name = 'InvalidInvoiceError'
  constructor(readonly reason: InvalidInvoiceReason) {
    super(INVALID_INVOICE_MESSAGE)
  }
}

/** BOLT11 tagged fields by their type number (the fields this code reads or writes). */
export const FIELD_TAG = {
  paymentHash: 1,
  routeHint: 3,
  features: 5,
  expiry: 6,
  fallback: 9,
  description: 13,
  paymentSecret: 16,
  payee: 19,
  descriptionHash: 23,
  minFinalCltvExpiry: 24,
  metadata: 27,
} as const

// The signature is r (32 bytes) ‖ s (32 bytes) ‖ recovery id (1 byte) = 520 bits.
const SIGNATURE_WORDS = 104
const TIMESTAMP_WORDS = 7

// Feature bits BOLT 9 defines for invoices (var_onion_optin, payment_secret, basic_mpp,
// option_route_blinding, option_payment_metadata), by their even (required) bit.
const KNOWN_FEATURE_PAIRS = new Set([8, 14, 16, 24, 48])

/**
 * Decodes and checks a BOLT11 invoice (any network) as a reader that pays it must: the
 * signature, the payment hash and secret, exactly one of description and description
 * hash, fixed-size fields of their size, no unknown required feature. "lightning:" in
 * front and surrounding whitespace are accepted; all upper case is accepted, mixed case
 * is not.
 * @throws InvalidInvoiceError for anything else, with the specification's message.
 */
export function decodeInvoice(input: string): DecodedInvoice {
  const text = input.trim().replace(/^lightning:/i, '')
  const decoded = bech32.decodeUnsafe(text, false)
  if (!decoded) throw new InvalidInvoiceError('not-bech32')
  const { prefix, words } = decoded
  const { network, amountMsat } = parsePrefix(prefix)

  if (words.length < TIMESTAMP_WORDS + SIGNATURE_WORDS) throw new InvalidInvoiceError('too-short')
  const dataWords = words.slice(0, -SIGNATURE_WORDS)
  const fields = parseFields(dataWords.slice(TIMESTAMP_WORDS))
  if (!fields.paymentHash) throw new InvalidInvoiceError('missing-payment-hash')
  // Required of readers since 2025 (BOLT11 PR #1242); writers have had to add it since 2021.
  if (!fields.paymentSecret) throw new InvalidInvoiceError('missing-payment-secret')
  if (fields.description !== undefined && fields.descriptionHash !== undefined) {
    throw new InvalidInvoiceError('description-and-hash')
  }
  if (fields.description === undefined && fields.descriptionHash === undefined) {
    throw new InvalidInvoiceError('missing-description')
  }
  const payee = checkSignature(prefix, dataWords, words.slice(-SIGNATURE_WORDS), fields.payee)

  const timestamp = wordsToInteger(dataWords.slice(0, TIMESTAMP_WORDS))
  const expirySeconds = fields.expiry ?? DEFAULT_EXPIRY_SECONDS
  const expiresAt = new Date((timestamp + expirySeconds) * 1000)
  // An expiry so large that no date can hold it is not an invoice anyone made.
  if (Number.isNaN(expiresAt.getTime())) throw new InvalidInvoiceError('malformed-field')
  return {
    paymentRequest: text.toLowerCase(),
    network,
    amountMsat,
    amountSat: amountMsat === null ? null : Math.ceil(amountMsat / 1000),
    paymentHash: fields.paymentHash,
    paymentSecret: fields.paymentSecret,
    description: fields.description ?? null,
    descriptionHash: fields.descriptionHash ?? null,
    payee,
    createdAt: new Date(timestamp * 1000),
    expirySeconds,
    expiresAt,
    minFinalCltvExpiry: fields.minFinalCltvExpiry ?? DEFAULT_MIN_FINAL_CLTV_EXPIRY,
    features: fields.features ?? [],
  }
}

/** Whether the invoice can no longer be paid at `now`. */
export function isInvoiceExpired(invoice: Pick<DecodedInvoice, 'expiresAt'>, now = new Date()) {
  return invoice.expiresAt.getTime() <= now.getTime()
}

// Bitcoin amount × multiplier, expressed in msat (1 BTC = 10^11 msat).
const MSAT_PER_UNIT: Readonly<Record<string, bigint>> = {
  '': 100_000_000_000n,
  m: 100_000_000n,
  u: 100_000n,
  n: 100n,
}

function parsePrefix(prefix: string): { network: LightningNetwork; amountMsat: number | null } {
  const lower = prefix.toLowerCase()
  if (!lower.startsWith('ln')) throw new InvalidInvoiceError('unknown-network')
  const rest = lower.slice(2)
  const match = PREFIXES.find(
    ([, currency]) => rest.startsWith(currency) && /^(\d|$)/.test(rest.slice(currency.length)),
  )
  if (!match) throw new InvalidInvoiceError('unknown-network')
  const [network, currency] = match
  const amount = rest.slice(currency.length)
  if (amount === '') return { network, amountMsat: null }
  return { network, amountMsat: parseAmount(amount) }
}

function parseAmount(amount: string): number {
  const parts = /^([1-9]\d*)([munp]?)$/.exec(amount)
  if (!parts) throw new InvalidInvoiceError('bad-amount')
  const value = BigInt(parts[1] as string)
  const multiplier = parts[2] as string
  let msat: bigint
  if (multiplier === 'p') {
    // 10 pico-bitcoin = 1 msat; anything finer cannot be paid.
    if (value % 10n !== 0n) throw new InvalidInvoiceError('bad-amount')
    msat = value / 10n
  } else {
    msat = value * (MSAT_PER_UNIT[multiplier] as bigint)
  }
  // Beyond 2^53 msat (about 90,000 BTC) no Lightning payment exists; refusing keeps
  // every amount an exact JavaScript number.
  if (msat > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidInvoiceError('bad-amount')
  return Number(msat)
}

interface Fields {
  paymentHash?: string
  paymentSecret?: string
  description?: string
  descriptionHash?: string
  payee?: Uint8Array
  expiry?: number
  minFinalCltvExpiry?: number
  features?: number[]
}

// The fields whose size BOLT11 fixes, in 5-bit words: 256-bit hashes and secret, 33-byte key.
const FIXED_LENGTH: Readonly<Partial<Record<number, number>>> = {
  [FIELD_TAG.paymentHash]: 52,
  [FIELD_TAG.paymentSecret]: 52,
  [FIELD_TAG.descriptionHash]: 52,
  [FIELD_TAG.payee]: 53,
}

/** Reads the tagged fields; where a field appears twice, the first one counts. */
function parseFields(words: number[]): Fields {
  const fields: Fields = {}
  let at = 0
  while (at < words.length) {
    if (at + 3 > words.length) throw new InvalidInvoiceError('malformed-field')
    const type = words[at] as number
    const length = (words[at + 1] as number) * 32 + (words[at + 2] as number)
    const data = words.slice(at + 3, at + 3 + length)
    if (data.length !== length) throw new InvalidInvoiceError('malformed-field')
    at += 3 + length
    // Earlier versions of BOLT11 skipped such fields as a way to upgrade them one day;
    // since 2025 (PR #1243) a reader must fail the invoice instead.
    const fixed = FIXED_LENGTH[type]
    if (fixed !== undefined && length !== fixed) throw new InvalidInvoiceError('wrong-field-length')
    readField(fields, type, data)
  }
  return fields
}

function readField(fields: Fields, type: number, data: number[]) {
  switch (type) {
    case FIELD_TAG.paymentHash:
      // The payment hash is what the app records a payment under: an invoice naming two
      // lets a node pay one while the app looks for the other (lightning/bolts#1357).
      if (fields.paymentHash) throw new InvalidInvoiceError('duplicate-payment-hash')
      fields.paymentHash = hex.encode(wordsToBytes(data))
      break
    case FIELD_TAG.paymentSecret:
      fields.paymentSecret ??= hex.encode(wordsToBytes(data))
      break
    case FIELD_TAG.descriptionHash:
      fields.descriptionHash ??= hex.encode(wordsToBytes(data))
      break
    case FIELD_TAG.payee:
      fields.payee ??= wordsToBytes(data)
      break
    case FIELD_TAG.description:
      fields.description ??= decodeUtf8(wordsToBytes(data))
      break
    case FIELD_TAG.expiry:
      fields.expiry ??= wordsToInteger(data)
      break
    case FIELD_TAG.minFinalCltvExpiry:
      fields.minFinalCltvExpiry ??= wordsToInteger(data)
      break
    case FIELD_TAG.features:
      fields.features ??= readFeatures(data)
      break
    // Route hints, fallback addresses, metadata and unknown fields concern the paying
    // node, which reads the invoice itself.
  }
}

/**
 * The feature bits set, lowest first (bit 0 is the last word's lowest bit). An unknown
 * odd bit is optional and ignored; an unknown even one is a requirement nobody here
 * understands, and BOLT11 says such an invoice must not be paid.
 */
function readFeatures(words: number[]): number[] {
  const bits: number[] = []
  for (let bit = 0; bit < words.length * 5; bit++) {
    const word = words[words.length - 1 - Math.floor(bit / 5)] as number
    if (((word >> (bit % 5)) & 1) === 0) continue
    if (bit % 2 === 0 && !KNOWN_FEATURE_PAIRS.has(bit)) {
      throw new InvalidInvoiceError('unknown-required-feature')
    }
    bits.push(bit)
  }
  return bits
}

/**
 * Checks the signature over the invoice and returns the payee's public key (hex). With an
 * `n` field the signature must verify against that key and be low-S (the form every
 * Bitcoin signer makes); without one the key is recovered from the signature, which
 * BOLT11 accepts in either form.
 */
function checkSignature(
  prefix: string,
  dataWords: number[],
  signatureWords: number[],
  claimedPayee: Uint8Array | undefined,
): string {
  const signature = wordsToBytes(signatureWords)
  const recoveryId = signature[64] as number
  if (recoveryId > 3) throw new InvalidInvoiceError('bad-signature')
  const message = signingMessage(prefix, dataWords)
  const compact = signature.slice(0, 64)
  const verifies = (payee: Uint8Array, lowS: boolean) => {
    try {
      return secp256k1.verify(compact, message, payee, { lowS })
    } catch {
      return false
    }
  }
  if (claimedPayee) {
    if (verifies(claimedPayee, true)) return hex.encode(claimedPayee)
    throw new InvalidInvoiceError(
      verifies(claimedPayee, false) ? 'high-s-signature' : 'bad-signature',
    )
  }
  // The recovered key is the one the signature verifies against, by how it is computed
  // (r and s in range, the point on the curve): no verification after it.
  const recoverable = new Uint8Array(65)
  recoverable[0] = recoveryId
  recoverable.set(compact, 1)
  try {
    return hex.encode(secp256k1.recoverPublicKey(recoverable, message))
  } catch {
    throw new InvalidInvoiceError('bad-signature')
  }
}

/**
 * What the payee signs (the curve library hashes it with sha256): the human-readable
 * prefix as UTF-8, then the data words without the signature, packed into bytes with
 * the last partial byte padded with zero bits.
 */
export function signingMessage(prefix: string, dataWords: number[]): Uint8Array {
  const prefixBytes = new TextEncoder().encode(prefix.toLowerCase())
  const dataBytes = wordsToBytes(dataWords, true)
  const message = new Uint8Array(prefixBytes.length + dataBytes.length)
  message.set(prefixBytes)
  message.set(dataBytes, prefixBytes.length)
  return message
}

/** 5-bit words to bytes; trailing bits are padding, kept as a last byte only when asked. */
function wordsToBytes(words: number[], keepPartialByte = false): Uint8Array {
  const bytes: number[] = []
  let accumulator = 0
  let bits = 0
  for (const word of words) {
    accumulator = (accumulator << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >> bits) & 0xff)
      accumulator &= (1 << bits) - 1
    }
  }
  if (keepPartialByte && bits > 0) bytes.push((accumulator << (8 - bits)) & 0xff)
  return Uint8Array.from(bytes)
}

function wordsToInteger(words: number[]): number {
  let value = 0
  for (const word of words) value = value * 32 + word
  if (!Number.isSafeInteger(value)) throw new InvalidInvoiceError('malformed-field')
  return value
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new InvalidInvoiceError('malformed-field')
  }
}
