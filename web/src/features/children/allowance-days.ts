import type { Language } from '@api/contracts/languages'
import { currentLanguage, textsNow } from '../../lib/i18n'
import { childrenTexts } from './texts'

/** The API's allowance days, 0 = Sunday ... 6 = Saturday. */
export const ALLOWANCE_DAYS = [0, 1, 2, 3, 4, 5, 6] as const

/**
 * The weekday's name in the language shown ("Sunday", "Sonntag", "domingo"), from the
 * language's own calendar data rather than a list of our own. 4 January 1970 was a Sunday.
 */
export function weekdayName(day: number, language: Language = currentLanguage()): string {
  if (!Number.isInteger(day) || day < 0 || day > 6) return textsNow(childrenTexts)('unknownDay')
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(1970, 0, 4 + day),
  )
}

/**
 * Days until the next allowance, as the spec computes it: (allowanceDay - today + 7)
 * mod 7, shown as 7 when that is 0 (today's allowance counts as paid, the next is in a
 * week).
 */
export function daysUntilAllowance(allowanceDay: number, todayWeekday: number): number {
  return (allowanceDay - todayWeekday + 7) % 7 || 7
}
