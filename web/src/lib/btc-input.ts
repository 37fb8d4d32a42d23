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
