import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { clearSessionCookies } from '../../lib/session-cookies.js'
import { destroySession, SESSION_COOKIE } from '../../lib/sessions.js'
import { DEVICE_COOKIE, isDeviceOf } from '../../lib/sign-in-device.js'
import { currentUser } from '../../plugins/access.js'
import { authApi } from './auth.schemas.js'
import {
  type AuthContext,
  describeUser,
  requestSignInLink,
  setFirstName,
  setLanguage,
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

  app.post(
    '/api/onboarding/start',
    {
      config: publicLimited,
      schema: authApi['POST /api/onboarding/start'],
    },
    (req) => startOnboarding(context(req), req.body.email, req.body.language),
  )

  app.post(
    '/api/onboarding/resend-magic-link',
    {
      config: publicLimited,
      schema: authApi['POST /api/onboarding/resend-magic-link'],
    },
    (req) => requestSignInLink(context(req), req.body.email, req.body.language),
  )

  app.post(
    '/api/auth/magic-link',
    {
      config: publicLimited,
      schema: authApi['POST /api/auth/magic-link'],
    },
    (req) => requestSignInLink(context(req), req.body.email, req.body.language),
  )

  app.post(
    '/api/auth/verify',
    {
      config: publicLimited,
      schema: authApi['POST /api/auth/verify'],
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

  app.get('/api/auth/user', { schema: authApi['GET /api/auth/user'] }, (req) =>
    describeUser(app.db, app.config, currentUser(req), app.clock.now()),
  )

  app.patch('/api/auth/user', { schema: authApi['PATCH /api/auth/user'] }, (req) =>
    setFirstName(app.db, app.config, currentUser(req), req.body, app.clock.now()),
  )

  app.put('/api/auth/language', { schema: authApi['PUT /api/auth/language'] }, async (req) => {
    await setLanguage(app.db, currentUser(req), req.body)
    return { success: true }
  })

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: authApi['POST /api/auth/logout'],
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
