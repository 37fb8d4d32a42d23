import type { Db } from '../client.js'
import type { Gender } from '../schema.js'

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

type ChildRow = {
  id: number
  family_id: number
  name: string
  age: number
  gender: Gender
  weekly_allowance_sat: number
  allowance_day: number
  savings_sat: number
  spending_sat: number
  spending_threshold_sat: number
  email: string | null
  user_id: number | null
  address_label: string | null
  created_at: string
  updated_at: string
}

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

/** A child of this family that has not been removed; another family's id finds nothing. */
export async function findChild(db: Db, familyId: number, id: number): Promise<Child | undefined> {
  const row = await db
    .selectFrom('children')
    .select(childColumns)
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .where('removed_at', 'is', null)
    .executeTakeFirst()
  return row && toChild(row)
}

export async function listChildren(db: Db, familyId: number): Promise<Child[]> {
  const rows = await db
    .selectFrom('children')
    .select(childColumns)
    .where('family_id', '=', familyId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute()
  return rows.map(toChild)
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
