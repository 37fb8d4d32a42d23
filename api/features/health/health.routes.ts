import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BooksCheck } from './books-check.js'
import { healthApi } from './health.schemas.js'
import { buildHealthReport, probeServices, reuseReport } from './health.service.js'
import { pressureAlerts, processPressure } from './process-pressure.js'
import { ServiceProbe } from './service-probe.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' latest check, their history and state changes (health-check job). */
    serviceProbe: ServiceProbe
    /** Balances against the ledger, wallets against the books (health-check job). */
    booksCheck: BooksCheck
  }
}

/**
 * GET /health, answered from the latest service check (the health-check job keeps it
 * fresh; without jobs a poll checks at most every two minutes) plus the live request
 * figures, rebuilt at most once a second.
 */
export const healthRoutes = fp(
  async (app: FastifyInstance) => {
    const pressure = processPressure()
    app.addHook('onClose', async () => pressure.stop())
    const probe = new ServiceProbe(
      async (now) => ({
        services: await probeServices(app.db, app.serviceChecks, now),
        pressureAlerts: pressureAlerts(pressure.sample()),
      }),
      (change) => {
        const level =
          change.severity === 'critical' ? 'error' : change.severity === 'warning' ? 'warn' : 'info'
        app.log[level](
          { service: change.component, from: change.from, to: change.to },
          change.message,
        )
      },
    )
    app.decorate('serviceProbe', probe)
    app.decorate(
      'booksCheck',
      new BooksCheck({
        db: app.db,
        reconcile: (familyId, now) => app.reconcileWallet(familyId, now),
        log: app.log,
      }),
    )

    const currentReport = reuseReport(async (now) => {
      const check = await probe.latest(now)
      return buildHealthReport({
        services: check.services,
        pressureAlerts: check.pressureAlerts,
        startedAt: app.startedAt,
        now,
        requestMetrics: app.requestMetrics(),
      })
    })
    app.get('/health', { schema: healthApi['GET /health'] }, async (_req, reply) => {
      const report = await currentReport(app.clock.now())
      // A load balancer or Docker HEALTHCHECK only reads the status code.
      return reply.status(report.status === 'unhealthy' ? 503 : 200).send(report)
    })
  },
  { name: 'health' },
)
