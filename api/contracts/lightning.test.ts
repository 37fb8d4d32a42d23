import { describe, expect, it } from 'vitest'
import { checkInvoiceAmount, readTestAmount } from './lightning.js'

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
