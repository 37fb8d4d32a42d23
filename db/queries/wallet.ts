import type { Selectable } from 'kysely'
import type { Db } from '../client.js'
import type {
  ChildWalletAddressesTable,
  FamilyWalletsTable,
  WalletDepositStatus,
  WalletDepositsTable,
  WalletScriptType,
  WalletSendStatus,
  WalletSendsTable,
} from '../schema.js'

// ---- The family's wallet

export interface FamilyWallet {
  familyId: number
  network: string
  sealedDescriptor: string | null
  keyDigest: string | null
  scriptType: WalletScriptType | null
  watchAddress: string | null
  configVersion: number
  configuredAt: string
  /** The last scan stored for the current configuration, or null before the first one. */
  lastScan: StoredWalletScan | null
}

export interface StoredWalletScan {
  scannedAt: string
  balanceSat: number
  pendingSat: number
  usedAddressCount: number
  /** Null for a wallet without a key (a plain address has no chains). */
  nextReceiveIndex: number | null
  nextChangeIndex: number | null
}

const walletColumns = [
  'family_id',
  'network',
  'sealed_descriptor',
  'key_digest',
  'script_type',
  'watch_address',
  'config_version',
  'configured_at',
  'scanned_at',
  'scan_version',
  'balance_sat',
  'pending_sat',
  'used_address_count',
  'next_receive_index',
  'next_change_index',
] as const

type WalletRow = Pick<Selectable<FamilyWalletsTable>, (typeof walletColumns)[number]>

function toFamilyWallet(row: WalletRow): FamilyWallet {
  const isScanCurrent =
    row.scanned_at !== null &&
    row.scan_version === row.config_version &&
    row.balance_sat !== null &&
    row.pending_sat !== null &&
    row.used_address_count !== null
  return {
    familyId: row.family_id,
    network: row.network,
    sealedDescriptor: row.sealed_descriptor,
    keyDigest: row.key_digest,
    scriptType: row.script_type,
    watchAddress: row.watch_address,
    configVersion: row.config_version,
    configuredAt: row.configured_at,
    lastScan: isScanCurrent
      ? {
          scannedAt: row.scanned_at as string,
          balanceSat: row.balance_sat as number,
          pendingSat: row.pending_sat as number,
          usedAddressCount: row.used_address_count as number,
          nextReceiveIndex: row.next_receive_index,
          nextChangeIndex: row.next_change_index,
        }
      : null,
  }
}

export async function findFamilyWallet(
  db: Db,
  familyId: number,
): Promise<FamilyWallet | undefined> {
  const row = await db
    .selectFrom('family_wallets')
    .select(walletColumns)
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return row && toFamilyWallet(row)
}

export interface WalletConfig {
  familyId: number
  network: string
  sealedDescriptor: string | null
  keyDigest: string | null
  scriptType: WalletScriptType | null
  watchAddress: string | null
  configuredBy: number
  configuredAt: string
}

/** Creates or replaces the family's wallet; the stored scan no longer counts (new version). */
export async function saveFamilyWallet(db: Db, config: WalletConfig): Promise<void> {
  const values = {
    network: config.network,
    sealed_descriptor: config.sealedDescriptor,
    key_digest: config.keyDigest,
    script_type: config.scriptType,
    watch_address: config.watchAddress,
    configured_by: config.configuredBy,
    configured_at: config.configuredAt,
  }
  await db
    .insertInto('family_wallets')
    .values({ family_id: config.familyId, ...values })
    .onConflict((oc) =>
      oc.column('family_id').doUpdateSet((eb) => ({
        ...values,
        config_version: eb('family_wallets.config_version', '+', 1),
      })),
    )
    .execute()
}

/**
 * Keeps a scan's result for the wallet card, unless the wallet was saved again since the
 * scan started (`configVersion` no longer current). Returns whether it was kept.
 */
export async function storeWalletScan(
  db: Db,
  familyId: number,
  configVersion: number,
  scan: StoredWalletScan,
): Promise<boolean> {
  const result = await db
    .updateTable('family_wallets')
    .set({
      scanned_at: scan.scannedAt,
      scan_version: configVersion,
      balance_sat: scan.balanceSat,
      pending_sat: scan.pendingSat,
      used_address_count: scan.usedAddressCount,
      next_receive_index: scan.nextReceiveIndex,
      next_change_index: scan.nextChangeIndex,
    })
    .where('family_id', '=', familyId)
    .where('config_version', '=', configVersion)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Families with a wallet to scan, for the scheduled sync. */
export async function listWalletFamilyIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('family_wallets')
    .select('family_id')
    .orderBy('family_id')
    .execute()
  return rows.map((row) => row.family_id)
}

export async function hasAnyFamilyWallet(db: Db): Promise<boolean> {
  const row = await db.selectFrom('family_wallets').select('family_id').limit(1).executeTakeFirst()
  return row !== undefined
}

// ---- Children's receive addresses

export interface ChildAddress {
  id: number
  childId: number
  /** 1 (change) for every address handed out now; 0 (receive) for the retired ones of before. */
  chain: 0 | 1
  index: number
  address: string
  derivationPath: string
  assignedAt: string
  fundedAt: string | null
  /** Set for the retired receive-chain addresses: payments confirmed later are not the child's. */
  retiredAt: string | null
}

const addressColumns = [
  'id',
  'child_id',
  'chain',
  'address_index',
  'address',
  'derivation_path',
  'assigned_at',
  'funded_at',
  'retired_at',
] as const

type AddressRow = Pick<Selectable<ChildWalletAddressesTable>, (typeof addressColumns)[number]>

function toChildAddress(row: AddressRow): ChildAddress {
  return {
    id: row.id,
    childId: row.child_id,
    chain: row.chain,
    index: row.address_index,
    address: row.address,
    derivationPath: row.derivation_path,
    assignedAt: row.assigned_at,
    fundedAt: row.funded_at,
    retiredAt: row.retired_at,
  }
}

/**
 * Every address handed out from one key of the family (children removed or not, retired
 * or not), by chain and index.
 */
export async function listKeyAddresses(
  db: Db,
  familyId: number,
  keyDigest: string,
): Promise<ChildAddress[]> {
  const rows = await db
    .selectFrom('child_wallet_addresses')
    .select(addressColumns)
    .where('family_id', '=', familyId)
    .where('key_digest', '=', keyDigest)
    .orderBy('chain')
    .orderBy('address_index')
    .execute()
  return rows.map(toChildAddress)
}

/** One child's addresses from one key, newest first (the retired receive-chain ones last). */
export async function listChildAddresses(
  db: Db,
  familyId: number,
  childId: number,
  keyDigest: string,
): Promise<ChildAddress[]> {
  const rows = await db
    .selectFrom('child_wallet_addresses')
    .select(addressColumns)
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .where('key_digest', '=', keyDigest)
    .orderBy('chain', 'desc')
    .orderBy('address_index', 'desc')
    .execute()
  return rows.map(toChildAddress)
}

export async function insertChildAddress(
  db: Db,
  address: {
    familyId: number
    childId: number
    keyDigest: string
    chain: 0 | 1
    index: number
    address: string
    derivationPath: string
    assignedAt: string
  },
): Promise<void> {
  await db
    .insertInto('child_wallet_addresses')
    .values({
      family_id: address.familyId,
      child_id: address.childId,
      key_digest: address.keyDigest,
      chain: address.chain,
      address_index: address.index,
      address: address.address,
      derivation_path: address.derivationPath,
      assigned_at: address.assignedAt,
      funded_at: null,
      retired_at: null,
    })
    .execute()
}

/** Notes that these addresses have received something (first time only). */
export async function markAddressesFunded(
  db: Db,
  familyId: number,
  addresses: string[],
  at: string,
): Promise<void> {
  if (addresses.length === 0) return
  await db
    .updateTable('child_wallet_addresses')
    .set({ funded_at: at })
    .where('family_id', '=', familyId)
    .where('address', 'in', addresses)
    .where('funded_at', 'is', null)
    .execute()
}

// ---- Credited deposits

export interface NewDeposit {
  familyId: number
  childId: number
  txid: string
  vout: number
  address: string
  amountSat: number
  blockHeight: number
  creditedAt: string
}

/** A deposit the family credited, and where it stands if its transaction left the chain. */
export interface WalletDeposit {
  id: number
  childId: number
  txid: string
  vout: number
  address: string
  amountSat: number
  blockHeight: number
  status: WalletDepositStatus
  /** Taken back from the child's savings since it left the chain. */
  reversedSat: number
  /** Still to take back: the child had spent it. */
  owedSat: number
  reversedAt: string | null
}

const depositColumns = [
  'id',
  'child_id',
  'txid',
  'vout',
  'address',
  'amount_sat',
  'block_height',
  'status',
  'reversed_sat',
  'owed_sat',
  'reversed_at',
] as const

type DepositRow = Pick<Selectable<WalletDepositsTable>, (typeof depositColumns)[number]>

function toWalletDeposit(row: DepositRow): WalletDeposit {
  return {
    id: row.id,
    childId: row.child_id,
    txid: row.txid,
    vout: row.vout,
    address: row.address,
    amountSat: row.amount_sat,
    blockHeight: row.block_height,
    status: row.status,
    reversedSat: row.reversed_sat,
    owedSat: row.owed_sat,
    reversedAt: row.reversed_at,
  }
}

/**
 * Records a deposit unless its outpoint is already recorded for the family. Returns the
 * new row's id, or undefined when it was there already (credited before): the caller
 * credits only when it gets an id.
 */
export async function insertDepositOnce(db: Db, deposit: NewDeposit): Promise<number | undefined> {
  const row = await db
    .insertInto('wallet_deposits')
    .values({
      family_id: deposit.familyId,
      child_id: deposit.childId,
      txid: deposit.txid,
      vout: deposit.vout,
      address: deposit.address,
      amount_sat: deposit.amountSat,
      block_height: deposit.blockHeight,
      ledger_transaction_id: null,
      credited_at: deposit.creditedAt,
      reversed_at: null,
    })
    .onConflict((oc) => oc.columns(['family_id', 'txid', 'vout']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function linkDepositToLedger(
  db: Db,
  depositId: number,
  ledgerTransactionId: number,
): Promise<void> {
  await db
    .updateTable('wallet_deposits')
    .set({ ledger_transaction_id: ledgerTransactionId })
    .where('id', '=', depositId)
    .execute()
}

/** Which of these outpoints ("txid:vout") count as credited now (not reversed). */
export async function findCreditedOutpoints(
  db: Db,
  familyId: number,
  outpoints: { txid: string; vout: number }[],
): Promise<Set<string>> {
  const credited = new Set<string>()
  if (outpoints.length === 0) return credited
  const txids = [...new Set(outpoints.map((o) => o.txid))]
  const rows = await db
    .selectFrom('wallet_deposits')
    .select(['txid', 'vout'])
    .where('family_id', '=', familyId)
    .where('status', '=', 'credited')
    .where('txid', 'in', txids)
    .execute()
  for (const row of rows) credited.add(`${row.txid}:${row.vout}`)
  return credited
}

/**
 * Credited deposits not yet final: last seen confirmed above `aboveHeight`, so a
 * reorganisation may still take them off the chain.
 */
export async function listRecentCreditedDeposits(
  db: Db,
  familyId: number,
  aboveHeight: number,
): Promise<WalletDeposit[]> {
  const rows = await db
    .selectFrom('wallet_deposits')
    .select(depositColumns)
    .where('family_id', '=', familyId)
    .where('status', '=', 'credited')
    .where('block_height', '>', aboveHeight)
    .orderBy('id')
    .execute()
  return rows.map(toWalletDeposit)
}

/** The family's reversed deposits: still owing, or reversed since `since`, newest first. */
export async function listReversedDeposits(
  db: Db,
  familyId: number,
  since: string,
): Promise<WalletDeposit[]> {
  const rows = await db
    .selectFrom('wallet_deposits')
    .select(depositColumns)
    .where('family_id', '=', familyId)
    .where('status', '=', 'reversed')
    .where((eb) => eb.or([eb('owed_sat', '>', 0), eb('reversed_at', '>=', since)]))
    .orderBy('reversed_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toWalletDeposit)
}

/** The deposit of an outpoint the family recorded, in whatever state. */
export async function findDeposit(
  db: Db,
  familyId: number,
  outpoint: { txid: string; vout: number },
): Promise<WalletDeposit | undefined> {
  const row = await db
    .selectFrom('wallet_deposits')
    .select(depositColumns)
    .where('family_id', '=', familyId)
    .where('txid', '=', outpoint.txid)
    .where('vout', '=', outpoint.vout)
    .executeTakeFirst()
  return row && toWalletDeposit(row)
}

/** Keeps where a credited deposit's transaction is confirmed now (a reorganisation moved it). */
export async function updateDepositHeight(
  db: Db,
  depositId: number,
  blockHeight: number,
): Promise<void> {
  await db
    .updateTable('wallet_deposits')
    .set({ block_height: blockHeight })
    .where('id', '=', depositId)
    .where('status', '=', 'credited')
    .execute()
}

/**
 * Marks a credited deposit reversed with what was taken back and what is owed, once:
 * of two racing calls exactly one gets true.
 */
export async function markDepositReversed(
  db: Db,
  depositId: number,
  reversal: { reversedSat: number; owedSat: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_deposits')
    .set({
      status: 'reversed',
      reversed_sat: reversal.reversedSat,
      owed_sat: reversal.owedSat,
      reversed_at: reversal.at,
    })
    .where('id', '=', depositId)
    .where('status', '=', 'credited')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * A reversed deposit confirmed again: credited again, the debt forgiven. Answers what the
 * reversal had taken back (what the credit gives back), once; undefined when it was
 * not reversed (any more).
 */
export async function markDepositCreditedAgain(
  db: Db,
  depositId: number,
  blockHeight: number,
): Promise<{ reversedSat: number } | undefined> {
  const row = await db
    .selectFrom('wallet_deposits')
    .select('reversed_sat')
    .where('id', '=', depositId)
    .where('status', '=', 'reversed')
    .executeTakeFirst()
  if (!row) return undefined
  const result = await db
    .updateTable('wallet_deposits')
    .set({
      status: 'credited',
      reversed_sat: 0,
      owed_sat: 0,
      reversed_at: null,
      block_height: blockHeight,
    })
    .where('id', '=', depositId)
    .where('status', '=', 'reversed')
    .where('reversed_sat', '=', row.reversed_sat)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? { reversedSat: row.reversed_sat } : undefined
}

/** Reversed deposits whose child still owes part of them, oldest first. */
export async function listOwedDeposits(db: Db, familyId: number): Promise<WalletDeposit[]> {
  const rows = await db
    .selectFrom('wallet_deposits')
    .select(depositColumns)
    .where('family_id', '=', familyId)
    .where('status', '=', 'reversed')
    .where('owed_sat', '>', 0)
    .orderBy('id')
    .execute()
  return rows.map(toWalletDeposit)
}

/**
 * Moves `takenSat` of a deposit's debt to what was taken back, only if the debt is still
 * `owedSat` (a racing call took it first otherwise). Returns whether it moved.
 */
export async function collectOwedSat(
  db: Db,
  depositId: number,
  owed: { owedSat: number; takenSat: number },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_deposits')
    .set((eb) => ({
      owed_sat: eb('owed_sat', '-', owed.takenSat),
      reversed_sat: eb('reversed_sat', '+', owed.takenSat),
    }))
    .where('id', '=', depositId)
    .where('status', '=', 'reversed')
    .where('owed_sat', '=', owed.owedSat)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** A child's savings, removed or not (a deposit to a child removed since can still be reversed). */
export async function findSavingsSat(
  db: Db,
  familyId: number,
  childId: number,
): Promise<{ name: string; savingsSat: number } | undefined> {
  const row = await db
    .selectFrom('children')
    .select(['name', 'savings_sat'])
    .where('family_id', '=', familyId)
    .where('id', '=', childId)
    .executeTakeFirst()
  return row && { name: row.name, savingsSat: row.savings_sat }
}

// ---- Deposit confirmations

export interface DepositSettings {
  confirmations: number
  largeConfirmations: number
  largeAmountSat: number
}

/** The family's saved rules, or undefined when it keeps the defaults. */
export async function findDepositSettings(
  db: Db,
  familyId: number,
): Promise<DepositSettings | undefined> {
  const row = await db
    .selectFrom('wallet_deposit_settings')
    .select(['small_confirmations', 'large_confirmations', 'large_amount_sat'])
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return (
    row && {
      confirmations: row.small_confirmations,
      largeConfirmations: row.large_confirmations,
      largeAmountSat: row.large_amount_sat,
    }
  )
}

export async function saveDepositSettings(
  db: Db,
  familyId: number,
  settings: DepositSettings,
  at: string,
): Promise<void> {
  const values = {
    small_confirmations: settings.confirmations,
    large_confirmations: settings.largeConfirmations,
    large_amount_sat: settings.largeAmountSat,
    updated_at: at,
  }
  await db
    .insertInto('wallet_deposit_settings')
    .values({ family_id: familyId, ...values })
    .onConflict((oc) => oc.column('family_id').doUpdateSet(values))
    .execute()
}

// ---- Sends

/** A coin a send's PSBT spends, with the address it sits on (to look for the spend on-chain). */
export interface SendInput {
  txid: string
  vout: number
  address: string
}

export interface WalletSend {
  id: number
  familyId: number
  childId: number
  destination: string
  amountSat: number
  feeSat: number | null
  psbt: string | null
  /** The coins the PSBT spends; empty without a PSBT. */
  inputs: SendInput[]
  changeIndex: number | null
  status: WalletSendStatus
  createdAt: string
  cancelledAt: string | null
}

const sendColumns = [
  'id',
  'family_id',
  'child_id',
  'destination',
  'amount_sat',
  'fee_sat',
  'psbt',
  'inputs',
  'change_index',
  'status',
  'created_at',
  'cancelled_at',
] as const

type SendRow = Pick<Selectable<WalletSendsTable>, (typeof sendColumns)[number]>

function toWalletSend(row: SendRow): WalletSend {
  return {
    id: row.id,
    familyId: row.family_id,
    childId: row.child_id,
    destination: row.destination,
    amountSat: row.amount_sat,
    feeSat: row.fee_sat,
    psbt: row.psbt,
    inputs: row.inputs === null ? [] : (JSON.parse(row.inputs) as SendInput[]),
    changeIndex: row.change_index,
    status: row.status,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
  }
}

export async function insertWalletSend(
  db: Db,
  send: {
    familyId: number
    childId: number
    destination: string
    amountSat: number
    feeSat: number | null
    psbt: string | null
    inputs: SendInput[]
    changeIndex: number | null
    createdBy: number
    createdAt: string
  },
): Promise<number> {
  const row = await db
    .insertInto('wallet_sends')
    .values({
      family_id: send.familyId,
      child_id: send.childId,
      destination: send.destination,
      amount_sat: send.amountSat,
      fee_sat: send.feeSat,
      psbt: send.psbt,
      inputs: send.inputs.length === 0 ? null : JSON.stringify(send.inputs),
      change_index: send.changeIndex,
      status: 'unsigned',
      debit_transaction_id: null,
      reversal_transaction_id: null,
      created_by: send.createdBy,
      created_at: send.createdAt,
      cancelled_by: null,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function linkSendDebit(db: Db, sendId: number, ledgerId: number): Promise<void> {
  await db
    .updateTable('wallet_sends')
    .set({ debit_transaction_id: ledgerId })
    .where('id', '=', sendId)
    .execute()
}

export async function linkSendReversal(db: Db, sendId: number, ledgerId: number): Promise<void> {
  await db
    .updateTable('wallet_sends')
    .set({ reversal_transaction_id: ledgerId })
    .where('id', '=', sendId)
    .execute()
}

/** A send of this family; another family's id finds nothing. */
export async function findWalletSend(
  db: Db,
  familyId: number,
  sendId: number,
): Promise<WalletSend | undefined> {
  const row = await db
    .selectFrom('wallet_sends')
    .select(sendColumns)
    .where('id', '=', sendId)
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return row && toWalletSend(row)
}

export async function listChildSends(
  db: Db,
  familyId: number,
  childId: number,
  limit: number,
): Promise<WalletSend[]> {
  const rows = await db
    .selectFrom('wallet_sends')
    .select(sendColumns)
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toWalletSend)
}

/** The family's sends still waiting to be signed: their coins and change address are taken. */
export async function listUnsignedSends(db: Db, familyId: number): Promise<WalletSend[]> {
  const rows = await db
    .selectFrom('wallet_sends')
    .select(sendColumns)
    .where('family_id', '=', familyId)
    .where('status', '=', 'unsigned')
    .execute()
  return rows.map(toWalletSend)
}

/**
 * Moves an unsigned send to `status`, once: of two racing calls exactly one gets true.
 */
export async function settleUnsignedSend(
  db: Db,
  sendId: number,
  status: Exclude<WalletSendStatus, 'unsigned'>,
  by: { userId: number | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_sends')
    .set(
      status === 'cancelled'
        ? { status, cancelled_by: by.userId, cancelled_at: by.at }
        : { status },
    )
    .where('id', '=', sendId)
    .where('status', '=', 'unsigned')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
