import { type Static, type TSchema, Type } from 'typebox'
import { errorReplies, routeMap } from '../../lib/schemas.js'

/** A count for one UTC day (YYYY-MM-DD), for the charts. */
export const DayCountDto = Type.Object({ day: Type.String(), count: Type.Integer() })
export type DayCountDto = Static<typeof DayCountDto>

export const SignupRecordDto = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  createdAt: Type.String(),
  /** The family's subscription status now: trial, active, expired, or free with billing off. */
  subscriptionStatus: Type.String(),
})
export type SignupRecordDto = Static<typeof SignupRecordDto>

export const UserStatsReply = Type.Object({
  /** Every account: parents, spouses and children with their own sign-in. */
  totalUsers: Type.Integer(),
  /** Accounts that signed in during the last 30 days. */
  activeUsers: Type.Integer(),
  /**
   * Families with paid time left (the spec's name; a subscription is the family's, so
   * its spouse and children are not counted again).
   */
  paidUsers: Type.Integer(),
  /** Families in their free trial. */
  trialUsers: Type.Integer(),
  /** The 10 newest accounts, newest first. */
  recentSignups: Type.Array(SignupRecordDto),
  /** New accounts per day over the last 30 days, oldest first, every day present. */
  signupsByDay: Type.Array(DayCountDto),
})
export type UserStatsReply = Static<typeof UserStatsReply>

export const CountryStatDto = Type.Object({
  /** ISO 3166-1 alpha-2, or 'local' (LAN and loopback) or 'unknown'. */
  country: Type.String(),
  countryName: Type.String(),
  count: Type.Integer(),
})

export const LoginStatsReply = Type.Object({
  /** Every sign-in counted, including those whose records were purged. */
  totalLogins: Type.Integer(),
  /** Distinct addresses among the sign-ins kept (the last RETENTION_DAYS days). */
  uniqueIPs: Type.Integer(),
  /** Sign-ins per country, most first. */
  countryStats: Type.Array(CountryStatDto),
})
export type LoginStatsReply = Static<typeof LoginStatsReply>

export const FunnelStageDto = Type.Object({
  stage: Type.String(),
  /** Families that reached this stage. */
  count: Type.Integer(),
  /** Of the families that signed up, one decimal. */
  percentage: Type.Number(),
})
export type FunnelStageDto = Static<typeof FunnelStageDto>

export const EngagementStatsReply = Type.Object({
  /** Percent of families that added a child, one decimal. */
  userActivationRate: Type.Number(),
  /** Mean hours from a family's sign-up to its first child, one decimal (0 with none). */
  avgTimeToFirstChild: Type.Number(),
  /** Percent of families with a Lightning connection, one decimal. */
  lightningConfigRate: Type.Number(),
  featureAdoptionFunnel: Type.Array(FunnelStageDto),
})
export type EngagementStatsReply = Static<typeof EngagementStatsReply>

export const RevenueStatsReply = Type.Object({
  /** Billing is on now; without it the Revenue tab says so (past payments still count). */
  billingEnabled: Type.Boolean(),
  /** Sats paid for subscriptions, in all. */
  totalRevenue: Type.Integer(),
  /** Sats paid this UTC month. */
  monthlyRevenue: Type.Integer(),
  /** Sats paid this UTC year. */
  yearlyRevenue: Type.Integer(),
  /** Sats paid per UTC month (YYYY-MM) over the last 12 months, oldest first, every month present. */
  revenueByMonth: Type.Array(Type.Object({ month: Type.String(), amount: Type.Integer() })),
  /** The 10 newest subscription invoices, newest first; amount in sats. */
  recentPayments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      userEmail: Type.String(),
      amount: Type.Integer(),
      status: Type.String(),
      createdAt: Type.String(),
    }),
  ),
})
export type RevenueStatsReply = Static<typeof RevenueStatsReply>

/** Administrators only: signed out or not an administrator. */
const adminRead = <T extends TSchema>(reply: T) => ({
  response: { 200: reply, ...errorReplies(401, 403) },
})

/** The admin dashboard's routes, as the server registers them and the browser calls them. */
export const adminApi = routeMap({
  'GET /api/admin/user-stats': adminRead(UserStatsReply),
  'GET /api/admin/revenue-stats': adminRead(RevenueStatsReply),
  'GET /api/admin/login-stats': adminRead(LoginStatsReply),
  'GET /api/admin/engagement-stats': adminRead(EngagementStatsReply),
})
