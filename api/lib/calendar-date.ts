/**
 * Arithmetic on wall-calendar dates (YYYY-MM-DD) and months (YYYY-MM) that are already
 * the family's (api/lib/local-date.ts turns an instant into one): no zone applies, so
 * UTC midnights do the counting and a DST change cannot move a day.
 */

const DAY_MS = 24 * 60 * 60 * 1000

function utcMidnight(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return Date.UTC(year, month - 1, day)
}

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay()
}

/** The later of two dates (or months): the text order is the calendar's. */
export function laterOf(a: string, b: string): string {
  return a > b ? a : b
}

export function monthOf(date: string): string {
  return date.slice(0, 7)
}

export function previousMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7)
}

export function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7)
}

export function daysInMonth(month: string): number {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, number, 0)).getUTCDate()
}

/** 366 in a leap year, else 365. */
export function daysInYear(year: number): number {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365
}
