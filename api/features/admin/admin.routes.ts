import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorReplies } from '../../lib/schemas.js'
import {
  EngagementStatsReply,
  LoginStatsReply,
  RevenueStatsReply,
  UserStatsReply,
} from './admin.schemas.js'
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
  const options = <T>(reply: T) => ({
    config: { access: 'admin' as const },
    schema: { response: { 200: reply, ...errorReplies(401, 403) } },
  })
  app.get('/api/admin/user-stats', options(UserStatsReply), () =>
    getUserStats(app.db, app.config.billing, app.clock.now()),
  )
  app.get('/api/admin/revenue-stats', options(RevenueStatsReply), () =>
    getRevenueStats(app.db, app.config.billing, app.clock.now()),
  )
  app.get('/api/admin/login-stats', options(LoginStatsReply), () => getLoginStats(app.db))
  app.get('/api/admin/engagement-stats', options(EngagementStatsReply), () =>
    getEngagementStats(app.db),
  )
}
