import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorReplies, IdParams, MessageReply } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import {
  ApproveTransferBody,
  ApproveTransferReply,
  CreateWithdrawalBody,
  DecideBody,
  InitiateTransferBody,
  InitiateTransferReply,
  SavingsDestinationReply,
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
  readSavingsDestination,
  requestWithdrawal,
  transferToSpending,
} from './requests.service.js'

export const requestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const memberMoney = { changesMoney: true }
  const guardianMoney = { access: 'guardian' as const, changesMoney: true }
  const now = () => app.clock.now()
  // A write about one child's money: refused input or not enough money, signed out, not
  // allowed (or cross-site), no such child, body too large or not JSON.
  const moneyWrite = errorReplies(400, 401, 403, 404, 413, 415)

  app.get(
    '/api/withdrawal-requests',
    { schema: { response: { 200: Type.Array(WithdrawalDto), ...errorReplies(401) } } },
    (req) => listWithdrawals(app.db, currentUser(req)),
  )

  app.post(
    '/api/withdrawal-requests',
    {
      config: memberMoney,
      schema: { body: CreateWithdrawalBody, response: { 201: WithdrawalDto, ...moneyWrite } },
    },
    async (req, reply) =>
      reply.status(201).send(await requestWithdrawal(app.db, currentUser(req), req.body, now())),
  )

  app.patch(
    '/api/withdrawal-requests/:id',
    {
      config: guardianMoney,
      schema: {
        params: IdParams,
        body: DecideBody,
        // 409: already decided, or the savings no longer cover it.
        response: { 200: WithdrawalDto, ...moneyWrite, ...errorReplies(409) },
      },
    },
    (req) => decideWithdrawal(app.db, currentUser(req), req.params.id, req.body.approved, now()),
  )

  app.post(
    '/api/savings-transfers/initiate',
    {
      config: memberMoney,
      schema: {
        body: InitiateTransferBody,
        response: { 200: InitiateTransferReply, ...moneyWrite },
      },
    },
    (req) => initiateSavingsTransfer(app.db, currentUser(req), req.body, now()),
  )

  // Member access: a child reads where to send its own Move to Savings.
  app.get(
    '/api/savings-transfers/destination/:id',
    {
      schema: {
        params: IdParams,
        response: { 200: SavingsDestinationReply, ...errorReplies(400, 401, 404) },
      },
    },
    (req) => readSavingsDestination(app.db, currentUser(req), req.params.id),
  )

  app.get(
    '/api/savings-transfers/pending',
    { schema: { response: { 200: Type.Array(TransferDto), ...errorReplies(401) } } },
    (req) => listPendingTransfers(app.db, currentUser(req)),
  )

  app.post(
    '/api/savings-transfers/approve',
    {
      config: guardianMoney,
      schema: {
        body: ApproveTransferBody,
        response: { 200: ApproveTransferReply, ...moneyWrite, ...errorReplies(409) },
      },
    },
    (req) => decideSavingsTransferRequest(app.db, currentUser(req), req.body, now()),
  )

  app.post(
    '/api/wallet/transfer-to-spending',
    {
      config: guardianMoney,
      schema: {
        body: TransferToSpendingBody,
        response: { 200: MessageReply, ...moneyWrite, ...errorReplies(409) },
      },
    },
    (req) => transferToSpending(app.db, currentUser(req), req.body, now()),
  )
}
