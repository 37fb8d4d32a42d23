import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorReplies, MessageReply } from '../../lib/schemas.js'
import { INVITATION_RATE_LIMIT } from '../../lib/sign-in-links.js'
import { currentUser } from '../../plugins/access.js'
import {
  CanApproveReply,
  FamilyOverview,
  InviteSpouseBody,
  NetWorthSettingsBody,
  NetWorthSettingsReply,
  Spouse,
  SpouseShareBody,
} from './family.schemas.js'
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
  // Only the account holder: signed out, someone else (or a cross-site write).
  const ownerOnly = errorReplies(401, 403)
  const ownerWrite = errorReplies(400, 401, 403, 413, 415)

  app.get(
    '/api/family/can-approve',
    { schema: { response: { 200: CanApproveReply, ...errorReplies(401) } } },
    async (req) => ({
      canApprove: canApprove(currentUser(req)),
    }),
  )

  app.get(
    '/api/family/overview',
    {
      config: { access: 'guardian' },
      schema: { response: { 200: FamilyOverview, ...errorReplies(401, 403) } },
    },
    (req) => getFamilyOverview(app.linkContext(req), currentUser(req)),
  )

  app.get(
    '/api/family/spouse',
    {
      config: { access: 'guardian' },
      schema: { response: { 200: Type.Union([Spouse, Type.Null()]), ...errorReplies(401, 403) } },
    },
    (req) => getSpouse(app.linkContext(req), currentUser(req).familyId),
  )

  app.post(
    '/api/family/invite-spouse',
    {
      config: mailingOwner,
      schema: {
        body: InviteSpouseBody,
        response: { 200: MessageReply, ...ownerWrite, ...errorReplies(409, 429) },
      },
    },
    (req) => inviteSpouse(app.linkContext(req), currentUser(req), req.body),
  )

  app.post(
    '/api/family/resend-spouse-invitation',
    {
      config: mailingOwner,
      schema: { response: { 200: MessageReply, ...ownerOnly, ...errorReplies(404, 429) } },
    },
    (req) => resendSpouseInvitation(app.linkContext(req), currentUser(req)),
  )

  app.delete(
    '/api/family/spouse',
    {
      config: owner,
      schema: { response: { 200: MessageReply, ...ownerOnly, ...errorReplies(404) } },
    },
    (req) => removeSpouse(app.linkContext(req), currentUser(req)),
  )

  app.patch(
    '/api/family/net-worth-sharing',
    {
      config: owner,
      schema: { body: SpouseShareBody, response: { 200: MessageReply, ...ownerWrite } },
    },
    (req) => setSpouseShare(app.linkContext(req), currentUser(req).familyId, req.body.spouseShare),
  )

  app.post(
    '/api/family-net-worth/settings',
    {
      config: owner,
      schema: {
        body: NetWorthSettingsBody,
        response: { 200: NetWorthSettingsReply, ...ownerWrite },
      },
    },
    (req) => setNetWorthSettings(app.linkContext(req), currentUser(req).familyId, req.body),
  )
}
