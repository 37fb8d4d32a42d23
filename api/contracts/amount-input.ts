/**
 * BTC amounts typed by a person. The exact parser is the money module's; this adds what
 * a form needs: surrounding spaces are forgiven, and a refusal is a problem naming the
 * field with the screen's own words, never an exception.
 */
import { AmountError, btcToSats, type Sats } from '../lib/money.js'
import { type Checked, type ErrorCode, refuse } from './error-codes.js'

/** The satoshis of a typed amount of 0 or more (at most 8 decimals), or null. */
export function readBtcInput(text: string): Sats | null {
  try {
    return btcToSats(text.trim())
  } catch (error) {
    if (error instanceof AmountError) return null
    throw error
  }
}

export interface AmountRule<TField extends string> {
  field: TField
  /** The text shown for anything that is not a usable amount. */
  message: string
  /** Zero is a valid allowance or threshold, but never a valid payment. */
  allowZero?: boolean
  /** Shown instead of `message` when nothing was typed. */
  requiredMessage?: string
}

const INVALID: ErrorCode = 'invalid-amount'

export function checkBtcInput<TField extends string>(
  text: string | null | undefined,
  rule: AmountRule<TField>,
): Checked<Sats, TField> {
  if (rule.requiredMessage !== undefined && (text ?? '').trim() === '') {
    return refuse(rule.field, 'missing-field', rule.requiredMessage)
  }
  const amount = readBtcInput(text ?? '')
  if (amount === null || (amount === 0 && !rule.allowZero)) {
    return refuse(rule.field, INVALID, rule.message)
  }
  return { value: amount }
}
