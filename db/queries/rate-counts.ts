import type { Db } from '../client.js'

// Each write here is one statement on its own, never inside a transaction: the primary
// key's row lock orders instances asking at once (PostgreSQL at its default READ
// COMMITTED re-checks the conflict's WHERE against the row it waited for). Under
// SERIALIZABLE the loser of such a race would fail with a serialization error instead.

export interface CountedRequest {
  count: number
  /** When the window this request was counted in ends. */
  windowEndsAt: string
}

/**
 * Counts one request of `key` against the limit `name`, in one statement shared by
 * every instance: the first request starts a window of `windowMs`; later ones add to
 * it until it ends, and the next request after that starts a new one (the windows of
 * @fastify/rate-limit's own memory store, so the answers and their Retry-After are
 * the same). Returns the count including this request.
 */
export async function countRequest(
  db: Db,
  request: { name: string; key: string; now: Date; windowMs: number },
): Promise<CountedRequest> {
  const now = request.now.toISOString()
  const row = await db
    .insertInto('rate_counts')
    .values({
      name: request.name,
      key: request.key,
      count: 1,
      window_started_at: now,
      window_ends_at: new Date(request.now.getTime() + request.windowMs).toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['name', 'key']).doUpdateSet((eb) => {
        const ended = eb('rate_counts.window_ends_at', '<=', now)
        return {
          count: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('rate_counts.count', '+', 1))
            .end(),
          window_started_at: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.window_started_at'))
            .else(eb.ref('rate_counts.window_started_at'))
            .end(),
          window_ends_at: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.window_ends_at'))
            .else(eb.ref('rate_counts.window_ends_at'))
            .end(),
        }
      }),
    )
    .returning(['count', 'window_ends_at'])
    .executeTakeFirstOrThrow()
  return { count: row.count, windowEndsAt: row.window_ends_at }
}

/** Windows that ended before `before`: a request after them starts a new one anyway. */
export async function deleteRateCountsEndedBefore(db: Db, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('rate_counts')
    .where('window_ends_at', '<', before)
    .executeTakeFirst()
  return Number(numDeletedRows)
}
