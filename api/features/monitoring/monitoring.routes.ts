import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { monitoringApi } from './monitoring.schemas.js'
import { getSecurityStats, securityWindowStart } from './monitoring.service.js'

const SERVICE_CHANGES_SHOWN = 10

/**
 * The operator's monitoring calls (spec 2, "Admin and monitoring"): outside /api, as the
 * spec's browser calls them, and for administrators only.
 */
export const monitoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' as const }
  let monitorSince = app.clock.now()
  // Security figures come from the database; a reset moves the start of their window.
  let securityResetAt: Date | undefined

  app.get(
    '/admin/monitoring/stats',
    { config: admin, schema: monitoringApi['GET /admin/monitoring/stats'] },
    async () => ({
      performance: app.monitor.performance(),
      slowQueries: app.monitor.slowQueries(),
      errors: app.monitor.errors(),
      jobFailures: app.monitor.jobFailures(),
      serviceChanges: app.serviceProbe.changes().slice(0, SERVICE_CHANGES_SHOWN),
      books: app.booksCheck.status(),
      since: monitorSince.toISOString(),
    }),
  )

  app.post(
    '/admin/monitoring/reset',
    { config: admin, schema: monitoringApi['POST /admin/monitoring/reset'] },
    async () => {
      app.monitor.reset()
      monitorSince = app.clock.now()
      return { success: true, since: monitorSince.toISOString() }
    },
  )

  app.get(
    '/admin/security/stats',
    { config: admin, schema: monitoringApi['GET /admin/security/stats'] },
    () => getSecurityStats(app.db, securityWindowStart(app.clock.now(), securityResetAt)),
  )

  app.post(
    '/admin/security/reset',
    { config: admin, schema: monitoringApi['POST /admin/security/reset'] },
    async () => {
      securityResetAt = app.clock.now()
      return { success: true, since: securityResetAt.toISOString() }
    },
  )
}
