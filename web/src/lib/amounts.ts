import { AmountError, btcToSats, formatBtcWithSats, formatSats, formatUsd } from '@api/lib/money'

/**
 * How the web writes an amount: one rule for the whole app (docs/money-rules.md, "How
 * amounts are shown"). Every amount is BTC with 8 decimals; an amount of a child's
 * spending money, of the family's Lightning wallet or a payment through it, and every
 * fee, carries its sats beside it: "0.00002100 BTC (2,100 sats)". The text comes from
 * the exact string and integer arithmetic of api/lib/money.ts, never from floats.
 */

/** "0.00150000 BTC", from the API's BTC string. */
export function btcText(btc: string): string {
  return `${btc} BTC`
}

/** "0.00002100 BTC (2,100 sats)", from a whole number of sats. */
export function satsText(sats: number): string {
  return formatBtcWithSats(sats)
}

/**
 * "0.00002100 BTC (2,100 sats)", from the API's BTC string. A malformed string (a server
 * bug) is shown as it arrived rather than break the screen.
 */
export function btcWithSatsText(btc: string): string {
  try {
    return formatBtcWithSats(btcToSats(btc, { allowNegative: true }))
  } catch (error) {
    if (error instanceof AmountError) return btcText(btc)
    throw error
  }
}

/** "≈ $0.92": the spec's estimate at 44,000 USD per BTC, a second line, never instead. */
export function usdText(btc: string): string {
  try {
    return `≈ ${formatUsd(btcToSats(btc, { allowNegative: true }))}`
  } catch (error) {
    if (error instanceof AmountError) return btcText(btc)
    throw error
  }
}

/** "2,100 sats" alone: only where the spec writes an amount in sats alone (the demo). */
export function satsOnlyText(btc: string): string {
  try {
    return formatSats(btcToSats(btc, { allowNegative: true }))
  } catch (error) {
    if (error instanceof AmountError) return btcText(btc)
    throw error
  }
}
