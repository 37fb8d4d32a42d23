import { type Kysely, sql } from 'kysely'
import { assignedId, integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  // The ledger is append-only: a row is never updated or deleted. Every cached
  // balance (children.savings_sat, children.spending_sat) is the sum of its rows.
  await db.schema
    .createTable('transactions')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) => c.references('children.id').onDelete('cascade'))
    .addColumn('account', 'text', (c) =>
      c.notNull().check(sql`account in ('savings', 'spending', 'goal')`),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount_sat', integer, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // Set for CSV imports: the wallet's own id for the payment, so a re-import skips it.
    .addColumn('import_key', 'text')
    .addColumn('created_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // An index on family_id is ordered by rowid within a family: exactly what
  // "latest rows first" (ORDER BY id DESC) walks. Likewise for child_id below.
  await db.schema
    .createIndex('transactions_family_id_idx')
    .on('transactions')
    .column('family_id')
    .execute()
  await db.schema
    .createIndex('transactions_child_id_idx')
    .on('transactions')
    .column('child_id')
    .execute()
  await db.schema
    .createIndex('transactions_child_id_import_key_idx')
    .on('transactions')
    .columns(['child_id', 'import_key'])
    .unique()
    .where(sql.ref('import_key'), 'is not', null)
    .execute()

  // One row per child and local calendar day: what makes allowance processing idempotent.
  await db.schema
    .createTable('allowance_runs')
    .addColumn('child_id', integer, (c) =>
      c.notNull().references('children.id').onDelete('cascade'),
    )
    .addColumn('run_date', 'text', (c) => c.notNull())
    .addColumn('amount_sat', integer, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('allowance_runs_pk', ['child_id', 'run_date'])
    .execute()

  await db.schema
    .createTable('withdrawal_requests')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) =>
      c.notNull().references('children.id').onDelete('cascade'),
    )
    .addColumn('amount_sat', integer, (c) => c.notNull().check(sql`amount_sat > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'denied')`),
    )
    .addColumn('decided_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('withdrawal_requests_family_id_status_idx')
    .on('withdrawal_requests')
    .columns(['family_id', 'status'])
    .execute()

  await db.schema
    .createTable('savings_transfers')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) =>
      c.notNull().references('children.id').onDelete('cascade'),
    )
    .addColumn('amount_sat', integer, (c) => c.notNull().check(sql`amount_sat > 0`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('payment_reference', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('decided_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('savings_transfers_family_id_status_idx')
    .on('savings_transfers')
    .columns(['family_id', 'status'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'savings_transfers',
    'withdrawal_requests',
    'allowance_runs',
    'transactions',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
