import { type Static, Type } from 'typebox'

// Surrounding spaces are allowed here and trimmed by parseEmail.
const EMAIL_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$'

export const Email = Type.String({
  maxLength: 254,
  pattern: EMAIL_PATTERN,
  errorMessage: 'Please enter a valid e-mail address',
})

export const EmailBody = Type.Object({ email: Email })
export type EmailBody = Static<typeof EmailBody>

export const VerifyBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'Invalid or expired token' }),
})

export const Role = Type.Union([
  Type.Literal('parent'),
  Type.Literal('spouse'),
  Type.Literal('child'),
])

export const UserDto = Type.Object({
  id: Type.Integer(),
  role: Role,
  isAdmin: Type.Boolean(),
  firstName: Type.Union([Type.String(), Type.Null()]),
  lastName: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  subscriptionStatus: Type.String(),
  trialExpiresAt: Type.Union([Type.String(), Type.Null()]),
  familyNetWorthSharingEnabled: Type.Boolean(),
  familyNetWorthSharePercentage: Type.Integer(),
  /** For a child's own sign-in: the child record whose dashboard they see. */
  childId: Type.Union([Type.Integer(), Type.Null()]),
})
export type UserDto = Static<typeof UserDto>

export const LinkSentReply = Type.Object({ success: Type.Boolean(), message: Type.String() })

export const OnboardingReply = Type.Object({
  existingUser: Type.Boolean(),
  freeTrialActivated: Type.Boolean(),
  message: Type.String(),
})

export const VerifyReply = Type.Object({
  success: Type.Boolean(),
  user: UserDto,
  isNewUser: Type.Boolean(),
  needsOnboarding: Type.Boolean(),
})

export const SuccessReply = Type.Object({ success: Type.Boolean() })
