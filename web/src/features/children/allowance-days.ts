// The server's list (0 = Sunday, the API's allowanceDay numbering): one source for both.
import { WEEKDAYS } from '../../../../api/lib/local-date'

export { WEEKDAYS }

/** A new child gets their allowance on Mondays (spec 1, section 9). */
export const DEFAULT_ALLOWANCE_DAY = 1

export function weekdayName(day: number): string {
  return WEEKDAYS[day] ?? 'Unknown day'
}

/**
 * Days until the next allowance, as the spec computes it: (allowanceDay - today + 7)
 * mod 7, shown as 7 when that is 0 (today's allowance counts as paid, the next is in a
 * week).
 */
export function daysUntilAllowance(allowanceDay: number, todayWeekday: number): number {
  return (allowanceDay - todayWeekday + 7) % 7 || 7
}
