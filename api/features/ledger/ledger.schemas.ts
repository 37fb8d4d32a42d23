import { type Static, Type } from 'typebox'
import { MESSAGES } from '../../contracts/messages.js'
import { LEDGER_TYPES, TRANSACTION_TYPES } from '../../contracts/transaction-types.js'
import {
  BtcInput,
  BtcString,
  errorReplies,
  failsWith,
  IdParams,
  idFailingWith,
  routeMap,
} from '../../lib/schemas.js'

export const TransactionDto = Type.Object({
  id: Type.Integer(),
  childId: Type.Union([Type.Integer(), Type.Null()]),
  childName: Type.Union([Type.String(), Type.Null()]),
  account: Type.Union([Type.Literal('savings'), Type.Literal('spending'), Type.Literal('goal')]),
  type: Type.Enum(LEDGER_TYPES),
  /** Signed BTC: negative is money leaving the account. */
  amount: BtcString,
  description: Type.String(),
  /** When the money moved (an imported payment's own date): lists show and sort by it. */
  createdAt: Type.String(),
  /** When the app recorded it; later than createdAt for an imported payment. */
  recordedAt: Type.String(),
})
export type TransactionDto = Static<typeof TransactionDto>

export const CreateTransactionBody = Type.Object({
  childId: idFailingWith(failsWith('missing-field', MESSAGES.missingInformation)),
  type: Type.Enum(
    TRANSACTION_TYPES,
    failsWith('invalid-choice', `Transaction type must be one of: ${TRANSACTION_TYPES.join(', ')}`),
  ),
  /** Unsigned: the type decides the direction. */
  amount: BtcInput(MESSAGES.invalidAmount),
  description: Type.String({
    maxLength: 200,
    ...failsWith('too-long', 'Description must be at most 200 characters'),
  }),
})
export type CreateTransactionBody = Static<typeof CreateTransactionBody>

export const CreatedReply = Type.Object({ id: Type.Integer() })
export type CreatedReply = Static<typeof CreatedReply>

export const RecentQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const ledgerApi = routeMap({
  'GET /api/transactions/recent': {
    querystring: RecentQuery,
    response: { 200: Type.Array(TransactionDto), ...errorReplies(400, 401) },
  },
  'GET /api/children/:id/transactions': {
    params: IdParams,
    response: { 200: Type.Array(TransactionDto), ...errorReplies(400, 401, 404) },
  },
  'POST /api/transactions': {
    body: CreateTransactionBody,
    // 403: a child recording a parent's kind; 409: a balance past 21M BTC.
    response: { 201: CreatedReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
  },
})
