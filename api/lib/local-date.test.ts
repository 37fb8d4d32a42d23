import { describe, expect, it } from 'vitest'
import { localDate, wallClockInstant, weekStartOf } from './local-date.js'

const at = (year: number, month: number, day: number, hour: number, minute: number) => ({
  year,
  month,
  day,
  hour,
  minute,
})

describe('wallClockInstant', () => {
  it("reads a wall-clock time in the zone's offset of that day", () => {
    expect(wallClockInstant(at(2026, 11, 18, 14, 5), 'Europe/Berlin')).toBe(
      '2026-11-18T13:05:00.000Z',
    )
    expect(wallClockInstant(at(2026, 8, 11, 16, 5), 'Europe/Berlin')).toBe(
      '2026-08-11T14:05:00.000Z',
    )
    expect(wallClockInstant(at(2026, 8, 11, 16, 5), 'America/New_York')).toBe(
      '2026-08-11T20:05:00.000Z',
    )
    expect(wallClockInstant(at(2026, 8, 11, 16, 5), 'UTC')).toBe('2026-08-11T16:05:00.000Z')
  })

  it('gives each time around a DST change an instant that reads back as a nearby wall time', () => {
    // Berlin skips 02:00-03:00 on 29 March 2026 and repeats 02:00-03:00 on 25 October.
    const skipped = wallClockInstant(at(2026, 3, 29, 2, 30), 'Europe/Berlin')
    expect(skipped).toBe('2026-03-29T01:30:00.000Z')
    expect(localDate(new Date(skipped), 'Europe/Berlin').hour).toBe(3)
    const repeated = wallClockInstant(at(2026, 10, 25, 2, 30), 'Europe/Berlin')
    expect(repeated).toBe('2026-10-25T01:30:00.000Z')
    expect(localDate(new Date(repeated), 'Europe/Berlin').hour).toBe(2)
    // Just before and after each change.
    expect(wallClockInstant(at(2026, 3, 29, 1, 59), 'Europe/Berlin')).toBe(
      '2026-03-29T00:59:00.000Z',
    )
    expect(wallClockInstant(at(2026, 3, 29, 3, 0), 'Europe/Berlin')).toBe(
      '2026-03-29T01:00:00.000Z',
    )
    expect(wallClockInstant(at(2026, 10, 25, 3, 0), 'Europe/Berlin')).toBe(
      '2026-10-25T02:00:00.000Z',
    )
  })
})

describe('weekStartOf', () => {
  it("gives the Monday of the date's week, across months and years", () => {
    expect(weekStartOf('2026-11-21')).toBe('2026-11-16') // a Saturday
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16') // the Sunday ends that week
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23') // a Monday starts the next
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23')
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28')
  })
})
