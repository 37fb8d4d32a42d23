import { describe, expect, it } from 'vitest'
import { required } from './required.js'

describe('required', () => {
  it('passes present values through, falsy ones included', () => {
    expect(required(0, 'count')).toBe(0)
    expect(required('', 'name')).toBe('')
    expect(required(false, 'flag')).toBe(false)
  })

  it('throws an error naming what was missing, for undefined and for null', () => {
    expect(() => required(undefined, 'the tip block')).toThrow('the tip block is missing')
    expect(() => required(null, 'the private key')).toThrow('the private key is missing')
  })
})
