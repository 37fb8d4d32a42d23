import { type Static, Type } from 'typebox'
import { MAX_CHILD_AGE, MAX_CHILD_NAME_LENGTH, MIN_CHILD_AGE } from '../../contracts/child-form.js'
import { MESSAGES } from '../../contracts/messages.js'
import {
  BtcInput,
  BtcString,
  Email,
  errorReplies,
  failsWith,
  Id,
  IdParams,
  MessageReply,
  routeMap,
} from '../../lib/schemas.js'

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

// A guardian's change to one child: refused input, signed out, not a guardian (or a
// cross-site write), no such child, body too large or not JSON.
const childChange = errorReplies(400, 401, 403, 404, 413, 415)

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const childrenApi = routeMap({
  'GET /api/children': { response: { 200: Type.Array(ChildDto), ...errorReplies(401) } },
  'GET /api/children/:id': {
    params: IdParams,
    response: { 200: ChildDto, ...errorReplies(400, 401, 404) },
  },
  'POST /api/children': {
    body: CreateChildBody,
    response: { 201: ChildDto, ...errorReplies(400, 401, 403, 413, 415) },
  },
  'PATCH /api/children/:id': {
    params: IdParams,
    body: UpdateChildBody,
    response: { 200: ChildDto, ...childChange },
  },
  'DELETE /api/children/:id': {
    params: IdParams,
    response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404) },
  },
  'PATCH /api/children/:id/allowance': {
    params: IdParams,
    body: AllowanceBody,
    response: { 200: ChildDto, ...childChange },
  },
  'PATCH /api/children/:id/spending-threshold': {
    params: IdParams,
    body: ThresholdBody,
    response: { 200: ChildDto, ...childChange },
  },
  'POST /api/children/:childId/update-savings': {
    params: ChildIdParams,
    body: NewBalanceBody,
    response: { 200: MessageReply, ...childChange, ...errorReplies(409) },
  },
  'POST /api/lightning/sync-balance/:childId': {
    params: ChildIdParams,
    body: NewBalanceBody,
    response: { 200: MessageReply, ...childChange, ...errorReplies(409) },
  },
})

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const childSignInApi = routeMap({
  'POST /api/children/:id/invite': {
    params: IdParams,
    body: InviteChildBody,
    response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415, 429) },
  },
  'DELETE /api/children/:id/sign-in': {
    params: IdParams,
    response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404) },
  },
})
