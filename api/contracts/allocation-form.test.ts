import { describe, expect, it } from 'vitest'
import {
  projectedContributionSat,
  readChildRequest,
  readParentAllocation,
} from './allocation-form.js'

describe('readParentAllocation', () => {
  it('reads the percentage as tenths and the applyTo choice', () => {
    expect(readParentAllocation({ percentage: '12.5', applyTo: 'entire_savings' })).toEqual({
      value: { tenths: 125, applyTo: 'entire_savings' },
    })
    expect(readParentAllocation({ percentage: 40 })).toEqual({
      value: { tenths: 400, applyTo: 'new_contributions' },
    })
  })

  it('takes ".5" as half a percent, on both sides', () => {
    expect(readParentAllocation({ percentage: '.5' }).value?.tenths).toBe(5)
  })

  it.each([0, '0', '100.1', 'ten', '12.55', -5, '', undefined])(
    'refuses percentage %j with the spec text',
    (percentage) => {
      expect(readParentAllocation({ percentage }).problem).toEqual({
        field: 'percentage',
        code: 'invalid-percentage',
        message: 'Percentage must be between 0.1 and 100',
      })
    },
  )

  it('refuses an unknown applyTo', () => {
    expect(readParentAllocation({ percentage: '10', applyTo: 'everything' }).problem).toEqual({
      field: 'applyTo',
      code: 'invalid-choice',
      message: 'Please select what to apply the allocation to',
    })
  })
})

describe('readChildRequest', () => {
  const reason = 'for the school trip'

  it('reads a request; existing_savings means entire savings', () => {
    expect(
      readChildRequest({ percentage: '15', reason: ` ${reason} `, applyTo: 'existing_savings' }),
    ).toEqual({
      value: { tenths: 150, applyTo: 'entire_savings', reason },
    })
  })

  it.each([
    [{ percentage: '', reason }, 'missing-field', 'Percentage is required'],
    [{ reason }, 'missing-field', 'Percentage is required'],
    [{ percentage: '0', reason }, 'invalid-percentage', 'Percentage must be between 1 and 100'],
    [{ percentage: '101', reason }, 'invalid-percentage', 'Percentage must be between 1 and 100'],
    [
      { percentage: '10', reason: 'too short' },
      'too-short',
      'Please explain why you want to contribute (minimum 10 characters)',
    ],
    [
      { percentage: '10', reason, applyTo: 'all' },
      'invalid-choice',
      'Please select what to apply the allocation to',
    ],
  ])('refuses %j in the spec order and words', (input, code, message) => {
    expect(readChildRequest(input).problem).toMatchObject({ code, message })
  })
})

describe('projectedContributionSat', () => {
  const child = { weeklyAllowanceSat: 25_000, savingsSat: 1_000_000 }

  it('takes a month of allowance (weekly x 4) times the share for new contributions', () => {
    expect(projectedContributionSat(child, 'new_contributions', 100)).toBe(10_000)
  })

  it('takes the savings times the share for entire savings, rounded down', () => {
    expect(projectedContributionSat(child, 'entire_savings', 1)).toBe(1_000)
    expect(projectedContributionSat({ ...child, savingsSat: 3 }, 'entire_savings', 500)).toBe(1)
  })

  it('stays exact for the largest amounts', () => {
    const all = { weeklyAllowanceSat: 0, savingsSat: 2_099_999_999_999_999 }
    expect(projectedContributionSat(all, 'entire_savings', 1000)).toBe(2_099_999_999_999_999)
    // Four weeks of the largest allowance pass 21M BTC; the projection still adds up.
    const rich = { weeklyAllowanceSat: 2_100_000_000_000_000, savingsSat: 0 }
    expect(projectedContributionSat(rich, 'new_contributions', 1000)).toBe(8_400_000_000_000_000)
  })
})
