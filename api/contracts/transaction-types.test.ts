import { describe, expect, it } from 'vitest'
import {
  isParentTransactionType,
  spendingSign,
  TRANSACTION_TYPE_INFO,
  TRANSACTION_TYPES,
} from './transaction-types.js'

describe('transaction types', () => {
  it('credits spending for money the child receives, takes it out otherwise', () => {
    const credits = TRANSACTION_TYPES.filter((t) => spendingSign(t) === 1)
    expect(credits).toEqual(['allowance', 'bonus', 'chore_payment', 'earned'])
    expect(spendingSign('savings')).toBe(-1)
    expect(TRANSACTION_TYPE_INFO.savings.effect).toBe('to-savings')
  })

  it('leaves allowances, bonuses, chores and adjustments to parents', () => {
    expect(TRANSACTION_TYPES.filter(isParentTransactionType)).toEqual([
      'allowance',
      'bonus',
      'chore_payment',
      'spending_adjustment',
    ])
  })
})
