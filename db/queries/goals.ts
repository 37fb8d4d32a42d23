import { type Selectable, sql } from 'kysely'
import type { Db } from '../client.js'
import type {
  AllocationApplyTo,
  AllocationStatus,
  FamilyGoalsTable,
  GoalCategory,
} from '../schema.js'

export interface Goal {
  id: number
  familyId: number
  createdBy: number | null
  creatorType: 'parent' | 'child'
  title: string
  description: string
  targetSat: number
  currentSat: number
  targetDate: string | null
  category: GoalCategory
  imageUrl: string | null
  createdAt: string
  updatedAt: string
}

const goalColumns = [
  'id',
  'family_id',
  'created_by',
  'creator_type',
  'title',
  'description',
  'target_sat',
  'current_sat',
  'target_date',
  'category',
  'image_url',
  'created_at',
  'updated_at',
] as const

function toGoal(r: Pick<Selectable<FamilyGoalsTable>, (typeof goalColumns)[number]>): Goal {
  return {
    id: r.id,
    familyId: r.family_id,
    createdBy: r.created_by,
    creatorType: r.creator_type,
    title: r.title,
    description: r.description,
    targetSat: r.target_sat,
    currentSat: r.current_sat,
    targetDate: r.target_date,
    category: r.category,
    imageUrl: r.image_url,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}

export async function insertGoal(
  db: Db,
  goal: Omit<Goal, 'id' | 'currentSat' | 'updatedAt'>,
): Promise<Goal> {
  const row = await db
    .insertInto('family_goals')
    .values({
      family_id: goal.familyId,
      created_by: goal.createdBy,
      creator_type: goal.creatorType,
      title: goal.title,
      description: goal.description,
      target_sat: goal.targetSat,
      current_sat: 0,
      target_date: goal.targetDate,
      category: goal.category,
      image_url: goal.imageUrl,
      deleted_at: null,
      created_at: goal.createdAt,
      updated_at: goal.createdAt,
    })
    .returning(goalColumns)
    .executeTakeFirstOrThrow()
  return toGoal(row)
}

export async function listGoals(db: Db, familyId: number): Promise<Goal[]> {
  const rows = await db
    .selectFrom('family_goals')
    .select(goalColumns)
    .where('family_id', '=', familyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute()
  return rows.map(toGoal)
}

/** A live goal of this family; another family's id finds nothing. */
export async function findGoal(db: Db, familyId: number, id: number): Promise<Goal | undefined> {
  const row = await db
    .selectFrom('family_goals')
    .select(goalColumns)
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row && toGoal(row)
}

export async function markGoalDeleted(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('family_goals')
    .set({ deleted_at: at, updated_at: at })
    .where('id', '=', id)
    .execute()
}

export interface Allocation {
  id: number
  familyId: number
  goalId: number
  goalTitle: string
  childId: number | null
  childName: string | null
  requestedBy: number | null
  percentageTenths: number
  applyTo: AllocationApplyTo
  status: AllocationStatus
  requestNote: string | null
  denialReason: string | null
  createdAt: string
}

function allocationsQuery(db: Db, familyId: number) {
  return db
    .selectFrom('goal_allocations as a')
    .innerJoin('family_goals as g', 'g.id', 'a.goal_id')
    .leftJoin('children as c', 'c.id', 'a.child_id')
    .select([
      'a.id',
      'a.family_id',
      'a.goal_id',
      'g.title as goal_title',
      'a.child_id',
      'c.name as child_name',
      'a.requested_by',
      'a.percentage_tenths',
      'a.apply_to',
      'a.status',
      'a.request_note',
      'a.denial_reason',
      'a.created_at',
    ])
    .where('a.family_id', '=', familyId)
    .where('g.deleted_at', 'is', null)
}

function toAllocation(r: {
  id: number
  family_id: number
  goal_id: number
  goal_title: string
  child_id: number | null
  child_name: string | null
  requested_by: number | null
  percentage_tenths: number
  apply_to: AllocationApplyTo
  status: AllocationStatus
  request_note: string | null
  denial_reason: string | null
  created_at: string
}): Allocation {
  return {
    id: r.id,
    familyId: r.family_id,
    goalId: r.goal_id,
    goalTitle: r.goal_title,
    childId: r.child_id,
    childName: r.child_name,
    requestedBy: r.requested_by,
    percentageTenths: r.percentage_tenths,
    applyTo: r.apply_to,
    status: r.status,
    requestNote: r.request_note,
    denialReason: r.denial_reason,
    createdAt: r.created_at,
  }
}

export async function insertAllocation(
  db: Db,
  allocation: {
    familyId: number
    goalId: number
    childId: number | null
    requestedBy: number
    percentageTenths: number
    applyTo: AllocationApplyTo
    status: 'pending' | 'active'
    requestNote: string | null
    createdAt: string
  },
): Promise<number> {
  const row = await db
    .insertInto('goal_allocations')
    .values({
      family_id: allocation.familyId,
      goal_id: allocation.goalId,
      child_id: allocation.childId,
      requested_by: allocation.requestedBy,
      percentage_tenths: allocation.percentageTenths,
      apply_to: allocation.applyTo,
      status: allocation.status,
      request_note: allocation.requestNote,
      denial_reason: null,
      decided_by: null,
      decided_at: null,
      created_at: allocation.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function findAllocation(
  db: Db,
  familyId: number,
  id: number,
): Promise<Allocation | undefined> {
  const row = await allocationsQuery(db, familyId).where('a.id', '=', id).executeTakeFirst()
  return row && toAllocation(row)
}

export async function listAllocations(
  db: Db,
  familyId: number,
  filter: { statuses: AllocationStatus[]; childId?: number | null; goalId?: number },
): Promise<Allocation[]> {
  let query = allocationsQuery(db, familyId)
    .where('a.status', 'in', filter.statuses)
    .orderBy('a.id')
  if (filter.childId != null) query = query.where('a.child_id', '=', filter.childId)
  if (filter.goalId !== undefined) query = query.where('a.goal_id', '=', filter.goalId)
  return (await query.execute()).map(toAllocation)
}

/** Decides a pending allocation; false when it was decided first by someone else. */
export async function decideAllocation(
  db: Db,
  id: number,
  decision: { status: 'active' | 'denied'; denialReason: string | null; by: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('goal_allocations')
    .set({
      status: decision.status,
      denial_reason: decision.denialReason,
      decided_by: decision.by,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Ends every live allocation of a goal (when the goal is deleted). */
export async function endGoalAllocations(db: Db, goalId: number, at: string): Promise<void> {
  await db
    .updateTable('goal_allocations')
    .set({ status: 'ended', decided_at: at })
    .where('goal_id', '=', goalId)
    .where('status', 'in', ['pending', 'active'])
    .execute()
}

/**
 * What each allocation has contributed: the running total of the goal rows it
 * caused, kept on the allocation (reading the ledger instead grew with every
 * family's history).
 */
export async function sumContributedByAllocation(
  db: Db,
  allocationIds: number[],
): Promise<Map<number, number>> {
  const sums = new Map<number, number>()
  if (allocationIds.length === 0) return sums
  const rows = await db
    .selectFrom('goal_allocations')
    .select(['id', 'contributed_sat'])
    .where('id', 'in', allocationIds)
    .execute()
  for (const row of rows) sums.set(row.id, row.contributed_sat)
  return sums
}

/** Moves an allocation's contributed total; call it with the ledger rows that caused it. */
export async function addToAllocationContributed(
  db: Db,
  allocationId: number,
  deltaSat: number,
): Promise<void> {
  await db
    .updateTable('goal_allocations')
    .set((eb) => ({ contributed_sat: eb('contributed_sat', '+', deltaSat) }))
    .where('id', '=', allocationId)
    .execute()
}

/** Ledger sums of the goal rows these allocations caused: what their running totals must equal. */
export async function sumLedgerByAllocation(
  db: Db,
  allocationIds: number[],
): Promise<Map<number, number>> {
  const sums = new Map<number, number>()
  if (allocationIds.length === 0) return sums
  const rows = await db
    .selectFrom('transactions')
    .select(['allocation_id', sql<number>`sum(amount_sat)`.as('total')])
    .where('allocation_id', 'in', allocationIds)
    .where('account', '=', 'goal')
    .groupBy('allocation_id')
    .execute()
  for (const row of rows) if (row.allocation_id !== null) sums.set(row.allocation_id, row.total)
  return sums
}

/** What each child (or null: the parents) has in a goal, by the goal's ledger rows. */
/**
 * A goal's money per child (null: the parents' own): what the goal holds on the child's
 * behalf (its 'goal' rows) and how much of that left the child's own balances (the
 * negated savings and spending rows the goal's moves wrote). The difference came from
 * outside the child's balances: gifts, bonuses and chore money given in the child's name.
 */
export async function sumGoalMoneyByChild(
  db: Db,
  goalId: number,
): Promise<Array<{ childId: number | null; heldSat: number; fromBalancesSat: number }>> {
  const rows = await db
    .selectFrom('transactions')
    .select([
      'child_id',
      (eb) =>
        eb.fn
          .sum<number>(
            eb.case().when('account', '=', 'goal').then(eb.ref('amount_sat')).else(0).end(),
          )
          .as('held'),
      (eb) =>
        eb.fn
          .sum<number>(
            eb.case().when('account', '!=', 'goal').then(eb.ref('amount_sat')).else(0).end(),
          )
          .as('balances'),
    ])
    .where('goal_id', '=', goalId)
    .groupBy('child_id')
    .execute()
  return rows.map((r) => ({
    childId: r.child_id,
    heldSat: Number(r.held),
    fromBalancesSat: -Number(r.balances),
  }))
}

export interface GoalContribution {
  id: number
  childId: number | null
  childName: string | null
  amountSat: number
  type: string
  description: string
  createdAt: string
}

export async function listGoalContributions(db: Db, goalId: number): Promise<GoalContribution[]> {
  const rows = await db
    .selectFrom('transactions as t')
    .leftJoin('children as c', 'c.id', 't.child_id')
    .select([
      't.id',
      't.child_id',
      'c.name',
      't.amount_sat',
      't.type',
      't.description',
      't.created_at',
    ])
    .where('t.account', '=', 'goal')
    .where('t.goal_id', '=', goalId)
    .orderBy('t.id', 'desc')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    childId: r.child_id,
    childName: r.name,
    amountSat: r.amount_sat,
    type: r.type,
    description: r.description,
    createdAt: r.created_at,
  }))
}

/** Ledger sums per goal: what the cached amounts must equal (tests). */
export async function sumLedgerByGoal(db: Db, familyId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('transactions')
    .select(['goal_id', sql<number>`sum(amount_sat)`.as('total')])
    .where('family_id', '=', familyId)
    .where('account', '=', 'goal')
    .groupBy('goal_id')
    .execute()
  return new Map(
    rows.filter((r) => r.goal_id !== null).map((r) => [r.goal_id as number, Number(r.total)]),
  )
}

export interface AllowanceShare {
  allocationId: number
  childId: number
  goalId: number
  goalTitle: string
  percentageTenths: number
  /** What the goal still needs: a share never overfills it. */
  remainingSat: number
}

/** Active "new contributions" allocations of these children to live, unfinished goals. */
export async function listAllowanceShares(db: Db, childIds: number[]): Promise<AllowanceShare[]> {
  const shares: AllowanceShare[] = []
  for (let i = 0; i < childIds.length; i += 500) {
    const rows = await db
      .selectFrom('goal_allocations as a')
      .innerJoin('family_goals as g', 'g.id', 'a.goal_id')
      .select([
        'a.id',
        'a.child_id',
        'a.goal_id',
        'g.title',
        'a.percentage_tenths',
        'g.target_sat',
        'g.current_sat',
      ])
      .where('a.child_id', 'in', childIds.slice(i, i + 500))
      .where('a.status', '=', 'active')
      .where('a.apply_to', '=', 'new_contributions')
      .where('g.deleted_at', 'is', null)
      .whereRef('g.current_sat', '<', 'g.target_sat')
      .orderBy('a.id')
      .execute()
    for (const r of rows) {
      shares.push({
        allocationId: r.id,
        childId: r.child_id as number,
        goalId: r.goal_id,
        goalTitle: r.title,
        percentageTenths: r.percentage_tenths,
        remainingSat: r.target_sat - r.current_sat,
      })
    }
  }
  return shares
}

/** Ends a removed child's pending and active allocations: nothing more moves for them. */
export async function endAllocationsOfChild(db: Db, childId: number, at: string): Promise<void> {
  await db
    .updateTable('goal_allocations')
    .set({ status: 'ended', decided_at: at })
    .where('child_id', '=', childId)
    .where('status', 'in', ['pending', 'active'])
    .execute()
}
