import { describe, expect, it } from 'vitest'
import { daysLeft, formatDay, formatSats, yearlySaving } from './billing-format'

describe('billing figures', () => {
  it("saves the spec's 52,000 sats, 2 months, on the yearly plan", () => {
    expect(yearlySaving(21_000, 200_000)).toEqual({ sats: 52_000, months: 2 })
    expect(yearlySaving(10_000, 130_000)).toEqual({ sats: 0, months: 0 })
  })

  it('writes sats with thousands separators', () => {
    expect(formatSats(200_000)).toBe('200,000 sats')
    expect(formatSats(200_000, 'de')).toBe('200.000 sats')
  })

  it('writes the day in the language shown', () => {
    expect(formatDay('2027-03-03T12:00:00Z')).toBe('March 3, 2027')
    expect(formatDay('2027-03-03T12:00:00Z', 'de')).toBe('3. März 2027')
    expect(formatDay('2027-03-03T12:00:00Z', 'es')).toBe('3 de marzo de 2027')
  })

  it('counts the days left, a day begun as one, never below zero', () => {
    const now = new Date('2027-01-01T12:00:00Z')
    expect(daysLeft('2027-01-31T12:00:00Z', now)).toBe(30)
    // A 90-day trial a second after sign-up: 90 days, not 89.
    expect(daysLeft('2027-04-01T12:00:00Z', new Date('2027-01-01T12:00:01Z'))).toBe(90)
    expect(daysLeft('2027-01-02T11:00:00Z', now)).toBe(1)
    expect(daysLeft('2027-01-01T12:00:00Z', now)).toBe(0)
    expect(daysLeft('2026-12-01T00:00:00Z', now)).toBe(0)
  })
})
