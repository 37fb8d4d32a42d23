import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MAX_CSV_BYTES } from '../../contracts/csv-import.js'
import { HEAVY_ROUTE_RATE_LIMIT, onePerKey } from '../../lib/heavy-routes.js'
import { currentUser } from '../../plugins/access.js'
import { csvImportApi } from './csv-import.schemas.js'
import { importWalletCsv } from './csv-import.service.js'

export const IMPORT_RUNNING_MESSAGE =
  'Another import for your family is still running. Please wait for it to finish and try again.'

export const csvImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const oneImportPerFamily = onePerKey(IMPORT_RUNNING_MESSAGE)
  app.post(
    '/api/transactions/import-csv',
    {
      // JSON escaping can double a CSV's size on the wire (quotes, newlines).
      bodyLimit: MAX_CSV_BYTES * 2 + 64 * 1024,
      config: { changesMoney: true, rateLimit: HEAVY_ROUTE_RATE_LIMIT },
      schema: csvImportApi['POST /api/transactions/import-csv'],
    },
    (req) => {
      const user = currentUser(req)
      return oneImportPerFamily(user.familyId, () =>
        importWalletCsv(app.db, user, req.body, app.clock.now(), app.config.defaultTimeZone),
      )
    },
  )
}
