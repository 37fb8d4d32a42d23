import { describe, expect, it } from 'vitest'
import { shortenValue } from './long-value'

describe('shortenValue', () => {
  it('keeps the two ends of a long value', () => {
    expect(shortenValue('tb1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqp3mvzv')).toBe(
      'tb1p5cyx…xqp3mvzv',
    )
  })

  it('leaves a value that would not get shorter alone', () => {
    expect(shortenValue('0123456789abcdefg')).toBe('0123456789abcdefg')
    expect(shortenValue('0123456789abcdefgh')).toBe('01234567…abcdefgh')
  })
})
