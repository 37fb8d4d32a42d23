import { bech32 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import {
  encodeInvoice,
  newNodeKey,
  newPaymentPreimage,
  nodePublicKey,
} from '../../testing/bolt11-encoder.js'
import {
  CAKE_HASH,
  SPEC_HASH,
  SPEC_PAYEE,
  SPEC_TIME,
  BOLT11_EXAMPLES as valid,
} from '../../testing/bolt11-vectors.js'
import {
  type BitcoinNetwork,
  decodeInvoice,
  INVALID_INVOICE_MESSAGE,
  InvalidInvoiceError,
  type InvalidInvoiceReason,
  isInvoiceExpired,
} from './bolt11.js'

const invalid: [string, string, InvalidInvoiceReason][] = [
  [
    'unknown required feature 100',
    'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q4psqqqqqqqqqqqqqqqqsgqtqyx5vggfcsll4wu246hz02kp85x4katwsk9639we5n5yngc3yhqkm35jnjw4len8vrnqnf5ejh0mzj9n3vz2px97evektfm2l6wqccp3y7372',
    'unknown-required-feature',
  ],
  [
    'bad bech32 checksum',
    'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrnt',
    'not-bech32',
  ],
  [
    'no separator 1',
    'pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny',
    'not-bech32',
  ],
  [
    'mixed case',
    'LNBC2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpuyk0sg5g70me25alkluzd2x62aysf2pyy8edtjeevuv4p2d5p76r4zkmneet7uvyakky2zr4cusd45tftc9c5fh0nnqpnl2jfll544esqchsrny',
    'not-bech32',
  ],
  [
    'signature not recoverable',
    'lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqwgt7mcn5yqw3yx0w94pswkpq6j9uh6xfqqqtsk4tnarugeektd4hg5975x9am52rz4qskukxdmjemg92vvqz8nvmsye63r5ykel43pgz7zq0g2',
    'bad-signature',
  ],
  [
    'string too short',
    'lnbc1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6na6hlh',
    'too-short',
  ],
  [
    'invalid multiplier',
    'lnbc2500x1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgqrrzc4cvfue4zp3hggxp47ag7xnrlr8vgcmkjxk3j5jqethnumgkpqp23z9jclu3v0a7e0aruz366e9wqdykw6dxhdzcjjhldxq0w6wgqcnu43j',
    'bad-amount',
  ],
  [
    'sub-millisatoshi precision',
    'lnbc2500000001p1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpusp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9qrsgq0lzc236j96a95uv0m3umg28gclm5lqxtqqwk32uuk4k6673k6n5kfvx3d2h8s295fad45fdhmusm8sjudfhlf6dcsxmfvkeywmjdkxcp99202x',
    'bad-amount',
  ],
]

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
    expect(decoded).toMatchObject({
      network: 'mainnet',
      paymentHash: SPEC_HASH,
      payee: SPEC_PAYEE,
      minFinalCltvExpiry: 18,
      ...fields,
    })
    expect(decoded.createdAt.getTime()).toBe(timestampSec * 1000)
    expect(decoded.expiresAt.getTime()).toBe((timestampSec + decoded.expirySeconds) * 1000)
    expect(decoded.paymentRequest).toBe(invoice.toLowerCase())
  })

  it.each(invalid)('refuses: %s', (_name, invoice, reason) => {
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

describe('encodeInvoice (test peers)', () => {
  const nodeKey = newNodeKey()
  const payee = nodePublicKey(nodeKey)

  it.each<[BitcoinNetwork, number | null]>([
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
