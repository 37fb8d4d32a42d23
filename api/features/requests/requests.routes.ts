import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser } from '../../plugins/access.js'
import { requestsApi } from './requests.schemas.js'
import {
  decideSavingsTransferRequest,
  decideWithdrawal,
  initiateSavingsTransfer,
  listPendingTransfers,
  listWithdrawals,
  readSavingsDestination,
  requestWithdrawal,
  transferToSpending,
} from './requests.service.js'

export const requestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const memberMoney = { changesMoney: true }
  const guardianMoney = { access: 'guardian' as const, changesMoney: true }
  const now = () => app.clock.now()

  app.get(
    '/api/withdrawal-requests',
    { schema: requestsApi['GET /api/withdrawal-requests'] },
    (req) => listWithdrawals(app.db, currentUser(req)),
  )

  app.post(
    '/api/withdrawal-requests',
    {
      config: memberMoney,
      schema: requestsApi['POST /api/withdrawal-requests'],
    },
    async (req, reply) =>
      reply.status(201).send(await requestWithdrawal(app.db, currentUser(req), req.body, now())),
  )

  app.patch(
    '/api/withdrawal-requests/:id',
    {
      config: guardianMoney,
      schema: requestsApi['PATCH /api/withdrawal-requests/:id'],
    },
    (req) => decideWithdrawal(app.db, currentUser(req), req.params.id, req.body.approved, now()),
  )

  app.post(
    '/api/savings-transfers/initiate',
    {
      config: memberMoney,
      schema: requestsApi['POST /api/savings-transfers/initiate'],
    },
    (req) => initiateSavingsTransfer(app.db, currentUser(req), req.body, now()),
  )

  // Member access: a child reads where to send its own Move to Savings.
  app.get(
    '/api/savings-transfers/destination/:id',
    {
      schema: requestsApi['GET /api/savings-transfers/destination/:id'],
    },
    (req) => readSavingsDestination(app.db, currentUser(req), req.params.id),
  )

  app.get(
    '/api/savings-transfers/pending',
    { schema: requestsApi['GET /api/savings-transfers/pending'] },
    (req) => listPendingTransfers(app.db, currentUser(req)),
  )

  app.post(
    '/api/savings-transfers/approve',
    {
      config: guardianMoney,
      schema: requestsApi['POST /api/savings-transfers/approve'],
    },
    (req) => decideSavingsTransferRequest(app.db, currentUser(req), req.body, now()),
  )

  app.post(
    '/api/wallet/transfer-to-spending',
    {
      config: guardianMoney,
      schema: requestsApi['POST /api/wallet/transfer-to-spending'],
    },
    (req) => transferToSpending(app.db, currentUser(req), req.body, now()),
  )
}
