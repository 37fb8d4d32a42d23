import { describe, expect, it } from 'vitest'
import { readChildDetails } from './child-form.js'

describe('readChildDetails', () => {
  it('reads a trimmed name and a whole age', () => {
    expect(readChildDetails({ name: ' Ann ', age: '9' })).toEqual({
      value: { name: 'Ann', age: 9 },
    })
  })

  it.each([
    [{ name: ' ', age: '9' }, 'name', 'missing-field'],
    [{ name: 'Ann', age: '0' }, 'age', 'invalid-age'],
    [{ name: 'Ann', age: '19' }, 'age', 'invalid-age'],
    [{ name: 'Ann', age: '9.5' }, 'age', 'invalid-age'],
    [{ name: 'Ann', age: '' }, 'age', 'invalid-age'],
    [{ name: 'Ann', age: '-3' }, 'age', 'invalid-age'],
    [{ name: 'Ann', age: 'ten' }, 'age', 'invalid-age'],
    [{ name: 'Ann', age: '100' }, 'age', 'invalid-age'],
  ])('refuses %j', (input, field, code) => {
    expect(readChildDetails(input).problem).toMatchObject({ field, code })
  })
})
