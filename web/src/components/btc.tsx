import { btcText, btcWithSatsText, satsOnlyText, usdText } from '../lib/amounts'
import { useLanguage } from '../lib/language'

export type BtcProps = {
  /** A BTC decimal string as the API sends it, e.g. "0.00150000". */
  value: string
  /**
   * 'btc' shows the string with 8 decimals; 'usd' the approximate dollar value at the
   * spec's fixed 44,000 USD per BTC (a second line beside the BTC); 'sats' the whole
   * number of sats alone, only where the spec writes it so (the demo).
   */
  unit?: 'btc' | 'sats' | 'usd'
  /**
   * A Lightning amount (a child's spending money, the Lightning wallet, a payment) or a
   * fee: its sats go beside the BTC, "0.00002100 BTC (2,100 sats)".
   */
  withSats?: boolean
}

/**
 * The one way the web shows an amount, by the rule of lib/amounts.ts (docs/money-rules.md),
 * in the language shown (German and Spanish write a decimal comma and group sats their
 * way: docs/languages.md). The web never does money arithmetic: the string is shown as
 * sent, or converted by the shared exact string parser, never by floats.
 */
export function Btc({ value, unit = 'btc', withSats = false }: BtcProps) {
  const language = useLanguage()
  const text =
    unit === 'usd'
      ? usdText(value, language)
      : unit === 'sats'
        ? satsOnlyText(value, language)
        : withSats
          ? btcWithSatsText(value, language)
          : btcText(value, language)
  return <span className="amount">{text}</span>
}
