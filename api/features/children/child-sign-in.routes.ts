import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { INVITATION_RATE_LIMIT } from '../../lib/sign-in-links.js'
import { currentUser } from '../../plugins/access.js'
import { inviteChild, revokeChildSignIn } from './child-sign-in.service.js'
import { childSignInApi } from './children.schemas.js'

export const childSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardian = { access: 'guardian' as const }

  app.post(
    '/api/children/:id/invite',
    {
      config: { ...guardian, rateLimit: INVITATION_RATE_LIMIT },
      schema: childSignInApi['POST /api/children/:id/invite'],
    },
    (req) => inviteChild(app.linkContext(req), currentUser(req), req.params.id, req.body.email),
  )

  app.delete(
    '/api/children/:id/sign-in',
    {
      config: guardian,
      schema: childSignInApi['DELETE /api/children/:id/sign-in'],
    },
    (req) => revokeChildSignIn(app.linkContext(req), currentUser(req), req.params.id),
  )
}
