import { type MigrationResultSet, Migrator } from 'kysely'
import type { Db } from './client.js'
import { migrations } from './migrations/index.js'

/**
 * Applies every migration not yet recorded in the database, in name order.
 * Throws with the failing migration's name so start-up stops instead of running on
 * a half-migrated file. On PostgreSQL Kysely runs them all in one transaction, under an
 * advisory lock: a failure leaves the database as it was, and instances starting
 * together migrate it once.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  })
  const result: MigrationResultSet = await migrator.migrateToLatest()
  const failed = result.results?.find((r) => r.status === 'Error')
  if (result.error || failed) {
    const name = failed ? ` (${failed.migrationName})` : ''
    const cause = result.error instanceof Error ? result.error.message : String(result.error)
    throw new Error(`Database migration failed${name}: ${cause}`)
  }
  return (result.results ?? []).map((r) => r.migrationName)
}
