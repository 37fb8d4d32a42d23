import type { Db } from '../../../db/client.js'
import { listChildNames, listChildren } from '../../../db/queries/children.js'
import {
  type Allocation,
  decideAllocation,
  endGoalAllocations,
  findAllocation,
  findGoal,
  type Goal,
  insertAllocation,
  insertGoal,
  listAllocations,
  listGoalContributions,
  listGoals,
  markGoalDeleted,
  sumContributedByAllocation,
  sumGoalMoneyByChild,
} from '../../../db/queries/goals.js'
import type { AllocationApplyTo } from '../../../db/schema.js'
import { badRequest, conflict, notFound } from '../../errors.js'
import { findAccessibleChild, isGuardian } from '../../lib/child-access.js'
import { type LedgerEntry, postEntries, transferEntries } from '../../lib/ledger.js'
import { AmountError, btcToSats, satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { CONTRIBUTION_LABELS, CONTRIBUTION_TYPES, GOAL_CATEGORIES } from './goal-vocabulary.js'
import type { ActiveAllocationDto, GoalDto, PendingAllocationDto } from './goals.schemas.js'

const GOAL_COMPLETE = 'This goal is already complete'
const ALREADY_DECIDED = 'This request has already been decided'

/** Percent of the target reached: one decimal, rounded down so 100 means really done. */
export function goalProgress(goal: Pick<Goal, 'currentSat' | 'targetSat'>): number {
  if (goal.targetSat <= 0) return 0
  return Math.min(100, Math.floor((goal.currentSat * 1000) / goal.targetSat) / 10)
}

const isComplete = (goal: Pick<Goal, 'currentSat' | 'targetSat'>) =>
  goal.targetSat > 0 && goal.currentSat >= goal.targetSat

function toGoalDto(goal: Goal, allocations: Allocation[]): GoalDto {
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
        userType: a.childId === null ? 'parent' : 'child',
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

async function requireGoal(db: Db, user: SessionUser, goalId: number): Promise<Goal> {
  const goal = await findGoal(db, user.familyId, goalId)
  if (!goal) throw notFound('Goal')
  return goal
}

export async function listFamilyGoals(db: Db, user: SessionUser): Promise<GoalDto[]> {
  const goals = await listGoals(db, user.familyId)
  const active = await listAllocations(db, user.familyId, { statuses: ['active'] })
  return goals.map((g) => toGoalDto(g, active))
}

export interface CreateGoalInput {
  title?: string | undefined
  description?: string | undefined
  targetAmount?: string | undefined
  category?: string | undefined
  targetDate?: string | null | undefined
  imageUrl?: string | null | undefined
}

/** Field checks in the order and words of the spec's goal form. */
export async function createGoal(
  db: Db,
  user: SessionUser,
  input: CreateGoalInput,
  today: string,
  now: Date,
): Promise<GoalDto> {
  const title = requireText(input.title, 'title', 'Title is required')
  if (title.length > 100) throw badRequest('Title too long', 'title')
  const description = requireText(input.description, 'description', 'Clear definition is required')
  const targetSat = requireAmount(input.targetAmount, 'targetAmount', {
    required: 'Target amount is required',
    invalid: 'Target amount must be a Bitcoin amount above 0, with at most 8 decimals',
  })
  const category = requireChoice(input.category, GOAL_CATEGORIES, 'category', {
    required: 'Category is required',
    invalid: `Category must be one of: ${GOAL_CATEGORIES.join(', ')}`,
  })
  const targetDate = input.targetDate?.trim() || null
  if (targetDate !== null) {
    if (!isCalendarDate(targetDate)) {
      throw badRequest('Target date must be a date such as 2027-06-30', 'targetDate')
    }
    if (targetDate < today) throw badRequest('Target date cannot be in the past', 'targetDate')
  }
  const imageUrl = input.imageUrl?.trim() || null
  if (imageUrl !== null && !/^https?:\/\/\S+$/.test(imageUrl))
    throw badRequest('Image URL must start with http:// or https://', 'imageUrl')
  const goal = await insertGoal(db, {
    familyId: user.familyId,
    createdBy: user.id,
    creatorType: user.role === 'child' ? 'child' : 'parent',
    title,
    description,
    targetSat,
    targetDate,
    category,
    imageUrl,
    createdAt: now.toISOString(),
  })
  return toGoalDto(goal, [])
}

/** "2027-06-30" yes; "2027-02-31" and "soon" no (Date would roll the 31st over). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

function requireText(value: string | undefined, field: string, message: string): string {
  const text = value?.trim() ?? ''
  if (!text) throw badRequest(message, field)
  return text
}

/** A BTC amount above zero, with the form's own words for missing and wrong. */
function requireAmount(
  value: string | undefined,
  field: string,
  messages: { required: string; invalid: string },
): number {
  const text = requireText(value, field, messages.required)
  try {
    const amount = btcToSats(text)
    if (amount <= 0) throw new AmountError('zero')
    return amount
  } catch (error) {
    if (error instanceof AmountError) throw badRequest(messages.invalid, field)
    throw error
  }
}

function requireChoice<T extends string>(
  value: string | undefined,
  choices: readonly T[],
  field: string,
  messages: { required: string; invalid: string },
): T {
  const text = requireText(value, field, messages.required)
  const choice = choices.find((c) => c === text)
  if (!choice) throw badRequest(messages.invalid, field)
  return choice
}

/** "12", "12.5" or 12.5 -> 125 tenths; null when not a number with at most one decimal. */
function parsePercentTenths(value: string | number | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim()
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return null
  const [whole = '0', tenth = '0'] = text.split('.')
  return Number(whole) * 10 + Number(tenth)
}

function parseApplyTo(value: string | undefined): AllocationApplyTo | null {
  if (value === undefined || value === 'new_contributions') return 'new_contributions'
  // The child form says existing_savings, the parent review entire_savings: one meaning.
  if (value === 'entire_savings' || value === 'existing_savings') return 'entire_savings'
  return null
}

/**
 * A child's allocations of future allowances may not add up to more than 100%
 * across goals. `statuses` says which ones count: a new request counts pending
 * ones too; an approval counts only what is already active.
 */
async function checkAllowanceShare(
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
  if (used + addition.tenths > 1000) {
    throw badRequest(
      `Allocations of future allowances cannot add up to more than 100%: ${used / 10}% is already allocated`,
      'percentage',
    )
  }
}

/** Moves the allocated share of the child's current savings into the goal, now. */
async function moveSavingsShare(
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
    Math.floor((child.savingsSat * tenths) / 1000),
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
        description: `${tenths / 10}% of savings to ${goal.title}`,
      },
    ),
  )
}

/** A parent's (or spouse's) allocation: active at once. */
export async function allocateToGoal(
  db: Db,
  user: SessionUser,
  goalId: number,
  input: {
    percentage?: string | number | undefined
    childId?: number | null | undefined
    applyTo?: string | undefined
  },
  now: Date,
): Promise<ActiveAllocationDto> {
  const tenths = parsePercentTenths(input.percentage)
  if (tenths === null || tenths < 1 || tenths > 1000)
    throw badRequest('Percentage must be between 0.1 and 100', 'percentage')
  const applyTo = parseApplyTo(input.applyTo)
  if (!applyTo) throw badRequest('Please select what to apply the allocation to', 'applyTo')
  const at = now.toISOString()
  const id = await db.transaction().execute(async (trx) => {
    const goal = await requireGoal(trx, user, goalId)
    if (isComplete(goal)) throw conflict(GOAL_COMPLETE)
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
  return (
    await describeActive(db, user.familyId, [await requireAllocation(db, user, id)])
  )[0] as ActiveAllocationDto
}

/** A child's request: waits for a parent. */
export async function requestChildAllocation(
  db: Db,
  user: SessionUser,
  goalId: number,
  input: {
    percentage?: string | number | undefined
    reason?: string | undefined
    applyTo?: string | undefined
    childId?: number | undefined
  },
  now: Date,
) {
  const rawPercentage =
    typeof input.percentage === 'number'
      ? String(input.percentage)
      : (input.percentage ?? '').trim()
  if (!rawPercentage) throw badRequest('Percentage is required', 'percentage')
  const tenths = parsePercentTenths(rawPercentage)
  if (tenths === null || tenths < 1 || tenths > 1000)
    throw badRequest('Percentage must be between 1 and 100', 'percentage')
  const reason = input.reason?.trim() ?? ''
  if (reason.length < 10)
    throw badRequest('Please explain why you want to contribute (minimum 10 characters)', 'reason')
  const applyTo = parseApplyTo(input.applyTo)
  if (!applyTo) throw badRequest('Please select what to apply the allocation to', 'applyTo')
  const childId = input.childId ?? user.childId
  if (childId === null || childId === undefined)
    throw badRequest('Choose the child this request is for', 'childId')
  const child = await findAccessibleChild(db, user, childId)
  const goal = await requireGoal(db, user, goalId)
  if (isComplete(goal)) throw conflict(GOAL_COMPLETE)
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

async function requireAllocation(db: Db, user: SessionUser, id: number): Promise<Allocation> {
  const allocation = await findAllocation(db, user.familyId, id)
  // A child sees only its own requests; anything else is as good as missing.
  if (!allocation || (user.role === 'child' && allocation.childId !== user.childId))
    throw notFound('Allocation request')
  return allocation
}

function toPendingDto(a: Allocation): PendingAllocationDto {
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
  input: { approved: boolean; denialReason?: string | null | undefined },
  now: Date,
): Promise<PendingAllocationDto> {
  const denialReason = input.denialReason?.trim() || null
  if (!input.approved && !denialReason)
    throw badRequest('Please provide a reason for denial', 'denialReason')
  const at = now.toISOString()
  await db.transaction().execute(async (trx) => {
    const allocation = await requireAllocation(trx, user, id)
    const decided = await decideAllocation(trx, id, {
      status: input.approved ? 'active' : 'denied',
      denialReason: input.approved ? null : denialReason,
      by: user.id,
      at,
    })
    if (!decided) throw conflict(ALREADY_DECIDED)
    if (!input.approved || allocation.childId === null) return
    const goal = await requireGoal(trx, user, allocation.goalId)
    if (isComplete(goal)) throw conflict(GOAL_COMPLETE)
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

async function describeActive(
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
    // The spec's projection: a month of allowance (weekly x 4), or the savings, times the share.
    const base = !child
      ? 0
      : a.applyTo === 'new_contributions'
        ? child.weeklyAllowanceSat * 4
        : child.savingsSat
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
      estimatedMonthly: satsToBtc(Math.floor((base * a.percentageTenths) / 1000)),
      goalProgress: goal ? goalProgress(goal) : 0,
      status: a.status,
      createdAt: a.createdAt,
    }
  })
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

export async function listContributions(db: Db, user: SessionUser, goalId: number) {
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
 */
export async function contributeToGoal(
  db: Db,
  user: SessionUser,
  goalId: number,
  input: {
    amount?: string | undefined
    contributionType?: string | undefined
    childId?: number | null | undefined
    description?: string | null | undefined
  },
  now: Date,
) {
  const amountSat = requireAmount(input.amount, 'amount', {
    required: 'Amount is required',
    invalid: 'Amount must be a Bitcoin amount above 0, with at most 8 decimals',
  })
  const contributionType = requireChoice(
    input.contributionType,
    CONTRIBUTION_TYPES,
    'contributionType',
    {
      required: 'Contribution type is required',
      invalid: `Contribution type must be one of: ${CONTRIBUTION_TYPES.join(', ')}`,
    },
  )
  const childId = input.childId ?? null
  if ((contributionType === 'savings' || contributionType === 'allowance') && childId === null) {
    throw badRequest('Choose the child whose money this is', 'childId')
  }
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const goal = await requireGoal(trx, user, goalId)
    if (isComplete(goal)) throw conflict(GOAL_COMPLETE)
    const description = input.description?.trim() || CONTRIBUTION_LABELS[contributionType]
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
    if (childId !== null && (contributionType === 'savings' || contributionType === 'allowance')) {
      const child = await findAccessibleChild(trx, user, childId)
      const from = contributionType === 'savings' ? 'savings' : 'spending'
      const available = from === 'savings' ? child.savingsSat : child.spendingSat
      if (amountSat > available) {
        throw badRequest(
          from === 'savings'
            ? "Insufficient Savings - You don't have enough in your savings account"
            : 'Insufficient Funds - Not enough Bitcoin in your spending balance',
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
    return { id: ids.at(-1) ?? 0, amount: satsToBtc(amountSat), contributionType }
  })
}

/**
 * Deleting a goal never makes a child's money vanish: whatever the goal holds on a
 * child's behalf goes back to that child's savings, as ledger rows. Money the
 * parents put in without naming a child goes back to them (it leaves the ledger,
 * as it came). Allocations end; the goal row stays hidden for the history.
 */
export async function deleteGoal(db: Db, user: SessionUser, goalId: number, now: Date) {
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
