import { createHash, randomBytes } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bech32, hex } from '@scure/base'
import type { LightningNetwork } from '../contracts/networks.js'
import { FIELD_TAG, NETWORK_PREFIX, signingMessage } from '../lib/lightning/bolt11.js'

/**
 * Makes real, signed BOLT11 invoices for test peers (the NWC wallet service, LNURL
 * servers): they decode and verify like a node's, payee included.
 */

export interface InvoiceFields {
  /** Default regtest: nothing made in tests can be paid on a real network. */
  network?: LightningNetwork
  /** Omitted or null: an "any amount" invoice. */
  amountMsat?: number | null
  /** Hex, 64 characters. */
  paymentHash: string
  /** Hex, 64 characters; random when absent. */
  paymentSecret?: string
  /** Null: no `d` field at all (an invoice readers must refuse unless `descriptionHash` is set). */
  description?: string | null
  /** Hex sha256 of a description given elsewhere (LNURL metadata); replaces `description`. */
  descriptionHash?: string
  /** Omitted: no `x` field, so readers apply the 3600 s default. */
  expirySeconds?: number
  createdAt?: Date
  /** The signing node's secret key (hex or bytes). */
  nodeKey: string | Uint8Array
  /** Also write the payee in an `n` field (readers then verify instead of recovering). */
  includePayee?: boolean
  /** Fields written after the usual ones, signed with them: to test what readers refuse. */
  extraFields?: { tag: number; words: number[] }[]
}

// var_onion_optin and payment_secret required, basic_mpp optional: what LND writes.
const FEATURE_BITS = [8, 14, 17]

export function encodeInvoice(fields: InvoiceFields): string {
  const nodeKey = typeof fields.nodeKey === 'string' ? hex.decode(fields.nodeKey) : fields.nodeKey
  const prefix = `ln${NETWORK_PREFIX[fields.network ?? 'regtest']}${amountToHrp(fields.amountMsat ?? null)}`
  const createdAtSec = Math.floor((fields.createdAt ?? new Date()).getTime() / 1000)

  const data = [...integerToWords(createdAtSec, 7)]
  const push = (tag: number, words: number[]) => {
    data.push(tag, words.length >> 5, words.length & 31, ...words)
  }
  push(FIELD_TAG.paymentSecret, bech32.toWords(hex.decode(fields.paymentSecret ?? randomHex32())))
  push(FIELD_TAG.paymentHash, bech32.toWords(hex.decode(fields.paymentHash)))
  if (fields.descriptionHash !== undefined) {
    push(FIELD_TAG.descriptionHash, bech32.toWords(hex.decode(fields.descriptionHash)))
  } else if (fields.description !== null) {
    push(FIELD_TAG.description, bech32.toWords(new TextEncoder().encode(fields.description ?? '')))
  }
  if (fields.expirySeconds !== undefined)
    push(FIELD_TAG.expiry, integerToWords(fields.expirySeconds))
  push(FIELD_TAG.minFinalCltvExpiry, integerToWords(18))
  if (fields.includePayee) {
    push(FIELD_TAG.payee, bech32.toWords(secp256k1.getPublicKey(nodeKey, true)))
  }
  push(FIELD_TAG.features, featureWords(FEATURE_BITS))
  for (const extra of fields.extraFields ?? []) push(extra.tag, extra.words)

  // noble returns recovery id ‖ r ‖ s; BOLT11 wants r ‖ s ‖ recovery id.
  const signed = secp256k1.sign(signingMessage(prefix, data), nodeKey, { format: 'recovered' })
  const signature = new Uint8Array(65)
  signature.set(signed.slice(1), 0)
  signature[64] = signed[0] as number
  return bech32.encode(prefix, [...data, ...bech32.toWords(signature)], false)
}

/** A fresh preimage and its payment hash (hex), as a node makes for each invoice. */
export function newPaymentPreimage(): { preimage: string; paymentHash: string } {
  const preimage = randomBytes(32)
  return {
    preimage: preimage.toString('hex'),
    paymentHash: createHash('sha256').update(preimage).digest('hex'),
  }
}

/** A node secret key (hex) for a test peer. */
export function newNodeKey(): string {
  return hex.encode(secp256k1.utils.randomSecretKey())
}

export function nodePublicKey(nodeKey: string): string {
  return hex.encode(secp256k1.getPublicKey(hex.decode(nodeKey), true))
}

function randomHex32(): string {
  return randomBytes(32).toString('hex')
}

/** The shortest amount text for the prefix, as BOLT11 asks writers to use. */
function amountToHrp(amountMsat: number | null): string {
  if (amountMsat === null) return ''
  if (!Number.isSafeInteger(amountMsat) || amountMsat <= 0) {
    throw new Error(`amountMsat must be a positive integer, got ${amountMsat}`)
  }
  const msat = BigInt(amountMsat)
  for (const [unit, perUnit] of [
    ['', 100_000_000_000n],
    ['m', 100_000_000n],
    ['u', 100_000n],
    ['n', 100n],
  ] as const) {
    if (msat % perUnit === 0n) return `${msat / perUnit}${unit}`
  }
  return `${msat * 10n}p`
}

/** Big-endian base-32 digits, at least `minWords` of them. */
function integerToWords(value: number, minWords = 1): number[] {
  const words: number[] = []
  let rest = value
  while (rest > 0 || words.length < minWords) {
    words.unshift(rest % 32)
    rest = Math.floor(rest / 32)
  }
  return words
}

function featureWords(bits: number[]): number[] {
  const words = new Array<number>(Math.floor(Math.max(...bits) / 5) + 1).fill(0)
  for (const bit of bits) {
    const index = words.length - 1 - Math.floor(bit / 5)
    words[index] = (words[index] as number) | (1 << (bit % 5))
  }
  return words
}
