import { VerifyMagicLink } from '../../features/auth/components/verify-magic-link'

export function AuthVerifyRoute() {
  return <VerifyMagicLink />
}
