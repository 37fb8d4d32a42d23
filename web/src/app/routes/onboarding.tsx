import { OnboardingScreen } from '../../features/auth/components/onboarding-screen'
import { useTexts } from '../../lib/i18n'
import { usePageTitle } from '../../lib/page-meta'
import { appTexts } from '../texts'

export function OnboardingRoute() {
  const t = useTexts(appTexts)
  usePageTitle(t('signInTitle'))
  return <OnboardingScreen />
}
