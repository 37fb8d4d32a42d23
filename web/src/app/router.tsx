import { Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { ErrorBoundary } from '../components/error-boundary'
import { ErrorFallback } from '../components/error-fallback'
import { LoadingScreen } from '../components/loading-screen'
import { paths } from '../config/paths'
import { clearCachedQueries } from '../lib/swr-config'
import { holdsSession, useAuth } from '../lib/use-auth'
import { type LazyPage, lazyPage } from './lazy-page'
import { LandingRoute } from './routes/landing'

// Every screen but the landing page is loaded on demand, so `/` downloads none of their
// code (dashboard, chart.js, admin).
const notFound = lazyPage(() => import('./routes/not-found').then((m) => m.NotFoundRoute))
const onboarding = lazyPage(() => import('./routes/onboarding').then((m) => m.OnboardingRoute))
const onboardingSetup = lazyPage(() =>
  import('./routes/onboarding-setup').then((m) => m.OnboardingSetupRoute),
)
const authVerify = lazyPage(() => import('./routes/auth-verify').then((m) => m.AuthVerifyRoute))
const logout = lazyPage(() => import('./routes/logout').then((m) => m.LogoutRoute))
const dashboard = lazyPage(() =>
  import('./routes/dashboard/dashboard-route').then((m) => m.DashboardRoute),
)
const howItWorks = lazyPage(() =>
  import('./routes/how-it-works/how-it-works').then((m) => m.HowItWorksRoute),
)
const setupWizard = lazyPage(() =>
  import('./routes/setup-wizard/setup-wizard').then((m) => m.SetupWizardRoute),
)
const privacy = lazyPage(() => import('./routes/privacy/privacy').then((m) => m.PrivacyRoute))
const codeReview = lazyPage(() =>
  import('./routes/code-review/code-review').then((m) => m.CodeReviewRoute),
)
const logoDemo = lazyPage(() => import('./routes/logo-demo').then((m) => m.LogoDemoRoute))
const demoDashboard = lazyPage(() =>
  import('./routes/demo/demo-dashboard').then((m) => m.DemoDashboardRoute),
)
const demoGoals = lazyPage(() => import('./routes/demo/demo-goals').then((m) => m.DemoGoalsRoute))
const connectionTest = lazyPage(() =>
  import('../features/lightning/connection-test-page').then((m) => m.ConnectionTestPage),
)
const lightningConnect = lazyPage(() =>
  import('./routes/lightning-connect').then((m) => m.LightningConnectRoute),
)
const lightningConfig = lazyPage(() =>
  import('./routes/lightning-config').then((m) => m.LightningConfigRoute),
)
const familyGoals = lazyPage(() => import('./routes/family-goals').then((m) => m.FamilyGoalsRoute))
const subscription = lazyPage(() =>
  import('../features/billing/subscription-page').then((m) => m.SubscriptionPage),
)
// Both admin screens come from one chunk; chart.js is a further chunk the first chart loads.
const loadAdmin = () => import('../features/admin/admin-routes')
const admin = lazyPage(() => loadAdmin().then((m) => m.AdminPage))
const adminMonitoring = lazyPage(() => loadAdmin().then((m) => m.MonitoringPage))

const landing: LazyPage = { Page: LandingRoute, preload: async () => {} }

/**
 * The public screens whose first render depends on nothing but the path: the build
 * prerenders them to HTML (scripts/prerender-pages.ts) and the server sends that HTML to
 * visitors without a session, so the page is readable before any script has run.
 */
export const PRERENDERED_PAGES: ReadonlyMap<string, LazyPage> = new Map([
  [paths.landing, landing],
  [paths.howItWorks, howItWorks],
  [paths.setupWizard, setupWizard],
  [paths.privacy, privacy],
  [paths.codeReview, codeReview],
  [paths.logoDemo, logoDemo],
  [paths.demo, demoDashboard],
  [paths.demoDashboard, demoDashboard],
  [paths.demoGoals, demoGoals],
])

/**
 * The signed-in screens whose first render the server draws into the page, from the
 * answers the page carries (api/contracts/first-reads.ts): the page shows them before any
 * script has run, and the app takes them over as it takes over a prerendered page.
 */
export const SERVER_RENDERED_PAGES: ReadonlyMap<string, LazyPage> = new Map([
  [paths.dashboard, dashboard],
])

/**
 * Fetches the code of the screen at `pathname` before the first render: a prerendered
 * or server-rendered page must be replaced by the same page, not by the loading screen,
 * and a signed-in browser opening the dashboard needs its code beside the sign-in check,
 * not after it.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const signedIn = holdsSession() ? SERVER_RENDERED_PAGES.get(pathname) : undefined
  return (signedIn ?? PRERENDERED_PAGES.get(pathname))?.preload() ?? Promise.resolve()
}

/** The screens for the current location; AppRouter (browser) and the prerender (build) give the location. */
export function AppRoutes() {
  const { pathname } = useLocation()
  const { isLoading, isAuthenticated } = useAuth()
  const { mutate } = useSWRConfig()
  return (
    <ErrorBoundary
      fallback={(props) => <ErrorFallback {...props} />}
      resetKeys={[pathname]}
      // Try Again must not draw the same cached answer that crashed the screen.
      onReset={() => void clearCachedQueries(mutate)}
    >
      <Suspense fallback={<LoadingScreen />}>
        {/* The spec's route table (paths in config/paths.ts); routes are added here as their
            screens land. */}
        <Routes>
          <Route path={paths.landing} element={<LandingRoute />} />
          <Route path={paths.onboarding} element={<onboarding.Page />} />
          <Route path={paths.onboardingSetup} element={<onboardingSetup.Page />} />
          <Route path={paths.authVerify} element={<authVerify.Page />} />
          <Route path={paths.logout} element={<logout.Page />} />
          <Route path={paths.howItWorks} element={<howItWorks.Page />} />
          <Route path={paths.setupWizard} element={<setupWizard.Page />} />
          <Route path={paths.privacy} element={<privacy.Page />} />
          <Route path={paths.codeReview} element={<codeReview.Page />} />
          <Route path={paths.logoDemo} element={<logoDemo.Page />} />
          <Route path={paths.demo} element={<demoDashboard.Page />} />
          <Route path={paths.demoDashboard} element={<demoDashboard.Page />} />
          <Route path={paths.demoGoals} element={<demoGoals.Page />} />
          <Route path={paths.coinosTest} element={<connectionTest.Page />} />
          {/* Signed-in screens exist only for a signed-in user: for anyone else their paths
              are unknown and show the 404 screen, as the spec's router does. */}
          {isAuthenticated && <Route path={paths.dashboard} element={<dashboard.Page />} />}
          {isAuthenticated && <Route path={paths.familyGoals} element={<familyGoals.Page />} />}
          {isAuthenticated && <Route path={paths.admin} element={<admin.Page />} />}
          {isAuthenticated && (
            <Route path={paths.adminMonitoring} element={<adminMonitoring.Page />} />
          )}
          {isAuthenticated && (
            <Route
              path={paths.lightningSetup}
              element={<Navigate to={paths.lightningConnect} replace />}
            />
          )}
          {isAuthenticated && (
            <Route path={paths.lightningConnect} element={<lightningConnect.Page />} />
          )}
          {isAuthenticated && (
            <Route path={paths.lightningConfig} element={<lightningConfig.Page />} />
          )}
          {isAuthenticated && <Route path={paths.subscription} element={<subscription.Page />} />}
          {/* Until the sign-in state is known a signed-in path cannot be told from an
              unknown one; waiting avoids flashing a 404 at a signed-in user. */}
          <Route path="*" element={isLoading ? <LoadingScreen /> : <notFound.Page />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  )
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
