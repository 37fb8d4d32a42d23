import { type Kysely, sql } from 'kysely'
import { integersOnly, integerType } from './portable.js'

/** 21 million BTC in sats: no amount is larger. */
const MAX_SAT = 2_100_000_000_000_000

/**
 * A Lightning payment's fee budget: the most its routing fee may cost. While the
 * payment is pending it holds its amount plus this budget of the child's spending, so
 * no other debit can leave the settlement short; on settlement the real fee is booked
 * and the rest of the hold is released. Payments recorded before this held only their
 * amount: 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .alterTable('lightning_payments')
    .addColumn('fee_budget_sat', integer, (c) =>
      integersOnly(
        db,
        c.notNull().defaultTo(0),
        sql`fee_budget_sat between 0 and ${sql.lit(MAX_SAT)}`,
      ),
    )
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lightning_payments').dropColumn('fee_budget_sat').execute()
}
