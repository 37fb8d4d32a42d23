import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { errorReplies } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import { AUTH_RATE_LIMIT } from './auth.routes.js'
import { describeUser } from './auth.service.js'
import { RedeemSignInCodeBody, SignedInReply, SignInCodeReply } from './sign-in-codes.schemas.js'
import {
  createSignInCode,
  redeemSignInCode,
  type SignInCodeContext,
} from './sign-in-codes.service.js'
import { setSignInCookies } from './sign-in-cookies.js'

/**
 * "Sign in on another device": a signed-in member (parent, spouse or child) shows a
 * one-time code and a QR code; the new device enters it on the sign-in screen and is
 * signed in as that member. No e-mail and no server log involved.
 */
export const signInCodesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (request: FastifyRequest): SignInCodeContext => ({
    db: app.db,
    secretKey: app.secretKey,
    config: app.config,
    now: app.clock.now(),
    ip: request.ip,
  })

  app.post(
    '/api/auth/sign-in-codes',
    {
      config: { access: 'member' },
      schema: { response: { 200: SignInCodeReply, ...errorReplies(401, 403, 429) } },
    },
    (req) => createSignInCode(context(req), currentUser(req), app.publicAddresses.of(req).url),
  )

  app.post(
    '/api/auth/sign-in-codes/redeem',
    {
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
      schema: {
        body: RedeemSignInCodeBody,
        // 401 for a wrong, used or expired code; 429 after too many wrong ones.
        response: { 200: SignedInReply, ...errorReplies(400, 401, 403, 413, 415, 429) },
      },
    },
    async (req, reply) => {
      const signIn = await redeemSignInCode(context(req), req.body.code)
      setSignInCookies(app, req, reply, { email: signIn.user.email, ...signIn })
      return {
        success: true,
        user: await describeUser(app.db, app.config, signIn.user, app.clock.now()),
      }
    },
  )
}
