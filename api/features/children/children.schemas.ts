import { type Static, Type } from 'typebox'
import { MAX_CHILD_AGE, MAX_CHILD_NAME_LENGTH, MIN_CHILD_AGE } from '../../contracts/child-form.js'
import { MESSAGES } from '../../contracts/messages.js'
import { BtcInput, BtcString, Email, failsWith, Id } from '../../lib/schemas.js'

const Name = Type.String({
  maxLength: MAX_CHILD_NAME_LENGTH,
  pattern: '\\S',
  ...failsWith('missing-field', MESSAGES.nameRequired),
})
const Age = Type.Integer({
  minimum: MIN_CHILD_AGE,
  maximum: MAX_CHILD_AGE,
  ...failsWith('invalid-age', MESSAGES.invalidAge),
})
const Gender = Type.Enum(['boy', 'girl'], failsWith('invalid-choice', 'Gender must be boy or girl'))
export type Gender = Static<typeof Gender>
const Weekday = Type.Integer({
  minimum: 0,
  maximum: 6,
  ...failsWith('invalid-choice', 'Allowance day must be a weekday from 0 (Sunday) to 6 (Saturday)'),
})

export const ChildDto = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  age: Type.Integer(),
  gender: Gender,
  weeklyAllowance: BtcString,
  /** 0 = Sunday ... 6 = Saturday. */
  allowanceDay: Type.Integer(),
  savingsBalance: BtcString,
  spendingBalance: BtcString,
  /** The largest Lightning payment; spending above it is swept to savings. */
  spendingThreshold: BtcString,
  /** Spending is above the threshold: the excess moves to savings with the next payment. */
  isAboveSpendingThreshold: Type.Boolean(),
  /** The address the child signs in with (or was invited at); null when none. */
  email: Type.Union([Type.String(), Type.Null()]),
  /** Set once the child has opened an invitation: they can sign in. */
  userId: Type.Union([Type.Integer(), Type.Null()]),
  addressLabel: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type ChildDto = Static<typeof ChildDto>

export const CreateChildBody = Type.Object({
  name: Name,
  age: Age,
  weeklyAllowance: Type.Optional(BtcInput(MESSAGES.invalidAllowance)),
  allowanceDay: Type.Optional(Weekday),
  gender: Type.Optional(Gender),
})
export type CreateChildBody = Static<typeof CreateChildBody>

export const UpdateChildBody = Type.Object({
  name: Type.Optional(Name),
  age: Type.Optional(Age),
  gender: Type.Optional(Gender),
})
export type UpdateChildBody = Static<typeof UpdateChildBody>

export const AllowanceBody = Type.Object({
  weeklyAllowance: BtcInput(MESSAGES.invalidBitcoinAmount),
  allowanceDay: Weekday,
})
export type AllowanceBody = Static<typeof AllowanceBody>

export const ThresholdBody = Type.Object({ threshold: BtcInput(MESSAGES.invalidBitcoinAmount) })
export type ThresholdBody = Static<typeof ThresholdBody>

export const NewBalanceBody = Type.Object({ newBalance: BtcInput(MESSAGES.invalidBalance) })
export type NewBalanceBody = Static<typeof NewBalanceBody>

export const InviteChildBody = Type.Object({ email: Email })
export type InviteChildBody = Static<typeof InviteChildBody>

export const ChildIdParams = Type.Object({ childId: Id })
