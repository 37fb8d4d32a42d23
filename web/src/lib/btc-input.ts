import { AmountError, btcToSats, type Sats } from '../../../api/lib/money'

/**
 * The satoshis of an amount typed into a BTC field, or null when it is not a plain
 * amount of 0 or more with at most 8 decimals. The exact string parser is the server's
 * own, so the browser never accepts what the server would refuse (and never uses floats).
 */
export function readBtcInput(text: string): Sats | null {
  try {
    return btcToSats(text.trim())
  } catch (error) {
    if (error instanceof AmountError) return null
    throw error
  }
}

/** The sats of a BTC string from the API; a malformed one (a server bug) counts as 0. */
export function satsOf(btc: string): Sats {
  try {
    return btcToSats(btc, { allowNegative: true })
  } catch (error) {
    if (error instanceof AmountError) return 0 as Sats
    throw error
  }
}
