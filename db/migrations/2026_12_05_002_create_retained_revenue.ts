import { type Kysely, sql } from 'kysely'
import { assignedId, integersOnly, integerType } from './portable.js'

/** 21 million BTC in sats: no amount is larger. */
const MAX_SAT = 2_100_000_000_000_000

/**
 * What a deleted family paid the operator, without anything naming it: the amount and
 * when it was paid. Deleting a family removes its subscription invoices with the rest
 * of its data; its payments stay in the operator's revenue figures through these rows
 * (docs/data-retention.md). Written by the deletion only, never changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .createTable('retained_revenue')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('amount_sat', integer, (c) =>
      integersOnly(db, c.notNull(), sql`amount_sat between 1 and ${sql.lit(MAX_SAT)}`),
    )
    .addColumn('settled_at', 'text', (c) => c.notNull())
    .execute()
  // Revenue reads paid amounts by settle time, like subscription_invoices' own index.
  await db.schema
    .createIndex('retained_revenue_settled_at_idx')
    .on('retained_revenue')
    .column('settled_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('retained_revenue').execute()
}
