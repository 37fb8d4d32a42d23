import { lazy, Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { ErrorBoundary } from '../components/error-boundary'
import { ErrorFallback } from '../components/error-fallback'
import { LoadingScreen } from '../components/loading-screen'
import { paths } from '../config/paths'
import { clearCachedQueries } from '../lib/swr-config'
import { holdsSession, useAuth } from '../lib/use-auth'
import { LandingRoute } from './routes/landing'

// Every screen but the landing page is loaded on demand, so `/` downloads none of their
// code (dashboard, chart.js, admin).
const NotFoundRoute = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
)
const OnboardingRoute = lazy(() =>
  import('./routes/onboarding').then((m) => ({ default: m.OnboardingRoute })),
)
const OnboardingSetupRoute = lazy(() =>
  import('./routes/onboarding-setup').then((m) => ({ default: m.OnboardingSetupRoute })),
)
const AuthVerifyRoute = lazy(() =>
  import('./routes/auth-verify').then((m) => ({ default: m.AuthVerifyRoute })),
)
const LogoutRoute = lazy(() => import('./routes/logout').then((m) => ({ default: m.LogoutRoute })))
const loadDashboard = () => import('./routes/dashboard/dashboard-route')
const DashboardRoute = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardRoute })))
// A signed-in browser opening the dashboard needs its code: fetch it beside the sign-in
// check rather than after it.
if (window.location.pathname === paths.dashboard && holdsSession()) void loadDashboard()
const HowItWorksRoute = lazy(() =>
  import('./routes/how-it-works').then((m) => ({ default: m.HowItWorksRoute })),
)
const SetupWizardRoute = lazy(() =>
  import('./routes/setup-wizard').then((m) => ({ default: m.SetupWizardRoute })),
)
const PrivacyRoute = lazy(() =>
  import('./routes/privacy').then((m) => ({ default: m.PrivacyRoute })),
)
const CodeReviewRoute = lazy(() =>
  import('./routes/code-review').then((m) => ({ default: m.CodeReviewRoute })),
)
const LogoDemoRoute = lazy(() =>
  import('./routes/logo-demo').then((m) => ({ default: m.LogoDemoRoute })),
)
const DemoDashboardRoute = lazy(() =>
  import('./routes/demo/demo-dashboard').then((m) => ({ default: m.DemoDashboardRoute })),
)
const DemoGoalsRoute = lazy(() =>
  import('./routes/demo/demo-goals').then((m) => ({ default: m.DemoGoalsRoute })),
)
const LightningConnectRoute = lazy(() =>
  import('../features/lightning/lightning-connect-page').then((m) => ({
    default: m.LightningConnectPage,
  })),
)
const LightningConfigRoute = lazy(() =>
  import('../features/lightning/lightning-config-page').then((m) => ({
    default: m.LightningConfigPage,
  })),
)
const ConnectionTestRoute = lazy(() =>
  import('../features/lightning/connection-test-page').then((m) => ({
    default: m.ConnectionTestPage,
  })),
)
const FamilyGoalsRoute = lazy(() =>
  import('./routes/family-goals').then((m) => ({ default: m.FamilyGoalsRoute })),
)
const SubscriptionRoute = lazy(() =>
  import('../features/billing/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
)
// Both admin screens come from one chunk; chart.js is a further chunk the first chart loads.
const loadAdmin = () => import('../features/admin/admin-routes')
const AdminRoute = lazy(() => loadAdmin().then((m) => ({ default: m.AdminPage })))
const AdminMonitoringRoute = lazy(() => loadAdmin().then((m) => ({ default: m.MonitoringPage })))

function AppRoutes() {
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
          <Route path={paths.onboarding} element={<OnboardingRoute />} />
          <Route path={paths.onboardingSetup} element={<OnboardingSetupRoute />} />
          <Route path={paths.authVerify} element={<AuthVerifyRoute />} />
          <Route path={paths.logout} element={<LogoutRoute />} />
          <Route path={paths.howItWorks} element={<HowItWorksRoute />} />
          <Route path={paths.setupWizard} element={<SetupWizardRoute />} />
          <Route path={paths.privacy} element={<PrivacyRoute />} />
          <Route path={paths.codeReview} element={<CodeReviewRoute />} />
          <Route path={paths.logoDemo} element={<LogoDemoRoute />} />
          <Route path={paths.demo} element={<DemoDashboardRoute />} />
          <Route path={paths.demoDashboard} element={<DemoDashboardRoute />} />
          <Route path={paths.demoGoals} element={<DemoGoalsRoute />} />
          <Route path={paths.coinosTest} element={<ConnectionTestRoute />} />
          {/* Signed-in screens exist only for a signed-in user: for anyone else their paths
              are unknown and show the 404 screen, as the spec's router does. */}
          {isAuthenticated && <Route path={paths.dashboard} element={<DashboardRoute />} />}
          {isAuthenticated && <Route path={paths.familyGoals} element={<FamilyGoalsRoute />} />}
          {isAuthenticated && <Route path={paths.admin} element={<AdminRoute />} />}
          {isAuthenticated && (
            <Route path={paths.adminMonitoring} element={<AdminMonitoringRoute />} />
          )}
          {isAuthenticated && (
            <Route
              path={paths.lightningSetup}
              element={<Navigate to={paths.lightningConnect} replace />}
            />
          )}
          {isAuthenticated && (
            <Route path={paths.lightningConnect} element={<LightningConnectRoute />} />
          )}
          {isAuthenticated && (
            <Route path={paths.lightningConfig} element={<LightningConfigRoute />} />
          )}
          {isAuthenticated && <Route path={paths.subscription} element={<SubscriptionRoute />} />}
          {/* Until the sign-in state is known a signed-in path cannot be told from an
              unknown one; waiting avoids flashing a 404 at a signed-in user. */}
          <Route path="*" element={isLoading ? <LoadingScreen /> : <NotFoundRoute />} />
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
