/**
 * The yearly interest rate a parent sets on savings (docs/interest.md): 0 to 20%, at most
 * one decimal, kept as tenths of a percent (2.5% is 25). Read on both sides by this rule,
 * with the percentage reading every percentage field uses.
 */
import { type Checked, refuse } from './error-codes.js'
import { parsePercentTenths } from './percentage.js'

/** 20% a year: parents pay it with real sats, and a typo should not promise a fortune. */
export const MAX_INTEREST_TENTHS = 200

export const INTEREST_RATE_MESSAGE =
  'Invalid Rate - Please enter a yearly rate from 0 to 20%, with at most one decimal'

export function readInterestRate(value: string | number): Checked<number, 'rate'> {
  const tenths = parsePercentTenths(value)
  if (tenths === null || tenths > MAX_INTEREST_TENTHS) {
    return refuse('rate', 'invalid-percentage', INTEREST_RATE_MESSAGE)
  }
  return { value: tenths }
}

/** Tenths of a percent as a person writes the rate: 25 -> "2.5", 40 -> "4". */
export function formatRate(tenths: number): string {
  const whole = Math.floor(tenths / 10)
  return tenths % 10 === 0 ? String(whole) : `${whole}.${tenths % 10}`
}
