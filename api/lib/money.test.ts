import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AmountError,
  btcToSats,
  formatSats,
  formatUsd,
  MAX_SATS,
  satsToBtc,
  satsToUsdCents,
} from './money.js'

describe('btcToSats', () => {
  it.each([
    ['0', 0],
    ['0.00000001', 1],
    ['0.001', 100_000],
    ['1', 100_000_000],
    ['1.5', 150_000_000],
    ['.5', 50_000_000],
    ['007.10000000', 710_000_000],
    ['21000000', MAX_SATS],
    ['21000000.00000000', MAX_SATS],
  ])('reads %s as %i sats', (text, expected) => {
    expect(btcToSats(text)).toBe(expected)
  })

  it.each([
    ['', 'Amount is required'],
    [' 1', 'plain decimal'],
    ['1 ', 'plain decimal'],
    ['1e-8', 'plain decimal'],
    ['1E3', 'plain decimal'],
    ['NaN', 'plain decimal'],
    ['Infinity', 'plain decimal'],
    ['0x10', 'plain decimal'],
    ['+1', 'plain decimal'],
    ['1,5', 'plain decimal'],
    ['.', 'plain decimal'],
    ['-0.1', 'cannot be negative'],
    ['0.000000001', 'more than 8 decimal places'],
    ['21000000.00000001', 'cannot exceed 21,000,000 BTC'],
    ['999999999999', 'cannot exceed 21,000,000 BTC'],
  ])('rejects %j', (text, message) => {
    expect(() => btcToSats(text)).toThrow(AmountError)
    expect(() => btcToSats(text)).toThrow(message)
  })

  it('accepts a sign only when asked', () => {
    expect(btcToSats('-0.5', { allowNegative: true })).toBe(-50_000_000)
    expect(btcToSats('-0', { allowNegative: true })).toBe(0)
  })
})

describe('satsToBtc', () => {
  it.each([
    [0, '0.00000000'],
    [1, '0.00000001'],
    [150_000, '0.00150000'],
    [-150_000, '-0.00150000'],
    [MAX_SATS, '21000000.00000000'],
  ])('writes %i sats as %s', (amount, expected) => {
    expect(satsToBtc(amount)).toBe(expected)
  })

  it('refuses fractions of a satoshi and amounts past the cap', () => {
    expect(() => satsToBtc(0.5)).toThrow(AmountError)
    expect(() => satsToBtc(MAX_SATS + 1)).toThrow(AmountError)
  })
})

describe('round trip', () => {
  const anySats = fc.integer({ min: -MAX_SATS, max: MAX_SATS })

  it('sats -> BTC string -> sats is exact for every amount', () => {
    fc.assert(fc.property(anySats, (n) => btcToSats(satsToBtc(n), { allowNegative: true }) === n))
  })

  it('BTC text with up to 8 decimals -> sats -> BTC string keeps the value', () => {
    const text = fc
      .tuple(fc.integer({ min: 0, max: 20_999_999 }), fc.stringMatching(/^\d{0,8}$/))
      .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : String(whole)))
    fc.assert(
      fc.property(text, (t) => {
        const [whole, fraction = ''] = t.split('.')
        return satsToBtc(btcToSats(t)) === `${whole}.${fraction.padEnd(8, '0')}`
      }),
    )
  })
})

describe('display helpers', () => {
  it('estimates dollars at 44,000 USD per BTC', () => {
    expect(satsToUsdCents(100_000_000)).toBe(4_400_000)
    expect(satsToUsdCents(100_000)).toBe(4400)
    expect(formatUsd(100_000)).toBe('$44.00')
    expect(formatUsd(MAX_SATS)).toBe('$924,000,000,000.00')
    expect(satsToUsdCents(100_000, 50_000)).toBe(5000)
  })

  it('shows sats with separators', () => {
    expect(formatSats(1_234_567)).toBe('1,234,567 sats')
  })
})
