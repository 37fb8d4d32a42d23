import type { Selectable } from 'kysely'
import type { Db } from '../client.js'
import { compileOnce } from '../compiled-query.js'
import type { ChildrenTable, Gender } from '../schema.js'

export interface Child {
  id: number
  familyId: number
  name: string
  age: number
  gender: Gender
  weeklyAllowanceSat: number
  allowanceDay: number
  savingsSat: number
  spendingSat: number
  spendingThresholdSat: number
  email: string | null
  userId: number | null
  addressLabel: string | null
  createdAt: string
  updatedAt: string
}

const childColumns = [
  'id',
  'family_id',
  'name',
  'age',
  'gender',
  'weekly_allowance_sat',
  'allowance_day',
  'savings_sat',
  'spending_sat',
  'spending_threshold_sat',
  'email',
  'user_id',
  'address_label',
  'created_at',
  'updated_at',
] as const

type ChildRow = Pick<Selectable<ChildrenTable>, (typeof childColumns)[number]>

function toChild(row: ChildRow): Child {
  return {
    id: row.id,
    familyId: row.family_id,
    name: row.name,
    age: row.age,
    gender: row.gender,
    weeklyAllowanceSat: row.weekly_allowance_sat,
    allowanceDay: row.allowance_day,
    savingsSat: row.savings_sat,
    spendingSat: row.spending_sat,
    spendingThresholdSat: row.spending_threshold_sat,
    email: row.email,
    userId: row.user_id,
    addressLabel: row.address_label,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

const selectChild = compileOnce((db, args: { familyId: number; id: number }) =>
  db
    .selectFrom('children')
    .select(childColumns)
    .where('id', '=', args.id)
    .where('family_id', '=', args.familyId)
    .where('removed_at', 'is', null),
)

/** A child of this family that has not been removed; another family's id finds nothing. */
export async function findChild(db: Db, familyId: number, id: number): Promise<Child | undefined> {
  const [row] = await selectChild(db, { familyId, id })
  return row && toChild(row)
}

// Compiled once: most screens list the family's children on every load.
const selectChildren = compileOnce((db, args: { familyId: number }) =>
  db
    .selectFrom('children')
    .select(childColumns)
    .where('family_id', '=', args.familyId)
    .where('removed_at', 'is', null)
    .orderBy('id'),
)

export async function listChildren(db: Db, familyId: number): Promise<Child[]> {
  return (await selectChildren(db, { familyId })).map(toChild)
}

export async function findChildIdForUser(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('children')
    .select('id')
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .executeTakeFirst()
  return row?.id
}

export interface NewChild {
  familyId: number
  name: string
  age: number
  gender: Gender
  weeklyAllowanceSat: number
  allowanceDay: number
  spendingThresholdSat: number
  createdAt: string
}

export async function insertChild(db: Db, child: NewChild): Promise<Child> {
  const row = await db
    .insertInto('children')
    .values({
      family_id: child.familyId,
      name: child.name,
      age: child.age,
      gender: child.gender,
      weekly_allowance_sat: child.weeklyAllowanceSat,
      allowance_day: child.allowanceDay,
      savings_sat: 0,
      spending_sat: 0,
      spending_threshold_sat: child.spendingThresholdSat,
      email: null,
      user_id: null,
      address_label: null,
      removed_at: null,
      created_at: child.createdAt,
      updated_at: child.createdAt,
    })
    .returning(childColumns)
    .executeTakeFirstOrThrow()
  return toChild(row)
}

export async function setChildSignIn(
  db: Db,
  id: number,
  signIn: { email: string | null; userId: number | null; at: string },
): Promise<void> {
  await db
    .updateTable('children')
    .set({ email: signIn.email, user_id: signIn.userId, updated_at: signIn.at })
    .where('id', '=', id)
    .execute()
}

export async function updateChild(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      Child,
      'name' | 'age' | 'gender' | 'weeklyAllowanceSat' | 'allowanceDay' | 'spendingThresholdSat'
    >
  >,
  at: string,
): Promise<void> {
  await db
    .updateTable('children')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.age === undefined ? {} : { age: changes.age }),
      ...(changes.gender === undefined ? {} : { gender: changes.gender }),
      ...(changes.weeklyAllowanceSat === undefined
        ? {}
        : { weekly_allowance_sat: changes.weeklyAllowanceSat }),
      ...(changes.allowanceDay === undefined ? {} : { allowance_day: changes.allowanceDay }),
      ...(changes.spendingThresholdSat === undefined
        ? {}
        : { spending_threshold_sat: changes.spendingThresholdSat }),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute()
}

/** Hides the child; its ledger rows stay, so the family's history keeps adding up. */
export async function markChildRemoved(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('children')
    .set({ removed_at: at, user_id: null, email: null, updated_at: at })
    .where('id', '=', id)
    .execute()
}

/** Children of these families whose allowance falls on this weekday and is above zero. */
export async function listChildrenDueOn(
  db: Db,
  familyIds: number[],
  weekday: number,
): Promise<Child[]> {
  const due: Child[] = []
  // Bounded IN lists: a job pass may cover thousands of families.
  for (let i = 0; i < familyIds.length; i += 500) {
    const rows = await db
      .selectFrom('children')
      .select(childColumns)
      .where('family_id', 'in', familyIds.slice(i, i + 500))
      .where('allowance_day', '=', weekday)
      .where('weekly_allowance_sat', '>', 0)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute()
    for (const row of rows) due.push(toChild(row))
  }
  return due
}

/** Names of every child the family ever had, removed ones too (for history and refunds). */
export async function listChildNames(db: Db, familyId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('children')
    .select(['id', 'name'])
    .where('family_id', '=', familyId)
    .execute()
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** What settling needs of a child, also of one removed since (their history is kept). */
export interface ChildBalance {
  id: number
  familyId: number
  name: string
  spendingSat: number
  spendingThresholdSat: number
}

export async function findChildBalance(
  db: Db,
  familyId: number,
  childId: number,
): Promise<ChildBalance | undefined> {
  const row = await db
    .selectFrom('children')
    .select(['id', 'family_id', 'name', 'spending_sat', 'spending_threshold_sat'])
    .where('id', '=', childId)
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      familyId: row.family_id,
      name: row.name,
      spendingSat: row.spending_sat,
      spendingThresholdSat: row.spending_threshold_sat,
    }
  )
}

/** A child's savings, removed or not (a deposit to a child removed since can still be reversed). */
export async function findSavingsSat(
  db: Db,
  familyId: number,
  childId: number,
): Promise<{ name: string; savingsSat: number } | undefined> {
  const row = await db
    .selectFrom('children')
    .select(['name', 'savings_sat'])
    .where('family_id', '=', familyId)
    .where('id', '=', childId)
    .executeTakeFirst()
  return row && { name: row.name, savingsSat: row.savings_sat }
}
