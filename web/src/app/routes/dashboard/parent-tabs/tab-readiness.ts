import { useDeferredValue } from 'react'
import { useAllowanceSchedule } from '../../../../features/allowances/api'
import { useChores } from '../../../../features/chores/api'
import { useCanApprove, useFamilyOverview, useSpouse } from '../../../../features/family/api'
import {
  useActiveAllocations,
  useFamilyGoals,
  usePendingAllocations,
} from '../../../../features/goals/api'
import { useInterest } from '../../../../features/interest/api'
import { RECENT_ACTIVITY_COUNT, useRecentTransactions } from '../../../../features/ledger/api'
import { usePendingTransfers, useWithdrawalRequests } from '../../../../features/requests/api'
import { useChildren } from '../../../../lib/use-children'
import type { ParentTab } from '../dashboard-view'

/** An answer, or a failure to show: either way the panel knows its final size. */
const hasSettled = (query: { data?: unknown; error?: unknown }) =>
  query.data !== undefined || query.error !== undefined

/**
 * Which tabs can be drawn at their final size. Panels that filled in one by one pushed
 * everything under them down as each answer arrived (Lighthouse measured a layout shift
 * of 0.5 to 0.9), so a tab waits for every query it draws from and then appears whole
 * in place of its loading line, below the heading and the tabs, moving nothing. Every
 * tab's queries start here at once, so switching tabs shows SWR's cached answers at
 * once. A new card on a tab adds its query to that tab's list.
 */
export function useTabReadiness(): Record<ParentTab, boolean> {
  const children = useChildren()
  const overview = useFamilyOverview()
  const overviewTab = [
    children,
    overview,
    useCanApprove(),
    usePendingAllocations(),
    usePendingTransfers(),
    useWithdrawalRequests(),
    useRecentTransactions(RECENT_ACTIVITY_COUNT),
    useChores(),
  ].every(hasSettled)
  const childrenTab = [children, useAllowanceSchedule(), useInterest()].every(hasSettled)
  const goalsTab = [useFamilyGoals(), useActiveAllocations()].every(hasSettled)
  const familyTab = [overview, useSpouse()].every(hasSettled)
  // Deferred: React draws a tab in small slices, not in one long task.
  return {
    overview: useDeferredValue(overviewTab),
    children: useDeferredValue(childrenTab),
    goals: useDeferredValue(goalsTab),
    family: useDeferredValue(familyTab),
  }
}
