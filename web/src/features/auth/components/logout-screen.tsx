import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { LoadingScreen } from '../../../components/loading-screen'
import { paths } from '../../../config/paths'
import { errorMessage, messageOf } from '../../../lib/api-client'
import { textsNow, useTexts } from '../../../lib/i18n'
import { AUTH_USER_KEY } from '../../../lib/swr-config'
import { toast } from '../../../lib/toast'
import { logout } from '../api'
import { forgetSignedInUser } from '../session-cache'
import { authTexts } from '../texts'

type MutateFn = Parameters<typeof forgetSignedInUser>[0]

let pendingLogout: Promise<void> | null = null

async function signOut(mutate: MutateFn): Promise<void> {
  const t = textsNow(authTexts)
  try {
    await logout()
    await forgetSignedInUser(mutate)
    toast({ title: t('loggedOut'), description: t('loggedOutDescription') })
  } catch (error) {
    // Spec: the failure is logged and the user still goes home. The session may have
    // survived, so the sign-in state is asked again instead of being assumed gone.
    console.error('Logout failed:', error)
    toast({
      title: t('logoutFailed'),
      description: errorMessage(error, messageOf(error)),
      variant: 'destructive',
    })
    await mutate(AUTH_USER_KEY)
  }
}

/** /logout: signs out once, then goes to the landing page whatever happened. */
export function LogoutScreen() {
  const t = useTexts(authTexts)
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()

  useEffect(() => {
    let isCurrent = true
    // One logout per visit even when StrictMode runs this effect twice; a later visit to
    // /logout starts a new one.
    pendingLogout ??= signOut(mutate).finally(() => {
      pendingLogout = null
    })
    void pendingLogout.then(() => {
      if (isCurrent) navigate(paths.landing, { replace: true })
    })
    return () => {
      isCurrent = false
    }
  }, [mutate, navigate])

  return <LoadingScreen label={t('loggingOut')} />
}
