import { useNavigate, useSearchParams } from 'react-router-dom'
import { BrowserOnly } from '../../../components/browser-only'
import { LoadingScreen } from '../../../components/loading-screen'
import { paths } from '../../../config/paths'
import { AnotherDeviceCard } from '../../../features/auth/components/another-device-card'
import { FirstNameForm } from '../../../features/auth/components/first-name-form'
import { PasskeysCard } from '../../../features/auth/components/passkeys-card'
import { ChildPicker } from '../../../features/children/components/child-picker'
import { useTexts } from '../../../lib/i18n'
import { usePageTitle } from '../../../lib/page-meta'
import { useAuth } from '../../../lib/use-auth'
import { ChildView } from './child-view'
import { DashboardHeader } from './components/dashboard-header'
import { NoChildSelected } from './components/no-child-selected'
import { ViewToggle } from './components/view-toggle'
import {
  type DashboardView,
  dashboardSearch,
  readDashboardView,
  welcomeName,
} from './dashboard-view'
import { ParentView } from './parent-view'
import { dashboardTexts } from './texts'

/** /dashboard, registered only when signed in. */
export function DashboardRoute() {
  const { user } = useAuth()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const t = useTexts(dashboardTexts)
  usePageTitle(t(user?.role === 'child' ? 'pageTitleChild' : 'pageTitleParent'))
  // The router registers this route only for a signed-in user; this covers the instant
  // between a logout clearing the user and the router dropping the route.
  if (!user) return <LoadingScreen />

  const view = readDashboardView(params, user)
  const show = (next: DashboardView) =>
    navigate({ pathname: paths.dashboard, search: dashboardSearch(next) })

  return (
    <>
      <DashboardHeader isAdmin={user.isAdmin} />
      <main className="container">
        <div className="dashboard-intro">
          {/* One greeting: a child's is the "Hi, name!" of their own dashboard. */}
          {user.role === 'child' ? (
            <h1 className="visually-hidden">{t('pageTitleChild')}</h1>
          ) : (
            <h1>{welcomeName(user)}</h1>
          )}
          {user.role !== 'child' && (
            <ViewToggle
              role={user.role}
              isChildView={view.kind === 'child' || view.kind === 'child-picker'}
              onParentView={() => show({ kind: 'parent' })}
              onChildView={() => show({ kind: 'child-picker' })}
            />
          )}
        </div>
        {user.role !== 'child' && user.firstName === null && <FirstNameForm />}
        {view.kind === 'parent' && <ParentView />}
        {view.kind === 'child-picker' && (
          <ChildPicker
            onSelect={(childId) => show({ kind: 'child', childId })}
            onBack={() => show({ kind: 'parent' })}
          />
        )}
        {view.kind === 'child' && (
          <>
            <p>
              <button
                type="button"
                className="secondary outline"
                onClick={() => show({ kind: 'child-picker' })}
              >
                {t('chooseAnotherChild')}
              </button>
            </p>
            <ChildView childId={view.childId} />
          </>
        )}
        {view.kind === 'own-child' &&
          (view.childId === null ? <NoChildSelected /> : <ChildView childId={view.childId} />)}
        {view.kind === 'own-child' && (
          <div className="panel-grid">
            <AnotherDeviceCard />
            <BrowserOnly>
              <PasskeysCard />
            </BrowserOnly>
          </div>
        )}
      </main>
    </>
  )
}
