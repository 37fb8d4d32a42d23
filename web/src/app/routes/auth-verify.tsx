import { VerifyMagicLink } from '../../features/auth/components/verify-magic-link'
import { useTexts } from '../../lib/i18n'
import { usePageTitle } from '../../lib/page-meta'
import { appTexts } from '../texts'

export function AuthVerifyRoute() {
  const t = useTexts(appTexts)
  usePageTitle(t('signingInTitle'))
  return <VerifyMagicLink />
}
