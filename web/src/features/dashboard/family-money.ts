import { satsOf } from '../../lib/btc-input'
import type { Child } from '../children/api'

/** The liquidity alert fires above this share of the largest child spending limit. */
export const LIQUIDITY_ALERT_PERCENT = 80

export interface ChildShare {
  childId: number
  name: string
  /** Savings plus spending. */
  totalSat: number
}

export interface FamilyMoney {
  weeklyAllowanceSat: number
  spendingSat: number
  largestThresholdSat: number
  /** Total spending above 80% of the largest threshold: the Lightning wallet may run short. */
  isLiquidityLow: boolean
  shares: ChildShare[]
  totalSat: number
}

/**
 * The parent dashboard's family figures. Sums are of whole satoshis (exact integers),
 * never of floats; the comparison uses BigInt so even absurd totals compare exactly.
 */
export function summarizeFamily(children: readonly Child[]): FamilyMoney {
  let weeklyAllowanceSat = 0
  let spendingSat = 0
  let largestThresholdSat = 0
  const shares = children.map((child) => {
    const spending = satsOf(child.spendingBalance)
    weeklyAllowanceSat += satsOf(child.weeklyAllowance)
    spendingSat += spending
    largestThresholdSat = Math.max(largestThresholdSat, satsOf(child.spendingThreshold))
    return {
      childId: child.id,
      name: child.name,
      totalSat: satsOf(child.savingsBalance) + spending,
    }
  })
  const isLiquidityLow =
    children.length > 0 &&
    BigInt(spendingSat) * 100n > BigInt(largestThresholdSat) * BigInt(LIQUIDITY_ALERT_PERCENT)
  const totalSat = shares.reduce((sum, share) => sum + share.totalSat, 0)
  return { weeklyAllowanceSat, spendingSat, largestThresholdSat, isLiquidityLow, shares, totalSat }
}

/** Spending above the child's threshold is swept to savings on the next payment. */
export function isAboveThreshold(child: Pick<Child, 'spendingBalance' | 'spendingThreshold'>) {
  return satsOf(child.spendingBalance) > satsOf(child.spendingThreshold)
}
