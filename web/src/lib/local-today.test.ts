import { describe, expect, it } from 'vitest'
import { localToday } from './local-today'

describe('localToday', () => {
  it("reads today's date on this device", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })
})
