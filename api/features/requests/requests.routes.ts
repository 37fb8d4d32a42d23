import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams, MessageReply } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import {
  ApproveTransferBody,
  ApproveTransferReply,
  CreateWithdrawalBody,
  DecideBody,
  InitiateTransferBody,
  InitiateTransferReply,
  TransferDto,
  TransferToSpendingBody,
  WithdrawalDto,
} from './requests.schemas.js'
import {
  decideSavingsTransferRequest,
  decideWithdrawal,
  initiateSavingsTransfer,
  listPendingTransfers,
  listWithdrawals,
  requestWithdrawal,
  transferToSpending,
} from './requests.service.js'

export const requestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardian = { access: 'guardian' as const }
  const now = () => app.clock.now()

  app.get(
    '/api/withdrawal-requests',
    { schema: { response: { 200: Type.Array(WithdrawalDto) } } },
    (req) => listWithdrawals(app.db, currentUser(req)),
  )

  app.post(
    '/api/withdrawal-requests',
    { schema: { body: CreateWithdrawalBody, response: { 201: WithdrawalDto } } },
    async (req, reply) =>
      reply.status(201).send(await requestWithdrawal(app.db, currentUser(req), req.body, now())),
  )

  app.patch(
    '/api/withdrawal-requests/:id',
    {
      config: guardian,
      schema: { params: IdParams, body: DecideBody, response: { 200: WithdrawalDto } },
    },
    (req) => decideWithdrawal(app.db, currentUser(req), req.params.id, req.body.approved, now()),
  )

  app.post(
    '/api/savings-transfers/initiate',
    { schema: { body: InitiateTransferBody, response: { 200: InitiateTransferReply } } },
    (req) => initiateSavingsTransfer(app.db, currentUser(req), req.body, now()),
  )

  app.get(
    '/api/savings-transfers/pending',
    { schema: { response: { 200: Type.Array(TransferDto) } } },
    (req) => listPendingTransfers(app.db, currentUser(req)),
  )

  app.post(
    '/api/savings-transfers/approve',
    {
      config: guardian,
      schema: { body: ApproveTransferBody, response: { 200: ApproveTransferReply } },
    },
    (req) => decideSavingsTransferRequest(app.db, currentUser(req), req.body, now()),
  )

  app.post(
    '/api/wallet/transfer-to-spending',
    { config: guardian, schema: { body: TransferToSpendingBody, response: { 200: MessageReply } } },
    (req) => transferToSpending(app.db, currentUser(req), req.body, now()),
  )
}
