import type { Db } from '../../db/client.js'
import { type Child, findChild } from '../../db/queries/children.js'
import { notFound } from '../errors.js'
import type { SessionUser } from './sessions.js'

/**
 * The child record a caller may act on. Parents and spouses reach every child of
 * their family; a child's own sign-in reaches only that child. Anything else,
 * including another family's child, is a 404 exactly like a missing one.
 */
export async function findAccessibleChild(
  db: Db,
  user: SessionUser,
  childId: number,
): Promise<Child> {
  const isOwn = user.role !== 'child' || user.childId === childId
  const child = isOwn ? await findChild(db, user.familyId, childId) : undefined
  if (!child) throw notFound('Child')
  return child
}

export function isGuardian(user: SessionUser): boolean {
  return user.role === 'parent' || user.role === 'spouse'
}
