import type { Kysely } from 'kysely'
import { assignedId, integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .createTable('sessions')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('login_tokens')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('family_id', integer, (c) => c.references('families.id').onDelete('cascade'))
    .addColumn('child_id', integer)
    .addColumn('requested_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  // Rate limiting counts a person's recent links.
  await db.schema
    .createIndex('login_tokens_email_created_at_idx')
    .on('login_tokens')
    .columns(['email', 'created_at'])
    .execute()

  await db.schema
    .createTable('spouse_invitations')
    .addColumn('family_id', integer, (c) =>
      c.primaryKey().references('families.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addColumn('accepted_user_id', integer, (c) => c.references('users.id').onDelete('set null'))
    .execute()

  await db.schema
    .createTable('security_events')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('email', 'text')
    .addColumn('user_id', integer)
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('security_events_created_at_idx')
    .on('security_events')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['security_events', 'spouse_invitations', 'login_tokens', 'sessions']) {
    await db.schema.dropTable(table).execute()
  }
}
