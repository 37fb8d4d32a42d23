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
import { inTransaction } from '../../../db/transaction.js'
import { readGoalForm } from '../../contracts/goal-form.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { acceptOrRefuse } from '../../errors.js'
import type { LedgerEntry } from '../../lib/ledger.js'
import { postEntries, transferEntries } from '../../lib/ledger.js'
import { localDate } from '../../lib/local-date.js'
import { btcToSats, satsToBtc } from '../../lib/money.js'
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
 * Deleting a goal never creates money and never makes a child's money vanish. Each
 * child gets back to savings exactly what left that child's own balances for the goal
 * (savings, allowance shares), never more. What was given in a child's name without
 * leaving their balances (a gift, a bonus, chore money) and what the parents put in
 * without naming a child go back to whoever gave them: a ledger row takes it out of the
 * goal, as it came in from outside. Allocations end; the goal row stays hidden for the
 * history.
 */
export async function deleteGoal(
  db: Db,
  user: SessionUser,
  goalId: number,
  now: Date,
): Promise<DeleteGoalReply> {
  const at = now.toISOString()
  return inTransaction(db, async (trx) => {
    const goal = await requireGoal(trx, user, goalId)
    const holdings = await sumGoalMoneyByChild(trx, goal.id)
    // Removed children too: their share still goes back to them, under their name.
    const children = await listChildNames(trx, user.familyId)
    const entries: LedgerEntry[] = []
    const refunded: DeleteGoalReply['refunded'] = []
    const returned: DeleteGoalReply['returnedToGivers'] = []
    for (const { childId, heldSat, fromBalancesSat } of holdings) {
      if (heldSat <= 0) continue
      const base = {
        familyId: user.familyId,
        childId,
        importKey: null,
        createdBy: user.id,
        createdAt: at,
        goalId: goal.id,
        allocationId: null,
      }
      const childName = childId === null ? null : (children.get(childId) ?? '')
      const refundSat = childId === null ? 0 : Math.min(heldSat, Math.max(0, fromBalancesSat))
      const givenSat = heldSat - refundSat
      if (childId !== null && refundSat > 0) {
        entries.push(
          ...transferEntries(
            { ...base, childId },
            {
              from: 'goal',
              to: 'savings',
              amountSat: refundSat,
              type: 'goal_refund',
              description: writeLedgerDescription('goalDeletedToSavings', { goal: goal.title }),
            },
          ),
        )
        refunded.push({ childId, childName: childName ?? '', amount: satsToBtc(refundSat) })
      }
      if (givenSat > 0) {
        entries.push({
          ...base,
          account: 'goal',
          type: 'goal_closed',
          amountSat: -givenSat,
          description:
            childName === null
              ? writeLedgerDescription('goalDeletedToParents', { goal: goal.title })
              : writeLedgerDescription('goalDeletedToGivers', {
                  goal: goal.title,
                  child: childName,
                }),
        })
        returned.push({ childId, childName, amount: satsToBtc(givenSat) })
      }
    }
    await postEntries(trx, entries)
    await endGoalAllocations(trx, goal.id, at)
    await markGoalDeleted(trx, goal.id, at)
    return {
      success: true,
      message: deletionMessage(goal.title, refunded, returned),
      refunded,
      returnedToGivers: returned,
    }
  })
}

function deletionMessage(
  title: string,
  refunded: DeleteGoalReply['refunded'],
  returned: DeleteGoalReply['returnedToGivers'],
): string {
  const parts = [`${title} was deleted.`]
  if (refunded.length > 0) {
    const names = refunded.map((r) => `${r.amount} BTC to ${r.childName}`).join(', ')
    parts.push(`Returned to savings: ${names}.`)
  }
  if (returned.length > 0) {
    const totalSat = returned.reduce((sum, r) => sum + btcToSats(r.amount), 0)
    parts.push(
      `${satsToBtc(totalSat)} BTC of gifts and parents' money goes back to whoever gave it.`,
    )
  }
  return parts.join(' ')
}
