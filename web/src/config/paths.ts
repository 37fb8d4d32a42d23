import { DASHBOARD_PATH } from '@api/contracts/first-reads'

/**
 * Every screen path of the spec's route table (spec 1, section 2). Links and the router
 * use these names, so a path is spelled once.
 */
export const paths = {
  // Public
  landing: '/',
  howItWorks: '/how-it-works',
  setupWizard: '/setup-wizard',
  demoDashboard: '/demo-dashboard',
  /** Same screen as demoDashboard. */
  demo: '/demo',
  demoGoals: '/demo-goals',
  privacy: '/privacy',
  codeReview: '/code-review',
  onboarding: '/onboarding',
  onboardingSetup: '/onboarding-setup',
  authVerify: '/auth/verify',
  logout: '/logout',
  coinosTest: '/coinos-test',
  logoDemo: '/logo-demo',
  // Registered only when signed in
  dashboard: DASHBOARD_PATH,
  familyGoals: '/family-goals',
  subscription: '/subscription',
  lightningSetup: '/lightning-setup',
  lightningConnect: '/lightning-connect',
  lightningConfig: '/lightning-config',
  admin: '/admin',
  adminMonitoring: '/admin/monitoring',
} as const
