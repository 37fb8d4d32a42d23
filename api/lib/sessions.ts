import { CacheUntilWrite } from '../../db/cache-until-write.js'
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

/** Signed-in browsers whose caller is kept between writes (the first kept goes first). */
const KEPT_SESSIONS = 10_000

export type SessionResolver = (token: string, now: Date) => Promise<SessionUser | null>

/**
 * The caller behind a session cookie. A logout, an expiry or a revoked child sign-in
 * counts at once: the caller is kept only until the next write to the database (a
 * logout deletes the session row), and a kept session's end is checked on every call.
 */
export function createSessionResolver(db: Db): SessionResolver {
  const kept = new CacheUntilWrite<{ user: SessionUser; expiresAt: string }>(db, KEPT_SESSIONS)
  return async (token, now) => {
    const tokenHash = hashToken(token)
    const nowIso = now.toISOString()
    const { value, version } = kept.look(tokenHash)
    if (value) return value.expiresAt > nowIso ? value.user : null
    const caller = await findSessionCaller(db, tokenHash, nowIso)
    if (!caller) return null
    // A child whose sign-in was revoked keeps no access even if a session survived.
    if (caller.role === 'child' && caller.childId === null) return null
    const user: SessionUser = {
      id: caller.userId,
      familyId: caller.familyId,
      role: caller.role,
      email: caller.email,
      childId: caller.role === 'child' ? caller.childId : null,
      familyOwnerId: caller.familyOwnerId,
      isAdminFlag: caller.isAdminFlag,
    }
    kept.keep(tokenHash, { user, expiresAt: caller.expiresAt }, version)
    return user
  }
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashToken(token))
}
