import { type Kysely, sql } from 'kysely'
import { integerType, withinTransaction } from './portable.js'

/**
 * An allocation's contributed amount summed its ledger rows, and nothing indexed
 * transactions.allocation_id, so every read of the active allocations walked the
 * whole ledger of every family (70 ms at a million rows). The amount is now a
 * running total on the allocation, moved in the same transaction as the ledger rows
 * (api/lib/ledger.ts) and backfilled here, so reading it no longer grows with a
 * goal's history. The index serves the backfill and any check of a total against
 * the ledger; it is partial because most ledger rows have no allocation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await withinTransaction(db, async (trx) => {
    await trx.schema
      .createIndex('transactions_allocation_id_idx')
      .on('transactions')
      .column('allocation_id')
      .where(sql.ref('allocation_id'), 'is not', null)
      .execute()
    // Cached: always the sum of the allocation's 'goal' ledger rows.
    await trx.schema
      .alterTable('goal_allocations')
      .addColumn('contributed_sat', integer, (c) => c.notNull().defaultTo(0))
      .execute()
    await sql`update goal_allocations
      set contributed_sat = coalesce((
        select sum(t.amount_sat) from transactions t
        where t.allocation_id = goal_allocations.id and t.account = 'goal'
      ), 0)`.execute(trx)
  })
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goal_allocations').dropColumn('contributed_sat').execute()
  await db.schema.dropIndex('transactions_allocation_id_idx').execute()
}
