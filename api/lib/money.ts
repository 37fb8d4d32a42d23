/**
 * Money at the edges. Inside the program every amount is an integer number of
 * satoshis; the API speaks BTC decimal strings with 8 fraction digits. Conversion
 * is string and integer arithmetic only: a float never touches an amount.
 *
 * This module has no dependencies so the web bundle imports it too (for display
 * and for checking input before it is sent); the server re-checks everything.
 */

/** An integer number of satoshis. Only `sats()` and the parsers below make one. */
export type Sats = number & { readonly unit: 'sat' }

export const SATS_PER_BTC = 100_000_000
/** 21 million BTC: no real amount is larger, and 2.1e15 stays far below 2^53. */
export const MAX_SATS = 21_000_000 * SATS_PER_BTC
export const DEFAULT_USD_PER_BTC = 44_000

export class AmountError extends Error {
  override name = 'AmountError'
}

/** Checks that `n` is a whole number of satoshis within ±21M BTC. */
export function sats(n: number): Sats {
  if (!Number.isSafeInteger(n)) throw new AmountError('Amount must be a whole number of satoshis')
  if (Math.abs(n) > MAX_SATS) throw new AmountError('Amount cannot exceed 21,000,000 BTC')
  return n as Sats
}

const BTC_PATTERN = /^(-)?(\d*)(?:\.(\d*))?$/

export interface ParseBtcOptions {
  /** Accept a leading minus sign (signed ledger amounts). Default false. */
  allowNegative?: boolean
}

/**
 * Parses a BTC decimal string such as "0.001" or "1.50000000" into satoshis.
 * Rejects, with a message a person can act on: empty text, whitespace, exponents,
 * NaN/Infinity, more than 8 decimals, a sign where none is allowed, and amounts
 * above 21,000,000 BTC.
 */
export function btcToSats(text: string, { allowNegative = false }: ParseBtcOptions = {}): Sats {
  if (typeof text !== 'string' || text.length === 0) throw new AmountError('Amount is required')
  const match = BTC_PATTERN.exec(text)
  if (!match) throw new AmountError('Amount must be a plain decimal number of BTC, such as 0.001')
  const [, minus, whole = '', fraction = ''] = match
  if (whole.length === 0 && fraction.length === 0) {
    throw new AmountError('Amount must be a plain decimal number of BTC, such as 0.001')
  }
  if (minus && !allowNegative) throw new AmountError('Amount cannot be negative')
  if (fraction.length > 8) throw new AmountError('Amount cannot have more than 8 decimal places')
  const wholeDigits = whole.replace(/^0+/, '')
  // 8 whole digits is 99,999,999 BTC: anything longer is over the cap for sure, and
  // stopping here keeps the multiplication below within safe integers.
  if (wholeDigits.length > 8) throw new AmountError('Amount cannot exceed 21,000,000 BTC')
  const value = Number(wholeDigits || '0') * SATS_PER_BTC + Number(fraction.padEnd(8, '0'))
  if (value > MAX_SATS) throw new AmountError('Amount cannot exceed 21,000,000 BTC')
  return (minus && value !== 0 ? -value : value) as Sats
}

/** Formats satoshis as a BTC string with exactly 8 decimals: 150000 -> "0.00150000". */
export function satsToBtc(amount: number): string {
  const value = sats(amount)
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const whole = Math.trunc(abs / SATS_PER_BTC)
  const fraction = String(abs % SATS_PER_BTC).padStart(8, '0')
  return `${sign}${whole}.${fraction}`
}

/**
 * Display-only US dollar estimate in whole cents at a fixed rate (the spec assumes
 * 44,000 USD per BTC). BigInt keeps the product exact for any amount up to 21M BTC.
 */
export function satsToUsdCents(amount: number, usdPerBtc = DEFAULT_USD_PER_BTC): number {
  const product = BigInt(sats(amount)) * BigInt(Math.round(usdPerBtc * 100))
  const divisor = BigInt(SATS_PER_BTC)
  const negative = product < 0n
  const abs = negative ? -product : product
  // Round half away from zero.
  const rounded = (abs + divisor / 2n) / divisor
  return Number(negative ? -rounded : rounded)
}

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
})

/** "≈ $44.00"-style text without the prefix: "$44.00". */
export function formatUsd(amount: number, usdPerBtc = DEFAULT_USD_PER_BTC): string {
  return usdFormat.format(satsToUsdCents(amount, usdPerBtc) / 100)
}

const satsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** "100,000 sats". */
export function formatSats(amount: number): string {
  return `${satsFormat.format(sats(amount))} sats`
}
