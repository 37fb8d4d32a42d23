import { describe, expect, it } from 'vitest'
import { rowKind, typeLabel } from './transaction-labels'

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

describe('rowKind', () => {
  it('names the type and the balance, each once', () => {
    expect(rowKind({ type: 'allowance', account: 'spending' })).toBe('Allowance · Spending')
    expect(rowKind({ type: 'spending', account: 'spending' })).toBe('Spending')
    expect(rowKind({ type: 'savings', account: 'savings' })).toBe('Move to Savings')
    expect(rowKind({ type: 'savings', account: 'spending' })).toBe('Move to Savings · Spending')
    expect(rowKind({ type: 'savings_to_spending', account: 'savings' })).toBe(
      'Savings to Spending · Savings',
    )
  })
})
