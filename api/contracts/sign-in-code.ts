/**
 * The one-time code of "Sign in on another device", read alike by both sides: the
 * server makes and checks it, the sign-in screen reads what was typed or scanned.
 *
 * Eight characters of Crockford's base32 (no I, L, O or U: nothing to mistake for 1, 0
 * or V), 40 bits: with the limits on wrong codes per address and per live code
 * (docs/architecture.md, "Sign-in"), a guess succeeds with odds near one in 20 billion.
 */
import { type Checked, refuse } from './error-codes.js'

export const SIGN_IN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const SIGN_IN_CODE_LENGTH = 8
/** The query parameter of the QR code's link to the sign-in screen. */
export const SIGN_IN_CODE_PARAM = 'code'

export const SIGN_IN_CODE_MESSAGES = {
  malformed: 'Enter the 8 characters of the code shown on your other device',
} as const

/** ABCD-EFGH: two halves are easier to read out and type. */
export function formatSignInCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`
}

/**
 * The code in what was typed: upper case, spaces and dashes dropped, and the letters
 * Crockford's base32 leaves out read as what they look like (O is 0, I and L are 1).
 */
export function readSignInCode(input: string): Checked<string, 'code'> {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  const isCode =
    code.length === SIGN_IN_CODE_LENGTH &&
    [...code].every((character) => SIGN_IN_CODE_ALPHABET.includes(character))
  if (!isCode) return refuse('code', 'invalid-sign-in-code', SIGN_IN_CODE_MESSAGES.malformed)
  return { value: code }
}
