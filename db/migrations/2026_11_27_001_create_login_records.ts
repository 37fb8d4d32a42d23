import type { Kysely } from 'kysely'
import { assignedId, integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  // One row per sign-in, with the address it came from: the admin screen's login
  // figures read them, and the purge job removes them after RETENTION_DAYS. The
  // country is resolved once, when the row is written.
  await db.schema
    .createTable('login_records')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('user_id', integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('login_records_created_at_idx')
    .on('login_records')
    .column('created_at')
    .execute()
  await db.schema
    .createIndex('login_records_family_id_idx')
    .on('login_records')
    .column('family_id')
    .execute()

  // Sign-ins counted per UTC day and country, with nothing that names a person: the
  // login totals outlive the purge of the rows above (and a family's deletion).
  await db.schema
    .createTable('login_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('count', integer, (c) => c.notNull())
    .addPrimaryKeyConstraint('login_counts_pk', ['day', 'country'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_counts').execute()
  await db.schema.dropTable('login_records').execute()
}
