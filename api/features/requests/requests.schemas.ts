import { type Static, Type } from 'typebox'
import { MESSAGES } from '../../contracts/messages.js'
import {
  BtcInput,
  BtcString,
  errorReplies,
  failsWith,
  Id,
  IdParams,
  MessageReply,
  routeMap,
} from '../../lib/schemas.js'

export const WithdrawalDto = Type.Object({
  id: Type.Integer(),
  childId: Type.Integer(),
  childName: Type.String(),
  amount: BtcString,
  reason: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('denied')]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
})
export type WithdrawalDto = Static<typeof WithdrawalDto>

export const CreateWithdrawalBody = Type.Object({
  childId: Id,
  amount: BtcInput(MESSAGES.invalidAmount),
  reason: Type.String({
    maxLength: 500,
    ...failsWith('missing-field', MESSAGES.reasonRequired),
  }),
})
export type CreateWithdrawalBody = Static<typeof CreateWithdrawalBody>

export const DecideBody = Type.Object({
  approved: Type.Boolean({ errorMessage: 'approved must be true or false' }),
})

export const TransferDto = Type.Object({
  id: Type.Integer(),
  childId: Type.Integer(),
  childName: Type.String(),
  amount: BtcString,
  description: Type.String(),
  requestedAt: Type.String(),
})
export type TransferDto = Static<typeof TransferDto>

export const InitiateTransferBody = Type.Object({
  childId: Id,
  amount: BtcInput(MESSAGES.invalidAmount),
  description: Type.Optional(Type.String({ maxLength: 200 })),
  transactionId: Type.Optional(
    Type.Union([Type.String({ maxLength: 200 }), Type.Integer(), Type.Null()]),
  ),
})
export type InitiateTransferBody = Static<typeof InitiateTransferBody>

export const InitiateTransferReply = Type.Object({
  success: Type.Boolean(),
  transferId: Type.Integer(),
  status: Type.Literal('pending'),
  /** Tells the child where to send the money; nothing moves until a parent approves. */
  message: Type.String(),
  /** Where to send it: the parent's Lightning address, null while none is saved. */
  parentAddress: Type.Union([Type.String(), Type.Null()]),
})
export type InitiateTransferReply = Static<typeof InitiateTransferReply>

/** Where a child sends spending money to move it to savings (the family's parent address). */
export const SavingsDestinationReply = Type.Object({
  parentAddress: Type.Union([Type.String(), Type.Null()]),
})
export type SavingsDestinationReply = Static<typeof SavingsDestinationReply>

export const ApproveTransferBody = Type.Object({
  transferId: Id,
  approved: Type.Boolean(),
})
export type ApproveTransferBody = Static<typeof ApproveTransferBody>

export const ApproveTransferReply = Type.Object({
  success: Type.Boolean(),
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  amount: BtcString,
  childName: Type.String(),
})
export type ApproveTransferReply = Static<typeof ApproveTransferReply>

export const TransferToSpendingBody = Type.Object({
  childId: Id,
  amount: BtcInput(MESSAGES.invalidAmount),
})
export type TransferToSpendingBody = Static<typeof TransferToSpendingBody>

// A write about one child's money: refused input or not enough money, signed out, not
// allowed (or cross-site), no such child, body too large or not JSON.
const moneyWrite = errorReplies(400, 401, 403, 404, 413, 415)

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const requestsApi = routeMap({
  'GET /api/withdrawal-requests': {
    response: { 200: Type.Array(WithdrawalDto), ...errorReplies(401) },
  },
  'POST /api/withdrawal-requests': {
    body: CreateWithdrawalBody,
    response: { 201: WithdrawalDto, ...moneyWrite },
  },
  'PATCH /api/withdrawal-requests/:id': {
    params: IdParams,
    body: DecideBody,
    // 409: already decided, or the savings no longer cover it.
    response: { 200: WithdrawalDto, ...moneyWrite, ...errorReplies(409) },
  },
  'POST /api/savings-transfers/initiate': {
    body: InitiateTransferBody,
    response: { 200: InitiateTransferReply, ...moneyWrite },
  },
  'GET /api/savings-transfers/destination/:id': {
    params: IdParams,
    response: { 200: SavingsDestinationReply, ...errorReplies(400, 401, 404) },
  },
  'GET /api/savings-transfers/pending': {
    response: { 200: Type.Array(TransferDto), ...errorReplies(401) },
  },
  'POST /api/savings-transfers/approve': {
    body: ApproveTransferBody,
    response: { 200: ApproveTransferReply, ...moneyWrite, ...errorReplies(409) },
  },
  'POST /api/wallet/transfer-to-spending': {
    body: TransferToSpendingBody,
    response: { 200: MessageReply, ...moneyWrite, ...errorReplies(409) },
  },
})
