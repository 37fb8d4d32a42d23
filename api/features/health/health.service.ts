import { getHeapStatistics } from 'node:v8'
import type { Db } from '../../../db/client.js'
import { pingDatabase } from '../../../db/queries/health.js'
import type { RequestMetrics } from '../../plugins/request-metrics.js'
import {
  type Alert,
  type HealthReport,
  SERVICE_NAMES,
  type ServiceName,
  type ServiceStatus,
} from './health.schemas.js'

/** A probe another feature registers once it configures its service (mail, Lightning...). */
export type ServiceCheck = () => Promise<Omit<ServiceStatus, 'lastChecked' | 'responseTime'>>

const SLOW_DATABASE_MS = 250
/**
 * How long one report answers /health. Browsers, Docker and load balancers poll it,
 * a monitor may poll it hard, and the whole report (database round trip, heap
 * figures, the request metrics' window) costs far more than answering it.
 */
export const REPORT_MAX_AGE_MS = 1000

/**
 * Wraps a report builder so it runs at most once per `maxAgeMs` of the given
 * clock; callers in between, and those arriving while it runs, share its report.
 */
export function reuseReport(
  build: (now: Date) => Promise<HealthReport>,
  maxAgeMs = REPORT_MAX_AGE_MS,
): (now: Date) => Promise<HealthReport> {
  let last: { atMs: number; report: Promise<HealthReport> } | undefined
  return (now) => {
    const ageMs = last ? now.getTime() - last.atMs : Number.POSITIVE_INFINITY
    // A clock set back counts as stale too.
    if (last && ageMs >= 0 && ageMs < maxAgeMs) return last.report
    const report = build(now)
    last = { atMs: now.getTime(), report }
    return report
  }
}
const HIGH_ERROR_RATE = 0.05

export type ServiceReports = HealthReport['services']

/**
 * Probes every service once: the database by a real round trip, the others through
 * the checks their features registered (chain source, Lightning, mail); a service
 * without a check is not configured.
 */
export async function probeServices(
  db: Db,
  registered: Partial<Record<ServiceName, ServiceCheck>>,
  now: Date,
): Promise<ServiceReports> {
  const checks: Record<ServiceName, ServiceCheck | undefined> = {
    ...Object.fromEntries(SERVICE_NAMES.map((name) => [name, undefined])),
    ...registered,
    database: async () => {
      await pingDatabase(db)
      return { status: 'up' }
    },
  } as Record<ServiceName, ServiceCheck | undefined>
  const entries = await Promise.all(
    SERVICE_NAMES.map(async (name) => [name, await runCheck(checks[name], now)] as const),
  )
  return Object.fromEntries(entries) as ServiceReports
}

export interface HealthInputs {
  /** The latest check of the services (see ServiceProbe), not a probe per request. */
  services: ServiceReports
  /** Memory and event-loop pressure found by that check (process-pressure.ts). */
  pressureAlerts: readonly Alert[]
  startedAt: number
  now: Date
  requestMetrics: RequestMetrics
}

/**
 * The /health report. Alerts stand for real trouble: a service down or degraded, a slow
 * database, failing requests, memory or event-loop pressure. A heap full of allocated
 * pages is not trouble (V8 grows the heap only as it needs to), so it is no alert.
 */
export function buildHealthReport(inputs: HealthInputs): HealthReport {
  const { now, services } = inputs
  // The same figures as process.memoryUsage().heapUsed/heapTotal, without the RSS
  // read from /proc that made memoryUsage() a tenth of a /health request's CPU.
  const heap = getHeapStatistics()
  const { avgResponseTimeMs, errorRate } = inputs.requestMetrics
  const alerts: Alert[] = []
  for (const name of SERVICE_NAMES) {
    const service = services[name]
    if (service.status === 'down') {
      alerts.push({
        severity: 'critical',
        message: service.error ?? `${name} is down`,
        component: name,
      })
    } else if (service.status === 'degraded') {
      alerts.push({
        severity: 'warning',
        message: service.error ?? `${name} is degraded`,
        component: name,
      })
    }
  }
  if (services.database.status === 'up' && services.database.responseTime > SLOW_DATABASE_MS) {
    alerts.push({
      severity: 'warning',
      message: `Database answered in ${services.database.responseTime} ms`,
      component: 'database',
    })
  }
  if (errorRate > HIGH_ERROR_RATE) {
    alerts.push({
      severity: 'warning',
      message: `${(errorRate * 100).toFixed(1)}% of recent requests failed`,
      component: 'api',
    })
  }
  alerts.push(...inputs.pressureAlerts)

  const status =
    services.database.status === 'down' ? 'unhealthy' : alerts.length > 0 ? 'degraded' : 'healthy'
  return {
    status,
    timestamp: now.toISOString(),
    metrics: {
      uptime: now.getTime() - inputs.startedAt,
      memory: { heapUsed: heap.used_heap_size, heapTotal: heap.total_heap_size },
      performance: { avgResponseTime: avgResponseTimeMs, errorRate },
    },
    alerts,
    services,
  }
}

async function runCheck(check: ServiceCheck | undefined, now: Date): Promise<ServiceStatus> {
  const lastChecked = now.toISOString()
  if (!check) return { status: 'not_configured', responseTime: 0, lastChecked }
  const started = performance.now()
  try {
    const result = await check()
    return { ...result, responseTime: elapsedMs(started), lastChecked }
  } catch (error) {
    return {
      status: 'down',
      responseTime: elapsedMs(started),
      lastChecked,
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

const elapsedMs = (started: number) => Math.round((performance.now() - started) * 100) / 100
