import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { errorReplies } from '../../lib/schemas.js'
import { clearSessionCookies } from '../../lib/session-cookies.js'
import { destroySession, SESSION_COOKIE } from '../../lib/sessions.js'
import { DEVICE_COOKIE, isDeviceOf } from '../../lib/sign-in-device.js'
import { currentUser } from '../../plugins/access.js'
import {
  EmailBody,
  FirstNameBody,
  LinkSentReply,
  OnboardingReply,
  SuccessReply,
  UserDto,
  VerifyBody,
  VerifyReply,
} from './auth.schemas.js'
import {
  type AuthContext,
  describeUser,
  requestSignInLink,
  setFirstName,
  startOnboarding,
  verifySignInLink,
} from './auth.service.js'
import { setSignInCookies } from './sign-in-cookies.js'

/** Per-IP ceiling on the sign-in endpoints, on top of the per-e-mail one in the service. */
export const AUTH_RATE_LIMIT = { max: 20, timeWindow: '1 minute' }

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (request: FastifyRequest): AuthContext => ({
    ...app.linkContext(request),
    config: app.config,
    isOwnersDevice: (email) =>
      isDeviceOf(app.secretKey, email, request.cookies[DEVICE_COOKIE], app.clock.now()),
  })

  const publicLimited = { access: 'public' as const, rateLimit: AUTH_RATE_LIMIT }
  // Anyone may call these: a bad address, a cross-site or non-JSON write, too many tries.
  const linkErrors = errorReplies(400, 403, 413, 415, 429)

  app.post(
    '/api/onboarding/start',
    {
      config: publicLimited,
      schema: { body: EmailBody, response: { 200: OnboardingReply, ...linkErrors } },
    },
    (req) => startOnboarding(context(req), req.body.email),
  )

  app.post(
    '/api/onboarding/resend-magic-link',
    {
      config: publicLimited,
      schema: { body: EmailBody, response: { 200: LinkSentReply, ...linkErrors } },
    },
    (req) => requestSignInLink(context(req), req.body.email),
  )

  app.post(
    '/api/auth/magic-link',
    {
      config: publicLimited,
      schema: { body: EmailBody, response: { 200: LinkSentReply, ...linkErrors } },
    },
    (req) => requestSignInLink(context(req), req.body.email),
  )

  app.post(
    '/api/auth/verify',
    {
      config: publicLimited,
      schema: {
        body: VerifyBody,
        // 401 for a used, expired or unknown link; 409 when the address has another account.
        response: { 200: VerifyReply, ...linkErrors, ...errorReplies(401, 409) },
      },
    },
    async (req, reply) => {
      const signIn = await verifySignInLink(context(req), req.body.token)
      setSignInCookies(app, req, reply, { email: signIn.user.email, ...signIn })
      return {
        success: true,
        user: await describeUser(app.db, app.config, signIn.user, app.clock.now()),
        isNewUser: signIn.isNewUser,
        needsOnboarding: signIn.isNewUser && signIn.user.role === 'parent',
      }
    },
  )

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: UserDto, ...errorReplies(401) } } },
    (req) => describeUser(app.db, app.config, currentUser(req), app.clock.now()),
  )

  app.patch(
    '/api/auth/user',
    { schema: { body: FirstNameBody, response: { 200: UserDto, ...errorReplies(400, 401) } } },
    (req) => setFirstName(app.db, app.config, currentUser(req), req.body, app.clock.now()),
  )

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: { response: { 200: SuccessReply, ...errorReplies(403) } },
    },
    async (req, reply) => {
      await signOut(req, reply)
      return { success: true }
    },
  )

  // The spec's browser goes here on a 401: the sign-in page is the onboarding screen.
  app.get('/api/login', { config: { access: 'public' } }, (_req, reply) =>
    reply.redirect('/onboarding'),
  )

  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE]
    if (token) await destroySession(app.db, token)
    clearSessionCookies(reply, app.publicAddresses.of(request))
  }
}
