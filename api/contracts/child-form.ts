/** The add/edit child form's rules (spec 1, section 5). */
import { type Checked, refuse } from './error-codes.js'
import { MESSAGES } from './messages.js'

export const MIN_CHILD_AGE = 1
export const MAX_CHILD_AGE = 18
export const MAX_CHILD_NAME_LENGTH = 50
/** A new child gets their allowance on Mondays (spec 1, section 9). */
export const DEFAULT_ALLOWANCE_DAY = 1
/**
 * A new child's spending limit (spec 1, section 9): 0.001 BTC. The children table's
 * column default (migration 2026_11_21_003) says the same, frozen as that migration ran.
 */
export const DEFAULT_SPENDING_THRESHOLD_SAT = 100_000

/** The typed name and age of a child, in field order. */
export function readChildDetails(input: {
  name: string
  age: string
}): Checked<{ name: string; age: number }, 'name' | 'age'> {
  const name = input.name.trim()
  if (name === '') return refuse('name', 'missing-field', MESSAGES.nameRequired)
  const age = input.age.trim()
  if (!/^\d{1,2}$/.test(age) || Number(age) < MIN_CHILD_AGE || Number(age) > MAX_CHILD_AGE) {
    return refuse('age', 'invalid-age', MESSAGES.invalidAge)
  }
  return { value: { name, age: Number(age) } }
}
