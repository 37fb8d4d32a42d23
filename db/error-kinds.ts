/**
 * What went wrong in the database, the same on both engines, for the code that turns a
 * refused write into an answer (a 409, a 400, a 503) without knowing which engine said it.
 *
 * - unique-violation: another row holds the value of a unique column.
 * - check-violation: a value a CHECK or the column's type refuses (a balance below zero,
 *   a number that is no integer or out of range).
 * - busy: the write could not get its turn. On SQLite another connection held the lock
 *   past the busy timeout; on PostgreSQL a serializable transaction kept conflicting
 *   with others and inTransaction (db/transaction.ts) ran out of retries.
 */
export type DatabaseErrorKind = 'unique-violation' | 'check-violation' | 'busy'

/**
 * SQLite's codes come from better-sqlite3 (`SQLITE_...`, extended codes included);
 * PostgreSQL's are SQLSTATEs from pg (https://www.postgresql.org/docs/current/errcodes-appendix.html).
 */
const KIND_OF_CODE: ReadonlyMap<string, DatabaseErrorKind> = new Map([
  ['SQLITE_CONSTRAINT_UNIQUE', 'unique-violation'],
  ['SQLITE_CONSTRAINT_PRIMARYKEY', 'unique-violation'],
  ['23505', 'unique-violation'], // unique_violation
  ['SQLITE_CONSTRAINT_CHECK', 'check-violation'],
  ['SQLITE_MISMATCH', 'check-violation'],
  ['23514', 'check-violation'], // check_violation
  ['22P02', 'check-violation'], // invalid_text_representation: 1.5 into a bigint
  ['22003', 'check-violation'], // numeric_value_out_of_range: past bigint
  ['40001', 'busy'], // serialization_failure
  ['40P01', 'busy'], // deadlock_detected
])

/** The kind of a database error, or undefined for any other error (or none from a database). */
export function databaseErrorKind(error: unknown): DatabaseErrorKind | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code
  if (typeof code !== 'string') return undefined
  // SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_TIMEOUT, SQLITE_LOCKED_SHAREDCACHE...
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return 'busy'
  return KIND_OF_CODE.get(code)
}

/**
 * A PostgreSQL transaction that may succeed if run again from the start: it lost a
 * serialization conflict (40001) or a deadlock (40P01) to another transaction.
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code
  return code === '40001' || code === '40P01'
}
