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
  return formatBtc(sats(amount))
}

/**
 * satsToBtc for a sum of balances: each balance is capped at 21M BTC, but the savings
 * plus spending of a family's children together are not.
 */
export function totalToBtc(amount: number): string {
  if (!Number.isSafeInteger(amount))
    throw new AmountError('Amount must be a whole number of satoshis')
  return formatBtc(amount)
}

function formatBtc(value: number): string {
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const whole = Math.trunc(abs / SATS_PER_BTC)
  const fraction = String(abs % SATS_PER_BTC).padStart(8, '0')
  return `${sign}${whole}.${fraction}`
}

/** Tenths of a percent in one whole: 100% is 1000 tenths. */
export const TENTHS_PER_WHOLE = 1000

/**
 * A share of an amount, in whole satoshis rounded down: `tenths` is tenths of a percent
 * (125 is 12.5%). An allocation's share of savings, of an allowance, or of a projected
 * month all use this one formula. BigInt keeps the product exact: 21M BTC times 1000 is
 * past 2^53, where a `number` product can be off by a sat. The amount may be a sum of
 * balances (a month of allowance), so only its sign and integrality are checked.
 */
export function percentOfSats(amount: number, tenths: number): number {
  if (!Number.isSafeInteger(tenths) || tenths < 0 || tenths > TENTHS_PER_WHOLE) {
    throw new AmountError('A share must be between 0% and 100%')
  }
  const product = BigInt(wholeAmount(amount)) * BigInt(tenths)
  return Number(product / BigInt(TENTHS_PER_WHOLE))
}

/**
 * Simple interest in whole satoshis, rounded down: `balance` at a yearly rate of `tenths`
 * tenths of a percent (25 is 2.5%) for `days` of a year of `daysInYear` days. Exact in
 * BigInt: 21M BTC times 200 tenths times 31 days is past 2^53. See docs/interest.md.
 */
export function interestSats(
  balance: number,
  tenths: number,
  days: number,
  daysInYear: number,
): number {
  for (const count of [tenths, days, daysInYear]) {
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new AmountError('A rate and a number of days must be whole and not negative')
    }
  }
  if (daysInYear === 0) throw new AmountError('A year has days')
  const product = BigInt(wholeAmount(balance)) * BigInt(tenths) * BigInt(days)
  return Number(product / (BigInt(TENTHS_PER_WHOLE) * BigInt(daysInYear)))
}

/**
 * How many tenths of a percent `part` is of `whole`, exactly (1234 of 10000 is 12.3% ->
 * 123). `rounding` 'down' never reports a share as reached before it is (goal progress);
 * 'nearest' rounds half up (a family's shares). 0 when `whole` is 0.
 */
export function shareInTenths(
  part: number,
  whole: number,
  rounding: 'down' | 'nearest' = 'down',
): number {
  const total = BigInt(wholeAmount(whole))
  if (total === 0n) return 0
  const scaled = BigInt(wholeAmount(part)) * BigInt(TENTHS_PER_WHOLE)
  const rounded = rounding === 'nearest' ? (scaled * 2n + total) / (total * 2n) : scaled / total
  return Number(rounded)
}

/** A non-negative whole number of satoshis, possibly a sum past the 21M BTC cap. */
function wholeAmount(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new AmountError('Amount must be a whole, non-negative number of satoshis')
  }
  return amount
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

/**
 * Made on first use, not when the module loads: a browser's first Intl formatter loads its
 * locale data, about 100 ms on a slow phone, which would otherwise be spent while the web
 * app's scripts start (docs/performance.md, "Lighthouse").
 */
let usdFormat: Intl.NumberFormat | undefined

/** "≈ $44.00"-style text without the prefix: "$44.00". */
export function formatUsd(amount: number, usdPerBtc = DEFAULT_USD_PER_BTC): string {
  usdFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  })
  return usdFormat.format(satsToUsdCents(amount, usdPerBtc) / 100)
}

/** Grouped whole numbers per locale, made once each: "100,000" in en-US, "100.000" in de. */
const satsFormats = new Map<string, Intl.NumberFormat>()

function satsFormat(locale: string): Intl.NumberFormat {
  let format = satsFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    satsFormats.set(locale, format)
  }
  return format
}

/**
 * "100,000 sats"; with a locale, its digit grouping ("100.000 sats" for "de"). The BTC
 * amount beside it keeps the app's one writing, "0.00100000", in every language.
 */
export function formatSats(amount: number, locale = 'en-US'): string {
  return `${satsFormat(locale).format(sats(amount))} sats`
}

/**
 * "0.00002100 BTC (2,100 sats)": how a Lightning amount (spending money, the Lightning
 * wallet, a payment, a payout) or a fee is written, on the server and in the browser
 * alike (docs/money-rules.md, "How amounts are shown").
 */
export function formatBtcWithSats(amount: number, locale = 'en-US'): string {
  return `${satsToBtc(amount)} BTC (${formatSats(amount, locale)})`
}
