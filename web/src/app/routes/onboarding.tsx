import { OnboardingScreen } from '../../features/auth/components/onboarding-screen'
import { usePageTitle } from '../../lib/page-meta'

export function OnboardingRoute() {
  usePageTitle('Sign In')
  return <OnboardingScreen />
}
