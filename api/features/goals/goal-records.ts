/**
 * What every goal use case shares: finding a goal or an allocation the caller may see,
 * and turning rows into the answers' shapes.
 */
import type { Db } from '../../../db/client.js'
import { listChildren } from '../../../db/queries/children.js'
import {
  type Allocation,
  findAllocation,
  findGoal,
  type Goal,
  listGoals,
  sumContributedByAllocation,
} from '../../../db/queries/goals.js'
import { projectedContributionSat } from '../../contracts/allocation-form.js'
import { goalProgress, isComplete } from '../../contracts/goal-progress.js'
import { notFound } from '../../errors.js'
import { satsToBtc, totalToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import type { ActiveAllocationDto, GoalDto, PendingAllocationDto } from './goals.schemas.js'

export const GOAL_COMPLETE = 'This goal is already complete'
export const ALREADY_DECIDED = 'This request has already been decided'

// The rules live in contracts so the demo's sample goals follow them too.
export { goalProgress, isComplete }

export async function requireGoal(db: Db, user: SessionUser, goalId: number): Promise<Goal> {
  const goal = await findGoal(db, user.familyId, goalId)
  if (!goal) throw notFound('Goal')
  return goal
}

export async function requireAllocation(
  db: Db,
  user: SessionUser,
  id: number,
): Promise<Allocation> {
  const allocation = await findAllocation(db, user.familyId, id)
  // A child sees only its own requests; anything else is as good as missing.
  if (!allocation || (user.role === 'child' && allocation.childId !== user.childId))
    throw notFound('Allocation request')
  return allocation
}

export function toGoalDto(goal: Goal, allocations: Allocation[]): GoalDto {
  return {
    id: goal.id,
    createdBy: goal.createdBy,
    creatorType: goal.creatorType,
    title: goal.title,
    description: goal.description,
    targetAmount: satsToBtc(goal.targetSat),
    currentAmount: satsToBtc(goal.currentSat),
    targetDate: goal.targetDate,
    category: goal.category,
    imageUrl: goal.imageUrl,
    progress: goalProgress(goal),
    isComplete: isComplete(goal),
    allocations: allocations
      .filter((a) => a.goalId === goal.id)
      .map((a) => ({
        id: a.id,
        goalId: a.goalId,
        userId: a.requestedBy,
        userType: a.childId === null ? ('parent' as const) : ('child' as const),
        childId: a.childId,
        childName: a.childName,
        percentage: a.percentageTenths / 10,
        allocationType: a.applyTo,
        approved: true,
        createdAt: a.createdAt,
      })),
    createdAt: goal.createdAt,
    updatedAt: goal.updatedAt,
  }
}

export function toPendingDto(a: Allocation): PendingAllocationDto {
  return {
    id: a.id,
    goalId: a.goalId,
    childId: a.childId,
    childName: a.childName,
    goalTitle: a.goalTitle,
    goalName: a.goalTitle,
    percentage: a.percentageTenths / 10,
    applyTo: a.applyTo,
    requestNote: a.requestNote,
    denialReason: a.denialReason,
    status: a.status,
    createdAt: a.createdAt,
  }
}

/** Active allocations with what they have brought in and the spec's monthly projection. */
export async function describeActive(
  db: Db,
  familyId: number,
  allocations: Allocation[],
): Promise<ActiveAllocationDto[]> {
  const contributed = await sumContributedByAllocation(
    db,
    allocations.map((a) => a.id),
  )
  const children = new Map((await listChildren(db, familyId)).map((c) => [c.id, c]))
  const goals = new Map((await listGoals(db, familyId)).map((g) => [g.id, g]))
  return allocations.map((a) => {
    const child = a.childId === null ? undefined : children.get(a.childId)
    const projected = child ? projectedContributionSat(child, a.applyTo, a.percentageTenths) : 0
    const goal = goals.get(a.goalId)
    return {
      id: a.id,
      goalId: a.goalId,
      goalTitle: a.goalTitle,
      percentage: a.percentageTenths / 10,
      childId: a.childId,
      childName: a.childName,
      applyTo: a.applyTo,
      contributedAmount: satsToBtc(contributed.get(a.id) ?? 0),
      // A month of a 21M BTC allowance is past the cap of one balance.
      estimatedMonthly: totalToBtc(projected),
      goalProgress: goal ? goalProgress(goal) : 0,
      status: a.status,
      createdAt: a.createdAt,
    }
  })
}
