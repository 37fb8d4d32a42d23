import { type Static, Type } from 'typebox'
import { BtcString } from '../../lib/schemas.js'

export const WithdrawalDto = Type.Object({
  id: Type.Integer(),
  childId: Type.Integer(),
  childName: Type.String(),
  amount: BtcString,
  reason: Type.String(),
  status: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
})
export type WithdrawalDto = Static<typeof WithdrawalDto>

export const CreateWithdrawalBody = Type.Object({
  childId: Type.Integer({ minimum: 1 }),
  amount: Type.String({
    maxLength: 32,
    errorMessage: 'Invalid Amount - Please enter a valid amount',
  }),
  reason: Type.String({
    maxLength: 500,
    errorMessage: 'Reason Required - Please tell your parent why you need this money',
  }),
})

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
  childId: Type.Integer({ minimum: 1 }),
  amount: Type.String({
    maxLength: 32,
    errorMessage: 'Invalid Amount - Please enter a valid amount',
  }),
  description: Type.Optional(Type.String({ maxLength: 200 })),
  transactionId: Type.Optional(
    Type.Union([Type.String({ maxLength: 200 }), Type.Integer(), Type.Null()]),
  ),
})

export const InitiateTransferReply = Type.Object({
  success: Type.Boolean(),
  transferId: Type.Integer(),
  status: Type.String(),
  message: Type.String(),
})

export const ApproveTransferBody = Type.Object({
  transferId: Type.Integer({ minimum: 1 }),
  approved: Type.Boolean(),
})

export const ApproveTransferReply = Type.Object({
  success: Type.Boolean(),
  status: Type.String(),
  amount: BtcString,
  childName: Type.String(),
})

export const TransferToSpendingBody = Type.Object({
  childId: Type.Integer({ minimum: 1 }),
  amount: Type.String({
    maxLength: 32,
    errorMessage: 'Invalid Amount - Please enter a valid amount',
  }),
})
