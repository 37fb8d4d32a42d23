import { describe, expect, it } from 'vitest'
import { localWeekday } from './weekday'

describe('localWeekday', () => {
  it("says the server's weekday in the language shown", () => {
    expect(localWeekday('Saturday', 'en')).toBe('Saturday')
    expect(localWeekday('Saturday', 'de')).toBe('Samstag')
    expect(localWeekday('Sunday', 'es')).toBe('domingo')
  })

  it('leaves a name it does not know as it came', () => {
    expect(localWeekday('Someday', 'de')).toBe('Someday')
  })
})
