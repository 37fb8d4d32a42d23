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
