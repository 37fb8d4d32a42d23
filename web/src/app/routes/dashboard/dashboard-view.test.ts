import { describe, expect, it } from 'vitest'
import {
  dashboardSearch,
  PARENT_TABS,
  parentTabSearch,
  parentViewLabel,
  readDashboardView,
  readParentTab,
  welcomeName,
} from './dashboard-view'

const parent = { role: 'parent' as const, childId: null }

describe('readDashboardView', () => {
  it('shows the parent view by default', () => {
    expect(readDashboardView(new URLSearchParams(''), parent)).toEqual({ kind: 'parent' })
  })

  it('shows the child picker for view=child without a valid child', () => {
    for (const search of ['view=child', 'view=child&child=0', 'view=child&child=abc']) {
      expect(readDashboardView(new URLSearchParams(search), parent)).toEqual({
        kind: 'child-picker',
      })
    }
  })

  it('opens the chosen child for a parent or spouse', () => {
    const params = new URLSearchParams('view=child&child=12')
    expect(readDashboardView(params, parent)).toEqual({ kind: 'child', childId: 12 })
    expect(readDashboardView(params, { role: 'spouse', childId: null })).toEqual({
      kind: 'child',
      childId: 12,
    })
  })

  it("always opens a child's own dashboard for a signed-in child, whatever the URL says", () => {
    const params = new URLSearchParams('view=child&child=99')
    expect(readDashboardView(params, { role: 'child', childId: 4 })).toEqual({
      kind: 'own-child',
      childId: 4,
    })
  })
})

describe('dashboardSearch', () => {
  it('round-trips every guardian view', () => {
    for (const view of [
      { kind: 'parent' as const },
      { kind: 'child-picker' as const },
      { kind: 'child' as const, childId: 7 },
    ]) {
      expect(readDashboardView(new URLSearchParams(dashboardSearch(view)), parent)).toEqual(view)
    }
  })
})

describe('labels', () => {
  it('calls the parent side Family View for a spouse', () => {
    expect(parentViewLabel('parent')).toBe('Parent View')
    expect(parentViewLabel('spouse')).toBe('Family View')
  })

  it('welcomes by first name, and never by the e-mail address', () => {
    expect(welcomeName({ firstName: 'Ada' })).toBe('Welcome, Ada')
    expect(welcomeName({ firstName: null })).toBe('Welcome')
    expect(welcomeName({ firstName: '  ' })).toBe('Welcome')
  })
})

describe('parent tabs', () => {
  it('opens Overview without a tab or with an unknown one', () => {
    expect(readParentTab(new URLSearchParams(''))).toBe('overview')
    expect(readParentTab(new URLSearchParams('tab=wallets-and-more'))).toBe('overview')
  })

  it('round-trips every tab through the URL', () => {
    for (const { id } of PARENT_TABS) {
      expect(readParentTab(new URLSearchParams(parentTabSearch(id)))).toBe(id)
    }
  })
})
