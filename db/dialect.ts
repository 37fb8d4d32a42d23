import { type DialectAdapter, PostgresAdapter } from 'kysely'

/** The two engines the app runs on: SQLite for a family's own server, PostgreSQL for hosting. */
export type DialectName = 'sqlite' | 'postgres'

/**
 * Which engine a Kysely instance (of any schema) talks to, read from the adapter Kysely was built with, so a
 * migration or a query holding only the instance (or a transaction of it) can take the
 * engine's own path where the two differ.
 */
export function dialectOf(db: {
  getExecutor(): { readonly adapter: DialectAdapter }
}): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
