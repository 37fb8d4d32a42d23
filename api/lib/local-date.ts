export interface LocalDate {
  /** YYYY-MM-DD on the family's wall calendar. */
  date: string
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number
  hour: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * Calendar date, weekday and hour of an instant in an IANA zone. The allowance day
 * is a day on the family's wall calendar, so a DST change or a server in another
 * zone must not move it; Intl does the zone arithmetic.
 */
export function localDate(instant: Date, timeZone: string): LocalDate {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  const parts: Record<string, string> = {}
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '')
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, hour: Number(parts.hour) }
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  let format = offsetFormatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    offsetFormatters.set(timeZone, format)
  }
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(instantMs)) parts[part.type] = Number(part.value)
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return wall - Math.floor(instantMs / 1000) * 1000
}

/**
 * The instant (ISO-8601 UTC) at which a zone's wall clock read this date and time, e.g.
 * a wallet export's "2026-11-18 14:05" in the family's zone. A time a DST change skips
 * reads as the hour after it; one it repeats, as its second occurrence.
 */
export function wallClockInstant(
  wall: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): string {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  // The offset at a first guess, then the offset at that guess: they differ only when
  // the guess and the answer lie on two sides of a DST change.
  const guess = asUtc - zoneOffsetMs(asUtc, timeZone)
  return new Date(asUtc - zoneOffsetMs(guess, timeZone)).toISOString()
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The Monday that starts the week of a calendar date (YYYY-MM-DD to YYYY-MM-DD). Pure
 * calendar arithmetic: the date is already the family's, so no zone applies.
 */
export function weekStartOf(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const midnight = Date.UTC(year, month - 1, day)
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7
  return new Date(midnight - daysSinceMonday * DAY_MS).toISOString().slice(0, 10)
}
