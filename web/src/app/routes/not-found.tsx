import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { ButtonLink } from '../../components/button-link'
import { paths } from '../../config/paths'
import { usePageTitle } from '../../lib/page-meta'
import { isSignedInPath, rememberReturnTo } from '../../lib/return-to'
import { useAuth } from '../../lib/use-auth'
import { DashboardHeader } from './dashboard/components/dashboard-header'

/**
 * Any path the router does not know. The signed-in paths are unknown to a signed-out
 * browser too (the spec's route rule), but someone opening one most likely had a session
 * that ended: they are told so and offered Sign in, which brings them back here after.
 */
export function NotFoundRoute() {
  const { pathname, search } = useLocation()
  return isSignedInPath(pathname) ? (
    <SessionEnded pathname={pathname} search={search} />
  ) : (
    <PageNotFound />
  )
}

function PageNotFound() {
  usePageTitle('Page Not Found')
  const { user } = useAuth()
  return (
    <>
      {/* Signed in, the app's header (and Logout) stays in reach on a mistyped address. */}
      {user && <DashboardHeader isAdmin={user.isAdmin} />}
      <main className="container not-found">
        <h1>404 Page Not Found</h1>
        <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <p>
          <Link to={paths.landing}>Back to the home page</Link>
        </p>
      </main>
    </>
  )
}

function SessionEnded({ pathname, search }: { pathname: string; search: string }) {
  usePageTitle('Signed Out')
  useEffect(() => rememberReturnTo(pathname, search), [pathname, search])
  return (
    <main className="container not-found">
      <h1>Your session has ended</h1>
      <p>You are signed out, so this page cannot be shown. Sign in again to open it.</p>
      <p>
        <ButtonLink to={paths.onboarding}>Sign in</ButtonLink>
      </p>
    </main>
  )
}
