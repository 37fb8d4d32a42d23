import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import { MAX_CSV_BYTES } from '../csv-import/wallet-csv.js'
import {
  CreatedReply,
  CreateTransactionBody,
  ImportCsvBody,
  ImportCsvReply,
  RecentQuery,
  TransactionDto,
} from './ledger.schemas.js'
import {
  importWalletCsv,
  listRecentTransactions,
  listTransactionsOfChild,
  recordTransaction,
} from './ledger.service.js'

const DEFAULT_RECENT = 20
const CHILD_HISTORY = 100

export const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/transactions/recent',
    { schema: { querystring: RecentQuery, response: { 200: Type.Array(TransactionDto) } } },
    (req) => listRecentTransactions(app.db, currentUser(req), req.query.limit ?? DEFAULT_RECENT),
  )

  app.get(
    '/api/children/:id/transactions',
    { schema: { params: IdParams, response: { 200: Type.Array(TransactionDto) } } },
    (req) => listTransactionsOfChild(app.db, currentUser(req), req.params.id, CHILD_HISTORY),
  )

  app.post(
    '/api/transactions',
    { schema: { body: CreateTransactionBody, response: { 201: CreatedReply } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await recordTransaction(app.db, currentUser(req), req.body, app.clock.now())),
  )

  app.post(
    '/api/transactions/import-csv',
    {
      // JSON escaping can double a CSV's size on the wire (quotes, newlines).
      bodyLimit: MAX_CSV_BYTES * 2 + 64 * 1024,
      schema: { body: ImportCsvBody, response: { 200: ImportCsvReply } },
    },
    (req) => importWalletCsv(app.db, currentUser(req), req.body, app.clock.now()),
  )
}
