import type { Language } from '@api/contracts/languages'
import {
  AmountError,
  btcToSats,
  formatBtcWithSats,
  formatSats,
  formatUsd,
  satsToBtc,
  satsToUsdCents,
} from '@api/lib/money'
import { currentLanguage } from './i18n'

/**
 * How the web writes an amount: one rule for the whole app (docs/money-rules.md, "How
 * amounts are shown"). Every amount is BTC with 8 decimals; an amount of a child's
 * spending money, of the family's Lightning wallet or a payment through it, and every
 * fee, carries its sats beside it: "0.00002100 BTC (2,100 sats)". The text comes from
 * the exact string and integer arithmetic of api/lib/money.ts, never from floats.
 *
 * In the language shown (docs/languages.md, "Numbers"): English exactly as the
 * specification writes it; German and Spanish write the decimal comma ("0,00150000 BTC")
 * and group sats as their rules do ("2.100 sats" in German, "2100 sats" and
 * "21.000 sats" in Spanish). Each function takes the language, the one shown by default.
 */

/** The decimal comma of German and Spanish; English keeps the point. */
export function decimalsIn(btc: string, language: Language): string {
  return language === 'en' ? btc : btc.replace('.', ',')
}

/** A whole number of sats grouped as the language groups: "2,100 sats", "2.100 sats". */
function satsIn(amount: number, language: Language): string {
  if (language === 'en') return formatSats(amount)
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(amount)} sats`
}

/** "0.00150000 BTC", from the API's BTC string. */
export function btcText(btc: string, language: Language = currentLanguage()): string {
  return `${decimalsIn(btc, language)} BTC`
}

/** "0.00002100 BTC (2,100 sats)", from a whole number of sats. */
export function satsText(sats: number, language: Language = currentLanguage()): string {
  if (language === 'en') return formatBtcWithSats(sats)
  return `${decimalsIn(satsToBtc(sats), language)} BTC (${satsIn(sats, language)})`
}

/**
 * "0.00002100 BTC (2,100 sats)", from the API's BTC string. A malformed string (a server
 * bug) is shown as it arrived rather than break the screen.
 */
export function btcWithSatsText(btc: string, language: Language = currentLanguage()): string {
  try {
    return satsText(btcToSats(btc, { allowNegative: true }), language)
  } catch (error) {
    if (error instanceof AmountError) return `${btc} BTC`
    throw error
  }
}

/** "≈ $0.92": the spec's estimate at 44,000 USD per BTC, a second line, never instead. */
export function usdText(btc: string, language: Language = currentLanguage()): string {
  try {
    const amount = btcToSats(btc, { allowNegative: true })
    if (language === 'en') return `≈ ${formatUsd(amount)}`
    const dollars = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' })
    return `≈ ${dollars.format(satsToUsdCents(amount) / 100)}`
  } catch (error) {
    if (error instanceof AmountError) return `${btc} BTC`
    throw error
  }
}

/** "2,100 sats" alone: only where the spec writes an amount in sats alone (the demo). */
export function satsOnlyText(btc: string, language: Language = currentLanguage()): string {
  try {
    return satsIn(btcToSats(btc, { allowNegative: true }), language)
  } catch (error) {
    if (error instanceof AmountError) return `${btc} BTC`
    throw error
  }
}

/** "2,100 sats", from a whole number of sats (an amount field's echo of what was typed). */
export function satsCountText(sats: number, language: Language = currentLanguage()): string {
  return satsIn(sats, language)
}
