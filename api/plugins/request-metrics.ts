import { STATUS_CODES } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { observeQueries } from '../../db/client.js'
import { AppError } from '../errors.js'
import {
  type ErrorFigures,
  type JobFailureFigures,
  JobFailureStats,
  type PerformanceFigures,
  RequestStats,
  type SlowQueryFigures,
  SlowQueryStats,
} from '../lib/monitoring-stats.js'

/** How many recent requests the rolling figures of /health cover. */
const WINDOW = 1000
/** Longest error text kept for the Errors tab. */
const ERROR_TEXT_CHARS = 200

export interface RequestMetrics {
  totalRequests: number
  /** Mean of the recent window, in milliseconds. */
  avgResponseTimeMs: number
  /** Share of 5xx answers in the recent window, 0..1. */
  errorRate: number
}

/** The monitoring screen's figures since the last reset (GET /admin/monitoring/stats). */
export interface ServerMonitor {
  performance(): PerformanceFigures
  slowQueries(): SlowQueryFigures
  errors(): ErrorFigures
  jobFailures(): JobFailureFigures
  /** A scheduled job's run failed (the jobs plugin logged it already). */
  recordJobFailure(job: string, error: unknown): void
  reset(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    requestMetrics(): RequestMetrics
    monitor: ServerMonitor
  }
}

/**
 * Measures real requests as they finish and database statements as they run (through
 * Kysely's log hook), in fixed-size structures, so /health and the monitoring screen
 * report what users experience without an unbounded history in memory. An error is
 * an answer of 500 or above (a failure of the server, not of the request).
 */
export const requestMetricsPlugin = fp(
  async (app: FastifyInstance) => {
    const durations = new Float64Array(WINDOW)
    const failed = new Uint8Array(WINDOW)
    let total = 0
    const requests = new RequestStats()
    const queries = new SlowQueryStats()
    const jobFailures = new JobFailureStats()
    const thrown = new WeakMap<FastifyRequest, Error>()

    const stopObserving = observeQueries(app.db, (timing) => queries.recordQuery(timing.durationMs))
    app.addHook('onClose', async () => stopObserving())

    app.addHook('onError', async (request, _reply, error) => {
      thrown.set(request, error)
    })

    app.addHook('onResponse', async (request, reply) => {
      const slot = total % WINDOW
      const isServerError = reply.statusCode >= 500
      durations[slot] = reply.elapsedTime
      failed[slot] = isServerError ? 1 : 0
      total += 1
      requests.recordRequest(reply.elapsedTime)
      if (!isServerError) return
      const error = thrown.get(request)
      requests.recordError(errorType(error, reply.statusCode), {
        method: request.method,
        path: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
        error: (error?.message ?? STATUS_CODES[reply.statusCode] ?? 'Server error').slice(
          0,
          ERROR_TEXT_CHARS,
        ),
        timestamp: app.clock.now().toISOString(),
      })
    })

    app.decorate('requestMetrics', (): RequestMetrics => {
      const count = Math.min(total, WINDOW)
      let sum = 0
      let errors = 0
      for (let i = 0; i < count; i++) {
        sum += durations[i] ?? 0
        errors += failed[i] ?? 0
      }
      return {
        totalRequests: total,
        avgResponseTimeMs: count ? Math.round((sum / count) * 100) / 100 : 0,
        errorRate: count ? errors / count : 0,
      }
    })

    app.decorate('monitor', {
      performance: () => requests.performance(),
      slowQueries: () => queries.figures(),
      errors: () => requests.errors(),
      jobFailures: () => jobFailures.figures(),
      recordJobFailure(job, error) {
        jobFailures.record({
          job,
          error: (error instanceof Error ? error.message : String(error)).slice(
            0,
            ERROR_TEXT_CHARS,
          ),
          timestamp: app.clock.now().toISOString(),
        })
      },
      reset() {
        requests.reset()
        queries.reset()
        jobFailures.reset()
        durations.fill(0)
        failed.fill(0)
        total = 0
      },
    } satisfies ServerMonitor)
  },
  { name: 'request-metrics' },
)

/** The app's error code, else the error's class name (TypeError, SqliteError), else the status. */
function errorType(error: Error | undefined, status: number): string {
  if (error instanceof AppError) return error.code
  if (error && error.name !== 'Error') return error.name
  return error ? 'internal-error' : `http-${status}`
}
