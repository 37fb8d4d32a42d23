import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom'
import { ErrorBoundary } from '../components/error-boundary'
import { ErrorFallback } from '../components/error-fallback'
import { LoadingScreen } from '../components/loading-screen'
import { paths } from '../config/paths'
import { LandingRoute } from './routes/landing'

// Every screen but the landing page is loaded on demand, so `/` downloads none of their
// code (dashboard, chart.js, admin).
const NotFoundRoute = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
)

function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary fallback={(props) => <ErrorFallback {...props} />} resetKeys={[pathname]}>
      <Suspense fallback={<LoadingScreen />}>
        {/* The spec's route table (paths in config/paths.ts); routes are added here as their
            screens land, and signed-in-only routes will be registered only when signed in. */}
        <Routes>
          <Route path={paths.landing} element={<LandingRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
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
