import type { Db } from '../../db/client.js'
import { deleteSession, findSessionCaller, insertSession } from '../../db/queries/sessions.js'
import type { Role } from '../../db/schema.js'
import { hashToken, newToken } from './tokens.js'

export const SESSION_COOKIE = 'sid'

/** Who is calling: everything a route needs to scope data and check rights. */
export interface SessionUser {
  id: number
  familyId: number
  role: Role
  email: string
  /** The child record a child's own sign-in belongs to; null for parents and spouses. */
  childId: number | null
  /** The parent who holds the family's account (the children's `parentId`). */
  familyOwnerId: number | null
  /** The stored first-account flag; ask api/lib/admins.ts whether the user administers. */
  isAdminFlag: boolean
}

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  days: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + days * 24 * 60 * 60 * 1000)
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  })
  return { token, expiresAt }
}

/**
 * The caller behind a session cookie, read fresh from the database on every call
 * (one statement): a logout, an expiry or a revoked child sign-in counts at once.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  const caller = await findSessionCaller(db, hashToken(token), now.toISOString())
  if (!caller) return null
  // A child whose sign-in was revoked keeps no access even if a session survived.
  if (caller.role === 'child' && caller.childId === null) return null
  return {
    id: caller.userId,
    familyId: caller.familyId,
    role: caller.role,
    email: caller.email,
    childId: caller.role === 'child' ? caller.childId : null,
    familyOwnerId: caller.familyOwnerId,
    isAdminFlag: caller.isAdminFlag,
  }
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashToken(token))
}
