import { dropDatabasesStartingWith } from './postgres-test-database.js'

/**
 * Vitest's global setup for the "postgres" project (vitest.config.ts): names the run's
 * template database before any worker starts, so every worker copies the same one
 * (db/test-database.ts), and drops it with every copy left once the run ends. Names
 * start with TEST_DATABASE_PREFIX (default "test") on a server others use too.
 */
export default function setup(): () => Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    throw new Error(
      'The postgres project needs TEST_DATABASE_URL, a PostgreSQL admin URL (npm test starts a throw-away server: scripts/postgres-for-tests.sh)',
    )
  }
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'test'
  const template = `${prefix}_${Date.now().toString(36)}_${process.pid}`
  // Workers start after this and inherit the environment.
  process.env.TEST_DATABASE_TEMPLATE = template
  return () => dropDatabasesStartingWith(adminUrl, template)
}
