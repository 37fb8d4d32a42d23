import { LogoutScreen } from '../../features/auth/components/logout-screen'
import { usePageTitle } from '../../lib/page-meta'

export function LogoutRoute() {
  usePageTitle('Signing Out')
  return <LogoutScreen />
}
