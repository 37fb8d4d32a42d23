import { type Static, Type } from 'typebox'
import {
  CHORE_DESTINATIONS,
  CHORE_MESSAGES,
  CHORE_RECURRENCES,
  MAX_REJECTION_REASON_LENGTH,
} from '../../contracts/chore-form.js'
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

const Recurrence = Type.Enum(
  CHORE_RECURRENCES,
  failsWith('invalid-choice', `Recurrence must be one of: ${CHORE_RECURRENCES.join(', ')}`),
)
const Destination = Type.Enum(
  CHORE_DESTINATIONS,
  failsWith('invalid-choice', `Destination must be one of: ${CHORE_DESTINATIONS.join(', ')}`),
)
const Weekday = Type.Integer({
  minimum: 0,
  maximum: 6,
  ...failsWith('invalid-choice', 'Weekday must be a day from 0 (Sunday) to 6 (Saturday)'),
})
/** YYYY-MM-DD. */
const DateText = Type.String()

/** What a parent sets; the title, reward and dates are read by api/contracts/chore-form.ts. */
const ChoreSettingsFields = {
  title: Type.String({ maxLength: 1000 }),
  reward: BtcInput(CHORE_MESSAGES.invalidReward),
  recurrence: Recurrence,
  /** 0 = Sunday ... 6 = Saturday; required for a weekly chore, ignored otherwise. */
  weekday: Type.Optional(Type.Union([Weekday, Type.Null()])),
  /** YYYY-MM-DD; only for a chore done once. */
  dueDate: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 32, ...failsWith('invalid-date', CHORE_MESSAGES.invalidDueDate) }),
      Type.Null(),
    ]),
  ),
  /** Where the reward goes: spending (the default, through the spending limit) or savings. */
  destination: Type.Optional(Destination),
  /** Paid as soon as the child marks it done, without waiting for a parent. */
  autoApprove: Type.Optional(Type.Boolean({ errorMessage: 'autoApprove must be true or false' })),
}

export const CreateChoreBody = Type.Object({ childId: Id, ...ChoreSettingsFields })
export type CreateChoreBody = Static<typeof CreateChoreBody>

/** The whole chore as it should be; its child stays. */
export const UpdateChoreBody = Type.Object(ChoreSettingsFields)
export type UpdateChoreBody = Static<typeof UpdateChoreBody>

export const RejectChoreBody = Type.Object({
  reason: Type.String({ maxLength: 1000 }),
})
export type RejectChoreBody = Static<typeof RejectChoreBody>

export const CreatedChoreReply = Type.Object({ id: Type.Integer() })

export const ChoreDto = Type.Object({
  id: Type.Integer(),
  childId: Type.Integer(),
  childName: Type.String(),
  title: Type.String(),
  reward: BtcString,
  recurrence: Recurrence,
  weekday: Type.Union([Type.Integer(), Type.Null()]),
  /** The parent's due date of a chore done once; null for none and for recurring chores. */
  dueDate: Type.Union([DateText, Type.Null()]),
  destination: Destination,
  autoApprove: Type.Boolean(),
  /** open: to do; done: waiting for a parent; approved: paid (a chore done once, finished). */
  state: Type.Union([Type.Literal('open'), Type.Literal('done'), Type.Literal('approved')]),
  /** The day of the current occurrence of a daily or weekly chore; null for a chore done once. */
  occursOn: Type.Union([DateText, Type.Null()]),
  /** Set while the current occurrence cannot be done yet: the first day it can. */
  startsOn: Type.Union([DateText, Type.Null()]),
  /** A chore done once, still open after its due date. */
  isOverdue: Type.Boolean(),
  /** Why a parent sent it back; shown until it is done again. */
  rejectionReason: Type.Union([
    Type.String({ maxLength: MAX_REJECTION_REASON_LENGTH }),
    Type.Null(),
  ]),
  doneAt: Type.Union([Type.String(), Type.Null()]),
  /** When a finished chore done once was paid. */
  paidAt: Type.Union([Type.String(), Type.Null()]),
})
export type ChoreDto = Static<typeof ChoreDto>

/** After Done or Approve: the chore as it is now, and what was paid (null when nothing yet). */
export const ChoreResultReply = Type.Object({
  chore: ChoreDto,
  paid: Type.Union([BtcString, Type.Null()]),
})
export type ChoreResultReply = Static<typeof ChoreResultReply>

// A write about one chore: refused input, signed out, not allowed (or cross-site), no
// such chore or child, not in a state that allows it, body too large or not JSON.
const choreWrite = errorReplies(400, 401, 403, 404, 409, 413, 415)

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const choresApi = routeMap({
  'GET /api/chores': { response: { 200: Type.Array(ChoreDto), ...errorReplies(401) } },
  'POST /api/chores': {
    body: CreateChoreBody,
    response: { 201: CreatedChoreReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
  },
  'PUT /api/chores/:id': {
    params: IdParams,
    body: UpdateChoreBody,
    response: { 200: ChoreDto, ...choreWrite },
  },
  'DELETE /api/chores/:id': {
    params: IdParams,
    response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404) },
  },
  'POST /api/chores/:id/done': {
    params: IdParams,
    response: { 200: ChoreResultReply, ...choreWrite },
  },
  'POST /api/chores/:id/approve': {
    params: IdParams,
    response: { 200: ChoreResultReply, ...choreWrite },
  },
  'POST /api/chores/:id/reject': {
    params: IdParams,
    body: RejectChoreBody,
    response: { 200: ChoreDto, ...choreWrite },
  },
})
