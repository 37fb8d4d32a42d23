/**
 * How deep a payment to a child's address must be before it becomes savings
 * (docs/wallet.md, "Confirmations"). Small gifts count after one block, as wallet apps
 * call a payment confirmed; a larger one waits for more, because undoing a credit the
 * child may already have spent is worse than waiting half an hour.
 */
import { satsToBtc } from '../lib/money.js'
import { checkBtcInput } from './amount-input.js'
import { type Checked, refuse } from './error-codes.js'

export const MIN_CONFIRMATIONS = 1
/**
 * The most a family may ask for, and the depth from which a credited deposit is final:
 * the server stops looking for it to leave the chain.
 */
export const MAX_CONFIRMATIONS = 6

export interface DepositRules {
  /** Confirmations for a deposit of at most `largeAmountSat`. */
  confirmations: number
  /** Confirmations for a deposit above `largeAmountSat`. */
  largeConfirmations: number
  largeAmountSat: number
}

export const DEFAULT_DEPOSIT_RULES: DepositRules = {
  confirmations: 1,
  largeConfirmations: 3,
  largeAmountSat: 100_000,
}

export function confirmationsNeeded(amountSat: number, rules: DepositRules): number {
  return amountSat > rules.largeAmountSat ? rules.largeConfirmations : rules.confirmations
}

export const CONFIRMATIONS_MESSAGE = `Choose ${MIN_CONFIRMATIONS} to ${MAX_CONFIRMATIONS} confirmations`
export const LARGE_AMOUNT_MESSAGE = 'Enter a Bitcoin amount above 0, with at most 8 decimals'

/** The settings form as typed: the counts are chosen from a list, the amount typed in BTC. */
export interface DepositRulesInput {
  confirmations: number
  largeConfirmations: number
  largeAmount: string
}

/**
 * What the schema cannot check alone: the amount, and that a large deposit never waits
 * for fewer confirmations than a small one.
 */
export function checkDepositRules(
  input: DepositRulesInput,
): Checked<DepositRules, 'largeConfirmations' | 'largeAmount'> {
  const largeAmount = checkBtcInput(input.largeAmount, {
    field: 'largeAmount',
    message: LARGE_AMOUNT_MESSAGE,
  })
  if (largeAmount.problem) return largeAmount
  if (input.largeConfirmations < input.confirmations) {
    return refuse(
      'largeConfirmations',
      'value-out-of-range',
      `Deposits above ${satsToBtc(largeAmount.value)} BTC need at least as many confirmations as smaller ones (${input.confirmations})`,
    )
  }
  return {
    value: {
      confirmations: input.confirmations,
      largeConfirmations: input.largeConfirmations,
      largeAmountSat: largeAmount.value,
    },
  }
}
