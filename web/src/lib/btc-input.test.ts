import { readBtcInput } from '@api/contracts/amount-input'
import { describe, expect, it } from 'vitest'
import { satsOf, shownBtc, typedBtc } from './btc-input'

describe('satsOf', () => {
  it('reads signed API amounts', () => {
    expect(satsOf('-0.00010000')).toBe(-10_000)
    expect(satsOf('1.00000000')).toBe(100_000_000)
  })

  it('counts a malformed amount as 0 rather than break the screen', () => {
    expect(satsOf('oops')).toBe(0)
  })
})

describe('an amount typed in German or Spanish', () => {
  it('reads the decimal comma as the decimal point', () => {
    expect(typedBtc('0,001', 'de')).toBe('0.001')
    expect(typedBtc(' 12,5 ', 'es')).toBe('12.5')
    expect(typedBtc(',5', 'de')).toBe('.5')
    expect(typedBtc('0,', 'de')).toBe('0.')
    expect(readBtcInput(typedBtc('0,00000001', 'es'))).toBe(1)
  })

  it('reads the decimal point too, as every language does', () => {
    expect(typedBtc('0.001', 'de')).toBe('0.001')
  })

  it('guesses at nothing else: grouping, two commas, units and a bare comma stay refused', () => {
    for (const text of ['1.000,5', '0,0,1', '0,001 BTC', ',', '1 000,5', '0,001e3', '-0,5']) {
      expect(readBtcInput(typedBtc(text, 'de')), text).toBeNull()
    }
  })

  it('is English exactly as typed: no comma is read there', () => {
    expect(typedBtc('0,001', 'en')).toBe('0,001')
    expect(readBtcInput(typedBtc('0,001', 'en'))).toBeNull()
  })

  it("shows an amount with the language's decimal separator", () => {
    expect(shownBtc('0.00100000', 'de')).toBe('0,00100000')
    expect(shownBtc('0.00100000', 'en')).toBe('0.00100000')
  })
})
