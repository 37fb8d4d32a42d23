import { type Static, Type } from 'typebox'
import { BtcString, errorReplies, failsWith, routeMap } from '../../lib/schemas.js'

export const AllowanceRunReply = Type.Object({
  processedChildren: Type.Integer(),
  children: Type.Array(
    Type.Object({ childId: Type.Integer(), name: Type.String(), amount: BtcString }),
  ),
  /** Children due today whose allowance an earlier run (a click, the job) already credited. */
  alreadyCredited: Type.Array(Type.Object({ childId: Type.Integer(), name: Type.String() })),
  /** Today's weekday in the family's time zone, e.g. "Saturday". */
  weekday: Type.String(),
  message: Type.String(),
})
export type AllowanceRunReply = Static<typeof AllowanceRunReply>

export const Schedule = Type.Object({
  /** Local hour (0-23) of the automatic run, or null when it is off. */
  autoProcessHour: Type.Union([Type.Integer(), Type.Null()]),
  /** IANA zone the family's "today" and hour are counted in. */
  timeZone: Type.String(),
  /** Today's weekday name in that zone. */
  today: Type.String(),
})
export type Schedule = Static<typeof Schedule>

const HOUR_PROBLEM = failsWith(
  'invalid-choice',
  'Choose an hour from 0 to 23, or turn automatic processing off',
)
export const ScheduleBody = Type.Object({
  // ajv reports the failing branch of a union, so both carry the message.
  autoProcessHour: Type.Union(
    [Type.Integer({ minimum: 0, maximum: 23, ...HOUR_PROBLEM }), Type.Null()],
    HOUR_PROBLEM,
  ),
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
})
export type ScheduleBody = Static<typeof ScheduleBody>

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const allowancesApi = routeMap({
  'POST /api/process-allowances': {
    response: { 200: AllowanceRunReply, ...errorReplies(401, 403, 409) },
  },
  'GET /api/allowances/schedule': { response: { 200: Schedule, ...errorReplies(401) } },
  'PUT /api/allowances/schedule': {
    body: ScheduleBody,
    response: { 200: Schedule, ...errorReplies(400, 401, 403, 413, 415) },
  },
})
