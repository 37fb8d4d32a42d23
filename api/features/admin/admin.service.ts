import type { Db } from '../../../db/client.js'
import {
  countAccounts,
  countFamilyActivation,
  countSignupsByDay,
  listRecentSignups,
} from '../../../db/queries/admin-stats.js'
import { countDistinctLoginIps, listLoginCountsByCountry } from '../../../db/queries/logins.js'
import { countryName } from '../../lib/ip-country.js'
import type {
  DayCountDto,
  EngagementStatsReply,
  LoginStatsReply,
  UserStatsReply,
} from './admin.schemas.js'

const DAY_MS = 24 * 60 * 60 * 1000
/** An account that signed in within this many days counts as active. */
export const ACTIVE_DAYS = 30
/** The signups chart covers this many days, today included. */
export const SIGNUP_CHART_DAYS = 30
const RECENT_SIGNUPS = 10

export async function getUserStats(db: Db, now: Date): Promise<UserStatsReply> {
  const firstChartDay = new Date(now.getTime() - (SIGNUP_CHART_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10)
  const [accounts, recent, byDay] = await Promise.all([
    countAccounts(db, new Date(now.getTime() - ACTIVE_DAYS * DAY_MS).toISOString()),
    listRecentSignups(db, RECENT_SIGNUPS),
    countSignupsByDay(db, `${firstChartDay}T00:00:00.000Z`),
  ])
  return {
    totalUsers: accounts.total,
    activeUsers: accounts.active,
    // Billing is off on this server: no family pays and none is in a trial.
    paidUsers: 0,
    trialUsers: 0,
    recentSignups: recent.map((signup) => ({
      id: signup.id,
      email: signup.email,
      createdAt: signup.createdAt,
      subscriptionStatus: 'free',
    })),
    signupsByDay: everyDay(firstChartDay, SIGNUP_CHART_DAYS, byDay),
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
