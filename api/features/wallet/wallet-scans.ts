import type { Db } from '../../../db/client.js'
import { storeWalletScan } from '../../../db/queries/family-wallets.js'
import { scanWallet, type WalletScan } from '../../lib/bitcoin/wallet-scan.js'
import type { Onchain, OpenedWallet } from './wallet-keys.js'

/**
 * Scans in progress, per database (family ids are only unique within one) and family:
 * the wallet card, a sync and the scheduled job asking at the same time share one scan,
 * and a scan the card stopped waiting for still finishes and is stored.
 */
const scansInProgress = new WeakMap<Db, Map<string, Promise<WalletScan>>>()

/**
 * Reads the family's wallet from the chain (gap-limit scan of both chains plus the plain
 * address), then keeps its summary for the wallet card, unless the wallet was saved again
 * meanwhile. Joins a scan of the same wallet already running.
 * @throws ChainSourceError when the chain source cannot answer; nothing is stored then.
 */
export function scanFamilyWallet(
  db: Db,
  onchain: Onchain,
  opened: OpenedWallet,
): Promise<WalletScan> {
  const { wallet } = opened
  let running = scansInProgress.get(db)
  if (!running) {
    running = new Map()
    scansInProgress.set(db, running)
  }
  const id = `${wallet.familyId}:${wallet.configVersion}`
  const joined = running.get(id)
  if (joined) return joined
  const scan = runScan(db, onchain, opened).finally(() => running.delete(id))
  running.set(id, scan)
  return scan
}

async function runScan(db: Db, onchain: Onchain, opened: OpenedWallet): Promise<WalletScan> {
  const { wallet, deriver } = opened
  const scan = await scanWallet(onchain.source, deriver, { watchAddress: wallet.watchAddress })
  await storeWalletScan(db, wallet.familyId, wallet.configVersion, {
    scannedAt: onchain.now().toISOString(),
    balanceSat: scan.confirmedSat,
    pendingSat: scan.pendingSat,
    usedAddressCount: scan.usedAddresses.length,
    nextReceiveIndex: deriver ? scan.nextReceiveIndex : null,
    nextChangeIndex: deriver ? scan.nextChangeIndex : null,
  })
  return scan
}
