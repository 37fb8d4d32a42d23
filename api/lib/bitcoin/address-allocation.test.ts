import { describe, expect, it } from 'vitest'
import { nextFreeIndex } from './address-allocation.js'
import { BitcoinInputError } from './bitcoin-input-error.js'

describe('nextFreeIndex', () => {
  it('hands out the lowest index neither used nor taken', () => {
    expect(nextFreeIndex({ usedIndexes: [], takenIndexes: [] })).toBe(0)
    expect(nextFreeIndex({ usedIndexes: [0, 1], takenIndexes: [2] })).toBe(3)
    // A hole the family's wallet skipped is still within what wallets scan.
    expect(nextFreeIndex({ usedIndexes: [0, 2], takenIndexes: [] })).toBe(1)
  })

  it("never leaves more than 10 unused addresses in a row (Electrum's change gap)", () => {
    const ten = Array.from({ length: 10 }, (_, i) => i)
    // Fresh wallet: indexes 0..9 are the 10 Electrum looks at; the 11th is refused.
    expect(nextFreeIndex({ usedIndexes: [], takenIndexes: ten.slice(0, 9) })).toBe(9)
    expect(() => nextFreeIndex({ usedIndexes: [], takenIndexes: ten })).toThrow(BitcoinInputError)
    // Once index 3 receives a payment, the window moves on to 13.
    const taken = ten.filter((i) => i !== 3)
    expect(nextFreeIndex({ usedIndexes: [3], takenIndexes: taken })).toBe(10)
    expect(nextFreeIndex({ usedIndexes: [3], takenIndexes: [...taken, 10, 11, 12] })).toBe(13)
    const error = (() => {
      try {
        nextFreeIndex({ usedIndexes: [3], takenIndexes: [...taken, 10, 11, 12, 13] })
      } catch (e) {
        return e as BitcoinInputError
      }
    })()
    expect(error?.code).toBe('no-free-address')
    expect(error?.message).toMatch(/once one of them receives a payment/)
  })

  it('honours another gap limit', () => {
    expect(() => nextFreeIndex({ usedIndexes: [], takenIndexes: [0, 1], gapLimit: 2 })).toThrow(
      /2 after the last one used/,
    )
  })
})
