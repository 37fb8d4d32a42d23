import type { UserDto } from '@api/features/auth/auth.schemas'
import type { ScopedMutator } from 'swr'
import { AUTH_USER_KEY, clearCachedQueries } from '../../lib/swr-config'

/**
 * After a sign-in: nothing cached for whoever used this browser before may show, so the
 * cache is emptied first, then the verified user is stored without asking the server
 * again (the verify answer is the same user GET /api/auth/user would give).
 */
export async function storeSignedInUser(mutate: ScopedMutator, user: UserDto): Promise<void> {
  await clearCachedQueries(mutate)
  await mutate(AUTH_USER_KEY, user, { revalidate: false })
}

/** After a logout: the user, every cached answer and everything kept on this device go. */
export async function forgetSignedInUser(mutate: ScopedMutator): Promise<void> {
  await clearCachedQueries(mutate)
  await mutate(AUTH_USER_KEY, null, { revalidate: false })
  try {
    localStorage.clear()
  } catch {
    // Storage can be disabled (private mode, policies); there is nothing to clear then.
  }
}
