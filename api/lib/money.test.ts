import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AmountError,
  btcToSats,
  formatBtcWithSats,
  formatSats,
  formatUsd,
  interestSats,
  MAX_SATS,
  percentOfSats,
  satsToBtc,
  satsToUsdCents,
  shareInTenths,
  totalToBtc,
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

describe('totalToBtc', () => {
  it('writes a sum of capped balances, which may pass 21M BTC', () => {
    expect(totalToBtc(MAX_SATS * 2)).toBe('42000000.00000000')
    expect(totalToBtc(150_000)).toBe('0.00150000')
    expect(() => totalToBtc(0.5)).toThrow(AmountError)
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

describe('percentOfSats', () => {
  it('takes tenths of a percent of an amount, rounded down to whole sats', () => {
    expect(percentOfSats(100_000, 100)).toBe(10_000)
    expect(percentOfSats(100_000, 1)).toBe(100)
    expect(percentOfSats(3, 500)).toBe(1)
    expect(percentOfSats(999, 1000)).toBe(999)
    expect(percentOfSats(0, 1000)).toBe(0)
    expect(percentOfSats(12_345, 0)).toBe(0)
  })

  it('stays exact where a float product would not', () => {
    // 52.5% of 6,810,483.56391299 BTC: the float product is past 2^53 and its floor is one
    // sat too many.
    expect(Math.floor((681_048_356_391_299 * 525) / 1000)).toBe(357_550_387_105_432)
    expect(percentOfSats(681_048_356_391_299, 525)).toBe(357_550_387_105_431)
    expect(percentOfSats(MAX_SATS - 1, 1000)).toBe(MAX_SATS - 1)
  })

  it('matches exact integer arithmetic for every amount and share', () => {
    const amount = fc.integer({ min: 0, max: MAX_SATS })
    const tenths = fc.integer({ min: 0, max: 1000 })
    fc.assert(
      fc.property(
        amount,
        tenths,
        (a, t) => BigInt(percentOfSats(a, t)) === (BigInt(a) * BigInt(t)) / 1000n,
      ),
    )
  })

  it('refuses shares outside 0-100% and negative amounts', () => {
    expect(() => percentOfSats(100, 1001)).toThrow(AmountError)
    expect(() => percentOfSats(100, 0.5)).toThrow(AmountError)
    expect(() => percentOfSats(-100, 10)).toThrow(AmountError)
  })
})

describe('shareInTenths', () => {
  it('says how many tenths of a percent a part is of a whole', () => {
    expect(shareInTenths(1, 4)).toBe(250)
    expect(shareInTenths(1, 3)).toBe(333)
    expect(shareInTenths(2, 3)).toBe(666)
    expect(shareInTenths(2, 3, 'nearest')).toBe(667)
    expect(shareInTenths(1, 2000, 'nearest')).toBe(1)
    expect(shareInTenths(1, 2001, 'nearest')).toBe(0)
    expect(shareInTenths(5, 5)).toBe(1000)
    expect(shareInTenths(7, 0)).toBe(0)
  })

  it('stays exact for the largest amounts', () => {
    expect(shareInTenths(MAX_SATS - 1, MAX_SATS)).toBe(999)
    expect(shareInTenths(MAX_SATS, MAX_SATS - 1)).toBe(1000)
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

  it('writes a Lightning amount in BTC with its sats beside it', () => {
    expect(formatBtcWithSats(2_100)).toBe('0.00002100 BTC (2,100 sats)')
    expect(formatBtcWithSats(150_000_000)).toBe('1.50000000 BTC (150,000,000 sats)')
  })

  it('groups the sats as a language writes them, the BTC amount as the app always does', () => {
    expect(formatSats(1_234_567, 'de')).toBe('1.234.567 sats')
    expect(formatBtcWithSats(2_100, 'de')).toBe('0.00002100 BTC (2.100 sats)')
    // Spanish groups from five digits on.
    expect(formatBtcWithSats(2_100, 'es')).toBe('0.00002100 BTC (2100 sats)')
    expect(formatBtcWithSats(150_000_000, 'es')).toBe('1.50000000 BTC (150.000.000 sats)')
    expect(formatBtcWithSats(2_100, 'en')).toBe('0.00002100 BTC (2,100 sats)')
  })
})

describe('interestSats', () => {
  it('is the yearly rate for the days, rounded down to a whole sat', () => {
    // 1 BTC at 2.5% for the 30 days of a 365-day year: 205,479.45... sats.
    expect(interestSats(100_000_000, 25, 30, 365)).toBe(205_479)
    expect(interestSats(100_000_000, 25, 30, 366)).toBe(204_918)
    expect(interestSats(999, 200, 31, 365)).toBe(16)
    expect(interestSats(0, 200, 31, 365)).toBe(0)
    expect(interestSats(100_000, 0, 31, 365)).toBe(0)
  })

  it('stays exact past 2^53 and never rounds up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_SATS }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom(365, 366),
        (balance, tenths, days, year) => {
          const exact = (BigInt(balance) * BigInt(tenths) * BigInt(days)) / BigInt(1000 * year)
          expect(interestSats(balance, tenths, days, year)).toBe(Number(exact))
        },
      ),
    )
    expect(interestSats(MAX_SATS, 200, 31, 365)).toBe(35_671_232_876_712)
  })

  it('refuses a negative or fractional input', () => {
    expect(() => interestSats(-1, 25, 30, 365)).toThrow(AmountError)
    expect(() => interestSats(1, 2.5, 30, 365)).toThrow(AmountError)
    expect(() => interestSats(1, 25, 30, 0)).toThrow(AmountError)
  })
})
