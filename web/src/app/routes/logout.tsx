import { LogoutScreen } from '../../features/auth/components/logout-screen'
import { useTexts } from '../../lib/i18n'
import { usePageTitle } from '../../lib/page-meta'
import { appTexts } from '../texts'

export function LogoutRoute() {
  const t = useTexts(appTexts)
  usePageTitle(t('signingOutTitle'))
  return <LogoutScreen />
}
