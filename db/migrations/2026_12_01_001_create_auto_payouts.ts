import { type Kysely, sql } from 'kysely'
import { assignedId, integersOnly, integersOrNull, integerType } from './portable.js'

/** 21 million BTC in sats: no limit or amount is larger. */
const MAX_SAT = 2_100_000_000_000_000

/**
 * Automatic payouts after the weekly allowance. Written after the numeric-columns
 * migration, which rebuilt only the tables that existed then: these carry their own
 * integer checks, in the same form (typeof("column")).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  // The parent's choice per child; no row means off. A limit stays saved while off.
  await db.schema
    .createTable('auto_payout_settings')
    .addColumn('child_id', integer, (c) =>
      c.primaryKey().references('children.id').onDelete('cascade'),
    )
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.notNull().references('families.id').onDelete('cascade')),
    )
    .addColumn('is_enabled', integer, (c) =>
      integersOnly(db, c.notNull(), sql`is_enabled in (0, 1)`),
    )
    .addColumn('weekly_limit_sat', integer, (c) =>
      integersOrNull(db, c, sql`weekly_limit_sat between 1 and ${sql.lit(MAX_SAT)}`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'auto_payout_settings_limit_when_on',
      sql`is_enabled = 0 or weekly_limit_sat is not null`,
    )
    .execute()

  // One row per allowance credit (child and run date) that automatic payout acted on,
  // inserted before any network call: the unique key is what keeps a second pass, a
  // restart or a second instance from paying the same allowance out twice. Once the
  // invoice is checked its payment hash is recorded; from then on the outcome is the
  // Lightning payment's (lightning_payments, settled by the settling job).
  await db.schema
    .createTable('auto_payouts')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.notNull().references('families.id').onDelete('cascade')),
    )
    .addColumn('child_id', integer, (c) =>
      integersOnly(db, c.notNull().references('children.id').onDelete('cascade')),
    )
    .addColumn('run_date', 'text', (c) => c.notNull())
    // Monday of run_date's week: the weekly limit counts the payouts of one such week.
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('amount_sat', integer, (c) =>
      integersOnly(db, c.notNull(), sql`amount_sat between 0 and ${sql.lit(MAX_SAT)}`),
    )
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('claimed', 'paying', 'failed', 'skipped')`),
    )
    .addColumn('payment_hash', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('auto_payouts_child_run_unique', ['child_id', 'run_date'])
    // Only a credited allowance is paid out.
    .addForeignKeyConstraint(
      'auto_payouts_allowance_run_fk',
      ['child_id', 'run_date'],
      'allowance_runs',
      ['child_id', 'run_date'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute()
  await db.schema
    .createIndex('auto_payouts_child_week_idx')
    .on('auto_payouts')
    .columns(['child_id', 'week_start'])
    .execute()
  // The settling job finds the automatic payout of a payment that failed late.
  await db.schema
    .createIndex('auto_payouts_family_id_payment_hash_idx')
    .on('auto_payouts')
    .columns(['family_id', 'payment_hash'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auto_payouts').execute()
  await db.schema.dropTable('auto_payout_settings').execute()
}
