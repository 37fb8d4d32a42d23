import type { GoalDto, PendingAllocationDto } from '@api/features/goals/goals.schemas'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { speaksEveryLanguage } from '../../lib/screens-in-every-language.testing'
import { AllocationRequestsPanelView } from './components/allocation-requests-panel'
import { ChildGoalsCardView } from './components/child-goals-card'
import { ChildRequestsListView } from './components/child-requests-list'
import { GoalOverview } from './components/goal-overview'
import { ParentGoalsCardView } from './components/parent-goals-card'

const goal: GoalDto = {
  id: 1,
  createdBy: 1,
  creatorType: 'parent',
  title: 'Zelt',
  description: 'Zelt für den Sommer',
  targetAmount: '0.01000000',
  currentAmount: '0.00250000',
  targetDate: '2027-06-01',
  category: 'vacation',
  imageUrl: null,
  progress: 25,
  isComplete: false,
  allocations: [
    {
      id: 1,
      goalId: 1,
      userId: null,
      userType: 'parent',
      childId: 2,
      childName: 'Mia',
      percentage: 10,
      allocationType: 'new_contributions',
      approved: true,
      createdAt: '2026-11-01T10:00:00Z',
    },
  ],
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
}

const request = (status: PendingAllocationDto['status']): PendingAllocationDto => ({
  id: status === 'pending' ? 1 : 2,
  goalId: 1,
  childId: 2,
  childName: 'Mia',
  goalTitle: 'Zelt',
  goalName: 'Zelt',
  percentage: 5,
  applyTo: 'entire_savings',
  requestNote: null,
  denialReason: status === 'denied' ? 'zu viel' : null,
  status,
  createdAt: '2026-11-02T10:00:00Z',
})

/** The goal screens a dashboard shows, as one page of markup. */
function screens(): string {
  const page: ReactElement = (
    <MemoryRouter>
      <ParentGoalsCardView goals={[goal]} />
      <ChildGoalsCardView
        goals={[goal]}
        actionsOf={() => null}
        requests={
          <ChildRequestsListView requests={[request('pending'), request('denied')]} childId={2} />
        }
      />
      <AllocationRequestsPanelView requests={[request('pending')]} />
      <GoalOverview goal={goal} />
    </MemoryRouter>
  )
  return renderToStaticMarkup(page)
}

/** English the screens show, which must not be left in another language. */
const ENGLISH = [
  'Family Goals',
  'View All Goals',
  ' of ',
  'Zelt progress',
  'My Goal Requests',
  'entire savings',
  'Waiting for parent approval',
  'Denied.',
  'Reason:',
  'Goal Allocation Requests',
  'Approve',
  'Deny',
  'Apply to',
  'Asked',
  'Category',
  'Target date',
  'Vacation',
  'Allocations',
  'new contributions',
]

describe('the goal screens', () => {
  speaksEveryLanguage(screens, ENGLISH, {
    de: ['Familienziele', 'Mia: 10 % der neuen Beiträge', 'Abgelehnt. Grund: zu viel'],
    es: ['Metas familiares', 'Mia: 10 % de los nuevos aportes', 'Rechazada. Motivo: zu viel'],
  })

  it('write the whole sentences in English', () => {
    const markup = screens()
    expect(markup).toContain('Mia: 10% of new contributions')
    expect(markup).toContain('5% of entire savings for Zelt')
  })
})
