import type { Db } from '../../../db/client.js'
import { type Goal, insertAllocation, listAllocations } from '../../../db/queries/goals.js'
import { inTransaction } from '../../../db/transaction.js'
import { readParentAllocation } from '../../contracts/allocation-form.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { acceptOrRefuse, badRequest, conflict } from '../../errors.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { postEntries, transferEntries } from '../../lib/ledger.js'
import { percentOfSats, TENTHS_PER_WHOLE } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import {
  describeActive,
  GOAL_COMPLETE,
  isComplete,
  requireAllocation,
  requireGoal,
} from './goal-records.js'
import type { ActiveAllocationDto, AllocateBody } from './goals.schemas.js'

/**
 * A child's allocations of future allowances may not add up to more than 100%
 * across goals. `statuses` says which ones count: a new request counts pending
 * ones too; an approval counts only what is already active.
 */
export async function checkAllowanceShare(
  db: Db,
  familyId: number,
  childId: number,
  addition: { tenths: number; allocationId?: number },
  counting: Array<'pending' | 'active'>,
) {
  const existing = await listAllocations(db, familyId, { statuses: counting, childId })
  const used = existing
    // An approval counts the others: the request itself is already marked active.
    .filter((a) => a.applyTo === 'new_contributions' && a.id !== addition.allocationId)
    .reduce((sum, a) => sum + a.percentageTenths, 0)
  if (used + addition.tenths > TENTHS_PER_WHOLE) {
    throw badRequest(
      'allocation-over-limit',
      `Allocations of future allowances cannot add up to more than 100%: ${used / 10}% is already allocated`,
      'percentage',
    )
  }
}

/** Moves the allocated share of the child's current savings into the goal, now. */
export async function moveSavingsShare(
  trx: Db,
  user: SessionUser,
  allocationId: number,
  goal: Goal,
  childId: number,
  tenths: number,
  at: string,
) {
  const child = await findAccessibleChild(trx, user, childId)
  // Never more than the goal still needs: the rest stays in savings.
  const share = Math.min(
    percentOfSats(child.savingsSat, tenths),
    Math.max(0, goal.targetSat - goal.currentSat),
  )
  if (share === 0) return
  await postEntries(
    trx,
    transferEntries(
      {
        familyId: child.familyId,
        childId: child.id,
        importKey: null,
        createdBy: user.id,
        createdAt: at,
        goalId: goal.id,
        allocationId,
      },
      {
        from: 'savings',
        to: 'goal',
        amountSat: share,
        type: 'goal_allocation',
        description: writeLedgerDescription('savingsToGoal', {
          percent: tenths / 10,
          goal: goal.title,
        }),
      },
    ),
  )
}

/** A parent's (or spouse's) allocation: active at once. */
export async function allocateToGoal(
  db: Db,
  user: SessionUser,
  goalId: number,
  input: AllocateBody,
  now: Date,
): Promise<ActiveAllocationDto> {
  const { tenths, applyTo } = acceptOrRefuse(readParentAllocation(input))
  const at = now.toISOString()
  const id = await inTransaction(db, async (trx) => {
    const goal = await requireGoal(trx, user, goalId)
    if (isComplete(goal)) throw conflict('goal-complete', GOAL_COMPLETE)
    const childId = input.childId ?? null
    if (childId !== null) {
      await findAccessibleChild(trx, user, childId)
      if (applyTo === 'new_contributions')
        await checkAllowanceShare(trx, user.familyId, childId, { tenths }, ['active'])
    }
    const allocationId = await insertAllocation(trx, {
      familyId: user.familyId,
      goalId: goal.id,
      childId,
      requestedBy: user.id,
      percentageTenths: tenths,
      applyTo,
      status: 'active',
      requestNote: null,
      createdAt: at,
    })
    if (childId !== null && applyTo === 'entire_savings')
      await moveSavingsShare(trx, user, allocationId, goal, childId, tenths, at)
    return allocationId
  })
  const [created] = await describeActive(db, user.familyId, [await requireAllocation(db, user, id)])
  if (!created) throw new Error('An allocation just created is missing')
  return created
}

export async function listActiveAllocations(
  db: Db,
  user: SessionUser,
  childId: number | undefined,
): Promise<ActiveAllocationDto[]> {
  const forChild = user.role === 'child' ? user.childId : (childId ?? null)
  if (forChild !== null) await findAccessibleChild(db, user, forChild)
  return describeActive(
    db,
    user.familyId,
    await listAllocations(db, user.familyId, { statuses: ['active'], childId: forChild }),
  )
}
