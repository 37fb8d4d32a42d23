import useSWR from 'swr'
import { SESSION_HINT_COOKIE } from '../../../../api/lib/session-hint'
import { ApiError, apiJson } from '../../lib/api-client'
import { AUTH_USER_KEY } from '../../lib/swr-config'

export type UserRole = 'parent' | 'spouse' | 'child'

/** The signed-in user as GET /api/auth/user (and POST /api/auth/verify) answers it. */
export interface AuthUser {
  id: number
  role: UserRole
  isAdmin: boolean
  firstName: string | null
  lastName: string | null
  email: string
  /** 'trial' shows the trial banner; other values come with billing. */
  subscriptionStatus: string
  /** ISO-8601 date-time, or null without a trial. */
  trialExpiresAt: string | null
  familyNetWorthSharingEnabled: boolean
  /** 0-100 in steps of 5. */
  familyNetWorthSharePercentage: number
  /**
   * For a child's own sign-in: the child record whose dashboard they see (the spec's
   * browser used the user id; our server names the record instead). Null otherwise.
   */
  childId: number | null
}

export interface AuthState {
  user: AuthUser | null
  isLoading: boolean
  isAuthenticated: boolean
}

/** Whether this browser holds a session: the server keeps a readable hint beside it. */
export function holdsSession(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=`))
}

/**
 * Reads the sign-in state. Without a session there is nobody to ask about, so no call
 * is made (it answered 401, a console error on every signed-out visit). "Not signed
 * in" (401) is an answer, not a failure, so it gives null instead of an error. 404
 * counts the same: servers without the auth routes answer it.
 */
export async function fetchAuthUser(): Promise<AuthUser | null> {
  if (!holdsSession()) return null
  try {
    return (await apiJson<AuthUser | undefined>('GET', AUTH_USER_KEY)) ?? null
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
  return { user, isLoading, isAuthenticated: user !== null }
}
