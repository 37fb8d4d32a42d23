import { describe, expect, it } from 'vitest'
import { daysUntilAllowance, weekdayName } from './allowance-days'

describe('daysUntilAllowance', () => {
  it('counts the days to the allowance weekday', () => {
    expect(daysUntilAllowance(5, 1)).toBe(4)
    expect(daysUntilAllowance(1, 5)).toBe(3)
    expect(daysUntilAllowance(0, 6)).toBe(1)
  })

  it('shows 7, not 0, on the allowance day itself', () => {
    for (let day = 0; day < 7; day++) expect(daysUntilAllowance(day, day)).toBe(7)
  })
})

describe('weekdayName', () => {
  it('names the day from Sunday = 0', () => {
    expect(weekdayName(0)).toBe('Sunday')
    expect(weekdayName(6)).toBe('Saturday')
  })

  it('names it in the language asked for', () => {
    expect(weekdayName(0, 'de')).toBe('Sonntag')
    expect(weekdayName(1, 'es')).toBe('lunes')
  })

  it('says so for a day outside the week', () => {
    expect(weekdayName(7)).toBe('Unknown day')
  })
})
