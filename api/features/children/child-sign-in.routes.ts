import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorReplies, IdParams, MessageReply } from '../../lib/schemas.js'
import { INVITATION_RATE_LIMIT } from '../../lib/sign-in-links.js'
import { currentUser } from '../../plugins/access.js'
import { inviteChild, revokeChildSignIn } from './child-sign-in.service.js'
import { InviteChildBody } from './children.schemas.js'

export const childSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardian = { access: 'guardian' as const }

  app.post(
    '/api/children/:id/invite',
    {
      config: { ...guardian, rateLimit: INVITATION_RATE_LIMIT },
      schema: {
        params: IdParams,
        body: InviteChildBody,
        response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    (req) => inviteChild(app.linkContext(req), currentUser(req), req.params.id, req.body.email),
  )

  app.delete(
    '/api/children/:id/sign-in',
    {
      config: guardian,
      schema: {
        params: IdParams,
        response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    (req) => revokeChildSignIn(app.linkContext(req), currentUser(req), req.params.id),
  )
}
