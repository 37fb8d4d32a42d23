import { type Kysely, sql } from 'kysely'
import { assignedId, integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  // One Lightning connection per family. The settings (connection string, macaroon,
  // password or token) are sealed with the server's secret key; only a display URL
  // without any credential is stored in clear. `revision` grows on every save, so a
  // provider built from an older save is known to be stale.
  await db.schema
    .createTable('lightning_connections')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().unique().references('families.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) =>
      c.notNull().check(sql`provider in ('nwc', 'lnd', 'phoenix', 'alby_hub')`),
    )
    .addColumn('sealed_config', 'text', (c) => c.notNull())
    .addColumn('display_url', 'text', (c) => c.notNull())
    .addColumn('hub_name', 'text')
    .addColumn('hub_region', 'text')
    .addColumn('revision', integer, (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  // Invoices the family's wallet made for a child. The payment hash is the key a
  // settlement is booked under: one credit per hash, ever.
  await db.schema
    .createTable('lightning_invoices')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) =>
      c.notNull().references('children.id').onDelete('cascade'),
    )
    .addColumn('payment_hash', 'text', (c) => c.notNull().unique())
    .addColumn('bolt11', 'text', (c) => c.notNull())
    .addColumn('amount_sat', integer, (c) => c.notNull().check(sql`amount_sat > 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'paid', 'expired')`),
    )
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    // When the settling job last asked the wallet: it asks the longest unasked first.
    .addColumn('checked_at', 'text')
    // The ledger row of the credit; set in the same transaction as state 'paid'.
    .addColumn('transaction_id', integer, (c) => c.references('transactions.id'))
    .execute()
  await db.schema
    .createIndex('lightning_invoices_family_id_state_idx')
    .on('lightning_invoices')
    .columns(['family_id', 'state'])
    .execute()
  await db.schema
    .createIndex('lightning_invoices_state_idx')
    .on('lightning_invoices')
    .column('state')
    .where(sql.ref('state'), '=', 'pending')
    .execute()

  // Payments made from a child's spending money. A pending payment holds its amount
  // against the child's spending until it is settled (by the wallet's answer or a
  // later lookup); only a succeeded one has a ledger row.
  await db.schema
    .createTable('lightning_payments')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) =>
      c.notNull().references('children.id').onDelete('cascade'),
    )
    .addColumn('payment_hash', 'text', (c) => c.notNull())
    .addColumn('bolt11', 'text', (c) => c.notNull())
    .addColumn('amount_sat', integer, (c) => c.notNull().check(sql`amount_sat > 0`))
    .addColumn('fee_sat', integer, (c) => c.check(sql`fee_sat >= 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'succeeded', 'failed')`),
    )
    .addColumn('failure', 'text')
    .addColumn('preimage', 'text')
    // Which save of the connection sent it: a lookup through a replaced connection
    // proves nothing about it.
    .addColumn('connection_revision', integer, (c) => c.notNull())
    // After this the wallet ignores the request (NIP-47 expiration): a lookup that
    // finds nothing then proves it was never taken.
    .addColumn('deadline_at', 'text', (c) => c.notNull())
    .addColumn('created_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('transaction_id', integer, (c) => c.references('transactions.id'))
    .execute()
  await db.schema
    .createIndex('lightning_payments_family_id_payment_hash_idx')
    .on('lightning_payments')
    .columns(['family_id', 'payment_hash'])
    .unique()
    .execute()
  await db.schema
    .createIndex('lightning_payments_child_id_state_idx')
    .on('lightning_payments')
    .columns(['child_id', 'state'])
    .execute()
  await db.schema
    .createIndex('lightning_payments_state_idx')
    .on('lightning_payments')
    .column('state')
    .where(sql.ref('state'), '=', 'pending')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lightning_payments').execute()
  await db.schema.dropTable('lightning_invoices').execute()
  await db.schema.dropTable('lightning_connections').execute()
}
