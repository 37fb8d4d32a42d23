import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { insertSecurityEvent } from '../../db/queries/security-events.js'
import { type Access, ROLES_WITH_ACCESS } from '../contracts/access.js'
import { forbidden, unauthenticated } from '../errors.js'
import { isInstanceAdmin } from '../lib/admins.js'
import { createSessionResolver, SESSION_COOKIE, type SessionUser } from '../lib/sessions.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    /** The signed-in caller on every non-public route; null on public ones. */
    sessionUser: SessionUser | null
  }
}

/**
 * Checks each route's declared access (`config: { access }`; api/contracts/access.ts
 * says what each level means). API routes that declare nothing are `member`: forgetting
 * the option can only make a route stricter, never public.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('sessionUser', null)
    const resolveSession = createSessionResolver(app.db)

    // onRequest, before the body is read: a stranger's 40 MB upload is refused unread.
    app.addHook('onRequest', async (request) => {
      if (request.is404) return
      // Judged by the route's pattern, not the URL: the static files' catch-all
      // also matches unknown /api paths, which must reach the JSON 404.
      const access =
        request.routeOptions.config.access ??
        (request.routeOptions.url?.startsWith('/api/') ? 'member' : 'public')
      // Public routes (static files, /health) never need the caller: no session lookup
      // for every asset a signed-in browser loads.
      if (access === 'public') return
      const token = request.cookies[SESSION_COOKIE]
      const user = token ? await resolveSession(token, app.clock.now()) : null
      if (!user) throw unauthenticated()
      request.sessionUser = user
      const isAllowed =
        access === 'admin'
          ? isInstanceAdmin(app.config, user)
          : ROLES_WITH_ACCESS[access].has(user.role)
      if (!isAllowed) {
        await recordDenied(app, request, user)
        throw forbidden()
      }
    })
  },
  { name: 'access', dependencies: ['@fastify/cookie'] },
)

async function recordDenied(app: FastifyInstance, request: FastifyRequest, user: SessionUser) {
  await insertSecurityEvent(app.db, {
    type: 'access-denied',
    ip: request.ip,
    email: user.email,
    userId: user.id,
    detail: `${request.method} ${request.routeOptions.url}`,
    createdAt: app.clock.now().toISOString(),
  })
}

/** The caller of a non-public route: the preHandler above guarantees it is set. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthenticated()
  return request.sessionUser
}
