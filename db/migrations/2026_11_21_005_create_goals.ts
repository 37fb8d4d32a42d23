import { type Kysely, sql } from 'kysely'
import { assignedId, integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .createTable('family_goals')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('created_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator_type', 'text', (c) =>
      c.notNull().check(sql`creator_type in ('parent', 'child')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('target_sat', integer, (c) => c.notNull().check(sql`target_sat > 0`))
    // Cached: always the sum of the goal's ledger rows.
    .addColumn('current_sat', integer, (c) =>
      c.notNull().defaultTo(0).check(sql`current_sat between 0 and 2100000000000000`),
    )
    .addColumn('target_date', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    // Deleted goals stay for the ledger rows that name them.
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('family_goals_family_id_idx')
    .on('family_goals')
    .column('family_id')
    .execute()

  // A parent's allocation is active at once; a child's is pending until decided.
  await db.schema
    .createTable('goal_allocations')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('goal_id', integer, (c) =>
      c.notNull().references('family_goals.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) => c.references('children.id').onDelete('cascade'))
    .addColumn('requested_by', integer, (c) => c.references('users.id').onDelete('set null'))
    // Tenths of a percent: one decimal, kept as an integer.
    .addColumn('percentage_tenths', integer, (c) =>
      c.notNull().check(sql`percentage_tenths between 1 and 1000`),
    )
    .addColumn('apply_to', 'text', (c) =>
      c.notNull().check(sql`apply_to in ('new_contributions', 'entire_savings')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'active', 'denied', 'ended')`),
    )
    .addColumn('request_note', 'text')
    .addColumn('denial_reason', 'text')
    .addColumn('decided_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('goal_allocations_family_id_status_idx')
    .on('goal_allocations')
    .columns(['family_id', 'status'])
    .execute()
  await db.schema
    .createIndex('goal_allocations_child_id_idx')
    .on('goal_allocations')
    .column('child_id')
    .execute()

  // Goal money moves through the same ledger: rows on account 'goal' name their goal,
  // and rows an allocation caused name it too (its contributed amount).
  await db.schema
    .alterTable('transactions')
    .addColumn('goal_id', integer, (c) => c.references('family_goals.id'))
    .execute()
  await db.schema
    .alterTable('transactions')
    .addColumn('allocation_id', integer, (c) => c.references('goal_allocations.id'))
    .execute()
  await db.schema
    .createIndex('transactions_goal_id_idx')
    .on('transactions')
    .column('goal_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('transactions_goal_id_idx').execute()
  await db.schema.alterTable('transactions').dropColumn('allocation_id').execute()
  await db.schema.alterTable('transactions').dropColumn('goal_id').execute()
  await db.schema.dropTable('goal_allocations').execute()
  await db.schema.dropTable('family_goals').execute()
}
