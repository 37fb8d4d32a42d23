import type { ChoreDto } from '@api/features/chores/chores.schemas'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '../../lib/i18n'
import { formatDay, recurrenceText, stateText, whenText } from './chore-text'

const CHORE: ChoreDto = {
  id: 1,
  childId: 1,
  childName: 'Mia',
  title: 'Feed the cat',
  reward: '0.00010000',
  recurrence: 'once',
  weekday: null,
  dueDate: null,
  destination: 'spending',
  autoApprove: false,
  state: 'open',
  occursOn: null,
  startsOn: null,
  isOverdue: false,
  rejectionReason: null,
  doneAt: null,
  paidAt: null,
}

describe('chore texts', () => {
  it('name the schedule', () => {
    expect(recurrenceText(CHORE)).toBe('Once')
    expect(recurrenceText({ recurrence: 'daily', weekday: null })).toBe('Every day')
    expect(recurrenceText({ recurrence: 'weekly', weekday: 6 })).toBe('Every Saturday')
  })

  it('say when: the next start before the due date or the day', () => {
    expect(whenText(CHORE)).toBeNull()
    expect(whenText({ ...CHORE, dueDate: '2026-11-30' })).toBe(`Due ${formatDay('2026-11-30')}`)
    const weekly = { ...CHORE, recurrence: 'weekly' as const, weekday: 6, occursOn: '2026-11-28' }
    expect(whenText(weekly)).toBe(`By ${formatDay('2026-11-28')}`)
    expect(whenText({ ...weekly, startsOn: '2026-11-29', occursOn: '2026-12-05' })).toBe(
      `Next from ${formatDay('2026-11-29')}`,
    )
  })

  it('read a date as the calendar day it names, whatever the zone', () => {
    expect(formatDay('2026-11-30')).toBe(
      new Date(2026, 10, 30).toLocaleDateString(undefined, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
      }),
    )
  })

  it('tell the state, waiting and overdue included', () => {
    expect(stateText(CHORE)).toBe('To do')
    expect(stateText({ ...CHORE, isOverdue: true })).toBe('Overdue')
    expect(stateText({ ...CHORE, state: 'done' })).toBe('Waiting for approval')
    expect(stateText({ ...CHORE, state: 'approved' })).toBe('Done and paid')
    expect(stateText({ ...CHORE, startsOn: '2026-11-29' })).toBe('Done for now')
  })
})

describe('chore texts in another language', () => {
  afterEach(() => showLanguage('en'))

  it('follow the language shown, weekdays and dates included', async () => {
    await showLanguage('de')
    expect(recurrenceText({ recurrence: 'weekly', weekday: 6 })).toBe('Jeden Samstag')
    expect(stateText({ ...CHORE, isOverdue: true })).toBe('Überfällig')
    expect(whenText({ ...CHORE, dueDate: '2026-11-30' })).toBe(
      `Fällig am ${new Date(2026, 10, 30).toLocaleDateString('de', { weekday: 'short', month: 'short', day: 'numeric' })}`,
    )
    await showLanguage('es')
    expect(recurrenceText({ recurrence: 'weekly', weekday: 0 })).toBe('Cada domingo')
    expect(recurrenceText({ recurrence: 'daily', weekday: null })).toBe('Cada día')
  })
})
