import { SESSION_HINT_COOKIE } from '@api/contracts/session-hint'
import type { UserDto } from '@api/features/auth/auth.schemas'
import useSWR from 'swr'
import { ApiError, call } from './api-client'
import { AUTH_USER_KEY } from './swr-config'

export interface AuthState {
  user: UserDto | null
  isLoading: boolean
  isAuthenticated: boolean
}

/**
 * Whether this browser holds a session: the server keeps a readable hint beside it.
 * Never while prerendering (no document): the build renders what a visitor without a
 * session sees.
 */
export function holdsSession(): boolean {
  if (typeof document === 'undefined') return false
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`))
}

/**
 * Reads the sign-in state. Without a session there is nobody to ask about, so no call
 * is made (it answered 401, a console error on every signed-out visit). "Not signed
 * in" (401) is an answer, not a failure, so it gives null instead of an error. 404
 * counts the same: servers without the auth routes answer it.
 */
export async function fetchAuthUser(): Promise<UserDto | null> {
  if (!holdsSession()) return null
  try {
    return await call('GET /api/auth/user')
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null
    throw error
  }
}

export function useAuth(): AuthState {
  const { data, isLoading } = useSWR(AUTH_USER_KEY, fetchAuthUser, {
    // The spec: no retry for the sign-in state; a failure just shows the signed-out screens.
    shouldRetryOnError: false,
  })
  const user = data ?? null
  // Without a session the answer is known before asking: a visitor's first render is
  // already the signed-out screen, the same one the build prerendered.
  return { user, isLoading: isLoading && holdsSession(), isAuthenticated: user !== null }
}
