import {
  activeAllocationsRead,
  GOALS_READ,
  PENDING_ALLOCATIONS_READ,
} from '@api/contracts/first-reads'
import type {
  ActiveAllocationDto,
  AllocateBody,
  ChildRequestBody,
  ChildRequestReply,
  ContributionBody,
  ContributionDto,
  ContributionReply,
  CreateGoalBody,
  DecideAllocationBody,
  DeleteGoalReply,
  GoalDto,
  PendingAllocationDto,
} from '@api/features/goals/goals.schemas'
import { useCallback } from 'react'
import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'
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
  return useSWR<GoalDto[]>(GOALS_KEY)
}

/**
 * Parents: the family's pending allocation requests. A child: its own pending and
 * denied ones. The dashboard uses the list to decide whether to show its approvals panel.
 */
export function usePendingAllocations() {
  return useSWR<PendingAllocationDto[]>(PENDING_ALLOCATIONS_KEY)
}

export function useActiveAllocations(childId?: number) {
  return useSWR<ActiveAllocationDto[]>(activeAllocationsKey(childId))
}

/** Fetched only while `goalId` is given: the spec loads the history with the details open. */
export function useGoalContributions(goalId: number | null) {
  return useSWR<ContributionDto[]>(goalId === null ? null : contributionsKey(goalId))
}

// Writes. Goal, allocation, contribution and delete calls are the guardians'; the server
// answers 403 to a child.

export function createGoal(input: CreateGoalBody): Promise<GoalDto> {
  return apiJson('POST', GOALS_KEY, input)
}

export function deleteGoal(goalId: number): Promise<DeleteGoalReply> {
  return apiJson('DELETE', goalKey(goalId))
}

export function allocateToGoal(goalId: number, input: AllocateBody): Promise<ActiveAllocationDto> {
  return apiJson('POST', `${goalKey(goalId)}/allocations`, input)
}

export function contributeToGoal(
  goalId: number,
  input: ContributionBody,
): Promise<ContributionReply> {
  return apiJson('POST', contributionsKey(goalId), input)
}

export function decideAllocation(
  requestId: number,
  decision: DecideAllocationBody,
): Promise<PendingAllocationDto> {
  return apiJson('POST', `/api/allocations/${requestId}/approve`, decision)
}

export function requestChildAllocation(
  goalId: number,
  input: ChildRequestBody,
): Promise<ChildRequestReply> {
  return apiJson('POST', `${goalKey(goalId)}/child-allocation-request`, input)
}

/** After a goal write: goal money moves balances, the ledger and the totals too (the books). */
export function useRefreshGoalData(): () => Promise<unknown> {
  const revalidateAfter = useRevalidateAfter()
  return useCallback(() => revalidateAfter('books'), [revalidateAfter])
}
