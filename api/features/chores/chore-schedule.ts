/**
 * When a chore's occurrences fall (docs/chores.md, "Recurrence"). Every occurrence is
 * keyed by a date on the family's calendar, its period:
 * - once: the day it was set (or reopened); it can be done any time;
 * - daily: its day; it can be done on that day (or, late, on a later one);
 * - weekly on a weekday: the date of that weekday, which ends its week; it can be done
 *   on any of the seven days up to it.
 * A period nobody did is skipped, not owed: an open occurrence whose period has passed
 * moves to the current one when it is done. Keys only grow, so (chore, period) is unique.
 */
import type { ChoreRecurrence } from '../../contracts/chore-form.js'
import { addDays, laterOf, weekdayOf } from '../../lib/calendar-date.js'

export interface ChoreRule {
  recurrence: ChoreRecurrence
  /** 0 = Sunday ... 6 = Saturday; weekly only. */
  weekday: number | null
}

/** The first period on or after `date`. */
export function periodOnOrAfter(rule: ChoreRule, date: string): string {
  if (rule.recurrence !== 'weekly' || rule.weekday === null) return date
  return addDays(date, (rule.weekday - weekdayOf(date) + 7) % 7)
}

/** The first day an occurrence can be done, or null for any time. */
export function periodStart(rule: ChoreRule, period: string): string | null {
  if (rule.recurrence === 'once') return null
  return rule.recurrence === 'weekly' ? addDays(period, -6) : period
}

/**
 * The period of an occurrence not done yet, as of today: a passed daily or weekly
 * period gives way to the current one. A chore done once keeps its key.
 */
export function currentPeriod(rule: ChoreRule, period: string, today: string): string {
  if (rule.recurrence === 'once') return period
  return periodOnOrAfter(rule, laterOf(period, today))
}

/**
 * The period a new or rescheduled occurrence opens on: the first on or after today,
 * and after the last one paid (`lastPaid`, null when none was), so no period pays twice.
 */
export function openingPeriod(rule: ChoreRule, lastPaid: string | null, today: string): string {
  return periodOnOrAfter(rule, lastPaid === null ? today : laterOf(addDays(lastPaid, 1), today))
}

/**
 * The occurrence a recurring chore opens once `paid` is paid: the next period after it,
 * never one already over (a late approval skips what passed meanwhile). Null for a chore
 * done once.
 */
export function nextPeriod(rule: ChoreRule, paid: string, today: string): string | null {
  return rule.recurrence === 'once' ? null : openingPeriod(rule, paid, today)
}
