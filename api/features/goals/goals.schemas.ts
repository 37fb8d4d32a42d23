import { type Static, Type } from 'typebox'
import { APPLY_TO, GOAL_CATEGORIES } from '../../contracts/goal-vocabulary.js'
import { BtcString, errorReplies, Id, IdParams, routeMap } from '../../lib/schemas.js'

const CreatorType = Type.Union([Type.Literal('parent'), Type.Literal('child')])
const ApplyTo = Type.Enum(APPLY_TO)
const AllocationStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('active'),
  Type.Literal('denied'),
  Type.Literal('ended'),
])

export const GoalDto = Type.Object({
  id: Type.Integer(),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  creatorType: CreatorType,
  title: Type.String(),
  description: Type.String(),
  targetAmount: BtcString,
  currentAmount: BtcString,
  /** YYYY-MM-DD, or null. */
  targetDate: Type.Union([Type.String(), Type.Null()]),
  category: Type.Enum(GOAL_CATEGORIES),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  /** Percent, one decimal, capped at 100; 0 for a zero target. */
  progress: Type.Number(),
  isComplete: Type.Boolean(),
  allocations: Type.Array(
    Type.Object({
      id: Type.Integer(),
      goalId: Type.Integer(),
      userId: Type.Union([Type.Integer(), Type.Null()]),
      userType: CreatorType,
      childId: Type.Union([Type.Integer(), Type.Null()]),
      childName: Type.Union([Type.String(), Type.Null()]),
      percentage: Type.Number(),
      allocationType: ApplyTo,
      approved: Type.Boolean(),
      createdAt: Type.String(),
    }),
  ),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type GoalDto = Static<typeof GoalDto>

// Loose shapes on purpose: the service checks each field in the spec's order, with
// the spec's messages, which a schema failure would pre-empt.
export const CreateGoalBody = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 1000 })),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  targetAmount: Type.Optional(Type.String({ maxLength: 32 })),
  category: Type.Optional(Type.String({ maxLength: 32 })),
  targetDate: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  imageUrl: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
})
export type CreateGoalBody = Static<typeof CreateGoalBody>

export const DeleteGoalReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  /** What went back to each child's savings: exactly what left that child's balances. */
  refunded: Type.Array(
    Type.Object({ childId: Type.Integer(), childName: Type.String(), amount: BtcString }),
  ),
  /**
   * What left the goal back to whoever gave it: gifts, bonuses and chore money given in a
   * child's name (childId set), and the parents' own money (childId null).
   */
  returnedToGivers: Type.Array(
    Type.Object({
      childId: Type.Union([Type.Integer(), Type.Null()]),
      childName: Type.Union([Type.String(), Type.Null()]),
      amount: BtcString,
    }),
  ),
})
export type DeleteGoalReply = Static<typeof DeleteGoalReply>

const Percentage = Type.Union([Type.String({ maxLength: 16 }), Type.Number()])

export const AllocateBody = Type.Object({
  percentage: Type.Optional(Percentage),
  childId: Type.Optional(Type.Union([Id, Type.Null()])),
  applyTo: Type.Optional(Type.String({ maxLength: 32 })),
})
export type AllocateBody = Static<typeof AllocateBody>

export const ChildRequestBody = Type.Object({
  percentage: Type.Optional(Percentage),
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
  applyTo: Type.Optional(Type.String({ maxLength: 32 })),
  childId: Type.Optional(Id),
})
export type ChildRequestBody = Static<typeof ChildRequestBody>

export const DecideAllocationBody = Type.Object({
  approved: Type.Boolean({ errorMessage: 'approved must be true or false' }),
  denialReason: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
})
export type DecideAllocationBody = Static<typeof DecideAllocationBody>

export const ContributionBody = Type.Object({
  amount: Type.Optional(Type.String({ maxLength: 32 })),
  contributionType: Type.Optional(Type.String({ maxLength: 32 })),
  childId: Type.Optional(Type.Union([Id, Type.Null()])),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
})
export type ContributionBody = Static<typeof ContributionBody>

/**
 * The contribution as it was booked, with 8 decimals: never more than the goal still
 * needed, and the message says when it was less than asked.
 */
export const ContributionReply = Type.Object({
  id: Type.Integer(),
  amount: BtcString,
  contributionType: Type.String(),
  message: Type.String(),
})
export type ContributionReply = Static<typeof ContributionReply>

export const ContributionDto = Type.Object({
  id: Type.Integer(),
  childId: Type.Union([Type.Integer(), Type.Null()]),
  childName: Type.Union([Type.String(), Type.Null()]),
  /** Signed: a refund or a closed goal takes money out. */
  amount: BtcString,
  contributionType: Type.String(),
  description: Type.String(),
  createdAt: Type.String(),
})
export type ContributionDto = Static<typeof ContributionDto>

export const PendingAllocationDto = Type.Object({
  id: Type.Integer(),
  goalId: Type.Integer(),
  childId: Type.Union([Type.Integer(), Type.Null()]),
  childName: Type.Union([Type.String(), Type.Null()]),
  goalTitle: Type.String(),
  goalName: Type.String(),
  percentage: Type.Number(),
  applyTo: ApplyTo,
  requestNote: Type.Union([Type.String(), Type.Null()]),
  denialReason: Type.Union([Type.String(), Type.Null()]),
  status: AllocationStatus,
  createdAt: Type.String(),
})
export type PendingAllocationDto = Static<typeof PendingAllocationDto>

export const ChildRequestReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  request: PendingAllocationDto,
})
export type ChildRequestReply = Static<typeof ChildRequestReply>

export const ActiveAllocationDto = Type.Object({
  id: Type.Integer(),
  goalId: Type.Integer(),
  goalTitle: Type.String(),
  percentage: Type.Number(),
  childId: Type.Union([Type.Integer(), Type.Null()]),
  childName: Type.Union([Type.String(), Type.Null()]),
  applyTo: ApplyTo,
  contributedAmount: BtcString,
  estimatedMonthly: BtcString,
  goalProgress: Type.Number(),
  status: AllocationStatus,
  createdAt: Type.String(),
})
export type ActiveAllocationDto = Static<typeof ActiveAllocationDto>

export const ActiveQuery = Type.Object({ childId: Type.Optional(Id) })

// A write to one goal: refused input, signed out, not allowed (or cross-site), no such
// goal or child, the goal complete or the request decided, body too large or not JSON.
const goalWrite = errorReplies(400, 401, 403, 404, 409, 413, 415)

const decideAllocation = {
  params: IdParams,
  body: DecideAllocationBody,
  response: { 200: PendingAllocationDto, ...goalWrite },
}

/** The goals routes, as the server registers them and the browser calls them. */
export const goalsApi = routeMap({
  'GET /api/family-goals': { response: { 200: Type.Array(GoalDto), ...errorReplies(401) } },
  'POST /api/family-goals': {
    body: CreateGoalBody,
    response: { 201: GoalDto, ...errorReplies(400, 401, 403, 413, 415) },
  },
  'DELETE /api/family-goals/:id': {
    params: IdParams,
    response: { 200: DeleteGoalReply, ...errorReplies(400, 401, 403, 404) },
  },
  'POST /api/family-goals/:id/allocations': {
    params: IdParams,
    body: AllocateBody,
    response: { 201: ActiveAllocationDto, ...goalWrite },
  },
  'GET /api/family-goals/:id/contributions': {
    params: IdParams,
    response: { 200: Type.Array(ContributionDto), ...errorReplies(400, 401, 404) },
  },
  'POST /api/family-goals/:id/contributions': {
    params: IdParams,
    body: ContributionBody,
    response: { 201: ContributionReply, ...goalWrite },
  },
  'POST /api/family-goals/:id/child-allocation-request': {
    params: IdParams,
    body: ChildRequestBody,
    response: { 201: ChildRequestReply, ...goalWrite },
  },
  'GET /api/pending-allocations': {
    response: { 200: Type.Array(PendingAllocationDto), ...errorReplies(401) },
  },
  'GET /api/allocations/active': {
    querystring: ActiveQuery,
    response: { 200: Type.Array(ActiveAllocationDto), ...errorReplies(400, 401, 404) },
  },
  // The spec's screens call both paths for the same decision.
  'POST /api/allocations/:id/approve': decideAllocation,
  'PATCH /api/goal-allocations/:id/approve': decideAllocation,
})
