import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.js'
import { withinTransaction } from './portable.js'

/**
 * Every type the app books, as of this migration (api/contracts/transaction-types.ts,
 * LEDGER_TYPES). Written out, not imported: a migration must keep doing what it did when
 * it first ran. A type added later is added by a migration that recreates the triggers.
 */
const LEDGER_TYPES = [
  'allowance',
  'bonus',
  'chore_payment',
  'spending_adjustment',
  'spending',
  'earned',
  'savings',
  'lightning_spend',
  'savings_deposit',
  'savings_withdrawal',
  'savings_to_spending',
  'balance_adjustment',
  'lightning_receive',
  'lightning_fee',
  'interest',
  'goal_allocation',
  'goal_refund',
  'goal_closed',
  'chores',
  'gift',
  'send_cancelled',
  'deposit_reversed',
]

/**
 * The ledger's `type` refuses a type the app does not know, like a CHECK constraint
 * would. SQLite adds a CHECK to an existing column only by rebuilding the table, the
 * largest of the database, with its indexes and the foreign keys pointing at it; a
 * trigger before each insert and each change of the type guards the same writes without
 * touching a row. Rows already written are left as they are.
 *
 * PostgreSQL adds a CHECK to a table in place, so there the rule is that CHECK, NOT VALID:
 * it guards every insert and change from now on and leaves rows already written as they are,
 * like the triggers. A type added later drops and adds it again with the longer list.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const known = sql.join(LEDGER_TYPES.map((type) => sql.lit(type)))
  if (dialectOf(db) === 'postgres') {
    await sql`alter table transactions add constraint transactions_type_known
      check (type in (${known})) not valid`.execute(db)
    return
  }
  await withinTransaction(db, async (trx) => {
    await sql`create trigger transactions_type_known_insert before insert on transactions
      when new.type not in (${known})
      begin select raise(abort, 'unknown ledger type'); end`.execute(trx)
    await sql`create trigger transactions_type_known_update before update of type on transactions
      when new.type not in (${known})
      begin select raise(abort, 'unknown ledger type'); end`.execute(trx)
  })
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table transactions drop constraint transactions_type_known`.execute(db)
    return
  }
  await sql`drop trigger transactions_type_known_update`.execute(db)
  await sql`drop trigger transactions_type_known_insert`.execute(db)
}
