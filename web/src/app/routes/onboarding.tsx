import { OnboardingScreen } from '../../features/auth/components/onboarding-screen'

export function OnboardingRoute() {
  return <OnboardingScreen />
}
