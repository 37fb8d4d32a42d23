import { apiJson } from '../../lib/api-client'
import type { AuthUser } from './use-auth'

export interface OnboardingStartReply {
  existingUser: boolean
  freeTrialActivated: boolean
  message: string
}

export interface LinkSentReply {
  success: boolean
  message: string
}

export interface VerifyReply {
  success: boolean
  user: AuthUser
  isNewUser: boolean
  /** True for a new account holder: the onboarding setup page comes first. */
  needsOnboarding: boolean
}

/** Creates the parent, family and trial for a new address; mails a sign-in link either way. */
export function startOnboarding(email: string): Promise<OnboardingStartReply> {
  return apiJson('POST', '/api/onboarding/start', { email })
}

export function resendMagicLink(email: string): Promise<LinkSentReply> {
  return apiJson('POST', '/api/onboarding/resend-magic-link', { email })
}

/**
 * Redeems a single-use link token and sets the session cookie.
 * @throws ApiError 401 "Invalid or expired token" for a used, expired or unknown token.
 */
export function verifyMagicLink(token: string): Promise<VerifyReply> {
  return apiJson('POST', '/api/auth/verify', { token })
}

export function logout(): Promise<{ success: boolean }> {
  return apiJson('POST', '/api/auth/logout')
}
