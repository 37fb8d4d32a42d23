import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MAX_CSV_BYTES } from '../../contracts/csv-import.js'
import { errorReplies } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import { ImportCsvBody, ImportCsvReply } from './csv-import.schemas.js'
import { importWalletCsv } from './csv-import.service.js'

export const csvImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/transactions/import-csv',
    {
      // JSON escaping can double a CSV's size on the wire (quotes, newlines).
      bodyLimit: MAX_CSV_BYTES * 2 + 64 * 1024,
      config: { changesMoney: true },
      schema: {
        body: ImportCsvBody,
        response: { 200: ImportCsvReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    (req) => importWalletCsv(app.db, currentUser(req), req.body, app.clock.now()),
  )
}
