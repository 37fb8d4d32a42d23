import { bech32, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import type { LightningNetwork } from '../../contracts/networks.js'
import {
  encodeInvoice,
  newNodeKey,
  newPaymentPreimage,
  nodePublicKey,
} from '../../testing/bolt11-encoder.js'
import {
  BOLT11_INVALID_EXAMPLES,
  CAKE_HASH,
  SPEC_DEFAULTS,
  SPEC_HASH,
  SPEC_TIME,
  BOLT11_EXAMPLES as valid,
} from '../../testing/bolt11-vectors.js'
import {
  decodeInvoice,
  FIELD_TAG,
  INVALID_INVOICE_MESSAGE,
  InvalidInvoiceError,
  type InvalidInvoiceReason,
  isInvoiceExpired,
} from './bolt11.js'

/** The order of secp256k1's group: a signature's s and CURVE_ORDER - s both verify. */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

function reasonOf(invoice: string): InvalidInvoiceReason | 'decoded' {
  try {
    decodeInvoice(invoice)
    return 'decoded'
  } catch (error) {
    if (!(error instanceof InvalidInvoiceError)) throw error
    expect(error.message).toBe(INVALID_INVOICE_MESSAGE)
    return error.reason
  }
}

describe('decodeInvoice on the BOLT11 examples', () => {
  it.each(valid)('decodes: %s', (_name, invoice, expected) => {
    const decoded = decodeInvoice(invoice)
    const { timestampSec = SPEC_TIME, ...fields } = expected
    expect(decoded).toEqual({
      ...SPEC_DEFAULTS,
      paymentRequest: invoice.toLowerCase(),
      amountSat: fields.amountMsat == null ? null : Math.ceil(fields.amountMsat / 1000),
      createdAt: new Date(timestampSec * 1000),
      expiresAt: new Date((timestampSec + (fields.expirySeconds ?? 3600)) * 1000),
      ...fields,
    })
  })

  it.each(BOLT11_INVALID_EXAMPLES)('refuses: %s', (_name, invoice, reason) => {
    expect(reasonOf(invoice)).toBe(reason)
  })

  it('knows the old examples are long expired', () => {
    const decoded = decodeInvoice(valid[1]?.[1] as string)
    expect(isInvoiceExpired(decoded)).toBe(true)
    expect(isInvoiceExpired(decoded, new Date((SPEC_TIME + 59) * 1000))).toBe(false)
    expect(isInvoiceExpired(decoded, new Date((SPEC_TIME + 60) * 1000))).toBe(true)
  })
})

describe('decodeInvoice input handling', () => {
  const coffee = valid[1]?.[1] as string

  it('accepts a lightning: URI and surrounding whitespace', () => {
    expect(decodeInvoice(`  lightning:${coffee}\n`).paymentRequest).toBe(coffee)
    expect(decodeInvoice(`LIGHTNING:${coffee.toUpperCase()}`).paymentRequest).toBe(coffee)
  })

  it.each([
    ['empty', '', 'not-bech32'],
    ['words', 'hello world', 'not-bech32'],
    ['a bitcoin address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'unknown-network'],
    [
      'an LNURL',
      'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS',
      'unknown-network',
    ],
    ['an unknown currency', bech32.encode('lnxy', [1, 2, 3], false), 'unknown-network'],
    ['a zero amount', bech32.encode('lnbc0u', new Array(120).fill(0), false), 'bad-amount'],
    [
      'an amount with leading zero',
      bech32.encode('lnbc01u', new Array(120).fill(0), false),
      'bad-amount',
    ],
    [
      'an absurd amount',
      bech32.encode('lnbc100000000000', new Array(120).fill(0), false),
      'bad-amount',
    ],
    [
      'a truncated field',
      bech32.encode(
        'lnbc1u',
        [...new Array(7).fill(1), 1, 1, 20, ...new Array(104).fill(0)],
        false,
      ),
      'malformed-field',
    ],
  ])('refuses %s', (_name, input, reason) => {
    expect(reasonOf(input)).toBe(reason)
  })
})

describe('decodeInvoice refuses what a writer must not write', () => {
  const nodeKey = newNodeKey()
  const otherHash = newPaymentPreimage().paymentHash

  it.each<[string, Parameters<typeof encodeInvoice>[0], InvalidInvoiceReason]>([
    [
      'a second payment hash',
      {
        paymentHash: SPEC_HASH,
        nodeKey,
        extraFields: [{ tag: FIELD_TAG.paymentHash, words: bech32.toWords(hex.decode(otherHash)) }],
      },
      'duplicate-payment-hash',
    ],
    [
      'no description and no description hash',
      { paymentHash: SPEC_HASH, nodeKey, description: null },
      'missing-description',
    ],
    [
      'a description and a description hash',
      {
        paymentHash: SPEC_HASH,
        nodeKey,
        description: 'Allowance',
        extraFields: [
          { tag: FIELD_TAG.descriptionHash, words: bech32.toWords(hex.decode(CAKE_HASH)) },
        ],
      },
      'description-and-hash',
    ],
    [
      'a payee key one byte short',
      {
        paymentHash: SPEC_HASH,
        nodeKey,
        extraFields: [{ tag: FIELD_TAG.payee, words: bech32.toWords(new Uint8Array(32).fill(2)) }],
      },
      'wrong-field-length',
    ],
  ])('%s', (_name, fields, reason) => {
    expect(reasonOf(encodeInvoice({ amountMsat: 21_000, ...fields }))).toBe(reason)
  })

  it('accepts the same invoices written as BOLT11 asks', () => {
    const plain = encodeInvoice({ amountMsat: 21_000, paymentHash: SPEC_HASH, nodeKey })
    expect(decodeInvoice(plain)).toMatchObject({ paymentHash: SPEC_HASH, description: '' })
    const hashed = { paymentHash: SPEC_HASH, nodeKey, descriptionHash: CAKE_HASH }
    expect(decodeInvoice(encodeInvoice(hashed)).descriptionHash).toBe(CAKE_HASH)
  })
})

describe('encodeInvoice (test peers)', () => {
  const nodeKey = newNodeKey()
  const payee = nodePublicKey(nodeKey)

  it.each<[LightningNetwork, number | null]>([
    ['regtest', 1_000],
    ['regtest', 21_000],
    ['regtest', null],
    ['mainnet', 123_456_789],
    ['signet', 2_500_000_000_000],
    ['testnet', 1],
  ])('%s invoice for %s msat decodes to what was encoded', (network, amountMsat) => {
    const { paymentHash } = newPaymentPreimage()
    const createdAt = new Date(Math.floor(Date.now() / 1000) * 1000)
    const invoice = encodeInvoice({
      network,
      amountMsat,
      paymentHash,
      description: 'Allowance for Mia',
      expirySeconds: 600,
      createdAt,
      nodeKey,
    })
    expect(decodeInvoice(invoice)).toMatchObject({
      network,
      amountMsat,
      paymentHash,
      description: 'Allowance for Mia',
      payee,
      createdAt,
      expirySeconds: 600,
      expiresAt: new Date(createdAt.getTime() + 600_000),
    })
  })

  it('writes no x field unless asked, so the 3600 s default applies', () => {
    const invoice = encodeInvoice({ amountMsat: 5_000, paymentHash: SPEC_HASH, nodeKey })
    expect(decodeInvoice(invoice).expirySeconds).toBe(3600)
    expect(invoice.startsWith('lnbcrt50n1')).toBe(true)
  })

  it('carries a description hash instead of a description', () => {
    const invoice = encodeInvoice({
      amountMsat: 21_000,
      paymentHash: SPEC_HASH,
      descriptionHash: CAKE_HASH,
      nodeKey,
    })
    expect(decodeInvoice(invoice)).toMatchObject({ description: null, descriptionHash: CAKE_HASH })
  })

  it('a payee in the n field must match the signature', () => {
    const invoice = encodeInvoice({
      amountMsat: 21_000,
      paymentHash: SPEC_HASH,
      nodeKey,
      includePayee: true,
    })
    expect(decodeInvoice(invoice).payee).toBe(payee)

    // Re-sign nothing, only swap the claimed payee for another node's key.
    const other = nodePublicKey(newNodeKey())
    const { prefix, words } = bech32.decode(invoice as `${string}1${string}`, false)
    const payeeWords = bech32.toWords(Buffer.from(payee, 'hex'))
    const at = indexOfSequence(words, payeeWords)
    expect(at).toBeGreaterThan(0)
    const forged = [...words]
    forged.splice(at, payeeWords.length, ...bech32.toWords(Buffer.from(other, 'hex')))
    expect(reasonOf(bech32.encode(prefix, forged, false))).toBe('bad-signature')
  })

  it('takes a signature in its high-S form only when the payee is recovered from it', () => {
    const highS = (invoice: string) => {
      const { prefix, words } = bech32.decode(invoice as `${string}1${string}`, false)
      const signature = bech32.fromWords(words.slice(-104))
      const s = BigInt(`0x${hex.encode(signature.slice(32, 64))}`)
      signature.set(hex.decode((CURVE_ORDER - s).toString(16).padStart(64, '0')), 32)
      // The other s is the point's mirror: the recovery id's parity flips with it.
      signature[64] = (signature[64] as number) ^ 1
      return bech32.encode(prefix, [...words.slice(0, -104), ...bech32.toWords(signature)], false)
    }
    const recovered = encodeInvoice({ amountMsat: 21_000, paymentHash: SPEC_HASH, nodeKey })
    expect(decodeInvoice(highS(recovered)).payee).toBe(payee)
    const named = encodeInvoice({
      amountMsat: 21_000,
      paymentHash: SPEC_HASH,
      nodeKey,
      includePayee: true,
    })
    expect(reasonOf(highS(named))).toBe('high-s-signature')
  })

  it('an amount changed after signing no longer comes from the same payee', () => {
    const invoice = encodeInvoice({ amountMsat: 21_000, paymentHash: SPEC_HASH, nodeKey })
    const { words } = bech32.decode(invoice as `${string}1${string}`, false)
    const tampered = bech32.encode('lnbcrt1m', words, false)
    const decoded = decodeInvoice(tampered)
    expect(decoded.amountMsat).toBe(100_000_000)
    expect(decoded.payee).not.toBe(payee)
  })
})

function indexOfSequence(haystack: number[], needle: number[]): number {
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((value, j) => haystack[i + j] === value)) return i
  }
  return -1
}
