import { type Kysely, sql } from 'kysely'
import { integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  // One row per family once the parent saved the Balance Sync tab; no row means the
  // defaults (weekly, no e-mails). last_reminder_period is the period the reminder
  // job last mailed, claimed with a conditional update so it never mails twice.
  await db.schema
    .createTable('sync_preferences')
    .addColumn('family_id', integer, (c) =>
      c.primaryKey().references('families.id').onDelete('cascade'),
    )
    .addColumn('sync_frequency', 'text', (c) =>
      c.notNull().check(sql`sync_frequency in ('daily', 'every3days', 'weekly', 'manual')`),
    )
    .addColumn('email_reminders', integer, (c) => c.notNull().check(sql`email_reminders in (0, 1)`))
    .addColumn('spending_alerts', integer, (c) => c.notNull().check(sql`spending_alerts in (0, 1)`))
    .addColumn('last_reminder_period', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sync_preferences').execute()
}
