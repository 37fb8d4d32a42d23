import { type Static, Type } from 'typebox'
import { LANGUAGES } from '../../contracts/languages.js'
import { MESSAGES } from '../../contracts/messages.js'
import { Email, errorReplies, failsWith, routeMap } from '../../lib/schemas.js'
import { SubscriptionStatus } from '../../lib/subscription.js'

/** One of the languages the app speaks (api/contracts/languages.ts), exactly as written there. */
const LanguageCode = Type.Enum(LANGUAGES, failsWith('invalid-choice', MESSAGES.invalidLanguage))

export const EmailBody = Type.Object({
  email: Email,
  /**
   * The language of the page that asks: the mail is written in it when the account's
   * member never chose one (a new family's welcome, above all). Not stored.
   */
  language: Type.Optional(LanguageCode),
})
export type EmailBody = Static<typeof EmailBody>

export const VerifyBody = Type.Object({
  token: Type.String({
    minLength: 1,
    maxLength: 200,
    ...failsWith('invalid-token', 'Invalid or expired token'),
  }),
})
export type VerifyBody = Static<typeof VerifyBody>

export const Role = Type.Union([
  Type.Literal('parent'),
  Type.Literal('spouse'),
  Type.Literal('child'),
])
export type Role = Static<typeof Role>

export const UserDto = Type.Object({
  id: Type.Integer(),
  role: Role,
  isAdmin: Type.Boolean(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  /** The family's: `free` when billing is off (api/lib/subscription.ts). */
  subscriptionStatus: SubscriptionStatus,
  /** The family's trial end; null when billing is off. */
  trialExpiresAt: Type.Union([Type.String(), Type.Null()]),
  familyNetWorthSharingEnabled: Type.Boolean(),
  familyNetWorthSharePercentage: Type.Integer(),
  /** For a child's own sign-in: the child record whose dashboard they see. */
  childId: Type.Union([Type.Integer(), Type.Null()]),
  /** The member's chosen language; null until they choose (the browser then uses its own). */
  language: Type.Union([Type.Enum(LANGUAGES), Type.Null()]),
})
export type UserDto = Static<typeof UserDto>

export const LanguageBody = Type.Object({ language: LanguageCode })
export type LanguageBody = Static<typeof LanguageBody>

/** The greeting's first name; the rule (trimmed, 1 to 50 characters) is api/contracts/first-name.ts. */
export const FirstNameBody = Type.Object({ firstName: Type.String({ maxLength: 200 }) })
export type FirstNameBody = Static<typeof FirstNameBody>

/**
 * When the per-address limit held a link back (nothing mailed), when the next one can be
 * asked for; null otherwise. The limit counts unknown addresses the same, so this tells
 * nothing about who has an account.
 */
const NextLinkAt = Type.Union([Type.String(), Type.Null()])

/** `success` false, with `nextLinkAt`, when the limit held the link back. */
export const LinkSentReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  nextLinkAt: NextLinkAt,
})
export type LinkSentReply = Static<typeof LinkSentReply>

export const OnboardingReply = Type.Object({
  existingUser: Type.Boolean(),
  freeTrialActivated: Type.Boolean(),
  message: Type.String(),
  nextLinkAt: NextLinkAt,
})
export type OnboardingReply = Static<typeof OnboardingReply>

export const VerifyReply = Type.Object({
  success: Type.Boolean(),
  user: UserDto,
  isNewUser: Type.Boolean(),
  needsOnboarding: Type.Boolean(),
})
export type VerifyReply = Static<typeof VerifyReply>

export const SuccessReply = Type.Object({ success: Type.Boolean() })
export type SuccessReply = Static<typeof SuccessReply>

// Anyone may call these: a bad address, a cross-site or non-JSON write, too many tries.
const linkErrors = errorReplies(400, 403, 413, 415, 429)

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const authApi = routeMap({
  'POST /api/onboarding/start': {
    body: EmailBody,
    response: { 200: OnboardingReply, ...linkErrors },
  },
  'POST /api/onboarding/resend-magic-link': {
    body: EmailBody,
    response: { 200: LinkSentReply, ...linkErrors },
  },
  'POST /api/auth/magic-link': { body: EmailBody, response: { 200: LinkSentReply, ...linkErrors } },
  'POST /api/auth/verify': {
    body: VerifyBody,
    // 401 for a used, expired or unknown link; 409 when the address has another account.
    response: { 200: VerifyReply, ...linkErrors, ...errorReplies(401, 409) },
  },
  'GET /api/auth/user': { response: { 200: UserDto, ...errorReplies(401) } },
  'PATCH /api/auth/user': {
    body: FirstNameBody,
    response: { 200: UserDto, ...errorReplies(400, 401) },
  },
  'PUT /api/auth/language': {
    body: LanguageBody,
    response: { 200: SuccessReply, ...errorReplies(400, 401, 403, 413, 415) },
  },
  'POST /api/auth/logout': { response: { 200: SuccessReply, ...errorReplies(403) } },
})
