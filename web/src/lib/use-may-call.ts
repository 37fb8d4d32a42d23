import { type GuardedRoute, roleMayCall } from '@api/contracts/access'
import { useAuth } from './use-auth'

/**
 * Whether the signed-in person may call the route, by the access the server declares for
 * it (api/contracts/access.ts): a screen shows a control only to those it works for.
 * Undefined while the sign-in state is loading; false when signed out.
 */
export function useMayCall(route: GuardedRoute): boolean | undefined {
  const { user, isLoading } = useAuth()
  if (isLoading) return undefined
  return user !== null && roleMayCall(user.role, route)
}
