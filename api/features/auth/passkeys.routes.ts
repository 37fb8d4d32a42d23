import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { errorReplies, IdParams } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import { AUTH_RATE_LIMIT } from './auth.routes.js'
import { SuccessReply } from './auth.schemas.js'
import { describeUser } from './auth.service.js'
import {
  PasskeyDto,
  PasskeyList,
  PasskeySignInBody,
  RegisterPasskeyBody,
  RegistrationOptionsReply,
  SignInOptionsReply,
} from './passkeys.schemas.js'
import {
  listMemberPasskeys,
  type PasskeyContext,
  registerPasskey,
  registrationOptions,
  removeMemberPasskey,
  signInOptions,
  signInWithPasskey,
} from './passkeys.service.js'
import { SignedInReply } from './sign-in-codes.schemas.js'
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

  app.get(
    '/api/auth/passkeys',
    { schema: { response: { 200: PasskeyList, ...errorReplies(401) } } },
    (req) => listMemberPasskeys(app.db, currentUser(req)),
  )

  app.delete(
    '/api/auth/passkeys/:id',
    {
      schema: {
        params: IdParams,
        response: { 200: SuccessReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    (req) => removeMemberPasskey(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/auth/passkeys/registration-options',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: { response: { 200: RegistrationOptionsReply, ...errorReplies(401, 403, 409, 429) } },
    },
    (req) => registrationOptions(context(req), currentUser(req)),
  )

  app.post(
    '/api/auth/passkeys',
    {
      schema: {
        body: RegisterPasskeyBody,
        response: { 200: PasskeyDto, ...errorReplies(400, 401, 403, 409, 413, 415) },
      },
    },
    (req) => registerPasskey(context(req), currentUser(req), req.body.response, req.body.name),
  )

  app.post(
    '/api/auth/passkeys/sign-in-options',
    {
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
      schema: { response: { 200: SignInOptionsReply, ...errorReplies(403, 409, 429) } },
    },
    (req) => signInOptions(context(req)),
  )

  app.post(
    '/api/auth/passkeys/sign-in',
    {
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
      schema: {
        body: PasskeySignInBody,
        response: { 200: SignedInReply, ...errorReplies(400, 401, 403, 409, 413, 415, 429) },
      },
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
