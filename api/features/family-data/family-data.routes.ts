import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { clearSessionCookies } from '../../lib/session-cookies.js'
import { currentUser } from '../../plugins/access.js'
import { familyDataApi } from './family-data.schemas.js'
import { deleteFamily, exportFamily } from './family-data.service.js'

/** A family's own data: download it all, or delete it from the server. */
export const familyDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/family/export',
    {
      config: { access: 'guardian' },
      schema: familyDataApi['GET /api/family/export'],
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
      schema: familyDataApi['POST /api/family/delete'],
    },
    async (req, reply) => {
      await deleteFamily(app.db, currentUser(req))
      clearSessionCookies(reply, app.publicAddresses.of(req))
      return { success: true, message: "Your family's data was deleted from this server." }
    },
  )
}
