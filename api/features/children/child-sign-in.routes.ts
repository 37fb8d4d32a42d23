import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams, MessageReply } from '../../lib/schemas.js'
import { INVITATION_RATE_LIMIT } from '../../lib/sign-in-links.js'
import { currentUser } from '../../plugins/access.js'
import { Email } from '../auth/auth.schemas.js'
import { inviteChild, revokeChildSignIn } from './child-sign-in.service.js'

export const childSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardian = { access: 'guardian' as const }

  app.post(
    '/api/children/:id/invite',
    {
      config: { ...guardian, rateLimit: INVITATION_RATE_LIMIT },
      schema: {
        params: IdParams,
        body: Type.Object({ email: Email }),
        response: { 200: MessageReply },
      },
    },
    (req) => inviteChild(app.linkContext(req), currentUser(req), req.params.id, req.body.email),
  )

  app.delete(
    '/api/children/:id/sign-in',
    { config: guardian, schema: { params: IdParams, response: { 200: MessageReply } } },
    (req) => revokeChildSignIn(app.linkContext(req), currentUser(req), req.params.id),
  )
}
