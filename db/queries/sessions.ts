import type { Db } from '../client.js'
import { compileOnce } from '../compiled-query.js'
import type { Role } from '../schema.js'

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute()
}

export interface SessionCaller {
  userId: number
  familyId: number
  role: Role
  email: string
  /** The live child record a child's sign-in belongs to; null for anyone else. */
  childId: number | null
  /** The parent who holds the family's account. */
  familyOwnerId: number | null
  /** The stored first-account admin flag (ADMIN_EMAILS, when set, overrides it). */
  isAdminFlag: boolean
  /** When the session ends (ISO 8601, UTC). */
  expiresAt: string
}

/**
 * Who holds a session that has not expired at `now`, in one statement: the user,
 * the child record of a child's sign-in and the family's owner. Runs on every
 * authenticated request, so it is compiled once.
 */
const selectSessionCaller = compileOnce((db, args: { tokenHash: string; now: string }) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      'u.id',
      'u.family_id',
      'u.role',
      'u.email',
      'u.is_admin',
      's.expires_at',
      eb
        .selectFrom('children as c')
        .select('c.id')
        .whereRef('c.user_id', '=', 'u.id')
        .where('c.removed_at', 'is', null)
        .limit(1)
        .as('child_id'),
      eb
        .selectFrom('users as o')
        .select('o.id')
        .whereRef('o.family_id', '=', 'u.family_id')
        .where('o.role', '=', 'parent')
        .orderBy('o.id')
        .limit(1)
        .as('owner_id'),
    ])
    .where('s.token_hash', '=', args.tokenHash)
    .where('s.expires_at', '>', args.now),
)

export async function findSessionCaller(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<SessionCaller | undefined> {
  const [row] = await selectSessionCaller(db, { tokenHash, now })
  return (
    row && {
      userId: row.id,
      familyId: row.family_id,
      role: row.role,
      email: row.email,
      childId: row.child_id,
      familyOwnerId: row.owner_id,
      isAdminFlag: row.is_admin === 1,
      expiresAt: row.expires_at,
    }
  )
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute()
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}
