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
