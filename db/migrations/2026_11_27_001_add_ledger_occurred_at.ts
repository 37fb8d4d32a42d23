import { type Kysely, sql } from 'kysely'
import { withinTransaction } from './portable.js'

/**
 * A ledger row's two times: `created_at` is when the app recorded it (for audit),
 * `occurred_at` when the money really moved. They differ for imported wallet payments:
 * a payment made on 18 November and imported on the 25th happened on the 18th, and
 * activity lists sort by that. Every row so far happened when it was recorded.
 *
 * SQLite cannot add a NOT NULL column without a constant default, so the column is
 * nullable in SQL; the backfill fills every old row and every insert sets it.
 * The family and child indexes now carry the time, so "latest first" walks an index
 * in order (its rowid tail breaks ties, newest row first), as before by rowid alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withinTransaction(db, async (trx) => {
    await trx.schema.alterTable('transactions').addColumn('occurred_at', 'text').execute()
    await sql`update transactions set occurred_at = created_at`.execute(trx)
    await trx.schema.dropIndex('transactions_family_id_idx').execute()
    await trx.schema.dropIndex('transactions_child_id_idx').execute()
    await trx.schema
      .createIndex('transactions_family_id_occurred_at_idx')
      .on('transactions')
      .columns(['family_id', 'occurred_at'])
      .execute()
    await trx.schema
      .createIndex('transactions_child_id_occurred_at_idx')
      .on('transactions')
      .columns(['child_id', 'occurred_at'])
      .execute()
  })
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('transactions_child_id_occurred_at_idx').execute()
  await db.schema.dropIndex('transactions_family_id_occurred_at_idx').execute()
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
  await db.schema.alterTable('transactions').dropColumn('occurred_at').execute()
}
