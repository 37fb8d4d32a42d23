import type { Language } from '@api/contracts/languages'
import { WEEKDAYS } from '@api/contracts/weekdays'

/**
 * The server names today's weekday in English ("Saturday"); the screen says it in the
 * language shown, from that language's calendar data. 4 January 1970 was a Sunday. A
 * name the server never sends stays as it came.
 */
export function localWeekday(englishName: string, language: Language): string {
  const day = WEEKDAYS.indexOf(englishName as (typeof WEEKDAYS)[number])
  if (day === -1) return englishName
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(1970, 0, 4 + day),
  )
}
