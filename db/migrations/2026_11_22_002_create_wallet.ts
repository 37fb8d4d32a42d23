import { type Kysely, sql } from 'kysely'
import { assignedId, integerType } from './portable.js'

export async function up(db: Kysely<any>): Promise<void> {
  const integer = integerType(db)
  // The family's view-only on-chain wallet: an account key (kept as its canonical output
  // descriptor, sealed with the server's key because it reveals every address and payment
  // of the wallet) and/or one plain address. The scan columns keep the last result read
  // from the chain, for the wallet card.
  await db.schema
    .createTable('family_wallets')
    .addColumn('family_id', integer, (c) =>
      c.primaryKey().references('families.id').onDelete('cascade'),
    )
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('sealed_descriptor', 'text')
    // Keyed hash of what decides the addresses (network, address type, account key):
    // children's addresses belong to one key, and survive re-saving it with its origin.
    .addColumn('key_digest', 'text')
    .addColumn('script_type', 'text', (c) =>
      c.check(sql`script_type in ('legacy', 'nested-segwit', 'native-segwit', 'taproot')`),
    )
    .addColumn('watch_address', 'text')
    // Bumped by every save: a scan started before a save must not store its result after it.
    .addColumn('config_version', integer, (c) => c.notNull().defaultTo(1))
    .addColumn('configured_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('configured_at', 'text', (c) => c.notNull())
    .addColumn('scanned_at', 'text')
    .addColumn('scan_version', integer)
    .addColumn('balance_sat', integer)
    .addColumn('pending_sat', integer)
    .addColumn('used_address_count', integer)
    .addColumn('next_receive_index', integer)
    .addColumn('next_change_index', integer)
    .addCheckConstraint(
      'family_wallets_has_source',
      sql`sealed_descriptor is not null or watch_address is not null`,
    )
    .addCheckConstraint(
      'family_wallets_key_complete',
      sql`(sealed_descriptor is null) = (key_digest is null) and (sealed_descriptor is null) = (script_type is null)`,
    )
    .execute()

  // Receive addresses handed to children. An address is never given to two children: it
  // is unique in the family, and so is each index of a key's receive chain.
  await db.schema
    .createTable('child_wallet_addresses')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) =>
      c.notNull().references('children.id').onDelete('cascade'),
    )
    .addColumn('key_digest', 'text', (c) => c.notNull())
    .addColumn('address_index', integer, (c) => c.notNull().check(sql`address_index >= 0`))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('derivation_path', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    // When the chain first showed a payment to it: the child gets a fresh address next time.
    .addColumn('funded_at', 'text')
    .addUniqueConstraint('child_wallet_addresses_family_address_key', ['family_id', 'address'])
    .addUniqueConstraint('child_wallet_addresses_family_key_index_key', [
      'family_id',
      'key_digest',
      'address_index',
    ])
    .execute()
  await db.schema
    .createIndex('child_wallet_addresses_child_id_idx')
    .on('child_wallet_addresses')
    .column('child_id')
    .execute()

  // One row per credited outpoint: the UNIQUE constraint is what makes crediting happen
  // exactly once, however many syncs run or race.
  await db.schema
    .createTable('wallet_deposits')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) =>
      c.notNull().references('children.id').onDelete('cascade'),
    )
    .addColumn('txid', 'text', (c) => c.notNull())
    .addColumn('vout', integer, (c) => c.notNull().check(sql`vout >= 0`))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('amount_sat', integer, (c) => c.notNull().check(sql`amount_sat > 0`))
    .addColumn('block_height', integer, (c) => c.notNull())
    .addColumn('ledger_transaction_id', integer, (c) =>
      c.references('transactions.id').onDelete('set null'),
    )
    .addColumn('credited_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wallet_deposits_family_outpoint_key', ['family_id', 'txid', 'vout'])
    .execute()
  await db.schema
    .createIndex('wallet_deposits_child_id_idx')
    .on('wallet_deposits')
    .column('child_id')
    .execute()

  // A send from a child's savings: the unsigned PSBT the family signs in its own wallet
  // (null when only a plain address is configured: accounting only), and the ledger rows
  // of its debit and, once cancelled, of the reversal.
  await db.schema
    .createTable('wallet_sends')
    .addColumn('id', integer, (c) => assignedId(db, c))
    .addColumn('family_id', integer, (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    )
    .addColumn('child_id', integer, (c) =>
      c.notNull().references('children.id').onDelete('cascade'),
    )
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('amount_sat', integer, (c) => c.notNull().check(sql`amount_sat > 0`))
    .addColumn('fee_sat', integer, (c) => c.check(sql`fee_sat >= 0`))
    .addColumn('psbt', 'text')
    // JSON array of the coins the PSBT spends ({ txid, vout, address }): kept out of later
    // sends' coin choice, and looked up on-chain before a cancel.
    .addColumn('inputs', 'text')
    .addColumn('change_index', integer)
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('unsigned', 'broadcast', 'cancelled')`),
    )
    .addColumn('debit_transaction_id', integer, (c) =>
      c.references('transactions.id').onDelete('set null'),
    )
    .addColumn('reversal_transaction_id', integer, (c) =>
      c.references('transactions.id').onDelete('set null'),
    )
    .addColumn('created_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_by', integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancelled_at', 'text')
    .execute()
  await db.schema
    .createIndex('wallet_sends_family_id_status_idx')
    .on('wallet_sends')
    .columns(['family_id', 'status'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'wallet_sends',
    'wallet_deposits',
    'child_wallet_addresses',
    'family_wallets',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
