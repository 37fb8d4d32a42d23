import { type Kysely, sql } from 'kysely'
import { assignedId, integerType } from './portable.js'

// Frozen in time: migrations never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .createTable('families')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('time_zone', 'text')
    .addColumn('auto_allowance_hour', integer, (c) =>
      c.check(sql`auto_allowance_hour between 0 and 23`),
    )
    .addColumn('sharing_enabled', integer, (c) => c.notNull().defaultTo(1))
    .addColumn('share_percentage', integer, (c) => c.notNull().defaultTo(100))
    .addColumn('spouse_share', integer, (c) => c.notNull().defaultTo(50))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('users')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('parent', 'spouse', 'child')`))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('is_admin', integer, (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_status', 'text', (c) => c.notNull())
    .addColumn('trial_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute()
  await db.schema.createIndex('users_family_id_idx').on('users').column('family_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute()
  await db.schema.dropTable('families').execute()
}
