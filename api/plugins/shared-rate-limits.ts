import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.js'
import { countRequest } from '../../db/queries/rate-counts.js'
import { insertSecurityEvent } from '../../db/queries/security-events.js'
import { urlForLog } from '../lib/url-for-log.js'

/** What @fastify/rate-limit hands the store and `child` (its types name it otherwise). */
interface LimitOptions {
  routeInfo?: { method?: string | string[]; url?: string }
  continueExceeding?: boolean
  exponentialBackoff?: boolean
}

/** The memory store's longer windows after a refusal are not counted here: refused, not ignored. */
function refuseUnsupported(options: LimitOptions): void {
  if (options.continueExceeding || options.exponentialBackoff) {
    throw new Error('The database rate-limit store counts plain windows only')
  }
}

/**
 * @fastify/rate-limit's store, counting in the database (`rate_counts`) instead of each
 * process's memory, so several instances on one database share every limit: N requests
 * on one and M on another reach the limit at N + M. Each route with its own limit counts
 * under its method and path, as the library's stores do. The windows are the memory
 * store's (they start at a client's first request), so the 429 answers and their
 * Retry-After are the same. One statement per request; on SQLite it is a write, so it
 * also ends what db/cache-until-write.ts kept.
 */
export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    readonly #name: string

    constructor(options: object, name = 'all routes') {
      refuseUnsupported(options)
      this.#name = name
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now()
      countRequest(db, { name: this.#name, key, now: at, windowMs: timeWindow }).then(
        ({ count, windowEndsAt }) =>
          callback(null, { current: count, ttl: Date.parse(windowEndsAt) - at.getTime() }),
        (error: Error) => callback(error),
      )
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as LimitOptions
      const method = [routeInfo?.method ?? ''].flat().join(',')
      return new DatabaseStore(routeOptions, `${method} ${routeInfo?.url ?? ''}`)
    }
  }
  return DatabaseStore
}

/** The count (rate_counts) of a client's refusals to record, one a minute. */
export const REFUSALS_TO_RECORD = 'rate-limited security event'

/**
 * @fastify/rate-limit's `onExceeded`: the first refused request of a client in a minute
 * becomes a `rate-limited` security event. One row per client and minute is evidence
 * enough; one per refused request would let a flood fill the database. The minute is
 * counted in the database too, so a second instance does not write its own row.
 */
export function recordFirstRefusal(db: Db, now: () => Date) {
  return (request: FastifyRequest, key: string): void => {
    const at = now()
    countRequest(db, { name: REFUSALS_TO_RECORD, key, now: at, windowMs: 60_000 })
      .then(({ count }) => {
        if (count > 1) return
        return insertSecurityEvent(db, {
          type: 'rate-limited',
          ip: request.ip,
          detail: `${request.method} ${urlForLog(request)}`,
          createdAt: at.toISOString(),
        })
      })
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'recording a security event failed'),
      )
  }
}
