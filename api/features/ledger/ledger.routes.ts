import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorReplies, IdParams } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import {
  CreatedReply,
  CreateTransactionBody,
  RecentQuery,
  TransactionDto,
} from './ledger.schemas.js'
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
      schema: {
        querystring: RecentQuery,
        response: { 200: Type.Array(TransactionDto), ...errorReplies(400, 401) },
      },
    },
    (req) => listRecentTransactions(app.db, currentUser(req), req.query.limit ?? DEFAULT_RECENT),
  )

  app.get(
    '/api/children/:id/transactions',
    {
      schema: {
        params: IdParams,
        response: { 200: Type.Array(TransactionDto), ...errorReplies(400, 401, 404) },
      },
    },
    (req) => listTransactionsOfChild(app.db, currentUser(req), req.params.id, CHILD_HISTORY),
  )

  app.post(
    '/api/transactions',
    {
      config: { changesMoney: true },
      schema: {
        body: CreateTransactionBody,
        // 403: a child recording a parent's kind; 409: a balance past 21M BTC.
        response: { 201: CreatedReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await recordTransaction(app.db, currentUser(req), req.body, app.clock.now())),
  )
}
