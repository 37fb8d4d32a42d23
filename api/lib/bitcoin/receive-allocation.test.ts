import { describe, expect, it } from 'vitest'
import { BitcoinInputError } from './bitcoin-input-error.js'
import { nextReceiveIndex } from './receive-allocation.js'

describe('nextReceiveIndex', () => {
  it('hands out the lowest index neither used nor handed out', () => {
    expect(nextReceiveIndex({ usedIndexes: [], assignedIndexes: [] })).toBe(0)
    expect(nextReceiveIndex({ usedIndexes: [0, 1], assignedIndexes: [2] })).toBe(3)
    // A hole the family's wallet skipped is still within what wallets scan.
    expect(nextReceiveIndex({ usedIndexes: [0, 2], assignedIndexes: [] })).toBe(1)
  })

  it('never leaves more than 20 unused addresses in a row', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i)
    // Fresh wallet: indexes 0..19 are the 20 a wallet looks at; the 21st is refused.
    expect(nextReceiveIndex({ usedIndexes: [], assignedIndexes: twenty.slice(0, 19) })).toBe(19)
    expect(() => nextReceiveIndex({ usedIndexes: [], assignedIndexes: twenty })).toThrow(
      BitcoinInputError,
    )
    // Once index 3 receives a payment, the window moves on to 23.
    const assigned = twenty.filter((i) => i !== 3)
    expect(nextReceiveIndex({ usedIndexes: [3], assignedIndexes: assigned })).toBe(20)
    expect(nextReceiveIndex({ usedIndexes: [3], assignedIndexes: [...assigned, 20, 21, 22] })).toBe(
      23,
    )
    const error = (() => {
      try {
        nextReceiveIndex({ usedIndexes: [3], assignedIndexes: [...assigned, 20, 21, 22, 23] })
      } catch (e) {
        return e as BitcoinInputError
      }
    })()
    expect(error?.code).toBe('no-free-address')
    expect(error?.message).toMatch(/once one of them receives a payment/)
  })

  it('honours another gap limit', () => {
    expect(() =>
      nextReceiveIndex({ usedIndexes: [], assignedIndexes: [0, 1], gapLimit: 2 }),
    ).toThrow(/2 after the last one used/)
  })
})
