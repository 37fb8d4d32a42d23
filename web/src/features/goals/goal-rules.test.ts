import { describe, expect, it } from 'vitest'
import { formatProgress, keepAmountInput } from './goal-rules'

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

describe('display', () => {
  it('shows progress with one decimal', () => {
    expect(formatProgress(20)).toBe('20.0%')
    expect(formatProgress(33.3)).toBe('33.3%')
  })
})
