import { describe, expect, it } from 'vitest'
import { checkChildDetails } from './check-child'

describe('checkChildDetails', () => {
  it('accepts a name and an age from 1 to 18', () => {
    expect(checkChildDetails({ name: 'Mia', age: '1' })).toBeNull()
    expect(checkChildDetails({ name: ' Mia ', age: '18' })).toBeNull()
  })

  it('wants a name that is not just spaces', () => {
    expect(checkChildDetails({ name: '  ', age: '9' })).toEqual({
      field: 'name',
      message: 'Name Required - Please enter a name for your child',
    })
  })

  it('refuses ages outside 1-18 and ages that are not whole numbers', () => {
    for (const age of ['0', '19', '', '9.5', '-3', 'ten', '100']) {
      expect(checkChildDetails({ name: 'Mia', age })).toEqual({
        field: 'age',
        message: 'Invalid Age - Please enter a valid age between 1 and 18',
      })
    }
  })
})
