import type { Transaction } from 'kysely'
import type { Db } from './client.js'
import { dialectOf } from './dialect.js'
import { databaseErrorKind, isRetryableConflict } from './error-kinds.js'
import type { Database } from './schema.js'

/** Runs on PostgreSQL before a conflicting transaction is given up (then it is 'busy'). */
export const TRANSACTION_ATTEMPTS = 20
/** The first retry waits up to this long; each next one up to twice as long, capped below. */
const FIRST_BACKOFF_MS = 4
const MAX_BACKOFF_MS = 500

export interface TransactionOptions {
  /**
   * The work picks a new value for a unique column from what it read (the next free
   * index of a wallet's addresses). A transaction racing it on PostgreSQL may pick the
   * same value and commit first; this one's insert then fails as a unique violation,
   * not as a serialization failure, because PostgreSQL cannot see that the value came
   * from the read ("Serialization Failure Handling" in its manual advises running such
   * a transaction again). With this set, a unique violation is run again like a
   * serialization failure: the next run reads the other's row and picks another value.
   * Only for such work: a violation that is no race (a name already taken) would be
   * tried TRANSACTION_ATTEMPTS times before it is thrown. SQLite runs one writer at a
   * time, so there a unique violation is never a race and is thrown at once.
   */
  retryUniqueViolations?: boolean
}

/**
 * Runs `work` in one transaction and returns what it returns; any throw rolls it back.
 *
 * The code reads, checks and writes inside a transaction and relies on nothing changing
 * between the read and the write. SQLite gives that by running one writer at a time
 * (`begin immediate`, db/sqlite-driver.ts). PostgreSQL runs transactions side by side;
 * SERIALIZABLE makes the outcome that of some one-at-a-time order, by failing a
 * transaction whose reads another one changed (40001) so it can run again on what is
 * there now. This runs it again, after a random pause that grows with each try so two
 * transactions that collided do not collide again in step, up to TRANSACTION_ATTEMPTS
 * runs; the last failure is then thrown (its kind is 'busy': a 503, try again).
 *
 * So `work` may run more than once: it must do database work only, and anything it
 * decides must come from what it reads through `trx`. No network calls or mail inside.
 */
export async function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (dialectOf(db) === 'sqlite') return db.transaction().execute(work)
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work)
    } catch (error) {
      const retryable =
        isRetryableConflict(error) ||
        (options.retryUniqueViolations === true && databaseErrorKind(error) === 'unique-violation')
      if (!retryable || attempt >= TRANSACTION_ATTEMPTS) throw error
      await pause(backoffMs(attempt))
    }
  }
}

/** "Full jitter": anywhere between 0 and the attempt's ceiling, so retries spread out. */
function backoffMs(attempt: number): number {
  return Math.random() * Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (attempt - 1))
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
