import { describe, expect, it } from 'vitest'
import { checkBtcInput, readBtcInput } from './amount-input.js'

describe('readBtcInput', () => {
  it('reads typed BTC, forgiving surrounding spaces', () => {
    expect(readBtcInput(' 0.001 ')).toBe(100_000)
    expect(readBtcInput('.5')).toBe(50_000_000)
    expect(readBtcInput('0')).toBe(0)
  })

  it.each(['', '-1', '1e-8', '0.000000001', 'abc', '21000000.00000001'])('refuses %j', (text) => {
    expect(readBtcInput(text)).toBeNull()
  })
})

describe('checkBtcInput', () => {
  const rule = { field: 'amount', message: 'Invalid Amount - Please enter a valid amount' }

  it('refuses zero unless the rule allows it', () => {
    expect(checkBtcInput('0', rule).problem).toEqual({ ...rule, code: 'invalid-amount' })
    expect(checkBtcInput('0', { ...rule, allowZero: true })).toEqual({ value: 0 })
  })

  it('says an empty field is missing only when the rule has words for it', () => {
    expect(checkBtcInput('', rule).problem?.code).toBe('invalid-amount')
    expect(checkBtcInput(' ', { ...rule, requiredMessage: 'Amount is required' }).problem).toEqual({
      field: 'amount',
      code: 'missing-field',
      message: 'Amount is required',
    })
  })
})
