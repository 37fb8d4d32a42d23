import type { Db } from '../../db/client.js'
import { findChildIdForUser } from '../../db/queries/children.js'
import { deleteSession, findSessionUserId, insertSession } from '../../db/queries/sessions.js'
import { findUserById } from '../../db/queries/users.js'
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

export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  const userId = await findSessionUserId(db, hashToken(token), now.toISOString())
  if (userId === undefined) return null
  const user = await findUserById(db, userId)
  if (!user) return null
  const childId = user.role === 'child' ? ((await findChildIdForUser(db, user.id)) ?? null) : null
  // A child whose sign-in was revoked keeps no access even if a session survived.
  if (user.role === 'child' && childId === null) return null
  return { id: user.id, familyId: user.familyId, role: user.role, email: user.email, childId }
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashToken(token))
}
