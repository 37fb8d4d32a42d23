import { describe, expect, it } from 'vitest'
import { readBtcInput, satsOf } from './btc-input'

describe('readBtcInput', () => {
  it('reads plain amounts of 0 or more into sats', () => {
    expect(readBtcInput('0')).toBe(0)
    expect(readBtcInput(' 0.001 ')).toBe(100_000)
    expect(readBtcInput('.5')).toBe(50_000_000)
    expect(readBtcInput('0.00000001')).toBe(1)
  })

  it('refuses what the server would refuse', () => {
    for (const text of ['', ' ', '-1', '1e-8', 'abc', '0.000000001', '21000001', 'NaN']) {
      expect(readBtcInput(text)).toBeNull()
    }
  })
})

describe('satsOf', () => {
  it('reads signed API amounts', () => {
    expect(satsOf('-0.00010000')).toBe(-10_000)
    expect(satsOf('1.00000000')).toBe(100_000_000)
  })

  it('counts a malformed amount as 0 rather than break the screen', () => {
    expect(satsOf('oops')).toBe(0)
  })
})
