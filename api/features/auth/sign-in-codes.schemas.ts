import { type Static, Type } from 'typebox'
import { SIGN_IN_CODE_MESSAGES } from '../../contracts/sign-in-code.js'
import { errorReplies, failsWith, routeMap } from '../../lib/schemas.js'
import { UserDto } from './auth.schemas.js'

/** A code to show on the signed-in device, as text and as the link its QR code holds. */
export const SignInCodeReply = Type.Object({
  /** ABCD-EFGH */
  code: Type.String(),
  /** The sign-in screen with the code filled in, at the address the member is using. */
  link: Type.String(),
  expiresAt: Type.String(),
})
export type SignInCodeReply = Static<typeof SignInCodeReply>

/** What the new device typed or scanned; read by api/contracts/sign-in-code.ts. */
export const RedeemSignInCodeBody = Type.Object({
  code: Type.String({
    maxLength: 32,
    ...failsWith('invalid-sign-in-code', SIGN_IN_CODE_MESSAGES.malformed),
  }),
})
export type RedeemSignInCodeBody = Static<typeof RedeemSignInCodeBody>

export const SignedInReply = Type.Object({ success: Type.Boolean(), user: UserDto })
export type SignedInReply = Static<typeof SignedInReply>

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const signInCodesApi = routeMap({
  'POST /api/auth/sign-in-codes': {
    response: { 200: SignInCodeReply, ...errorReplies(401, 403, 429) },
  },
  'POST /api/auth/sign-in-codes/redeem': {
    body: RedeemSignInCodeBody,
    // 401 for a wrong, used or expired code; 429 after too many wrong ones.
    response: { 200: SignedInReply, ...errorReplies(400, 401, 403, 413, 415, 429) },
  },
})
