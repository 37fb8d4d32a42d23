import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { apiJson } from '../../lib/api-client'
import { revalidateMoney } from '../../lib/revalidate-money'

export const GOALS_KEY = '/api/family-goals'
export const PENDING_ALLOCATIONS_KEY = '/api/pending-allocations'
export const ACTIVE_ALLOCATIONS_KEY = '/api/allocations/active'

export function goalKey(goalId: number): string {
  return `${GOALS_KEY}/${goalId}`
}

export function contributionsKey(goalId: number): string {
  return `${goalKey(goalId)}/contributions`
}

export function activeAllocationsKey(childId?: number): string {
  return childId === undefined
    ? ACTIVE_ALLOCATIONS_KEY
    : `${ACTIVE_ALLOCATIONS_KEY}?childId=${childId}`
}

/** How an allocation applies: the child form's `existing_savings` is stored as `entire_savings`. */
export type ApplyTo = 'new_contributions' | 'entire_savings'
export type ChildApplyTo = 'new_contributions' | 'existing_savings'

/** An active allocation as it is listed inside a goal. */
export interface GoalAllocation {
  id: number
  goalId: number
  userId: number | null
  userType: string
  childId: number | null
  childName: string | null
  percentage: number
  allocationType: string
  approved: boolean
  createdAt: string
}

/** A family goal; amounts are BTC strings with 8 decimals. */
export interface FamilyGoal {
  id: number
  createdBy: number | null
  creatorType: string
  title: string
  description: string
  targetAmount: string
  currentAmount: string
  /** YYYY-MM-DD, or null. */
  targetDate: string | null
  category: string
  imageUrl: string | null
  /** Percent with one decimal, capped at 100; 0 for a zero target. */
  progress: number
  isComplete: boolean
  allocations: GoalAllocation[]
  createdAt: string
  updatedAt: string
}

/** A child's allocation request. Parents get pending ones; a child also its denied ones. */
export interface PendingAllocation {
  id: number
  goalId: number
  childId: number | null
  childName: string | null
  goalTitle: string
  goalName: string
  percentage: number
  applyTo: string
  requestNote: string | null
  denialReason: string | null
  status: string
  createdAt: string
}

export interface GoalContribution {
  id: number
  childId: number | null
  childName: string | null
  /** Signed: a refund or a closed goal takes money out. */
  amount: string
  contributionType: string
  description: string
  createdAt: string
}

export interface ActiveAllocation {
  id: number
  goalId: number
  goalTitle: string
  percentage: number
  childId: number | null
  childName: string | null
  applyTo: string
  contributedAmount: string
  estimatedMonthly: string
  goalProgress: number
  status: string
  createdAt: string
}

export interface CreateGoalInput {
  title: string
  description: string
  targetAmount: string
  category: string
  targetDate?: string
  imageUrl?: string
}

export interface AllocateInput {
  percentage: string
  childId?: number
  applyTo: ApplyTo
}

export interface ContributionInput {
  amount: string
  contributionType: string
  childId?: number
  description?: string
}

export interface ChildAllocationRequestInput {
  percentage: string
  reason: string
  applyTo: ChildApplyTo
  childId: number
}

export interface DeleteGoalReply {
  success: boolean
  message: string
  refunded: { childId: number; childName: string; amount: string }[]
}

export function useFamilyGoals() {
  return useSWR<FamilyGoal[]>(GOALS_KEY)
}

/**
 * Parents: the family's pending allocation requests. A child: its own pending and
 * denied ones. The dashboard uses the list to decide whether to show its approvals panel.
 */
export function usePendingAllocations() {
  return useSWR<PendingAllocation[]>(PENDING_ALLOCATIONS_KEY)
}

export function useActiveAllocations(childId?: number) {
  return useSWR<ActiveAllocation[]>(activeAllocationsKey(childId))
}

/** Fetched only while `goalId` is given: the spec loads the history with the details open. */
export function useGoalContributions(goalId: number | null) {
  return useSWR<GoalContribution[]>(goalId === null ? null : contributionsKey(goalId))
}

// Writes. Goal, allocation, contribution and delete calls are the guardians'; the server
// answers 403 to a child.

export function createGoal(input: CreateGoalInput): Promise<FamilyGoal> {
  return apiJson('POST', GOALS_KEY, input)
}

export function deleteGoal(goalId: number): Promise<DeleteGoalReply> {
  return apiJson('DELETE', goalKey(goalId))
}

export function allocateToGoal(goalId: number, input: AllocateInput): Promise<ActiveAllocation> {
  return apiJson('POST', `${goalKey(goalId)}/allocations`, input)
}

/** The server's answer: the amount as it was booked, with 8 decimals. */
export interface ContributionReply {
  id: number
  amount: string
  contributionType: string
}

export function contributeToGoal(
  goalId: number,
  input: ContributionInput,
): Promise<ContributionReply> {
  return apiJson('POST', contributionsKey(goalId), input)
}

export function decideAllocation(
  requestId: number,
  decision: { approved: true } | { approved: false; denialReason: string },
): Promise<PendingAllocation> {
  return apiJson('POST', `/api/allocations/${requestId}/approve`, decision)
}

export function requestChildAllocation(
  goalId: number,
  input: ChildAllocationRequestInput,
): Promise<{ success: boolean; message: string; request: PendingAllocation }> {
  return apiJson('POST', `${goalKey(goalId)}/child-allocation-request`, input)
}

/**
 * Revalidates everything a goal write can change. Goal money moves balances, the
 * ledger and the family overview too, so this is the app's one money refresh.
 */
export function useRefreshGoalData(): () => Promise<unknown> {
  const { mutate } = useSWRConfig()
  return useCallback(() => revalidateMoney(mutate), [mutate])
}
