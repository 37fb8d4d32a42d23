import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.js'
import { globMatch, withinTransaction } from './portable.js'

/**
 * The Lightning payment hash a ledger row books, when it books one: a paid invoice's
 * credit, a payment's amount and fee, a CSV row whose wallet wrote the hash. One hash is
 * one payment, whoever booked it, so a wallet export that lists payments the app already
 * booked (the family wallet's own, a payout, the same file imported for a second child)
 * is recognised and skipped.
 *
 * Filled for the rows already written where the hash is known: the rows a payment or an
 * invoice links to, and the imports whose key carries it (Alby Hub and LNbits keys end
 * in the hash). Indexes find a family's hashes and import keys, whichever child has them.
 * An import key's last 64 characters are SQLite's substr(key, -64); PostgreSQL's substr
 * counts a negative start before the first character, so there they are right(key, 64).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const keyEnd =
    dialectOf(db) === 'sqlite' ? sql`substr(import_key, -64)` : sql`right(import_key, 64)`
  const lastHash = sql`lower(${keyEnd})`
  await withinTransaction(db, async (trx) => {
    await trx.schema
      .alterTable('transactions')
      .addColumn('payment_hash', 'text', (c) =>
        c.check(
          sql`payment_hash is null or (length(payment_hash) = 64 and ${globMatch(db, sql`payment_hash`, 'not glob', '*[^0-9a-f]*')})`,
        ),
      )
      .execute()
    for (const table of ['lightning_payments', 'lightning_invoices']) {
      await sql`update transactions set payment_hash = (
          select s.payment_hash from ${sql.table(table)} s where s.transaction_id = transactions.id)
        where id in (select transaction_id from ${sql.table(table)} where transaction_id is not null)`.execute(
        trx,
      )
    }
    await sql`update transactions set payment_hash = ${lastHash}
      where payment_hash is null
        and (import_key like 'alby-hub:out:%' or import_key like 'lnbits:out:%')
        and length(import_key) >= 64
        and ${globMatch(db, lastHash, 'not glob', '*[^0-9a-f]*')}`.execute(trx)
    await trx.schema
      .createIndex('transactions_family_id_payment_hash_idx')
      .on('transactions')
      .columns(['family_id', 'payment_hash'])
      .where(sql.ref('payment_hash'), 'is not', null)
      .execute()
    await trx.schema
      .createIndex('transactions_family_id_import_key_idx')
      .on('transactions')
      .columns(['family_id', 'import_key'])
      .where(sql.ref('import_key'), 'is not', null)
      .execute()
  })
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('transactions_family_id_import_key_idx').execute()
  await db.schema.dropIndex('transactions_family_id_payment_hash_idx').execute()
  await db.schema.alterTable('transactions').dropColumn('payment_hash').execute()
}
