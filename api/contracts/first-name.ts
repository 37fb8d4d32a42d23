/** A person's first name for the greeting (issue 10), read alike by both sides. */
import { type Checked, refuse } from './error-codes.js'

export const FIRST_NAME_MAX = 50
export const FIRST_NAME_MESSAGES = {
  required: 'Please enter your first name',
  tooLong: `First name can be at most ${FIRST_NAME_MAX} characters`,
} as const

export function readFirstName(input: string | undefined): Checked<string, 'firstName'> {
  const name = input?.trim() ?? ''
  if (!name) return refuse('firstName', 'missing-field', FIRST_NAME_MESSAGES.required)
  if (name.length > FIRST_NAME_MAX) {
    return refuse('firstName', 'too-long', FIRST_NAME_MESSAGES.tooLong)
  }
  return { value: name }
}
