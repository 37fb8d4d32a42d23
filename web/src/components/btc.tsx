import { AmountError, btcToSats, formatSats } from '../../../api/lib/money'

export type BtcProps = {
  /** A BTC decimal string as the API sends it, e.g. "0.00150000". */
  value: string
  /** 'btc' shows the string with 8 decimals; 'sats' shows the whole number of sats. */
  unit?: 'btc' | 'sats'
}

/**
 * The one way the web shows an amount. The web never does money arithmetic: the string is
 * shown as sent, or converted to sats by the shared exact string parser, never by floats.
 */
export function Btc({ value, unit = 'btc' }: BtcProps) {
  if (unit === 'btc') return <span className="amount">{value} BTC</span>
  let text: string
  try {
    text = formatSats(btcToSats(value, { allowNegative: true }))
  } catch (error) {
    // A malformed amount is a server bug; show what arrived rather than crash the screen.
    if (!(error instanceof AmountError)) throw error
    text = `${value} BTC`
  }
  return <span className="amount">{text}</span>
}
