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

export interface HealthInputs {
  db: Db
  startedAt: number
  now: Date
  requestMetrics: RequestMetrics
  checks: Partial<Record<ServiceName, ServiceCheck>>
}

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
const HIGH_HEAP_SHARE = 0.9

export async function checkHealth(inputs: HealthInputs): Promise<HealthReport> {
  const { now } = inputs
  const checks: Record<ServiceName, ServiceCheck | undefined> = {
    ...Object.fromEntries(SERVICE_NAMES.map((name) => [name, undefined])),
    ...inputs.checks,
    database: async () => {
      await pingDatabase(inputs.db)
      return { status: 'up' }
    },
  } as Record<ServiceName, ServiceCheck | undefined>
  const entries = await Promise.all(
    SERVICE_NAMES.map(async (name) => [name, await runCheck(checks[name], now)] as const),
  )
  const services = Object.fromEntries(entries) as HealthReport['services']

  // The same figures as process.memoryUsage().heapUsed/heapTotal, without the RSS
  // read from /proc that made memoryUsage() a tenth of a /health request's CPU.
  const heap = getHeapStatistics()
  const memory = { heapUsed: heap.used_heap_size, heapTotal: heap.total_heap_size }
  const { avgResponseTimeMs, errorRate } = inputs.requestMetrics
  const alerts: Alert[] = []
  for (const [name, service] of entries) {
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
  if (memory.heapUsed / memory.heapTotal > HIGH_HEAP_SHARE) {
    alerts.push({ severity: 'warning', message: 'Heap is over 90% full', component: 'memory' })
  }

  const status =
    services.database.status === 'down' ? 'unhealthy' : alerts.length > 0 ? 'degraded' : 'healthy'
  return {
    status,
    timestamp: now.toISOString(),
    metrics: {
      uptime: now.getTime() - inputs.startedAt,
      memory: { heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
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
