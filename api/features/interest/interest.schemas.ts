import { type Static, Type } from 'typebox'
import { INTEREST_RATE_MESSAGE } from '../../contracts/interest-rate.js'
import { BtcString, errorReplies, failsWith, IdParams, routeMap } from '../../lib/schemas.js'

/** A rate as typed ("2.5", ".5", "4") or sent as a number; read by api/contracts/interest-rate.ts. */
const Rate = Type.Union([
  Type.String({ maxLength: 16, ...failsWith('invalid-percentage', INTEREST_RATE_MESSAGE) }),
  Type.Number(),
])

export const SetInterestRateBody = Type.Object({ rate: Rate })
export type SetInterestRateBody = Static<typeof SetInterestRateBody>

/** null: the child follows the family's rate again. */
export const SetChildInterestRateBody = Type.Object({ rate: Type.Union([Rate, Type.Null()]) })
export type SetChildInterestRateBody = Static<typeof SetChildInterestRateBody>

/** A yearly rate in percent as a person writes it: "2.5", "0" when off. */
const RateText = Type.String({ pattern: '^\\d{1,2}(\\.\\d)?$' })

export const ChildInterestDto = Type.Object({
  childId: Type.Integer(),
  childName: Type.String(),
  /** The child's own rate; null when the family's applies. */
  ownRate: Type.Union([RateText, Type.Null()]),
  /** The rate that applies: the child's own, else the family's. */
  rate: RateText,
  /** The lowest savings balance of the month so far: what the interest is on. */
  lowestBalance: BtcString,
  /** The interest of the month's days up to today, at that balance. */
  soFar: BtcString,
  /** The whole month's, if the balance goes no lower: what the job will credit. */
  projected: BtcString,
  /** What the previous month was credited; null while it has not been. */
  lastMonth: Type.Union([BtcString, Type.Null()]),
})
export type ChildInterestDto = Static<typeof ChildInterestDto>

export const InterestDto = Type.Object({
  familyRate: RateText,
  /** The current month of the family's calendar, YYYY-MM. */
  month: Type.String(),
  /** The month before it: what each child's lastMonth is for. */
  previousMonth: Type.String(),
  daysInMonth: Type.Integer(),
  /** Days of the month up to and including today. */
  daysElapsed: Type.Integer(),
  /** The children's projected interest together: what the parents will pay this month. */
  promised: BtcString,
  /** The family's children for a guardian; the child alone for a child's sign-in. */
  children: Type.Array(ChildInterestDto),
})
export type InterestDto = Static<typeof InterestDto>

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const interestApi = routeMap({
  'GET /api/interest': { response: { 200: InterestDto, ...errorReplies(401, 404) } },
  'PUT /api/interest': {
    body: SetInterestRateBody,
    response: { 200: InterestDto, ...errorReplies(400, 401, 403, 404, 413, 415) },
  },
  'PUT /api/interest/children/:id': {
    params: IdParams,
    body: SetChildInterestRateBody,
    response: { 200: InterestDto, ...errorReplies(400, 401, 403, 404, 413, 415) },
  },
})
