import { describe, expect, it } from 'vitest'
import { typeLabel } from './transaction-labels'

describe('typeLabel', () => {
  it('names the spec types', () => {
    expect(typeLabel('chore_payment')).toBe('Chore Payment')
    expect(typeLabel('savings')).toBe('Move to Savings')
    expect(typeLabel('lightning_spend')).toBe('Lightning Spend')
  })

  it('names the types the app books itself', () => {
    expect(typeLabel('lightning_fee')).toBe('Lightning Fee')
    expect(typeLabel('balance_adjustment')).toBe('Balance Adjustment')
  })

  it('turns an unknown type into words', () => {
    expect(typeLabel('goal_contribution')).toBe('Goal contribution')
  })
})
