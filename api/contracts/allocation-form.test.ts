import { describe, expect, it } from 'vitest'
import { readChildRequest, readParentAllocation } from './allocation-form.js'

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
