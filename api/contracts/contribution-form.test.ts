import { describe, expect, it } from 'vitest'
import { readContribution } from './contribution-form.js'

describe('readContribution', () => {
  it('reads the amount in sats, the type and the child', () => {
    expect(readContribution({ amount: '0.001', contributionType: 'gift' })).toEqual({
      value: { amountSat: 100_000, contributionType: 'gift', childId: null },
    })
    expect(readContribution({ amount: '1', contributionType: 'savings', childId: 3 })).toEqual({
      value: { amountSat: 100_000_000, contributionType: 'savings', childId: 3 },
    })
  })

  it.each([
    [{ contributionType: 'gift' }, 'amount', 'missing-field', 'Amount is required'],
    [
      { amount: '0', contributionType: 'gift' },
      'amount',
      'invalid-amount',
      'Amount must be a Bitcoin amount above 0, with at most 8 decimals',
    ],
    [{ amount: '1' }, 'contributionType', 'missing-field', 'Contribution type is required'],
    [
      { amount: '1', contributionType: 'lottery' },
      'contributionType',
      'invalid-choice',
      expect.stringContaining('Contribution type must be one of'),
    ],
    [
      { amount: '1', contributionType: 'allowance' },
      'childId',
      'missing-field',
      'Choose the child whose money this is',
    ],
  ])('refuses %j', (input, field, code, message) => {
    expect(readContribution(input).problem).toEqual({ field, code, message })
  })
})
