import { describe, expect, it } from 'vitest'
import { serverWeekdayIn, weekdayIn } from './weekday-names'

describe('weekdayIn', () => {
  it('names the day from Sunday = 0, in the language asked for', () => {
    expect(weekdayIn(0, 'en')).toBe('Sunday')
    expect(weekdayIn(6, 'en')).toBe('Saturday')
    expect(weekdayIn(0, 'de')).toBe('Sonntag')
    expect(weekdayIn(1, 'es')).toBe('lunes')
  })

  it('has no name for a day outside the week', () => {
    expect(weekdayIn(7, 'en')).toBeUndefined()
    expect(weekdayIn(-1, 'en')).toBeUndefined()
    expect(weekdayIn(1.5, 'en')).toBeUndefined()
  })
})

describe('serverWeekdayIn', () => {
  it("says the server's weekday in the language shown", () => {
    expect(serverWeekdayIn('Saturday', 'en')).toBe('Saturday')
    expect(serverWeekdayIn('Saturday', 'de')).toBe('Samstag')
    expect(serverWeekdayIn('Sunday', 'es')).toBe('domingo')
  })

  it('leaves a name it does not know as it came', () => {
    expect(serverWeekdayIn('Someday', 'de')).toBe('Someday')
  })
})
