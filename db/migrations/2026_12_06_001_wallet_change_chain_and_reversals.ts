import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.js'
import { integerCheck, integersOnly, integerType, withinTransaction } from './portable.js'

/** 21 million BTC in sats: no amount is larger. */
const MAX_SAT = 2_100_000_000_000_000

/**
 * The on-chain wallet after issues 22 and 26 (docs/wallet.md):
 *
 * - Children's addresses move to the wallet's change chain (m/.../1/i): a receive address
 *   (chain 0) is what the family's own wallet app shows the parent, so a payment to the
 *   parent there was credited to a child. The index is now unique per chain, so the table
 *   is rebuilt on SQLite (which cannot drop a constraint) and changed in place on
 *   PostgreSQL (where the new column comes last). Addresses handed out before are kept as
 *   chain 0 and retired now: payments to them confirmed before this moment still count,
 *   later ones are the parent's.
 * - A credited deposit whose transaction leaves the chain is reversed once: its state,
 *   what the reversal took back from savings and what is still owed.
 * - How many confirmations a deposit needs before it is credited, per family.
 *
 * Frozen in time: migrations never import application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  await withinTransaction(db, async (trx) => {
    if (dialectOf(trx) === 'sqlite') await changeChainBySqliteRebuild(trx)
    else await changeChainOnPostgres(trx)

    // 'credited' until the transaction leaves the chain; then 'reversed': reversed_sat
    // was taken back from the child's savings and owed_sat is still to take (the child
    // had spent it). A deposit that confirms again is credited again and back to 'credited'.
    await sql`alter table "wallet_deposits" add column "status" text not null default 'credited'
      check ("status" in ('credited', 'reversed'))`.execute(trx)
    await sql`alter table "wallet_deposits" add column "reversed_sat" ${sql.raw(integer)} not null default 0
      check (${integerCheck(trx, 'reversed_sat', sql`"reversed_sat" between 0 and "amount_sat"`)})`.execute(
      trx,
    )
    await sql`alter table "wallet_deposits" add column "owed_sat" ${sql.raw(integer)} not null default 0
      check (${integerCheck(
        trx,
        'owed_sat',
        sql`"owed_sat" between 0 and "amount_sat" - "reversed_sat"
        and ("status" = 'reversed' or ("owed_sat" = 0 and "reversed_sat" = 0))`,
      )})`.execute(trx)
    await sql`alter table "wallet_deposits" add column "reversed_at" text
      check (("status" = 'reversed') = ("reversed_at" is not null))`.execute(trx)
    await sql`create index "wallet_deposits_family_id_status_idx" on "wallet_deposits" ("family_id", "status")`.execute(
      trx,
    )
  })

  // The family's choice; no row means the defaults (1 confirmation up to 100,000 sats, 3 above).
  await db.schema
    .createTable('wallet_deposit_settings')
    .addColumn('family_id', integer, (c) =>
      integersOnly(db, c.primaryKey().references('families.id').onDelete('cascade')),
    )
    .addColumn('small_confirmations', integer, (c) =>
      integersOnly(db, c.notNull(), sql`small_confirmations between 1 and 6`),
    )
    .addColumn('large_confirmations', integer, (c) =>
      integersOnly(db, c.notNull(), sql`large_confirmations between small_confirmations and 6`),
    )
    .addColumn('large_amount_sat', integer, (c) =>
      integersOnly(db, c.notNull(), sql`large_amount_sat between 1 and ${sql.lit(MAX_SAT)}`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

/** SQLite: the addresses table written anew, with the old rows copied in as retired receive addresses. */
async function changeChainBySqliteRebuild(trx: Kysely<any>): Promise<void> {
  await sql`
      create table "child_wallet_addresses__new" (
        "id" integer primary key,
        "family_id" integer not null references "families" ("id") on delete cascade
          check (typeof("family_id") = 'integer'),
        "child_id" integer not null references "children" ("id") on delete cascade
          check (typeof("child_id") = 'integer'),
        "key_digest" text not null,
        -- BIP44 chain below the account key: 1 (change) for every address handed out from
        -- here on, 0 (receive) only for the retired ones handed out before.
        "chain" integer not null default 1 check (typeof("chain") = 'integer' and "chain" in (0, 1)),
        "address_index" integer not null
          check (typeof("address_index") = 'integer' and "address_index" >= 0),
        "address" text not null,
        "derivation_path" text not null,
        "assigned_at" text not null,
        "funded_at" text,
        -- Set for the receive-chain addresses of before: payments to them confirmed after
        -- this moment are not a child's.
        "retired_at" text,
        constraint "child_wallet_addresses_family_address_key" unique ("family_id", "address"),
        constraint "child_wallet_addresses_family_key_chain_index_key"
          unique ("family_id", "key_digest", "chain", "address_index"),
        constraint "child_wallet_addresses_receive_chain_retired"
          check (("chain" = 0) = ("retired_at" is not null))
      )`.execute(trx)
  await sql`
      insert into "child_wallet_addresses__new"
        (id, family_id, child_id, key_digest, chain, address_index, address, derivation_path,
         assigned_at, funded_at, retired_at)
      select id, family_id, child_id, key_digest, 0, address_index, address, derivation_path,
        assigned_at, funded_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      from "child_wallet_addresses"`.execute(trx)
  await sql`drop table "child_wallet_addresses"`.execute(trx)
  await sql`alter table "child_wallet_addresses__new" rename to "child_wallet_addresses"`.execute(
    trx,
  )
  await sql`create index "child_wallet_addresses_child_id_idx" on "child_wallet_addresses" ("child_id")`.execute(
    trx,
  )
}

/**
 * PostgreSQL: the same columns and constraints added in place. The rows there are the
 * addresses handed out before (the receive chain), retired now.
 */
async function changeChainOnPostgres(trx: Kysely<any>): Promise<void> {
  await sql`alter table "child_wallet_addresses"
    add column "chain" bigint not null default 1 check ("chain" in (0, 1)),
    add column "retired_at" text`.execute(trx)
  await sql`update "child_wallet_addresses" set "chain" = 0,
    "retired_at" = to_char(statement_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.execute(
    trx,
  )
  await sql`alter table "child_wallet_addresses"
    drop constraint "child_wallet_addresses_family_key_index_key",
    add constraint "child_wallet_addresses_family_key_chain_index_key"
      unique ("family_id", "key_digest", "chain", "address_index"),
    add constraint "child_wallet_addresses_receive_chain_retired"
      check (("chain" = 0) = ("retired_at" is not null))`.execute(trx)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wallet_deposit_settings').execute()
  // Reversal states are lost; change-chain addresses cannot live under the old per-index
  // uniqueness and go too (their deposits stay credited). SQLite cannot drop columns that a
  // CHECK names: both tables go back to their earlier text. PostgreSQL drops them in place
  // (with the constraints and the index that name them).
  await withinTransaction(db, async (trx) => {
    if (dialectOf(trx) === 'postgres') {
      await sql`alter table "wallet_deposits" drop column "reversed_at", drop column "owed_sat",
        drop column "reversed_sat", drop column "status"`.execute(trx)
      await sql`delete from "child_wallet_addresses" where chain = 1`.execute(trx)
      await sql`alter table "child_wallet_addresses" drop column "retired_at", drop column "chain",
        add constraint "child_wallet_addresses_family_key_index_key"
          unique ("family_id", "key_digest", "address_index")`.execute(trx)
      return
    }
    await rebuild(trx, 'wallet_deposits', OLD_WALLET_DEPOSITS, [
      'id',
      'family_id',
      'child_id',
      'txid',
      'vout',
      'address',
      'amount_sat',
      'block_height',
      'ledger_transaction_id',
      'credited_at',
    ])
    await sql`create index "wallet_deposits_child_id_idx" on "wallet_deposits" ("child_id")`.execute(
      trx,
    )
    await sql`delete from "child_wallet_addresses" where chain = 1`.execute(trx)
    await rebuild(trx, 'child_wallet_addresses', OLD_CHILD_WALLET_ADDRESSES, [
      'id',
      'family_id',
      'child_id',
      'key_digest',
      'address_index',
      'address',
      'derivation_path',
      'assigned_at',
      'funded_at',
    ])
    await sql`create index "child_wallet_addresses_child_id_idx" on "child_wallet_addresses" ("child_id")`.execute(
      trx,
    )
  })
}

async function rebuild(trx: Kysely<any>, table: string, createSql: string, columns: string[]) {
  const temporary = `${table}__old`
  await sql.raw(createSql.replace(`"${table}"`, `"${temporary}"`)).execute(trx)
  const list = sql.join(columns.map((column) => sql.id(column)))
  await sql`insert into ${sql.table(temporary)} (${list}) select ${list} from ${sql.table(table)}`.execute(
    trx,
  )
  await sql`drop table ${sql.table(table)}`.execute(trx)
  await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table)}`.execute(trx)
}

// The two tables as 2026_11_30_001_check_numeric_columns left them.
const OLD_CHILD_WALLET_ADDRESSES = `CREATE TABLE "child_wallet_addresses" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer not null references "children" ("id") on delete cascade, "key_digest" text not null, "address_index" integer not null check (address_index >= 0), "address" text not null, "derivation_path" text not null, "assigned_at" text not null, "funded_at" text, constraint "child_wallet_addresses_family_address_key" unique ("family_id", "address"), constraint "child_wallet_addresses_family_key_index_key" unique ("family_id", "key_digest", "address_index"), /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") = 'integer'), check (typeof("address_index") = 'integer'))`
const OLD_WALLET_DEPOSITS = `CREATE TABLE "wallet_deposits" ("id" integer primary key, "family_id" integer not null references "families" ("id") on delete cascade, "child_id" integer not null references "children" ("id") on delete cascade, "txid" text not null, "vout" integer not null check (vout >= 0), "address" text not null, "amount_sat" integer not null check (amount_sat > 0), "block_height" integer not null, "ledger_transaction_id" integer references "transactions" ("id") on delete set null, "credited_at" text not null, constraint "wallet_deposits_family_outpoint_key" unique ("family_id", "txid", "vout"), /* checked-number */ check (typeof("family_id") = 'integer'), check (typeof("child_id") = 'integer'), check (typeof("vout") = 'integer'), check (typeof("amount_sat") = 'integer'), check (typeof("block_height") = 'integer'), check (typeof("ledger_transaction_id") in ('integer', 'null')))`
