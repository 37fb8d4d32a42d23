import type { Selectable } from 'kysely'
import type { Language } from '../../api/contracts/languages.js'
import type { Db } from '../client.js'
import type { Role, UsersTable } from '../schema.js'

export interface User {
  id: number
  familyId: number
  role: Role
  email: string
  firstName: string | null
  lastName: string | null
  isAdminFlag: boolean
  subscriptionStatus: string
  trialExpiresAt: string | null
  createdAt: string
  lastLoginAt: string | null
  /** Null until the member chooses one. */
  language: Language | null
}

const userColumns = [
  'id',
  'family_id',
  'role',
  'email',
  'first_name',
  'last_name',
  'is_admin',
  'subscription_status',
  'trial_expires_at',
  'created_at',
  'last_login_at',
  'language',
] as const

type UserRow = Pick<Selectable<UsersTable>, (typeof userColumns)[number]>

function toUser(row: UserRow): User {
  return {
    id: row.id,
    familyId: row.family_id,
    role: row.role,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isAdminFlag: row.is_admin === 1,
    subscriptionStatus: row.subscription_status,
    trialExpiresAt: row.trial_expires_at,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    language: row.language,
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select(userColumns)
    .where('email', '=', email)
    .executeTakeFirst()
  return row && toUser(row)
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select(userColumns)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toUser(row)
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return row.n
}

export async function listFamilyMembers(db: Db, familyId: number): Promise<User[]> {
  const rows = await db
    .selectFrom('users')
    .select(userColumns)
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute()
  return rows.map(toUser)
}

export interface NewUser {
  familyId: number
  role: Role
  email: string
  isAdmin: boolean
  subscriptionStatus: string
  trialExpiresAt: string | null
  createdAt: string
}

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  const row = await db
    .insertInto('users')
    .values({
      family_id: user.familyId,
      role: user.role,
      email: user.email,
      first_name: null,
      last_name: null,
      is_admin: user.isAdmin ? 1 : 0,
      subscription_status: user.subscriptionStatus,
      trial_expires_at: user.trialExpiresAt,
      created_at: user.createdAt,
      last_login_at: null,
    })
    .returning(userColumns)
    .executeTakeFirstOrThrow()
  return toUser(row)
}

export async function markUserSignedIn(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', id).execute()
}

export async function setUserFirstName(db: Db, id: number, firstName: string): Promise<void> {
  await db.updateTable('users').set({ first_name: firstName }).where('id', '=', id).execute()
}

/** The member's own choice of language; nobody sets another member's. */
export async function setUserLanguage(db: Db, id: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', id).execute()
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute()
}

/** The parent who holds the family's account (and its subscription). */
export async function findFamilyOwner(db: Db, familyId: number): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select(userColumns)
    .where('family_id', '=', familyId)
    .where('role', '=', 'parent')
    .orderBy('id')
    .executeTakeFirst()
  return row && toUser(row)
}
