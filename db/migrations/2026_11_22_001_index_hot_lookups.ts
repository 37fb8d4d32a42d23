import { type Kysely, sql } from 'kysely'

/**
 * Lookups that used to read every family's rows:
 * - an allocation's contributed amount summed its ledger rows, and nothing indexed
 *   transactions.allocation_id, so each read walked the whole ledger (70 ms at a
 *   million rows). It is now kept as a running total on the allocation, moved in the
 *   same transaction as the ledger rows (api/lib/ledger.ts), and backfilled here;
 *   the index serves the backfill and any check of the total against the ledger.
 * - the session lookup finds a child's own record by children.user_id on every
 *   request a signed-in child makes.
 * Both indexes are partial: most rows have no allocation and no sign-in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createIndex('transactions_allocation_id_idx')
      .on('transactions')
      .column('allocation_id')
      .where(sql.ref('allocation_id'), 'is not', null)
      .execute()
    await trx.schema
      .createIndex('children_user_id_idx')
      .on('children')
      .column('user_id')
      .where(sql.ref('user_id'), 'is not', null)
      .execute()
    // Cached: always the sum of the allocation's 'goal' ledger rows.
    await trx.schema
      .alterTable('goal_allocations')
      .addColumn('contributed_sat', 'integer', (c) => c.notNull().defaultTo(0))
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
  await db.schema.dropIndex('children_user_id_idx').execute()
  await db.schema.dropIndex('transactions_allocation_id_idx').execute()
}
