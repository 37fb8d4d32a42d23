import type { Language } from '@api/contracts/languages'
import { AmountError, btcToSats, type Sats } from '@api/lib/money'

/**
 * The sats of a BTC string from the API, to compare a typed amount with a balance
 * before sending; a malformed one (a server bug) counts as 0. Typed amounts are read
 * with readBtcInput (api/contracts/amount-input.ts), the server's own rule.
 */
export function satsOf(btc: string): Sats {
  try {
    return btcToSats(btc, { allowNegative: true })
  } catch (error) {
    if (error instanceof AmountError) return 0 as Sats
    throw error
  }
}

/** One decimal comma between digits and nothing else: how German and Spanish write 0.001. */
const DECIMAL_COMMA = /^\s*(\d*),(\d*)\s*$/

/**
 * The amount typed in an amount field, as the app reads amounts ("0.001"): German and
 * Spanish write a decimal comma, so there "0,001" is 0.001 BTC. Only that one comma is
 * read: "1.000,5", "0,0,1" or "0,001 BTC" stay as typed and are refused as any malformed
 * amount is (readBtcInput), never guessed at; a decimal point is read in every language.
 */
export function typedBtc(text: string, language: Language): string {
  if (language === 'en') return text
  const comma = DECIMAL_COMMA.exec(text)
  if (!comma || `${comma[1]}${comma[2]}` === '') return text
  return `${comma[1]}.${comma[2]}`
}

/** An amount the app holds ("0.001"), as an amount field in `language` shows it ("0,001"). */
export function shownBtc(btc: string, language: Language): string {
  return language === 'en' ? btc : btc.replace('.', ',')
}
