import { call } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'

/**
 * Creates the parent, family and trial for a new address; mails a sign-in link either way,
 * in the language of this page when the member never chose one.
 */
export function startOnboarding(email: string) {
  return call('POST /api/onboarding/start', { body: { email, language: currentLanguage() } })
}

export function resendMagicLink(email: string) {
  return call('POST /api/onboarding/resend-magic-link', {
    body: { email, language: currentLanguage() },
  })
}

/**
 * Redeems a single-use link token and sets the session cookie. `needsOnboarding` is true
 * for a new account holder: the onboarding setup page comes first.
 * @throws ApiError 401 "Invalid or expired token" (code invalid-token) for a used,
 * expired or unknown token.
 */
export function verifyMagicLink(token: string) {
  return call('POST /api/auth/verify', { body: { token } })
}

export function logout() {
  return call('POST /api/auth/logout')
}

/** A one-time code (and the link its QR code holds) for signing in on another device. */
export function createSignInCode() {
  return call('POST /api/auth/sign-in-codes')
}

/**
 * Signs this device in with a code shown on another one and sets the session cookie.
 * @throws ApiError 401 (invalid-sign-in-code) for a wrong, used or expired code, 429 after
 * too many wrong codes from this network, 400 for text that is not 8 characters.
 */
export function redeemSignInCode(code: string) {
  return call('POST /api/auth/sign-in-codes/redeem', { body: { code } })
}
