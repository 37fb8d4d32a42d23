import { type Kysely, sql } from 'kysely'

/**
 * The language each member chose for the app and its e-mails (parents, spouses and
 * children are all rows of `users`). Null until they choose: the browser then shows its
 * own language, and mail goes out in English. The languages are written out, not
 * imported from api/contracts/languages.ts: a migration must keep doing what it did when
 * it first ran; a language added later comes with a migration that widens this check.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) =>
      c.check(sql`language is null or language in ('en', 'de', 'es')`),
    )
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute()
}
