import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkInvoiceAmount,
  feeBudgetSat,
  largestPayableSat,
  MAX_INVOICE_SAT,
  readTestAmount,
} from './lightning.js'

describe('readTestAmount', () => {
  it.each([
    ['21', 21],
    [' 1000 ', 1000],
    ['1', 1],
    [7, 7],
    ['', 21],
    [undefined, 21],
    ['abc', 21],
    ['1.5', 21],
    ['0x10', 21],
    ['0', null],
    ['-5', null],
    ['1001', null],
  ] as const)('reads %j as %j', (typed, expected) => {
    expect(readTestAmount(typed)).toBe(expected)
  })
})

describe('checkInvoiceAmount', () => {
  it.each(['1', ' 2100 ', '1000000000'])('takes %j', (typed) => {
    expect(checkInvoiceAmount(typed, 'amount').value).toBe(Number(typed.trim()))
  })

  it.each(['0', '', '-1', '1.5', '1e3', '0x10', 'Infinity', '1000000001', '12345678901'])(
    'refuses %j',
    (typed) => {
      expect(checkInvoiceAmount(typed, 'amount').problem).toMatchObject({
        code: 'invalid-amount',
        field: 'amount',
        message: 'Invalid Amount - Please enter a valid amount',
      })
    },
  )
})

describe('the fee budget', () => {
  it.each([
    [1, 10],
    [1000, 10],
    [1001, 11],
    [5000, 50],
    [123_456, 1235],
  ])('of %i sats is %i sats: 1%, at least 10', (amount, budget) => {
    expect(feeBudgetSat(amount)).toBe(budget)
  })

  it.each([
    [0, 0],
    [10, 0],
    [11, 1],
    [1010, 1000],
    [1011, 1000],
    [5000, 4950],
  ])('leaves room for itself: %i sats available pay at most %i', (available, amount) => {
    expect(largestPayableSat(available)).toBe(amount)
  })

  it('pays the most that fits with its budget, never more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_INVOICE_SAT * 2 }), (available) => {
        const amount = largestPayableSat(available)
        if (amount > 0) expect(amount + feeBudgetSat(amount)).toBeLessThanOrEqual(available)
        expect(amount + 1 + feeBudgetSat(amount + 1)).toBeGreaterThan(available)
      }),
    )
  })
})
