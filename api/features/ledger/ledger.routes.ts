import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser } from '../../plugins/access.js'
import { ledgerApi } from './ledger.schemas.js'
import {
  listRecentTransactions,
  listTransactionsOfChild,
  recordTransaction,
} from './ledger.service.js'

const DEFAULT_RECENT = 20
const CHILD_HISTORY = 100

export const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/transactions/recent',
    {
      config: { cachedUntilWrite: true },
      schema: ledgerApi['GET /api/transactions/recent'],
    },
    (req) => listRecentTransactions(app.db, currentUser(req), req.query.limit ?? DEFAULT_RECENT),
  )

  app.get(
    '/api/children/:id/transactions',
    {
      schema: ledgerApi['GET /api/children/:id/transactions'],
    },
    (req) => listTransactionsOfChild(app.db, currentUser(req), req.params.id, CHILD_HISTORY),
  )

  app.post(
    '/api/transactions',
    {
      config: { changesMoney: true },
      schema: ledgerApi['POST /api/transactions'],
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await recordTransaction(app.db, currentUser(req), req.body, app.clock.now())),
  )
}
