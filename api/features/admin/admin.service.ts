import type { Db } from '../../../db/client.js'
import {
  countAccounts,
  countFamilyActivation,
  countSignupsByDay,
  listRecentSignups,
  listRecentSubscriptionPayments,
  sumRevenueByMonth,
  sumSubscriptionRevenue,
} from '../../../db/queries/admin-stats.js'
import { listFamilyBillings } from '../../../db/queries/billing.js'
import { countDistinctLoginIps, listLoginCountsByCountry } from '../../../db/queries/logins.js'
import { countryName } from '../../lib/ip-country.js'
import { type SubscriptionStatus, subscriptionOf } from '../../lib/subscription.js'
import type {
  DayCountDto,
  EngagementStatsReply,
  LoginStatsReply,
  RevenueStatsReply,
  UserStatsReply,
} from './admin.schemas.js'

const DAY_MS = 24 * 60 * 60 * 1000
/** An account that signed in within this many days counts as active. */
export const ACTIVE_DAYS = 30
/** The signups chart covers this many days, today included. */
export const SIGNUP_CHART_DAYS = 30
const RECENT_SIGNUPS = 10

/** Each family's subscription status now: `free` for all with billing off. */
async function familyStatuses(
  db: Db,
  billing: { enabled: boolean },
  now: Date,
): Promise<Map<number, SubscriptionStatus>> {
  if (!billing.enabled) return new Map()
  const families = await listFamilyBillings(db)
  return new Map(families.map((f) => [f.familyId, subscriptionOf(f, now).status]))
}

export async function getUserStats(
  db: Db,
  billing: { enabled: boolean },
  now: Date,
): Promise<UserStatsReply> {
  const firstChartDay = new Date(now.getTime() - (SIGNUP_CHART_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10)
  const [accounts, recent, byDay, statuses] = await Promise.all([
    countAccounts(db, new Date(now.getTime() - ACTIVE_DAYS * DAY_MS).toISOString()),
    listRecentSignups(db, RECENT_SIGNUPS),
    countSignupsByDay(db, `${firstChartDay}T00:00:00.000Z`),
    familyStatuses(db, billing, now),
  ])
  const statusOf = (familyId: number) => statuses.get(familyId) ?? 'free'
  // A subscription is the family's: its spouse and children are not more paying customers.
  const familiesWith = (status: SubscriptionStatus) =>
    [...statuses.values()].filter((familyStatus) => familyStatus === status).length
  return {
    totalUsers: accounts.total,
    activeUsers: accounts.active,
    paidUsers: familiesWith('active'),
    trialUsers: familiesWith('trial'),
    recentSignups: recent.map((signup) => ({
      id: signup.id,
      email: signup.email,
      createdAt: signup.createdAt,
      subscriptionStatus: statusOf(signup.familyId),
    })),
    signupsByDay: everyDay(firstChartDay, SIGNUP_CHART_DAYS, byDay),
  }
}

/** The revenue chart covers this many months, the current one included. */
export const REVENUE_CHART_MONTHS = 12
const RECENT_PAYMENTS = 10

/** The first instant of the UTC month `monthsBack` months before `now`'s. */
function monthStart(now: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1))
}

/**
 * What the families paid the operator for their subscriptions (in sats): in all, this
 * UTC month and this UTC year, per month for a year, and the latest invoices. Computed
 * from the rows whether or not billing is on now (it may have been on before).
 */
export async function getRevenueStats(
  db: Db,
  billing: { enabled: boolean },
  now: Date,
): Promise<RevenueStatsReply> {
  const firstMonth = monthStart(now, REVENUE_CHART_MONTHS - 1)
  const [totals, byMonth, payments] = await Promise.all([
    sumSubscriptionRevenue(
      db,
      monthStart(now).toISOString(),
      new Date(Date.UTC(now.getUTCFullYear(), 0, 1)).toISOString(),
    ),
    sumRevenueByMonth(db, firstMonth.toISOString()),
    listRecentSubscriptionPayments(db, RECENT_PAYMENTS),
  ])
  const amounts = new Map(byMonth.map((m) => [m.month, m.amountSat]))
  return {
    billingEnabled: billing.enabled,
    totalRevenue: totals.totalSat,
    monthlyRevenue: totals.monthSat,
    yearlyRevenue: totals.yearSat,
    revenueByMonth: Array.from({ length: REVENUE_CHART_MONTHS }, (_, i) => {
      const month = monthStart(now, REVENUE_CHART_MONTHS - 1 - i)
        .toISOString()
        .slice(0, 7)
      return { month, amount: amounts.get(month) ?? 0 }
    }),
    recentPayments: payments.map((p) => ({
      id: p.id,
      userEmail: p.email ?? '',
      amount: p.amountSat,
      status: p.status,
      createdAt: p.createdAt,
    })),
  }
}

/** `days` consecutive UTC days from `first`, each with its count (0 where none). */
function everyDay(first: string, days: number, counts: readonly DayCountDto[]): DayCountDto[] {
  const byDay = new Map(counts.map((c) => [c.day, c.count]))
  const start = Date.parse(`${first}T00:00:00.000Z`)
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(start + i * DAY_MS).toISOString().slice(0, 10)
    return { day, count: byDay.get(day) ?? 0 }
  })
}

export async function getLoginStats(db: Db): Promise<LoginStatsReply> {
  const [byCountry, uniqueIPs] = await Promise.all([
    listLoginCountsByCountry(db),
    countDistinctLoginIps(db),
  ])
  return {
    totalLogins: byCountry.reduce((sum, c) => sum + c.count, 0),
    uniqueIPs,
    countryStats: byCountry.map((c) => ({
      country: c.country,
      countryName: countryName(c.country),
      count: c.count,
    })),
  }
}

/** A share of `total` in percent with one decimal; 0 of nothing is 0. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 1000) / 10 : 0
}

export async function getEngagementStats(db: Db): Promise<EngagementStatsReply> {
  const families = await countFamilyActivation(db)
  const stages: Array<[string, number]> = [
    ['Signed up', families.families],
    ['Added a child', families.withChild],
    ['Set an allowance', families.withAllowance],
    ['Connected a wallet', families.withWallet],
    ['Connected Lightning', families.withLightning],
    ['Paid', families.withPayment],
  ]
  return {
    userActivationRate: percentOf(families.withChild, families.families),
    avgTimeToFirstChild:
      families.avgHoursToFirstChild === null
        ? 0
        : Math.round(families.avgHoursToFirstChild * 10) / 10,
    lightningConfigRate: percentOf(families.withLightning, families.families),
    featureAdoptionFunnel: stages.map(([stage, count]) => ({
      stage,
      count,
      percentage: percentOf(count, families.families),
    })),
  }
}
