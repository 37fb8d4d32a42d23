import { describe, expect, it } from 'vitest'
import {
  checkGoalForm,
  formatProgress,
  isAllocationPercentage,
  keepAmountInput,
  keepPercentInput,
  localToday,
  percentToTenths,
  projectedContribution,
} from './goal-rules'

describe('keepAmountInput', () => {
  it('keeps only digits and the first decimal point, with at most 8 decimals', () => {
    expect(keepAmountInput('0.001')).toBe('0.001')
    expect(keepAmountInput('1a2,3')).toBe('123')
    expect(keepAmountInput('-1e5')).toBe('15')
    expect(keepAmountInput('1.2.3')).toBe('1.23')
    expect(keepAmountInput('0.123456789')).toBe('0.12345678')
    expect(keepAmountInput('.5')).toBe('.5')
    expect(keepAmountInput('')).toBe('')
  })
})

describe('percentages', () => {
  it('strips every character that is not a digit or a dot', () => {
    expect(keepPercentInput(' 12,5 %')).toBe('125')
    expect(keepPercentInput('10.5%')).toBe('10.5')
  })

  it('reads tenths of a percent, one decimal at most', () => {
    expect(percentToTenths('10')).toBe(100)
    expect(percentToTenths('12.5')).toBe(125)
    expect(percentToTenths('.5')).toBe(5)
    expect(percentToTenths('12.55')).toBeNull()
    expect(percentToTenths('')).toBeNull()
    expect(percentToTenths('1000')).toBeNull()
  })

  it('accepts parent allocations from 0.1 to 100', () => {
    expect(isAllocationPercentage('0.1')).toBe(true)
    expect(isAllocationPercentage('100')).toBe(true)
    expect(isAllocationPercentage('0')).toBe(false)
    expect(isAllocationPercentage('100.1')).toBe(false)
  })
})

describe('projectedContribution', () => {
  const child = { weeklyAllowance: '0.00025000', savingsBalance: '0.01000000' }

  it('takes a month of allowance (weekly x 4) times the percentage', () => {
    expect(projectedContribution(child, 'new_contributions', '10')).toBe('0.00010000')
  })

  it('takes the savings times the percentage for entire savings', () => {
    expect(projectedContribution(child, 'entire_savings', '10')).toBe('0.00100000')
    expect(projectedContribution(child, 'entire_savings', '0.1')).toBe('0.00001000')
  })

  it('rounds down to whole sats and stays exact for the largest amounts', () => {
    expect(
      projectedContribution({ ...child, savingsBalance: '0.00000003' }, 'entire_savings', '50'),
    ).toBe('0.00000001')
    expect(
      projectedContribution(
        { ...child, savingsBalance: '20999999.99999999' },
        'entire_savings',
        '100',
      ),
    ).toBe('20999999.99999999')
  })

  it('gives null until the percentage is usable', () => {
    expect(projectedContribution(child, 'entire_savings', '')).toBeNull()
    expect(projectedContribution(child, 'entire_savings', '101')).toBeNull()
  })
})

describe('checkGoalForm', () => {
  const valid = {
    title: 'Bike',
    description: 'A red bike for Mia',
    targetAmount: '0.005',
    category: 'bike',
    targetDate: '',
    imageUrl: '',
  }

  it('passes a complete form', () => {
    expect(checkGoalForm(valid, '2026-01-01')).toBeNull()
  })

  it('reports the first problem in the spec words', () => {
    const today = '2026-01-01'
    expect(checkGoalForm({ ...valid, title: '  ' }, today)?.message).toBe('Title is required')
    expect(checkGoalForm({ ...valid, title: 'x'.repeat(101) }, today)?.message).toBe(
      'Title too long',
    )
    expect(checkGoalForm({ ...valid, description: '' }, today)?.message).toBe(
      'Clear definition is required',
    )
    expect(checkGoalForm({ ...valid, targetAmount: '' }, today)?.message).toBe(
      'Target amount is required',
    )
    expect(checkGoalForm({ ...valid, category: '' }, today)?.message).toBe('Category is required')
    expect(checkGoalForm({ ...valid, targetDate: '2025-12-31' }, today)?.message).toBe(
      'Target date cannot be in the past',
    )
    expect(checkGoalForm({ ...valid, targetDate: today }, today)).toBeNull()
  })

  it('refuses a zero target', () => {
    expect(checkGoalForm({ ...valid, targetAmount: '0.0' }, '2026-01-01')?.field).toBe(
      'targetAmount',
    )
  })
})

describe('display', () => {
  it('shows progress with one decimal', () => {
    expect(formatProgress(20)).toBe('20.0%')
    expect(formatProgress(33.3)).toBe('33.3%')
  })

  it("reads today's date on this device", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})
