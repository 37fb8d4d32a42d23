import type { Db } from '../../../db/client.js'
import {
  type Child,
  insertChild,
  listChildren,
  markChildRemoved,
  updateChild,
} from '../../../db/queries/children.js'
import { endAllocationsOfChild } from '../../../db/queries/goals.js'
import { closePendingRequestsOfChild } from '../../../db/queries/requests.js'
import { deleteUser } from '../../../db/queries/users.js'
import { inTransaction } from '../../../db/transaction.js'
import { checkBtcInput } from '../../contracts/amount-input.js'
import {
  DEFAULT_ALLOWANCE_DAY,
  DEFAULT_SPENDING_THRESHOLD_SAT,
} from '../../contracts/child-form.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { MESSAGES } from '../../contracts/messages.js'
import { acceptOrRefuse, badRequest } from '../../errors.js'
import { availableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { postEntries } from '../../lib/ledger.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import type {
  AllowanceBody,
  ChildDto,
  CreateChildBody,
  UpdateChildBody,
} from './children.schemas.js'

export function toChildDto(child: Child, parentId: number | null): ChildDto {
  return {
    id: child.id,
    parentId,
    name: child.name,
    age: child.age,
    gender: child.gender,
    weeklyAllowance: satsToBtc(child.weeklyAllowanceSat),
    allowanceDay: child.allowanceDay,
    savingsBalance: satsToBtc(child.savingsSat),
    spendingBalance: satsToBtc(child.spendingSat),
    spendingThreshold: satsToBtc(child.spendingThresholdSat),
    isAboveSpendingThreshold: child.spendingSat > child.spendingThresholdSat,
    email: child.email,
    userId: child.userId,
    addressLabel: child.addressLabel,
    createdAt: child.createdAt,
    updatedAt: child.updatedAt,
  }
}

export async function listChildrenFor(db: Db, user: SessionUser): Promise<ChildDto[]> {
  const children = await listChildren(db, user.familyId)
  const visible = user.role === 'child' ? children.filter((c) => c.id === user.childId) : children
  return visible.map((c) => toChildDto(c, user.familyOwnerId))
}

export async function getChild(db: Db, user: SessionUser, childId: number): Promise<ChildDto> {
  const child = await findAccessibleChild(db, user, childId)
  return toChildDto(child, user.familyOwnerId)
}

export async function createChild(
  db: Db,
  user: SessionUser,
  input: CreateChildBody,
  now: Date,
): Promise<ChildDto> {
  const child = await insertChild(db, {
    familyId: user.familyId,
    name: input.name.trim(),
    age: input.age,
    gender: input.gender ?? 'boy',
    weeklyAllowanceSat: acceptOrRefuse(
      checkBtcInput(input.weeklyAllowance ?? '0', {
        field: 'weeklyAllowance',
        message: MESSAGES.invalidAllowance,
        allowZero: true,
      }),
    ),
    allowanceDay: input.allowanceDay ?? DEFAULT_ALLOWANCE_DAY,
    spendingThresholdSat: DEFAULT_SPENDING_THRESHOLD_SAT,
    createdAt: now.toISOString(),
  })
  return toChildDto(child, user.familyOwnerId)
}

export async function editChild(
  db: Db,
  user: SessionUser,
  childId: number,
  changes: UpdateChildBody,
  now: Date,
): Promise<ChildDto> {
  const child = await findAccessibleChild(db, user, childId)
  await updateChild(
    db,
    child.id,
    {
      ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
      ...(changes.age === undefined ? {} : { age: changes.age }),
      ...(changes.gender === undefined ? {} : { gender: changes.gender }),
    },
    now.toISOString(),
  )
  return getChild(db, user, childId)
}

/**
 * The child disappears from every screen and loses its own sign-in; its ledger
 * history stays. Whatever was still waiting for the child (withdrawal requests,
 * savings transfers, goal allocation requests) is closed, and its allocations end,
 * so no approval or allowance run moves money for a child nobody can see.
 */
export async function removeChild(db: Db, user: SessionUser, childId: number, now: Date) {
  const child = await findAccessibleChild(db, user, childId)
  const at = now.toISOString()
  await inTransaction(db, async (trx) => {
    await markChildRemoved(trx, child.id, at)
    await closePendingRequestsOfChild(trx, child.id, at)
    await endAllocationsOfChild(trx, child.id, at)
    if (child.userId !== null) await deleteUser(trx, child.userId)
  })
  return { success: true, message: `${child.name} was removed. Their history is kept.` }
}

export async function setAllowance(
  db: Db,
  user: SessionUser,
  childId: number,
  input: AllowanceBody,
  now: Date,
) {
  const child = await findAccessibleChild(db, user, childId)
  const weeklyAllowanceSat = acceptOrRefuse(
    checkBtcInput(input.weeklyAllowance, {
      field: 'weeklyAllowance',
      message: MESSAGES.invalidBitcoinAmount,
      allowZero: true,
    }),
  )
  await updateChild(
    db,
    child.id,
    { weeklyAllowanceSat, allowanceDay: input.allowanceDay },
    now.toISOString(),
  )
  return getChild(db, user, childId)
}

export async function setSpendingThreshold(
  db: Db,
  user: SessionUser,
  childId: number,
  threshold: string,
  now: Date,
) {
  const child = await findAccessibleChild(db, user, childId)
  const spendingThresholdSat = acceptOrRefuse(
    checkBtcInput(threshold, {
      field: 'threshold',
      message: MESSAGES.invalidBitcoinAmount,
      allowZero: true,
    }),
  )
  await updateChild(db, child.id, { spendingThresholdSat }, now.toISOString())
  return getChild(db, user, childId)
}

/**
 * Manual balance entry ("Update Savings", "Update Balance"): the parent states what
 * the real wallet holds and the ledger records the difference as an adjustment, so
 * the balance still equals the sum of its rows.
 */
export async function setBalance(
  db: Db,
  user: SessionUser,
  childId: number,
  account: 'savings' | 'spending',
  newBalance: string,
  now: Date,
) {
  const target = acceptOrRefuse(
    checkBtcInput(newBalance, {
      field: 'newBalance',
      message: MESSAGES.invalidBalance,
      allowZero: true,
    }),
  )
  await inTransaction(db, async (trx) => {
    const child = await findAccessibleChild(trx, user, childId)
    const current = account === 'savings' ? child.savingsSat : child.spendingSat
    if (target === current) return
    if (account === 'spending') {
      // Their settlement will take it down by what they hold: below it, they would
      // find the balance short.
      const { heldSat } = await availableSpending(trx, child)
      if (target < heldSat) {
        throw badRequest(
          'spending-held',
          `Balance Held - Lightning payments under way hold ${satsToBtc(heldSat)} BTC of ${child.name}'s spending balance: enter at least that, or wait until they settle`,
          'newBalance',
        )
      }
    }
    await postEntries(trx, [
      {
        familyId: child.familyId,
        childId: child.id,
        account,
        type: 'balance_adjustment',
        amountSat: target - current,
        description: writeLedgerDescription(
          account === 'savings' ? 'savingsBalanceSet' : 'spendingBalanceSet',
          { amount: satsToBtc(target) },
        ),
        importKey: null,
        createdBy: user.id,
        createdAt: now.toISOString(),
      },
    ])
  })
  return {
    success: true,
    message: `${account === 'savings' ? 'Savings' : 'Spending'} balance updated to ${satsToBtc(target)} BTC`,
  }
}
