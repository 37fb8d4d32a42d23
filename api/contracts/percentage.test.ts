import { describe, expect, it } from 'vitest'
import { isAllocationShare, keepPercentInput, parsePercentTenths } from './percentage.js'

describe('parsePercentTenths', () => {
  it.each([
    ['10', 100],
    ['12.5', 125],
    ['.5', 5],
    ['0.5', 5],
    ['0.1', 1],
    ['100', 1000],
    ['100.0', 1000],
    [' 7 ', 70],
    [12.5, 125],
    [0.5, 5],
    [40, 400],
  ])('reads %j as %i tenths', (value, tenths) => {
    expect(parsePercentTenths(value)).toBe(tenths)
  })

  it.each(['', '12.55', '1000', '5.', '.', 'ten', '-5', '+5', '1e2', '0x10', 'Infinity', '12,5'])(
    'refuses %j',
    (text) => {
      expect(parsePercentTenths(text)).toBeNull()
    },
  )

  it('refuses numbers that are not plain one-decimal values', () => {
    expect(parsePercentTenths(-5)).toBeNull()
    expect(parsePercentTenths(1e-7)).toBeNull()
    expect(parsePercentTenths(Number.POSITIVE_INFINITY)).toBeNull()
    expect(parsePercentTenths(undefined)).toBeNull()
    expect(parsePercentTenths(null)).toBeNull()
  })
})

describe('isAllocationShare', () => {
  it('takes 0.1% to 100%', () => {
    expect(isAllocationShare(1)).toBe(true)
    expect(isAllocationShare(1000)).toBe(true)
    expect(isAllocationShare(0)).toBe(false)
    expect(isAllocationShare(1001)).toBe(false)
    expect(isAllocationShare(null)).toBe(false)
  })
})

describe('keepPercentInput', () => {
  it('strips every character that is not a digit or a dot', () => {
    expect(keepPercentInput(' 12,5 %')).toBe('125')
    expect(keepPercentInput('10.5%')).toBe('10.5')
    expect(keepPercentInput('1x5%')).toBe('15')
  })
})
