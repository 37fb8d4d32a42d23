import { currentLanguage } from '../../lib/i18n'

/** "2026-11" as the language shown names the month: "November 2026". */
export function monthName(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return new Date(year, number - 1, 1).toLocaleDateString(currentLanguage(), {
    month: 'long',
    year: 'numeric',
  })
}
