import type { Language } from '@api/contracts/languages'
import { currentLanguage, textsNow } from '../../lib/i18n'
import { weekdayIn } from '../../lib/weekday-names'
import { childrenTexts } from './texts'

/** The API's allowance days, 0 = Sunday ... 6 = Saturday. */
export const ALLOWANCE_DAYS = [0, 1, 2, 3, 4, 5, 6] as const

/** A child's allowance day in the language shown, or "Unknown day" for a number outside the week. */
export function weekdayName(day: number, language: Language = currentLanguage()): string {
  return weekdayIn(day, language) ?? textsNow(childrenTexts)('unknownDay')
}

/**
 * Days until the next allowance, as the spec computes it: (allowanceDay - today + 7)
 * mod 7, shown as 7 when that is 0 (today's allowance counts as paid, the next is in a
 * week).
 */
export function daysUntilAllowance(allowanceDay: number, todayWeekday: number): number {
  return (allowanceDay - todayWeekday + 7) % 7 || 7
}
