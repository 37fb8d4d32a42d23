import { type Kysely, sql } from 'kysely'
import { assignedId, integersOnly, integersOrNull, integerType } from './portable.js'

/**
 * Passkeys (WebAuthn): a member's credentials, each made for one address's name (its
 * relying party), and the challenges handed out for registering one or signing in. A
 * passkey holds no secret here: the public key and the credential's id, which only verify.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .createTable('passkeys')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.notNull().references('families.id').onDelete('cascade')),
    )
    .addColumn('user_id', integer, (c) =>
      integersOnly(db, c.notNull().references('users.id').onDelete('cascade')),
    )
    // base64url, as the browser names it; WebAuthn allows ids up to 1023 bytes.
    .addColumn('credential_id', 'text', (c) =>
      c.notNull().unique().check(sql`length(credential_id) between 1 and 1366`),
    )
    .addColumn('public_key', 'text', (c) => c.notNull().check(sql`length(public_key) >= 1`))
    .addColumn('counter', integer, (c) =>
      integersOnly(db, c.notNull(), sql`counter between 0 and 4294967295`),
    )
    // Comma-separated ("internal,hybrid"): hints for the browser at sign-in.
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('rp_id', 'text', (c) => c.notNull().check(sql`length(rp_id) between 1 and 253`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 60`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute()
  await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute()

  // One row per challenge handed out, deleted when used: each works once, for its purpose,
  // its member (registration) and its address, within a few minutes.
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('challenge', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'sign-in')`))
    .addColumn('user_id', integer, (c) =>
      integersOrNull(db, c.references('users.id').onDelete('cascade')),
    )
    .addColumn('rp_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'passkey_challenges_member_registers',
      sql`(purpose = 'register') = (user_id is not null)`,
    )
    .execute()
  await db.schema
    .createIndex('passkey_challenges_expires_at_idx')
    .on('passkey_challenges')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passkey_challenges').execute()
  await db.schema.dropTable('passkeys').execute()
}
