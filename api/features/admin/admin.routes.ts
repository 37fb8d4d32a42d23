import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminApi } from './admin.schemas.js'
import {
  getEngagementStats,
  getLoginStats,
  getRevenueStats,
  getUserStats,
} from './admin.service.js'

/**
 * The admin dashboard's figures (spec 2, "Admin and monitoring"): counts over the whole
 * instance for its operator, never a family's balances. Administrators only.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'admin' as const }
  app.get('/api/admin/user-stats', { config, schema: adminApi['GET /api/admin/user-stats'] }, () =>
    getUserStats(app.db, app.config.billing, app.clock.now()),
  )
  app.get(
    '/api/admin/revenue-stats',
    { config, schema: adminApi['GET /api/admin/revenue-stats'] },
    () => getRevenueStats(app.db, app.config.billing, app.clock.now()),
  )
  app.get(
    '/api/admin/login-stats',
    { config, schema: adminApi['GET /api/admin/login-stats'] },
    () => getLoginStats(app.db),
  )
  app.get(
    '/api/admin/engagement-stats',
    { config, schema: adminApi['GET /api/admin/engagement-stats'] },
    () => getEngagementStats(app.db),
  )
}
