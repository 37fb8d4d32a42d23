import { badRequest } from '../errors.js'
import { AmountError, btcToSats, type Sats } from './money.js'

export interface AmountRule {
  field: string
  /** The spec's exact text for this input ("Invalid Amount - Please enter a valid Bitcoin amount"). */
  message: string
  /** Zero is a valid allowance or threshold, but never a valid payment. */
  allowZero?: boolean
}

/**
 * Reads a BTC amount typed by a person. Anything btcToSats refuses (exponents,
 * more than 8 decimals, over 21M BTC...) and a zero where it makes no sense all get
 * the input's own message and field, so the browser can show it where it belongs.
 */
export function parseBtcInput(text: string, rule: AmountRule): Sats {
  try {
    const amount = btcToSats(text.trim())
    if (amount === 0 && !rule.allowZero) throw new AmountError('zero')
    return amount
  } catch (error) {
    if (error instanceof AmountError) throw badRequest(rule.message, rule.field)
    throw error
  }
}
