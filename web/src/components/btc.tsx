import { AmountError, btcToSats, formatSats, formatUsd } from '@api/lib/money'

export type BtcProps = {
  /** A BTC decimal string as the API sends it, e.g. "0.00150000". */
  value: string
  /**
   * 'btc' shows the string with 8 decimals; 'sats' the whole number of sats; 'usd' the
   * approximate dollar value at the spec's fixed 44,000 USD per BTC.
   */
  unit?: 'btc' | 'sats' | 'usd'
}

function formatAs(value: string, unit: 'sats' | 'usd'): string {
  const amount = btcToSats(value, { allowNegative: true })
  return unit === 'sats' ? formatSats(amount) : `≈ ${formatUsd(amount)}`
}

/**
 * The one way the web shows an amount. The web never does money arithmetic: the string is
 * shown as sent, or converted by the shared exact string parser, never by floats.
 */
export function Btc({ value, unit = 'btc' }: BtcProps) {
  if (unit === 'btc') return <span className="amount">{value} BTC</span>
  let text: string
  try {
    text = formatAs(value, unit)
  } catch (error) {
    // A malformed amount is a server bug; show what arrived rather than crash the screen.
    if (!(error instanceof AmountError)) throw error
    text = `${value} BTC`
  }
  return <span className="amount">{text}</span>
}
