import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HealthReport } from './health.schemas.js'
import { checkHealth, reuseReport } from './health.service.js'

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const currentReport = reuseReport((now) =>
    checkHealth({
      db: app.db,
      startedAt: app.startedAt,
      now,
      requestMetrics: app.requestMetrics(),
      checks: app.serviceChecks,
    }),
  )
  app.get(
    '/health',
    { schema: { response: { 200: HealthReport, 503: HealthReport } } },
    async (_req, reply) => {
      const report = await currentReport(app.clock.now())
      // A load balancer or Docker HEALTHCHECK only reads the status code.
      return reply.status(report.status === 'unhealthy' ? 503 : 200).send(report)
    },
  )
}
