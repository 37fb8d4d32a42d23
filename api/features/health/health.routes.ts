import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HealthReport } from './health.schemas.js'
import { checkHealth } from './health.service.js'

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthReport, 503: HealthReport } } },
    async (_req, reply) => {
      const report = await checkHealth({
        db: app.db,
        startedAt: app.startedAt,
        now: app.clock.now(),
        requestMetrics: app.requestMetrics(),
        checks: app.serviceChecks,
      })
      // A load balancer or Docker HEALTHCHECK only reads the status code.
      return reply.status(report.status === 'unhealthy' ? 503 : 200).send(report)
    },
  )
}
