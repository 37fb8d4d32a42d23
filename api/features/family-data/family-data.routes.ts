import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorReplies, MessageReply } from '../../lib/schemas.js'
import { clearSessionCookies } from '../../lib/session-cookies.js'
import { currentUser } from '../../plugins/access.js'
import { DeleteFamilyBody, FamilyExport } from './family-data.schemas.js'
import { deleteFamily, exportFamily } from './family-data.service.js'

/** A family's own data: download it all, or delete it from the server. */
export const familyDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/family/export',
    {
      config: { access: 'guardian' },
      schema: { response: { 200: FamilyExport, ...errorReplies(401, 403) } },
    },
    async (req, reply) => {
      const now = app.clock.now()
      const file = `family-export-${now.toISOString().slice(0, 10)}.json`
      reply.header('content-disposition', `attachment; filename="${file}"`)
      return exportFamily(app.db, currentUser(req), now)
    },
  )

  app.post(
    '/api/family/delete',
    {
      config: { access: 'owner' },
      schema: {
        body: DeleteFamilyBody,
        response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (req, reply) => {
      await deleteFamily(app.db, currentUser(req))
      clearSessionCookies(reply, app.publicAddresses.of(req))
      return { success: true, message: "Your family's data was deleted from this server." }
    },
  )
}
