import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { currentUser } from '../../plugins/access.js'
import { AUTH_RATE_LIMIT } from './auth.routes.js'
import { describeUser } from './auth.service.js'
import { signInCodesApi } from './sign-in-codes.schemas.js'
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
      schema: signInCodesApi['POST /api/auth/sign-in-codes'],
    },
    (req) => createSignInCode(context(req), currentUser(req), app.publicAddresses.of(req).url),
  )

  app.post(
    '/api/auth/sign-in-codes/redeem',
    {
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
      schema: signInCodesApi['POST /api/auth/sign-in-codes/redeem'],
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
