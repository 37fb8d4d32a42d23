import type { Db } from '../../../db/client.js'
import { listGoalContributions } from '../../../db/queries/goals.js'
import { inTransaction } from '../../../db/transaction.js'
import { readContribution } from '../../contracts/contribution-form.js'
import { needsChild } from '../../contracts/goal-vocabulary.js'
import {
  CONTRIBUTION_DESCRIPTIONS,
  writeLedgerDescription,
} from '../../contracts/ledger-descriptions.js'
import { GUARDIAN_MESSAGES } from '../../contracts/messages.js'
import { acceptOrRefuse, badRequest, conflict } from '../../errors.js'
import { requireAvailableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { type LedgerEntry, postEntries, transferEntries } from '../../lib/ledger.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { GOAL_COMPLETE, isComplete, requireGoal } from './goal-records.js'
import type { ContributionBody, ContributionDto, ContributionReply } from './goals.schemas.js'

export async function listContributions(
  db: Db,
  user: SessionUser,
  goalId: number,
): Promise<ContributionDto[]> {
  const goal = await requireGoal(db, user, goalId)
  return (await listGoalContributions(db, goal.id)).map((c) => ({
    id: c.id,
    childId: c.childId,
    childName: c.childName,
    amount: satsToBtc(c.amountSat),
    contributionType: c.type,
    description: c.description,
    createdAt: c.createdAt,
  }))
}

/**
 * Adds money to a goal. From a child's savings (or allowance money in their
 * spending balance) it moves out of that balance in the same transaction; a bonus,
 * chore money or a gift is new money for the family, credited to the goal on the
 * named child's behalf when one is given.
 *
 * A goal never holds more than its target: a contribution above what it still needs is
 * booked at what it needs, the rest never leaves where it was, and the reply says so.
 */
export async function contributeToGoal(
  db: Db,
  user: SessionUser,
  goalId: number,
  input: ContributionBody,
  now: Date,
): Promise<ContributionReply> {
  const { amountSat: askedSat, contributionType, childId } = acceptOrRefuse(readContribution(input))
  const at = now.toISOString()
  return inTransaction(db, async (trx) => {
    const goal = await requireGoal(trx, user, goalId)
    if (isComplete(goal)) throw conflict('goal-complete', GOAL_COMPLETE)
    const amountSat = Math.min(askedSat, goal.targetSat - goal.currentSat)
    const description =
      input.description?.trim() ||
      writeLedgerDescription(CONTRIBUTION_DESCRIPTIONS[contributionType], {})
    const base = {
      familyId: user.familyId,
      childId,
      importKey: null,
      createdBy: user.id,
      createdAt: at,
      goalId: goal.id,
      allocationId: null,
    }
    let entries: LedgerEntry[]
    if (childId !== null && needsChild(contributionType)) {
      const child = await findAccessibleChild(trx, user, childId)
      const from = contributionType === 'savings' ? 'savings' : 'spending'
      // Spending money held by Lightning payments under way is not available.
      if (from === 'spending') {
        await requireAvailableSpending(trx, child, amountSat, {
          message: GUARDIAN_MESSAGES.insufficientSpending(child.name),
          field: 'amount',
        })
      } else if (amountSat > child.savingsSat) {
        // Only parents contribute: the message names the child whose balance is short.
        throw badRequest(
          'insufficient-savings',
          GUARDIAN_MESSAGES.insufficientSavings(child.name),
          'amount',
        )
      }
      entries = transferEntries(base, {
        from,
        to: 'goal',
        amountSat,
        type: contributionType,
        description,
      })
    } else {
      if (childId !== null) await findAccessibleChild(trx, user, childId)
      entries = [{ ...base, account: 'goal', type: contributionType, amountSat, description }]
    }
    const ids = await postEntries(trx, entries)
    const added = `${satsToBtc(amountSat)} BTC added to ${goal.title}.`
    return {
      id: ids.at(-1) ?? 0,
      amount: satsToBtc(amountSat),
      contributionType,
      message:
        amountSat < askedSat
          ? `${added} It needed only that much to be complete; the other ${satsToBtc(askedSat - amountSat)} BTC was not taken.`
          : added,
    }
  })
}
