import type {
  LinkSentReply,
  OnboardingReply,
  SuccessReply,
  VerifyReply,
} from '@api/features/auth/auth.schemas'
import { apiJson } from '../../lib/api-client'

/** Creates the parent, family and trial for a new address; mails a sign-in link either way. */
export function startOnboarding(email: string): Promise<OnboardingReply> {
  return apiJson('POST', '/api/onboarding/start', { email })
}

export function resendMagicLink(email: string): Promise<LinkSentReply> {
  return apiJson('POST', '/api/onboarding/resend-magic-link', { email })
}

/**
 * Redeems a single-use link token and sets the session cookie. `needsOnboarding` is true
 * for a new account holder: the onboarding setup page comes first.
 * @throws ApiError 401 "Invalid or expired token" (code invalid-token) for a used,
 * expired or unknown token.
 */
export function verifyMagicLink(token: string): Promise<VerifyReply> {
  return apiJson('POST', '/api/auth/verify', { token })
}

export function logout(): Promise<SuccessReply> {
  return apiJson('POST', '/api/auth/logout')
}
