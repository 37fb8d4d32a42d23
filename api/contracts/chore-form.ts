/**
 * The chore form's rules (docs/chores.md). The browser shows the first problem before
 * sending; the server reads the same input with the same function, so the two never
 * disagree. No dependencies beyond the other contracts and money.ts.
 */
import type { Sats } from '../lib/money.js'
import { satsToBtc } from '../lib/money.js'
import { checkBtcInput } from './amount-input.js'
import { type Checked, refuse } from './error-codes.js'
import { isCalendarDate } from './goal-form.js'

export const CHORE_RECURRENCES = ['once', 'daily', 'weekly'] as const
export type ChoreRecurrence = (typeof CHORE_RECURRENCES)[number]

/** Where an approved chore's reward goes; spending unless the parent chose savings. */
export const CHORE_DESTINATIONS = ['spending', 'savings'] as const
export type ChoreDestination = (typeof CHORE_DESTINATIONS)[number]

export const MAX_CHORE_TITLE_LENGTH = 100
export const MAX_REJECTION_REASON_LENGTH = 200
/**
 * The most one chore pays: 0.01 BTC. A chore is a small job; a larger gift is a bonus,
 * and a typo (an extra zero or two) on a daily chore should not pay a fortune every day.
 */
export const MAX_CHORE_REWARD_SAT = 1_000_000

export const CHORE_MESSAGES = {
  childRequired: 'Child Required - Please choose the child the chore is for',
  titleRequired: 'Title Required - Please say what the chore is',
  titleTooLong: `Title too long - At most ${MAX_CHORE_TITLE_LENGTH} characters`,
  rewardRequired: 'Reward Required - Please enter the reward in BTC',
  invalidReward: `Invalid Reward - Please enter a Bitcoin amount above 0 and at most ${satsToBtc(MAX_CHORE_REWARD_SAT)} BTC`,
  weekdayRequired: 'Day Required - Please choose the day of the week',
  invalidDueDate: 'Due date must be a date such as 2027-06-30',
  dueDateInPast: 'Due date cannot be in the past',
  dueDateRecurring:
    'A due date is for a chore done once: a daily or weekly chore is due on its own day',
  reasonRequired: 'Reason Required - Please tell your child why, so they can do it again',
  reasonTooLong: `Reason too long - At most ${MAX_REJECTION_REASON_LENGTH} characters`,
} as const

export interface ChoreFormInput {
  title: string
  reward: string
  recurrence: ChoreRecurrence
  /** 0 = Sunday ... 6 = Saturday; weekly chores only. */
  weekday?: number | null | undefined
  /** YYYY-MM-DD; chores done once only. Empty or absent for none. */
  dueDate?: string | null | undefined
  destination?: ChoreDestination | undefined
  autoApprove?: boolean | undefined
}

export type ChoreField = 'title' | 'reward' | 'weekday' | 'dueDate'

export interface ChoreDraft {
  title: string
  rewardSat: Sats
  recurrence: ChoreRecurrence
  weekday: number | null
  dueDate: string | null
  destination: ChoreDestination
  autoApprove: boolean
}

/**
 * Reads a chore form in field order. `today` is YYYY-MM-DD on the family's calendar; a
 * due date before it is refused unless it is `keptDueDate` (editing a chore that is
 * already overdue must not force a new date).
 */
export function readChoreForm(
  input: ChoreFormInput,
  today: string,
  keptDueDate: string | null = null,
): Checked<ChoreDraft, ChoreField> {
  const title = input.title.trim()
  if (!title) return refuse('title', 'missing-field', CHORE_MESSAGES.titleRequired)
  if (title.length > MAX_CHORE_TITLE_LENGTH) {
    return refuse('title', 'too-long', CHORE_MESSAGES.titleTooLong)
  }
  const reward = checkBtcInput(input.reward, {
    field: 'reward',
    requiredMessage: CHORE_MESSAGES.rewardRequired,
    message: CHORE_MESSAGES.invalidReward,
  })
  if (reward.problem) return reward
  if (reward.value > MAX_CHORE_REWARD_SAT) {
    return refuse('reward', 'invalid-amount', CHORE_MESSAGES.invalidReward)
  }
  const weekday = input.recurrence === 'weekly' ? (input.weekday ?? null) : null
  if (input.recurrence === 'weekly' && weekday === null) {
    return refuse('weekday', 'missing-field', CHORE_MESSAGES.weekdayRequired)
  }
  const dueDate = input.dueDate?.trim() || null
  if (dueDate !== null) {
    if (input.recurrence !== 'once') {
      return refuse('dueDate', 'invalid-date', CHORE_MESSAGES.dueDateRecurring)
    }
    if (!isCalendarDate(dueDate)) {
      return refuse('dueDate', 'invalid-date', CHORE_MESSAGES.invalidDueDate)
    }
    if (dueDate < today && dueDate !== keptDueDate) {
      return refuse('dueDate', 'date-in-past', CHORE_MESSAGES.dueDateInPast)
    }
  }
  return {
    value: {
      title,
      rewardSat: reward.value,
      recurrence: input.recurrence,
      weekday,
      dueDate,
      destination: input.destination ?? 'spending',
      autoApprove: input.autoApprove ?? false,
    },
  }
}

/** The reason a parent gives for sending a chore back: required, and short. */
export function readRejectionReason(text: string): Checked<string, 'reason'> {
  const reason = text.trim()
  if (!reason) return refuse('reason', 'missing-field', CHORE_MESSAGES.reasonRequired)
  if (reason.length > MAX_REJECTION_REASON_LENGTH) {
    return refuse('reason', 'too-long', CHORE_MESSAGES.reasonTooLong)
  }
  return { value: reason }
}
