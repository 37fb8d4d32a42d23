import { type Static, Type } from 'typebox'
import { BooksCheckStatus } from '../../lib/books-reconciliation.js'
import { errorReplies, routeMap } from '../../lib/schemas.js'

const Milliseconds = Type.Number({ minimum: 0, description: 'milliseconds' })

export const MonitoringStatsReply = Type.Object({
  performance: Type.Object({
    totalRequests: Type.Integer(),
    averageResponseTime: Milliseconds,
    /** Upper edge of its histogram bucket: at most 5% above the true value. */
    p95ResponseTime: Milliseconds,
    /** Answers slower than one second. */
    slowRequestCount: Type.Integer(),
  }),
  slowQueries: Type.Object({
    /** Database statements slower than 100 ms. */
    totalSlowQueries: Type.Integer(),
    averageDuration: Milliseconds,
  }),
  errors: Type.Object({
    /** Answers with a status of 500 or above. */
    totalErrors: Type.Integer(),
    errorsByType: Type.Record(Type.String(), Type.Integer()),
    /** Newest first, at most 20. */
    recentErrors: Type.Array(
      Type.Object({
        method: Type.String(),
        path: Type.String(),
        error: Type.String(),
        timestamp: Type.String(),
      }),
    ),
  }),
  /** Scheduled job runs that failed: each is logged and the job runs again at its next time. */
  jobFailures: Type.Object({
    total: Type.Integer(),
    byJob: Type.Record(Type.String(), Type.Integer()),
    /** Newest first, at most 20. */
    recent: Type.Array(
      Type.Object({ job: Type.String(), error: Type.String(), timestamp: Type.String() }),
    ),
  }),
  /** The services' latest changes of state found by the health-check job, newest first. */
  serviceChanges: Type.Array(
    Type.Object({
      component: Type.String(),
      from: Type.Union([Type.String(), Type.Null()]),
      to: Type.String(),
      severity: Type.String(),
      message: Type.String(),
      at: Type.String(),
    }),
  ),
  /**
   * The books check (health-check job): every cached balance off its ledger rows and
   * every Lightning payment off the family's wallet, with the family and the amount.
   */
  books: BooksCheckStatus,
  /** When these figures started: the server's start or the last reset. */
  since: Type.String(),
})
export type MonitoringStatsReply = Static<typeof MonitoringStatsReply>

export const SecurityStatsReply = Type.Object({
  metrics: Type.Object({
    failedLogins: Type.Integer(),
    rateLimitHits: Type.Integer(),
    /** Signed-in callers refused a route their role does not allow. */
    unauthorizedAttempts: Type.Integer(),
    /** Distinct addresses a rate limit refused. */
    blockedIPs: Type.Integer(),
  }),
  /** Addresses behind the most suspicious events, most first, at most 10. */
  topSuspiciousIPs: Type.Array(Type.Object({ ip: Type.String(), count: Type.Integer() })),
  /** Newest first, at most 10. */
  recentCriticalEvents: Type.Array(
    Type.Object({ type: Type.String(), description: Type.String(), timestamp: Type.String() }),
  ),
  /** The figures cover the events since then: the last 24 hours, or the last reset if later. */
  since: Type.String(),
})
export type SecurityStatsReply = Static<typeof SecurityStatsReply>

export const ResetReply = Type.Object({ success: Type.Boolean(), since: Type.String() })

const adminRead = errorReplies(401, 403)

const adminWrite = errorReplies(401, 403, 415)

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const monitoringApi = routeMap({
  'GET /admin/monitoring/stats': { response: { 200: MonitoringStatsReply, ...adminRead } },
  'POST /admin/monitoring/reset': { response: { 200: ResetReply, ...adminWrite } },
  'GET /admin/security/stats': { response: { 200: SecurityStatsReply, ...adminRead } },
  'POST /admin/security/reset': { response: { 200: ResetReply, ...adminWrite } },
})
