import type { FastifyRequest } from 'fastify'
import { AppError } from '../errors.js'

/**
 * The rate limit of routes that cost the server much per call (an import reads up to
 * 100,000 rows), per signed-in user rather than per IP: a family behind one home
 * router shares an IP, and one member repeating such calls must not slow the instance
 * for every family. Counted before the handler, once the schema has accepted the
 * request: the work it bounds starts there, and a typo refused with a 400 does not
 * use up a member's calls.
 */
export const HEAVY_ROUTE_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    request.sessionUser ? `user:${request.sessionUser.id}` : request.ip,
}

/**
 * At most one run per key at a time (a family's import): a second caller gets a 429
 * saying why, instead of queueing more work behind the first. Per app instance, in
 * memory: a run ends with the request that started it.
 */
export function onePerKey(busyMessage: string) {
  const running = new Set<number>()
  return async function run<T>(key: number, work: () => Promise<T>): Promise<T> {
    if (running.has(key)) throw new AppError(429, 'rate-limited', busyMessage)
    running.add(key)
    try {
      return await work()
    } finally {
      running.delete(key)
    }
  }
}
