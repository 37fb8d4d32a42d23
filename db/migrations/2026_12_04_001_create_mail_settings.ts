import { type Kysely, sql } from 'kysely'
import { integersOnly, integerType } from './portable.js'

/**
 * The mail server an admin sets in the app (Admin, Mail), for a node whose owner cannot
 * set SMTP_URL (Umbrel has no place for environment variables). One row or none; the
 * password is sealed under the instance key (api/lib/secret-box.ts). SMTP_URL, when set,
 * wins over this row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .createTable('mail_settings')
    // Not an id the database assigns: the one row is always 1 (db/queries/mail-settings.ts).
    .addColumn('id', integer, (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('host', 'text', (c) => c.notNull().check(sql`length(host) between 1 and 253`))
    .addColumn('port', integer, (c) => integersOnly(db, c.notNull(), sql`port between 1 and 65535`))
    .addColumn('tls_mode', 'text', (c) =>
      c.notNull().check(sql`tls_mode in ('tls', 'starttls', 'none')`),
    )
    .addColumn('username', 'text')
    .addColumn('sealed_password', 'text')
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // A password is sent only with a user name: without one the server is not logged in to.
    .addCheckConstraint(
      'mail_settings_password_with_user',
      sql`sealed_password is null or username is not null`,
    )
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_settings').execute()
}
