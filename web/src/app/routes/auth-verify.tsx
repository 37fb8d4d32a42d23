import { VerifyMagicLink } from '../../features/auth/components/verify-magic-link'
import { usePageTitle } from '../../lib/page-meta'

export function AuthVerifyRoute() {
  usePageTitle('Signing In')
  return <VerifyMagicLink />
}
