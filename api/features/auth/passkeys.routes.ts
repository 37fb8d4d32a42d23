import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { currentUser } from '../../plugins/access.js'
import { AUTH_RATE_LIMIT } from './auth.routes.js'
import { describeUser } from './auth.service.js'
import { passkeysApi } from './passkeys.schemas.js'
import {
  listMemberPasskeys,
  type PasskeyContext,
  registerPasskey,
  registrationOptions,
  removeMemberPasskey,
  signInOptions,
  signInWithPasskey,
} from './passkeys.service.js'
import { setSignInCookies } from './sign-in-cookies.js'

/**
 * Passkeys (WebAuthn): a signed-in member adds one for the address they use and signs in
 * with it later, no e-mail needed; the member lists and removes their own. The relying
 * party is the listed address the request came in on (api/lib/public-address.ts).
 */
export const passkeysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = (request: FastifyRequest): PasskeyContext => ({
    db: app.db,
    secretKey: app.secretKey,
    config: app.config,
    now: app.clock.now(),
    ip: request.ip,
    address: app.publicAddresses.match(request),
  })

  app.get('/api/auth/passkeys', { schema: passkeysApi['GET /api/auth/passkeys'] }, (req) =>
    listMemberPasskeys(app.db, currentUser(req)),
  )

  app.delete(
    '/api/auth/passkeys/:id',
    {
      schema: passkeysApi['DELETE /api/auth/passkeys/:id'],
    },
    (req) => removeMemberPasskey(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/auth/passkeys/registration-options',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: passkeysApi['POST /api/auth/passkeys/registration-options'],
    },
    (req) => registrationOptions(context(req), currentUser(req)),
  )

  app.post(
    '/api/auth/passkeys',
    {
      schema: passkeysApi['POST /api/auth/passkeys'],
    },
    (req) => registerPasskey(context(req), currentUser(req), req.body.response, req.body.name),
  )

  app.post(
    '/api/auth/passkeys/sign-in-options',
    {
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
      schema: passkeysApi['POST /api/auth/passkeys/sign-in-options'],
    },
    (req) => signInOptions(context(req)),
  )

  app.post(
    '/api/auth/passkeys/sign-in',
    {
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
      schema: passkeysApi['POST /api/auth/passkeys/sign-in'],
    },
    async (req, reply) => {
      const signIn = await signInWithPasskey(context(req), req.body.response)
      setSignInCookies(app, req, reply, { email: signIn.user.email, ...signIn })
      return {
        success: true,
        user: await describeUser(app.db, app.config, signIn.user, app.clock.now()),
      }
    },
  )
}
