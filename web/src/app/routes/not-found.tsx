import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { ButtonLink } from '../../components/button-link'
import { paths } from '../../config/paths'
import { useTexts } from '../../lib/i18n'
import { usePageTitle } from '../../lib/page-meta'
import { isSignedInPath, rememberReturnTo } from '../../lib/return-to'
import { useAuth } from '../../lib/use-auth'
import { appTexts } from '../texts'
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
  const t = useTexts(appTexts)
  usePageTitle(t('notFoundTitle'))
  const { user } = useAuth()
  return (
    <>
      {/* Signed in, the app's header (and Logout) stays in reach on a mistyped address. */}
      {user && <DashboardHeader isAdmin={user.isAdmin} />}
      <main className="container not-found">
        <h1>{t('notFoundHeading')}</h1>
        <p>{t('notFoundText')}</p>
        <p>
          <Link to={paths.landing}>{t('backHome')}</Link>
        </p>
      </main>
    </>
  )
}

function SessionEnded({ pathname, search }: { pathname: string; search: string }) {
  const t = useTexts(appTexts)
  usePageTitle(t('signedOutTitle'))
  useEffect(() => rememberReturnTo(pathname, search), [pathname, search])
  return (
    <main className="container not-found">
      <h1>{t('sessionEndedHeading')}</h1>
      <p>{t('sessionEndedText')}</p>
      <p>
        <ButtonLink to={paths.onboarding}>{t('signIn')}</ButtonLink>
      </p>
    </main>
  )
}
