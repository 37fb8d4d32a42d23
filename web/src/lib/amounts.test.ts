import { describe, expect, it } from 'vitest'
import { btcText, btcWithSatsText, satsOnlyText, satsText, usdText } from './amounts'

describe('the amount texts', () => {
  it('writes BTC with 8 decimals, and sats beside it for a Lightning amount', () => {
    expect(btcText('0.00150000')).toBe('0.00150000 BTC')
    expect(satsText(2100)).toBe('0.00002100 BTC (2,100 sats)')
    expect(btcWithSatsText('0.00002100')).toBe('0.00002100 BTC (2,100 sats)')
    expect(btcWithSatsText('-0.00001002')).toBe('-0.00001002 BTC (-1,002 sats)')
    expect(satsText(0)).toBe('0.00000000 BTC (0 sats)')
  })

  it('gives the same text from sats and from the BTC string', () => {
    for (const sats of [1, 999, 100_000_000, 2_100_000_000_000_000]) {
      const btc = satsText(sats).split(' ')[0] ?? ''
      expect(btcWithSatsText(btc)).toBe(satsText(sats))
    }
  })

  it('estimates dollars at 44,000 per BTC', () => {
    expect(usdText('0.00050000')).toBe('≈ $22.00')
    expect(satsOnlyText('0.00050000')).toBe('50,000 sats')
  })

  it('shows a malformed amount as it arrived', () => {
    expect(btcWithSatsText('1e-5')).toBe('1e-5 BTC')
    expect(usdText('abc')).toBe('abc BTC')
  })
})

describe('the amount texts in German and Spanish', () => {
  it('write the decimal comma and group sats by each language', () => {
    expect(btcText('0.00150000', 'de')).toBe('0,00150000 BTC')
    expect(btcText('-12.50000000', 'es')).toBe('-12,50000000 BTC')
    expect(satsText(2100, 'de')).toBe('0,00002100 BTC (2.100 sats)')
    // Spanish groups from five digits on (CLDR's minimum grouping digits).
    expect(satsText(2100, 'es')).toBe('0,00002100 BTC (2100 sats)')
    expect(btcWithSatsText('0.00021000', 'es')).toBe('0,00021000 BTC (21.000 sats)')
    expect(btcWithSatsText('-0.00001002', 'de')).toBe('-0,00001002 BTC (-1.002 sats)')
    expect(satsOnlyText('0.00050000', 'de')).toBe('50.000 sats')
  })

  it('write the dollar estimate as each language does', () => {
    expect(usdText('0.00050000', 'de')).toBe('≈ 22,00\u00a0$')
    expect(usdText('0.00050000', 'es')).toBe('≈ 22,00\u00a0US$')
  })

  it('leave English exactly as the specification writes it', () => {
    expect(btcText('0.00100000', 'en')).toBe('0.00100000 BTC')
    expect(satsText(2_100_000, 'en')).toBe('0.02100000 BTC (2,100,000 sats)')
  })
})
