import { type Kysely, sql } from 'kysely'
import { assignedId, integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  // A family's paid time and its referral code. The trial end stays on the parent's
  // users row, where sign-up sets it; no row here means never paid, no code yet.
  await db.schema
    .createTable('billing_accounts')
    .addColumn('family_id', integer, (c) =>
      c.primaryKey().references('families.id').onDelete('cascade'),
    )
    .addColumn('paid_until', 'text')
    .addColumn('referral_code', 'text', (c) => c.unique())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  // Invoices the operator's wallet made for a family. A paid one is a payment and stays
  // (revenue figures read them); an unpaid one is dropped once it has expired.
  await db.schema
    .createTable('subscription_invoices')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('created_by', integer, (c) => c.references('users.id').onDelete('set null'))
    // Unique: a payment hash is paid once, so it can extend a subscription only once.
    .addColumn('payment_hash', 'text', (c) => c.notNull().unique())
    .addColumn('bolt11', 'text', (c) => c.notNull())
    .addColumn('amount_sat', integer, (c) => c.notNull().check(sql`amount_sat > 0`))
    .addColumn('months', integer, (c) => c.notNull().check(sql`months in (1, 12)`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('referrer_family_id', integer, (c) =>
      c.references('families.id').onDelete('set null'),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute()
  await db.schema
    .createIndex('subscription_invoices_family_id_idx')
    .on('subscription_invoices')
    .column('family_id')
    .execute()
  // The settlement job walks pending invoices; revenue reads paid ones by settle time.
  await db.schema
    .createIndex('subscription_invoices_status_settled_at_idx')
    .on('subscription_invoices')
    .columns(['status', 'settled_at'])
    .execute()

  // One row per referred family: the primary key is what keeps a referral from
  // rewarding the same family twice.
  await db.schema
    .createTable('referral_rewards')
    .addColumn('referred_family_id', integer, (c) =>
      c.primaryKey().references('families.id').onDelete('cascade'),
    )
    .addColumn('referrer_family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('payment_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('referral_rewards_not_self', sql`referred_family_id <> referrer_family_id`)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('referral_rewards').execute()
  await db.schema.dropTable('subscription_invoices').execute()
  await db.schema.dropTable('billing_accounts').execute()
}
