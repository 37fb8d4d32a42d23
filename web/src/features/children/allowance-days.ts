import { WEEKDAYS } from '@api/contracts/weekdays'

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
