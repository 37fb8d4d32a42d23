import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { ErrorReply } from '../lib/schemas.js'
import { readFamilySubscription, subscriptionLapsed } from '../lib/subscription.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes the family's money (balances, allowances, goals, requests):
     * with billing on, a family whose trial or subscription has ended gets 402 instead.
     * Reads, exports, sign-in and paying are never locked; nothing is ever deleted.
     */
    changesMoney?: boolean
  }
}

/**
 * The one place lapsing is enforced, declared per route (`config: { changesMoney: true }`)
 * next to its access rule. Runs after the access check, so the caller is known; with
 * billing off it costs nothing and locks nothing.
 */
export const subscriptionLockPlugin = fp(
  async (app: FastifyInstance) => {
    // The 402 answer is part of every such route's contract: declared here once.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.changesMoney) return
      const schema = route.schema ?? {}
      const response = (schema.response ?? {}) as Record<string, unknown>
      route.schema = { ...schema, response: { ...response, 402: ErrorReply } }
    })

    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.changesMoney || !app.config.billing.enabled) return
      const user = request.sessionUser
      // A money-changing route is never public: the access hook has set the caller.
      if (!user) return
      const subscription = await readFamilySubscription(
        app.db,
        app.config.billing,
        user.familyId,
        app.clock.now(),
      )
      if (!subscription.isActive) throw subscriptionLapsed(subscription)
    })
  },
  { name: 'subscription-lock', dependencies: ['access'] },
)
