import { type Kysely, sql } from 'kysely'
import { assignedId, integersOnly, integerType } from './portable.js'

/**
 * "Sign in on another device": a signed-in member shows a short code (and a QR with it)
 * that a new device enters within 10 minutes, once. Only a keyed hash of the code is
 * stored, like a login link's. `wrong_guesses` counts the wrong codes entered anywhere
 * while this one was live: past a limit it stops working, so a code cannot be guessed
 * even by many addresses together (api/features/auth/sign-in-codes.service.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await db.schema
    .createTable('sign_in_codes')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', integer, (c) =>
      integersOnly(db, c.notNull().references('users.id').onDelete('cascade')),
    )
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.notNull().references('families.id').onDelete('cascade')),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('wrong_guesses', integer, (c) =>
      integersOnly(db, c.notNull().defaultTo(0), sql`wrong_guesses >= 0`),
    )
    .execute()
  // Creation is limited per member and hour.
  await db.schema
    .createIndex('sign_in_codes_user_id_created_at_idx')
    .on('sign_in_codes')
    .columns(['user_id', 'created_at'])
    .execute()
  // A wrong guess counts against every live code.
  await db.schema
    .createIndex('sign_in_codes_expires_at_idx')
    .on('sign_in_codes')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_codes').execute()
}
