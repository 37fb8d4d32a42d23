import { describe, expect, it } from 'vitest'
import { isCalendarDate, readGoalForm } from './goal-form.js'

const valid = {
  title: ' Bike ',
  description: 'A red bike for Mia',
  targetAmount: '0.005',
  category: 'bike',
  targetDate: '',
  imageUrl: '',
}
const today = '2026-01-01'

describe('readGoalForm', () => {
  it('reads a complete form, trimmed, with the target in sats', () => {
    expect(readGoalForm(valid, today)).toEqual({
      value: {
        title: 'Bike',
        description: 'A red bike for Mia',
        targetSat: 500_000,
        category: 'bike',
        targetDate: null,
        imageUrl: null,
      },
    })
  })

  it.each([
    [{ title: '  ' }, 'title', 'missing-field', 'Title is required'],
    [{ title: 'x'.repeat(101) }, 'title', 'too-long', 'Title too long'],
    [{ description: '' }, 'description', 'missing-field', 'Clear definition is required'],
    [{ targetAmount: '' }, 'targetAmount', 'missing-field', 'Target amount is required'],
    [
      { targetAmount: '0.0' },
      'targetAmount',
      'invalid-amount',
      'Target amount must be a Bitcoin amount above 0, with at most 8 decimals',
    ],
    [
      { targetAmount: '1e3' },
      'targetAmount',
      'invalid-amount',
      'Target amount must be a Bitcoin amount above 0, with at most 8 decimals',
    ],
    [{ category: '' }, 'category', 'missing-field', 'Category is required'],
    [{ category: 'yacht' }, 'category', 'invalid-choice', expect.stringContaining('Category must')],
    [
      { targetDate: '2026-02-31' },
      'targetDate',
      'invalid-date',
      'Target date must be a date such as 2027-06-30',
    ],
    [
      { targetDate: '2025-12-31' },
      'targetDate',
      'date-in-past',
      'Target date cannot be in the past',
    ],
    [
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'invalid-url',
      'Image URL must start with http:// or https://',
    ],
  ])('refuses %j', (change, field, code, message) => {
    expect(readGoalForm({ ...valid, ...change }, today).problem).toEqual({ field, code, message })
  })

  it('accepts today as the target date', () => {
    expect(readGoalForm({ ...valid, targetDate: today }, today).value?.targetDate).toBe(today)
  })
})

describe('isCalendarDate', () => {
  it('takes real days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2027-02-29')).toBe(false)
    expect(isCalendarDate('soon')).toBe(false)
  })
})
