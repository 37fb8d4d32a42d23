import { type Kysely, sql } from 'kysely'
import { integersOnly, integerType } from './portable.js'

/**
 * What several app instances on one database share instead of keeping it each in its own
 * memory (docs/architecture.md, "Several instances on one database"):
 *
 * - `job_leases`: a scheduled job's run for one period is taken by one instance, which
 *   holds it until `expires_at` (renewing it while it works) and marks it finished.
 * - `rate_counts`: the requests of one client to one rate-limited route in its current
 *   window, counted by every instance.
 * - `connection_test_places`: the public connection test's places (all visitors
 *   together, and each address's share), held by the tests under way.
 *
 * Integers are `bigint` on PostgreSQL, whose column type is then the check; SQLite gets
 * its typeof() checks. Range checks are on both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)

  await db.schema
    .createTable('job_leases')
    .addColumn('job', 'text', (c) => c.notNull().check(sql`length(job) between 1 and 100`))
    // The period the run is for (a job's schedule slot, or a day), as the job names it.
    .addColumn('period', 'text', (c) => c.notNull().check(sql`length(period) between 1 and 100`))
    // The instance holding it: a random id per process, written in its log lines.
    .addColumn('holder', 'text', (c) => c.notNull().check(sql`length(holder) between 1 and 100`))
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addPrimaryKeyConstraint('job_leases_pk', ['job', 'period'])
    .execute()
  // The purge removes finished runs by age.
  await db.schema
    .createIndex('job_leases_finished_at_idx')
    .on('job_leases')
    .column('finished_at')
    .execute()

  await db.schema
    .createTable('rate_counts')
    // The route ("POST /api/auth/verify") or another named limit.
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 200`))
    // Whom it counts: an address, or a member ("user:12").
    .addColumn('key', 'text', (c) => c.notNull().check(sql`length(key) between 1 and 200`))
    .addColumn('count', integer, (c) =>
      integersOnly(db, c.notNull(), sql`count between 1 and 1000000000`),
    )
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .addCheckConstraint('rate_counts_window_order', sql`window_started_at < window_ends_at`)
    .addPrimaryKeyConstraint('rate_counts_pk', ['name', 'key'])
    .execute()
  await db.schema
    .createIndex('rate_counts_window_ends_at_idx')
    .on('rate_counts')
    .column('window_ends_at')
    .execute()

  await db.schema
    .createTable('connection_test_places')
    // 'all' for the places of every visitor together, else the visitor's address.
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`length(scope) between 1 and 100`))
    .addColumn('place', integer, (c) => integersOnly(db, c.notNull(), sql`place between 0 and 999`))
    // The test's random id: its places are freed together when it ends.
    .addColumn('holder', 'text', (c) => c.notNull().check(sql`length(holder) between 1 and 100`))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('connection_test_places_pk', ['scope', 'place'])
    .execute()
  await db.schema
    .createIndex('connection_test_places_holder_idx')
    .on('connection_test_places')
    .column('holder')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('connection_test_places').execute()
  await db.schema.dropTable('rate_counts').execute()
  await db.schema.dropTable('job_leases').execute()
}
