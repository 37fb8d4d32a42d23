import type { Selectable } from 'kysely'
import type { Db } from '../client.js'
import type { FamilyWalletsTable, WalletScriptType } from '../schema.js'

/** The family's view-only wallet (family_wallets): its key, sealed, and the last scan. */

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
