import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { INVITATION_RATE_LIMIT } from '../../lib/sign-in-links.js'
import { currentUser } from '../../plugins/access.js'
import { familyApi } from './family.schemas.js'
import {
  canApprove,
  getFamilyOverview,
  getSpouse,
  inviteSpouse,
  removeSpouse,
  resendSpouseInvitation,
  setNetWorthSettings,
  setSpouseShare,
} from './family.service.js'

export const familyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = { access: 'owner' as const }
  const mailingOwner = { ...owner, rateLimit: INVITATION_RATE_LIMIT }

  app.get(
    '/api/family/can-approve',
    { schema: familyApi['GET /api/family/can-approve'] },
    async (req) => ({
      canApprove: canApprove(currentUser(req)),
    }),
  )

  app.get(
    '/api/family/overview',
    {
      config: { access: 'guardian' },
      schema: familyApi['GET /api/family/overview'],
    },
    (req) => getFamilyOverview(app.linkContext(req), currentUser(req)),
  )

  app.get(
    '/api/family/spouse',
    {
      config: { access: 'guardian' },
      schema: familyApi['GET /api/family/spouse'],
    },
    (req) => getSpouse(app.linkContext(req), currentUser(req).familyId),
  )

  app.post(
    '/api/family/invite-spouse',
    {
      config: mailingOwner,
      schema: familyApi['POST /api/family/invite-spouse'],
    },
    (req) => inviteSpouse(app.linkContext(req), currentUser(req), req.body),
  )

  app.post(
    '/api/family/resend-spouse-invitation',
    {
      config: mailingOwner,
      schema: familyApi['POST /api/family/resend-spouse-invitation'],
    },
    (req) => resendSpouseInvitation(app.linkContext(req), currentUser(req)),
  )

  app.delete(
    '/api/family/spouse',
    {
      config: owner,
      schema: familyApi['DELETE /api/family/spouse'],
    },
    (req) => removeSpouse(app.linkContext(req), currentUser(req)),
  )

  app.patch(
    '/api/family/net-worth-sharing',
    {
      config: owner,
      schema: familyApi['PATCH /api/family/net-worth-sharing'],
    },
    (req) => setSpouseShare(app.linkContext(req), currentUser(req).familyId, req.body.spouseShare),
  )

  app.post(
    '/api/family-net-worth/settings',
    {
      config: owner,
      schema: familyApi['POST /api/family-net-worth/settings'],
    },
    (req) => setNetWorthSettings(app.linkContext(req), currentUser(req).familyId, req.body),
  )
}
