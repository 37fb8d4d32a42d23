import type {
  FastifyInstance,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { CacheUntilWrite } from '../../db/cache-until-write.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer depends only on the database, the caller and the URL (never on
     * the clock or another service): it may be answered from what it answered before, as
     * long as nothing in the database has changed since. For the reads every dashboard
     * polls; see db/cache-until-write.ts.
     */
    cachedUntilWrite?: boolean
  }
}

/** Answers kept: one per signed-in user and URL, emptied by any write. */
const KEPT_ANSWERS = 10_000

/** The key and data version of a read whose answer is to be kept once serialized. */
const pendingReads = new WeakMap<FastifyRequest, { key: string; version: string | undefined }>()

/**
 * Serves the routes declared `cachedUntilWrite` from their last serialized answer to the
 * same user for the same URL while the database is unchanged. Runs as a preHandler:
 * access, the subscription lock and input validation have already run for this request.
 * Keyed by user, not family: no answer can ever reach another account, let alone
 * another family.
 */
export const cachedReadsPlugin = fp(
  async (app: FastifyInstance) => {
    const answers = new CacheUntilWrite<string>(app.db, KEPT_ANSWERS)

    const answerFromCache: preHandlerAsyncHookHandler = async (request, reply) => {
      const user = request.sessionUser
      if (!user) return
      const key = `${user.id} ${request.url}`
      const { value, version } = answers.look(key)
      if (value === undefined) {
        pendingReads.set(request, { key, version })
        return
      }
      return reply.type('application/json; charset=utf-8').send(value)
    }

    const keepAnswer: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
      const pending = pendingReads.get(request)
      if (pending && reply.statusCode === 200 && typeof payload === 'string') {
        answers.keep(pending.key, payload, pending.version)
      }
      return payload
    }

    // Only on the routes that declare it: the others pay nothing for the cache.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.cachedUntilWrite) return
      route.preHandler = [...asArray(route.preHandler), answerFromCache]
      route.onSend = [...asArray(route.onSend), keepAnswer]
    })
  },
  { name: 'cached-reads', dependencies: ['access'] },
)

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}
