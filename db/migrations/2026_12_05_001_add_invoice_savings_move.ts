import { type Kysely, sql } from 'kysely'
import { integersOrNull, integerType } from './portable.js'

/** 21 million BTC in sats: no amount is larger. */
const MAX_SAT = 2_100_000_000_000_000

/**
 * What a paid invoice's credit left in spending and what the child's spending limit
 * moved on to savings are told apart on the receipt ("5,000 sats to spending, 5,000 to
 * savings"). The move is booked with the credit; this keeps its amount on the invoice,
 * set in the same transaction, so a later read (a poll after the settling job credited
 * it) tells it too. Invoices paid before stay null: their receipt names the whole amount.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .alterTable('lightning_invoices')
    .addColumn('to_savings_sat', integer, (c) =>
      integersOrNull(db, c, sql`to_savings_sat between 0 and ${sql.lit(MAX_SAT)}`),
    )
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lightning_invoices').dropColumn('to_savings_sat').execute()
}
