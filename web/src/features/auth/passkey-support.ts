import { textsNow } from '../../lib/i18n'
import { authTexts } from './texts'

/**
 * Whether this page can offer passkeys, and if not, the sentence saying why. Browsers
 * offer them only in a secure context (HTTPS, or localhost), and WebAuthn takes a name,
 * never an IP address: a family on http://umbrel.local or http://192.168.1.20 is told so.
 */
export function passkeySupport(page: {
  isSecureContext: boolean
  hostname: string
  hasWebAuthn: boolean
}): { isOffered: true } | { isOffered: false; reason: string } {
  const t = textsNow(authTexts)
  if (!page.isSecureContext) {
    return { isOffered: false, reason: t('needsHttps') }
  }
  if (/^[\d.]+$|^\[.*\]$/.test(page.hostname)) {
    return { isOffered: false, reason: t('needsName') }
  }
  if (!page.hasWebAuthn) {
    return { isOffered: false, reason: t('noWebAuthn') }
  }
  return { isOffered: true }
}
