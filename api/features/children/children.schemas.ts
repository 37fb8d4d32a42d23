import { type Static, Type } from 'typebox'
import { BtcInput, BtcString } from '../../lib/schemas.js'

export const ALLOWANCE_MESSAGE = 'Invalid Allowance - Please enter a valid Bitcoin amount'
export const AMOUNT_MESSAGE = 'Invalid Amount - Please enter a valid Bitcoin amount'
export const BALANCE_MESSAGE = 'Invalid balance - Please enter a valid positive number'

const Name = Type.String({
  maxLength: 50,
  pattern: '\\S',
  errorMessage: 'Name Required - Please enter a name for your child',
})
const Age = Type.Integer({
  minimum: 1,
  maximum: 18,
  errorMessage: 'Invalid Age - Please enter a valid age between 1 and 18',
})
const Gender = Type.Union([Type.Literal('boy'), Type.Literal('girl')], {
  errorMessage: 'Gender must be boy or girl',
})
const Weekday = Type.Integer({
  minimum: 0,
  maximum: 6,
  errorMessage: 'Allowance day must be a weekday from 0 (Sunday) to 6 (Saturday)',
})

export const ChildDto = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  age: Type.Integer(),
  gender: Gender,
  weeklyAllowance: BtcString,
  allowanceDay: Type.Integer(),
  savingsBalance: BtcString,
  spendingBalance: BtcString,
  spendingThreshold: BtcString,
  email: Type.Union([Type.String(), Type.Null()]),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  addressLabel: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type ChildDto = Static<typeof ChildDto>

export const CreateChildBody = Type.Object({
  name: Name,
  age: Age,
  weeklyAllowance: Type.Optional(BtcInput(ALLOWANCE_MESSAGE)),
  allowanceDay: Type.Optional(Weekday),
  gender: Type.Optional(Gender),
})

export const UpdateChildBody = Type.Object({
  name: Type.Optional(Name),
  age: Type.Optional(Age),
  gender: Type.Optional(Gender),
})

export const AllowanceBody = Type.Object({
  weeklyAllowance: BtcInput(AMOUNT_MESSAGE),
  allowanceDay: Weekday,
})

export const ThresholdBody = Type.Object({ threshold: BtcInput(AMOUNT_MESSAGE) })

export const NewBalanceBody = Type.Object({ newBalance: BtcInput(BALANCE_MESSAGE) })

export const ChildIdParams = Type.Object({ childId: Type.Integer({ minimum: 1 }) })
