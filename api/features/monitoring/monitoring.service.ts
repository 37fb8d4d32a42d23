import type { Db } from '../../../db/client.js'
import {
  listRecentSuspiciousEvents,
  listSuspiciousIps,
  type SecurityEvent,
  summarizeSecurityEvents,
} from '../../../db/queries/security-events.js'
import type { SecurityStatsReply } from './monitoring.schemas.js'

/** How far back the security figures look when nobody reset them more recently. */
export const SECURITY_WINDOW_MS = 24 * 60 * 60 * 1000
const TOP_IPS = 10
const RECENT_EVENTS = 10

/** The start of the security figures: the last 24 hours, or since a later reset. */
export function securityWindowStart(now: Date, resetAt: Date | undefined): Date {
  const dayAgo = new Date(now.getTime() - SECURITY_WINDOW_MS)
  return resetAt && resetAt > dayAgo ? resetAt : dayAgo
}

export async function getSecurityStats(db: Db, since: Date): Promise<SecurityStatsReply> {
  const from = since.toISOString()
  const [summary, topIps, recent] = await Promise.all([
    summarizeSecurityEvents(db, from),
    listSuspiciousIps(db, from, TOP_IPS),
    listRecentSuspiciousEvents(db, from, RECENT_EVENTS),
  ])
  return {
    metrics: {
      failedLogins: summary.failedLogins,
      rateLimitHits: summary.rateLimitHits,
      unauthorizedAttempts: summary.unauthorizedAttempts,
      blockedIPs: summary.blockedIps,
    },
    topSuspiciousIPs: topIps,
    recentCriticalEvents: recent.map((event) => ({
      type: event.type,
      description: describeEvent(event),
      timestamp: event.createdAt,
    })),
    since: from,
  }
}

/** One line an operator reads without knowing the event codes. */
function describeEvent(event: SecurityEvent): string {
  const from = event.ip ? ` from ${event.ip}` : ''
  const detail = event.detail ? ` (${event.detail})` : ''
  switch (event.type) {
    case 'login-failed':
      return `Sign-in link refused${detail}${from}`
    case 'rate-limited':
      return `Rate limit reached${detail}${from}`
    case 'access-denied':
      return `Access denied to ${event.email ?? 'a signed-in user'}${detail}${from}`
    default:
      return `${event.type}${detail}${from}`
  }
}
