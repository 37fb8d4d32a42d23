import type { Db } from '../../../db/client.js'
import { listChildNames } from '../../../db/queries/children.js'
import { findFamily } from '../../../db/queries/families.js'
import {
  endGoalAllocations,
  insertGoal,
  listAllocations,
  listGoals,
  markGoalDeleted,
  sumGoalMoneyByChild,
} from '../../../db/queries/goals.js'
import { readGoalForm } from '../../contracts/goal-form.js'
import { acceptOrRefuse } from '../../errors.js'
import type { LedgerEntry } from '../../lib/ledger.js'
import { postEntries, transferEntries } from '../../lib/ledger.js'
import { localDate } from '../../lib/local-date.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { requireGoal, toGoalDto } from './goal-records.js'
import type { CreateGoalBody, DeleteGoalReply, GoalDto } from './goals.schemas.js'

export async function listFamilyGoals(db: Db, user: SessionUser): Promise<GoalDto[]> {
  const goals = await listGoals(db, user.familyId)
  const active = await listAllocations(db, user.familyId, { statuses: ['active'] })
  return goals.map((g) => toGoalDto(g, active))
}

/**
 * A new family goal, checked by the goal form's rules (api/contracts/goal-form.ts) in
 * the spec's order and words. "Today", for the target date, is the family's calendar day.
 */
export async function createGoal(
  db: Db,
  user: SessionUser,
  input: CreateGoalBody,
  now: Date,
  defaultTimeZone: string,
): Promise<GoalDto> {
  const family = await findFamily(db, user.familyId)
  const today = localDate(now, family?.timeZone ?? defaultTimeZone).date
  const draft = acceptOrRefuse(readGoalForm(input, today))
  const goal = await insertGoal(db, {
    familyId: user.familyId,
    createdBy: user.id,
    creatorType: user.role === 'child' ? 'child' : 'parent',
    ...draft,
    createdAt: now.toISOString(),
  })
  return toGoalDto(goal, [])
}

/**
 * Deleting a goal never makes a child's money vanish: whatever the goal holds on a
 * child's behalf goes back to that child's savings, as ledger rows. Money the
 * parents put in without naming a child goes back to them (it leaves the ledger,
 * as it came). Allocations end; the goal row stays hidden for the history.
 */
export async function deleteGoal(
  db: Db,
  user: SessionUser,
  goalId: number,
  now: Date,
): Promise<DeleteGoalReply> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const goal = await requireGoal(trx, user, goalId)
    const holdings = await sumGoalMoneyByChild(trx, goal.id)
    // Removed children too: their share still goes back to them, under their name.
    const children = await listChildNames(trx, user.familyId)
    const entries: LedgerEntry[] = []
    const refunded: Array<{ childId: number; childName: string; amount: string }> = []
    for (const { childId, totalSat } of holdings) {
      if (totalSat <= 0) continue
      const base = {
        familyId: user.familyId,
        childId,
        importKey: null,
        createdBy: user.id,
        createdAt: at,
        goalId: goal.id,
        allocationId: null,
      }
      if (childId === null) {
        entries.push({
          ...base,
          account: 'goal',
          type: 'goal_closed',
          amountSat: -totalSat,
          description: `${goal.title} deleted: returned to parents`,
        })
        continue
      }
      entries.push(
        ...transferEntries(base, {
          from: 'goal',
          to: 'savings',
          amountSat: totalSat,
          type: 'goal_refund',
          description: `${goal.title} deleted: back to savings`,
        }),
      )
      refunded.push({
        childId,
        childName: children.get(childId) ?? '',
        amount: satsToBtc(totalSat),
      })
    }
    await postEntries(trx, entries)
    await endGoalAllocations(trx, goal.id, at)
    await markGoalDeleted(trx, goal.id, at)
    const names = refunded.map((r) => `${r.amount} BTC to ${r.childName}`).join(', ')
    return {
      success: true,
      message: refunded.length
        ? `${goal.title} was deleted. Returned to savings: ${names}.`
        : `${goal.title} was deleted.`,
      refunded,
    }
  })
}
