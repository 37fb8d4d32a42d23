import type { Db } from '../../../db/client.js'
import { decideAllocation, insertAllocation, listAllocations } from '../../../db/queries/goals.js'
import { inTransaction } from '../../../db/transaction.js'
import { readChildRequest } from '../../contracts/allocation-form.js'
import { MESSAGES } from '../../contracts/messages.js'
import { acceptOrRefuse, badRequest, conflict } from '../../errors.js'
import { findAccessibleChild, isGuardian } from '../../lib/child-access.js'
import type { SessionUser } from '../../lib/sessions.js'
import { checkAllowanceShare, moveSavingsShare } from './allocations.service.js'
import {
  ALREADY_DECIDED,
  GOAL_COMPLETE,
  isComplete,
  requireAllocation,
  requireGoal,
  toPendingDto,
} from './goal-records.js'
import type {
  ChildRequestBody,
  ChildRequestReply,
  DecideAllocationBody,
  PendingAllocationDto,
} from './goals.schemas.js'

/** A child's request: waits for a parent. */
export async function requestChildAllocation(
  db: Db,
  user: SessionUser,
  goalId: number,
  input: ChildRequestBody,
  now: Date,
): Promise<ChildRequestReply> {
  const { tenths, applyTo, reason } = acceptOrRefuse(readChildRequest(input))
  const childId = input.childId ?? user.childId
  if (childId === null || childId === undefined)
    throw badRequest('missing-field', MESSAGES.requestChildRequired, 'childId')
  const child = await findAccessibleChild(db, user, childId)
  const goal = await requireGoal(db, user, goalId)
  if (isComplete(goal)) throw conflict('goal-complete', GOAL_COMPLETE)
  if (applyTo === 'new_contributions')
    await checkAllowanceShare(db, user.familyId, child.id, { tenths }, ['pending', 'active'])
  const id = await insertAllocation(db, {
    familyId: user.familyId,
    goalId: goal.id,
    childId: child.id,
    requestedBy: user.id,
    percentageTenths: tenths,
    applyTo,
    status: 'pending',
    requestNote: reason,
    createdAt: now.toISOString(),
  })
  return {
    success: true,
    message: 'Your contribution request has been sent to your parent for approval.',
    request: toPendingDto(await requireAllocation(db, user, id)),
  }
}

/**
 * Parents get the family's pending requests. A child gets its own pending and
 * denied ones, so it can read why a request was denied.
 */
export async function listPendingAllocations(
  db: Db,
  user: SessionUser,
): Promise<PendingAllocationDto[]> {
  const rows = isGuardian(user)
    ? await listAllocations(db, user.familyId, { statuses: ['pending'] })
    : await listAllocations(db, user.familyId, {
        statuses: ['pending', 'denied'],
        childId: user.childId ?? -1,
      })
  return rows.map(toPendingDto)
}

export async function decideAllocationRequest(
  db: Db,
  user: SessionUser,
  id: number,
  input: DecideAllocationBody,
  now: Date,
): Promise<PendingAllocationDto> {
  const denialReason = input.denialReason?.trim() || null
  if (!input.approved && !denialReason)
    throw badRequest('missing-field', MESSAGES.denialReasonRequired, 'denialReason')
  const at = now.toISOString()
  await inTransaction(db, async (trx) => {
    const allocation = await requireAllocation(trx, user, id)
    const decided = await decideAllocation(trx, id, {
      status: input.approved ? 'active' : 'denied',
      denialReason: input.approved ? null : denialReason,
      by: user.id,
      at,
    })
    if (!decided) throw conflict('already-decided', ALREADY_DECIDED)
    if (!input.approved || allocation.childId === null) return
    const goal = await requireGoal(trx, user, allocation.goalId)
    if (isComplete(goal)) throw conflict('goal-complete', GOAL_COMPLETE)
    if (allocation.applyTo === 'new_contributions') {
      await checkAllowanceShare(
        trx,
        user.familyId,
        allocation.childId,
        { tenths: allocation.percentageTenths, allocationId: id },
        ['active'],
      )
    } else {
      await moveSavingsShare(
        trx,
        user,
        id,
        goal,
        allocation.childId,
        allocation.percentageTenths,
        at,
      )
    }
  })
  return toPendingDto(await requireAllocation(db, user, id))
}
