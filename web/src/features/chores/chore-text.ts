/**
 * How the chore screens word a chore's schedule and state, pure so it can be tested
 * without a browser. The rules themselves are the server's (docs/chores.md).
 */
import type { ChoreDestination } from '@api/contracts/chore-form'
import { WEEKDAYS } from '@api/contracts/weekdays'
import type { ChoreDto } from '@api/features/chores/chores.schemas'

/** "2026-11-30" as this device writes a date, without a time zone moving it a day. */
export function formatDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(year, month - 1, day).toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  })
}

export function recurrenceText(chore: Pick<ChoreDto, 'recurrence' | 'weekday'>): string {
  if (chore.recurrence === 'daily') return 'Every day'
  if (chore.recurrence === 'weekly') return `Every ${WEEKDAYS[chore.weekday ?? 0] ?? 'week'}`
  return 'Once'
}

export const DESTINATION_TEXT: Record<ChoreDestination, string> = {
  spending: 'Spending',
  savings: 'Savings',
}

/** When the chore is for: its due date, its day, or when it can next be done. */
export function whenText(chore: ChoreDto): string | null {
  if (chore.startsOn !== null) return `Next from ${formatDay(chore.startsOn)}`
  if (chore.state === 'approved') return null
  if (chore.occursOn !== null) {
    return chore.recurrence === 'weekly'
      ? `By ${formatDay(chore.occursOn)}`
      : formatDay(chore.occursOn)
  }
  return chore.dueDate === null ? null : `Due ${formatDay(chore.dueDate)}`
}

export function stateText(chore: ChoreDto): string {
  if (chore.state === 'done') return 'Waiting for approval'
  if (chore.state === 'approved') return 'Done and paid'
  if (chore.startsOn !== null) return 'Done for now'
  if (chore.isOverdue) return 'Overdue'
  return 'To do'
}
