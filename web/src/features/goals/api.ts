import {
  activeAllocationsRead,
  GOALS_READ,
  PENDING_ALLOCATIONS_READ,
} from '@api/contracts/first-reads'
import { useCallback } from 'react'
import useSWR from 'swr'
import { call, type Inputs, type Reply } from '../../lib/api-client'
import { useRevalidateAfter } from '../../lib/reads-after-writes'

export const GOALS_KEY = GOALS_READ
export const PENDING_ALLOCATIONS_KEY = PENDING_ALLOCATIONS_READ

export function goalKey(goalId: number): string {
  return `${GOALS_KEY}/${goalId}`
}

export function contributionsKey(goalId: number): string {
  return `${goalKey(goalId)}/contributions`
}

export const activeAllocationsKey = activeAllocationsRead

export function useFamilyGoals() {
  return useSWR<Reply<'GET /api/family-goals'>>(GOALS_KEY)
}

/**
 * Parents: the family's pending allocation requests. A child: its own pending and
 * denied ones. The dashboard uses the list to decide whether to show its approvals panel.
 */
export function usePendingAllocations() {
  return useSWR<Reply<'GET /api/pending-allocations'>>(PENDING_ALLOCATIONS_KEY)
}

export function useActiveAllocations(childId?: number) {
  return useSWR<Reply<'GET /api/allocations/active'>>(activeAllocationsKey(childId))
}

/** Fetched only while `goalId` is given: the spec loads the history with the details open. */
export function useGoalContributions(goalId: number | null) {
  return useSWR<Reply<'GET /api/family-goals/:id/contributions'>>(
    goalId === null ? null : contributionsKey(goalId),
  )
}

// Writes. Goal, allocation, contribution and delete calls are the guardians'; the server
// answers 403 to a child.

export function createGoal(body: Inputs<'POST /api/family-goals'>['body']) {
  return call('POST /api/family-goals', { body })
}

export function deleteGoal(goalId: number) {
  return call('DELETE /api/family-goals/:id', { params: { id: goalId } })
}

export function allocateToGoal(
  goalId: number,
  body: Inputs<'POST /api/family-goals/:id/allocations'>['body'],
) {
  return call('POST /api/family-goals/:id/allocations', { params: { id: goalId }, body })
}

export function contributeToGoal(
  goalId: number,
  body: Inputs<'POST /api/family-goals/:id/contributions'>['body'],
) {
  return call('POST /api/family-goals/:id/contributions', { params: { id: goalId }, body })
}

export function decideAllocation(
  requestId: number,
  body: Inputs<'POST /api/allocations/:id/approve'>['body'],
) {
  return call('POST /api/allocations/:id/approve', { params: { id: requestId }, body })
}

export function requestChildAllocation(
  goalId: number,
  body: Inputs<'POST /api/family-goals/:id/child-allocation-request'>['body'],
) {
  return call('POST /api/family-goals/:id/child-allocation-request', {
    params: { id: goalId },
    body,
  })
}

/** After a goal write: goal money moves balances, the ledger and the totals too (the books). */
export function useRefreshGoalData(): () => Promise<unknown> {
  const revalidateAfter = useRevalidateAfter()
  return useCallback(() => revalidateAfter('books'), [revalidateAfter])
}
