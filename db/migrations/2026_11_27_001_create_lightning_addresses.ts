import { type Kysely, sql } from 'kysely'
import { assignedId, integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  // Lightning addresses (name@domain) the family pays to: the parent's (child_id null)
  // and one per child, where a payout of the child's money is sent.
  await db.schema
    .createTable('lightning_addresses')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) => c.references('children.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  // One parent address per family and one address per child.
  await sql`create unique index lightning_addresses_parent_idx on lightning_addresses (family_id) where child_id is null`.execute(
    db,
  )
  await sql`create unique index lightning_addresses_child_idx on lightning_addresses (child_id) where child_id is not null`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lightning_addresses').execute()
}
