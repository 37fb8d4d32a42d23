/**
 * How the chore screens word a chore's schedule and state, pure so it can be tested
 * without a browser, in the language shown now (a screen calling these uses
 * useTexts(choreTexts), so it renders again when the language changes). The rules
 * themselves are the server's (docs/chores.md).
 */
import type { ChoreDestination } from '@api/contracts/chore-form'
import type { ChoreDto } from '@api/features/chores/chores.schemas'
import { currentLanguage, textsNow } from '../../lib/i18n'
import { weekdayIn } from '../../lib/weekday-names'
import { choreTexts } from './texts'

/** "2026-11-30" as the language shown writes a date, without a time zone moving it a day. */
export function formatDay(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(year, month - 1, day).toLocaleDateString(currentLanguage(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  })
}

export function recurrenceText(chore: Pick<ChoreDto, 'recurrence' | 'weekday'>): string {
  const t = textsNow(choreTexts)
  if (chore.recurrence === 'daily') return t('everyDay')
  if (chore.recurrence === 'weekly') {
    return t('everyWeekday', { weekday: weekdayIn(chore.weekday ?? 0) ?? '' })
  }
  return t('once')
}

export function destinationText(destination: ChoreDestination): string {
  return textsNow(choreTexts)(destination === 'savings' ? 'savings' : 'spending')
}

/** When the chore is for: its due date, its day, or when it can next be done. */
export function whenText(chore: ChoreDto): string | null {
  const t = textsNow(choreTexts)
  if (chore.startsOn !== null) return t('nextFrom', { date: formatDay(chore.startsOn) })
  if (chore.state === 'approved') return null
  if (chore.occursOn !== null) {
    return chore.recurrence === 'weekly'
      ? t('byDay', { date: formatDay(chore.occursOn) })
      : formatDay(chore.occursOn)
  }
  return chore.dueDate === null ? null : t('dueOn', { date: formatDay(chore.dueDate) })
}

export function stateText(chore: ChoreDto): string {
  const t = textsNow(choreTexts)
  if (chore.state === 'done') return t('stateWaiting')
  if (chore.state === 'approved') return t('statePaid')
  if (chore.startsOn !== null) return t('stateDoneForNow')
  if (chore.isOverdue) return t('stateOverdue')
  return t('stateToDo')
}
