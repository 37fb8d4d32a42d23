/**
 * The goal form's rules (spec 2, section 5), in the spec's order and words. The browser
 * shows the first problem before sending; the server reads the same input with the same
 * function, so the two can never disagree.
 */
import type { Sats } from '../lib/money.js'
import { checkBtcInput } from './amount-input.js'
import { type Checked, refuse } from './error-codes.js'
import { GOAL_CATEGORIES, type GoalCategory } from './goal-vocabulary.js'
import { MESSAGES } from './messages.js'

export const MAX_TITLE_LENGTH = 100

export interface GoalFormInput {
  title?: string | undefined
  description?: string | undefined
  targetAmount?: string | undefined
  category?: string | undefined
  /** YYYY-MM-DD; empty or absent for none. */
  targetDate?: string | null | undefined
  imageUrl?: string | null | undefined
}

export type GoalField = keyof GoalFormInput

export interface GoalDraft {
  title: string
  description: string
  targetSat: Sats
  category: GoalCategory
  targetDate: string | null
  imageUrl: string | null
}

/**
 * Reads a goal form. `today` is YYYY-MM-DD on the family's calendar (the browser passes
 * its own): a target date before it is refused.
 */
export function readGoalForm(input: GoalFormInput, today: string): Checked<GoalDraft, GoalField> {
  const title = input.title?.trim() ?? ''
  if (!title) return refuse('title', 'missing-field', MESSAGES.titleRequired)
  if (title.length > MAX_TITLE_LENGTH) return refuse('title', 'too-long', MESSAGES.titleTooLong)
  const description = input.description?.trim() ?? ''
  if (!description) return refuse('description', 'missing-field', MESSAGES.descriptionRequired)
  const target = checkBtcInput(input.targetAmount, {
    field: 'targetAmount',
    requiredMessage: MESSAGES.targetAmountRequired,
    message: MESSAGES.invalidTargetAmount,
  })
  if (target.problem) return target
  const categoryText = input.category?.trim() ?? ''
  if (!categoryText) return refuse('category', 'missing-field', MESSAGES.categoryRequired)
  const category = GOAL_CATEGORIES.find((c) => c === categoryText)
  if (!category) {
    return refuse(
      'category',
      'invalid-choice',
      `Category must be one of: ${GOAL_CATEGORIES.join(', ')}`,
    )
  }
  const targetDate = input.targetDate?.trim() || null
  if (targetDate !== null) {
    if (!isCalendarDate(targetDate)) {
      return refuse('targetDate', 'invalid-date', MESSAGES.invalidTargetDate)
    }
    if (targetDate < today) return refuse('targetDate', 'date-in-past', MESSAGES.targetDateInPast)
  }
  const imageUrl = input.imageUrl?.trim() || null
  if (imageUrl !== null && !/^https?:\/\/\S+$/.test(imageUrl)) {
    return refuse('imageUrl', 'invalid-url', MESSAGES.invalidImageUrl)
  }
  return {
    value: { title, description, targetSat: target.value, category, targetDate, imageUrl },
  }
}

/** "2027-06-30" yes; "2027-02-31" and "soon" no (Date would roll the 31st over). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}
