import { type Static, Type } from 'typebox'
import { MESSAGES } from '../../contracts/messages.js'
import { BtcInput, BtcString, failsWith, Id } from '../../lib/schemas.js'

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
