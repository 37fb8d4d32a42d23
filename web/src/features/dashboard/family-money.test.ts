import { describe, expect, it } from 'vitest'
import type { Child } from '../children/api'
import { isAboveThreshold, summarizeFamily } from './family-money'

function child(id: number, money: Partial<Child>): Child {
  return {
    id,
    name: `Child ${id}`,
    age: 9,
    gender: 'boy',
    weeklyAllowance: '0.00000000',
    allowanceDay: 1,
    savingsBalance: '0.00000000',
    spendingBalance: '0.00000000',
    spendingThreshold: '0.00100000',
    email: null,
    userId: null,
    ...money,
  }
}

describe('summarizeFamily', () => {
  it('adds allowances and balances exactly, in sats', () => {
    const summary = summarizeFamily([
      child(1, { weeklyAllowance: '0.10000000', savingsBalance: '0.20000000' }),
      child(2, { weeklyAllowance: '0.20000000', spendingBalance: '0.00000001' }),
    ])
    // 0.1 + 0.2 in floats is 0.30000000000000004; in sats it is exact.
    expect(summary.weeklyAllowanceSat).toBe(30_000_000)
    expect(summary.shares.map((s) => s.totalSat)).toEqual([20_000_000, 1])
    expect(summary.totalSat).toBe(20_000_001)
  })

  it('raises the liquidity alert above 80% of the largest threshold only', () => {
    const limit = { spendingThreshold: '0.00100000' }
    const at80 = [child(1, { ...limit, spendingBalance: '0.00080000' })]
    expect(summarizeFamily(at80).isLiquidityLow).toBe(false)
    const above = [
      child(1, { ...limit, spendingBalance: '0.00050000' }),
      child(2, { spendingThreshold: '0.00050000', spendingBalance: '0.00030001' }),
    ]
    expect(summarizeFamily(above).isLiquidityLow).toBe(true)
  })

  it('has no alert without children', () => {
    expect(summarizeFamily([]).isLiquidityLow).toBe(false)
  })
})

describe('isAboveThreshold', () => {
  it('warns only when spending is strictly above the threshold', () => {
    expect(
      isAboveThreshold({ spendingBalance: '0.00100000', spendingThreshold: '0.00100000' }),
    ).toBe(false)
    expect(
      isAboveThreshold({ spendingBalance: '0.00100001', spendingThreshold: '0.00100000' }),
    ).toBe(true)
  })
})
