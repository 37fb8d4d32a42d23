import type { Language } from '@api/contracts/languages'
import { WEEKDAYS } from '@api/contracts/weekdays'
import { currentLanguage } from './i18n'

/**
 * The API's weekday (0 = Sunday ... 6 = Saturday) named in a language ("Sunday",
 * "Sonntag", "domingo"), from the language's own calendar data rather than lists of our
 * own; undefined for a number outside the week. 4 January 1970 was a Sunday.
 */
export function weekdayIn(day: number, language: Language = currentLanguage()): string | undefined {
  if (!Number.isInteger(day) || day < 0 || day > 6) return undefined
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(1970, 0, 4 + day),
  )
}

/**
 * A weekday the server names in English ("Saturday") said in a language. A name the
 * server never sends stays as it came.
 */
export function serverWeekdayIn(
  englishName: string,
  language: Language = currentLanguage(),
): string {
  return (
    weekdayIn(WEEKDAYS.indexOf(englishName as (typeof WEEKDAYS)[number]), language) ?? englishName
  )
}
