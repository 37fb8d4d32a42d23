import { describe, expect, it } from 'vitest'
import { satsOf } from './btc-input'

describe('satsOf', () => {
  it('reads signed API amounts', () => {
    expect(satsOf('-0.00010000')).toBe(-10_000)
    expect(satsOf('1.00000000')).toBe(100_000_000)
  })

  it('counts a malformed amount as 0 rather than break the screen', () => {
    expect(satsOf('oops')).toBe(0)
  })
})
