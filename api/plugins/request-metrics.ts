import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** How many recent requests the rolling figures cover. */
const WINDOW = 1000

export interface RequestMetrics {
  totalRequests: number
  /** Mean of the recent window, in milliseconds. */
  avgResponseTimeMs: number
  /** Share of 5xx answers in the recent window, 0..1. */
  errorRate: number
}

declare module 'fastify' {
  interface FastifyInstance {
    requestMetrics(): RequestMetrics
  }
}

/**
 * Measures real requests as they finish, in a fixed ring buffer, so /health reports
 * what users experience without keeping an unbounded history in memory.
 */
export const requestMetricsPlugin = fp(
  async (app: FastifyInstance) => {
    const durations = new Float64Array(WINDOW)
    const failed = new Uint8Array(WINDOW)
    let total = 0

    app.addHook('onResponse', async (_request, reply) => {
      const slot = total % WINDOW
      durations[slot] = reply.elapsedTime
      failed[slot] = reply.statusCode >= 500 ? 1 : 0
      total += 1
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
  },
  { name: 'request-metrics' },
)
