import { describe, expect, it } from 'vitest'
import { formatSignInCode, readSignInCode } from './sign-in-code.js'

describe('readSignInCode', () => {
  it('reads a code however it was typed: case, spaces, dashes, and O, I, L for 0 and 1', () => {
    for (const typed of ['AB01-CD1Z', 'ab01cd1z', ' ab01 - cd1z ', 'ABO1-CDIZ', 'abol cdlz']) {
      expect(readSignInCode(typed), typed).toEqual({ value: 'AB01CD1Z' })
    }
  })

  it('refuses what is not 8 characters of the alphabet, naming the field', () => {
    for (const typed of ['', 'AB01CD1', 'AB01CD1ZZ', 'AB01-CD1U', 'AB01-CD1!', 'ÄB01CD1Z']) {
      expect(readSignInCode(typed).problem, typed).toMatchObject({
        code: 'invalid-sign-in-code',
        field: 'code',
      })
    }
  })

  it('shows a code in two halves', () => {
    expect(formatSignInCode('AB01CD1Z')).toBe('AB01-CD1Z')
  })
})
