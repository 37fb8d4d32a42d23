import { type Kysely, sql } from 'kysely'
import { assignedId, integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .createTable('children')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age', integer, (c) => c.notNull().check(sql`age between 1 and 18`))
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('boy', 'girl')`))
    .addColumn('weekly_allowance_sat', integer, (c) =>
      c.notNull().defaultTo(0).check(sql`weekly_allowance_sat >= 0`),
    )
    .addColumn('allowance_day', integer, (c) =>
      c.notNull().check(sql`allowance_day between 0 and 6`),
    )
    // Cached balances: always the sum of the child's ledger rows per account. The upper
    // bound is 21 million BTC, which also keeps every sum exact in a JavaScript number.
    .addColumn('savings_sat', integer, (c) =>
      c.notNull().defaultTo(0).check(sql`savings_sat between 0 and 2100000000000000`),
    )
    .addColumn('spending_sat', integer, (c) =>
      c.notNull().defaultTo(0).check(sql`spending_sat between 0 and 2100000000000000`),
    )
    .addColumn('spending_threshold_sat', integer, (c) =>
      c.notNull().defaultTo(100_000).check(sql`spending_threshold_sat >= 0`),
    )
    .addColumn('email', 'text')
    .addColumn('user_id', integer, (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('address_label', 'text')
    // Removing a child hides it but keeps its ledger history.
    .addColumn('removed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('children_family_id_idx').on('children').column('family_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('children').execute()
}
