import { MESSAGES } from '../../config/messages'

export const MIN_AGE = 1
export const MAX_AGE = 18

export type ChildField = 'name' | 'age' | 'weeklyAllowance'

export interface ChildProblem {
  field: ChildField
  message: string
}

/** The typed name and age of a child, checked by the spec's rules, in field order. */
export function checkChildDetails(input: { name: string; age: string }): ChildProblem | null {
  if (input.name.trim() === '') return { field: 'name', message: MESSAGES.nameRequired }
  const age = input.age.trim()
  const isWhole = /^\d{1,2}$/.test(age)
  if (!isWhole || Number(age) < MIN_AGE || Number(age) > MAX_AGE) {
    return { field: 'age', message: MESSAGES.invalidAge }
  }
  return null
}
