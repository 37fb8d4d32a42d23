import type { Db } from '../../../db/client.js'
import {
  findCreditedOutpoints,
  insertDepositOnce,
  linkDepositToLedger,
  listChildAddresses,
  listKeyAddresses,
  listWalletFamilyIds,
  markAddressesFunded,
} from '../../../db/queries/wallet.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { postEntries } from '../../lib/ledger.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import {
  type ChildDeposit,
  depositsInHistories,
  depositsInScan,
  isCreditable,
  outpointOf,
  walletAddressSet,
} from './child-deposits.js'
import type { ChildBalancesReply, SyncReply } from './wallet.schemas.js'
import { readChain } from './wallet-errors.js'
import { loadWallet, type Onchain, type OpenedWallet, requireWallet } from './wallet-keys.js'
import { scanFamilyWallet } from './wallet-scans.js'

/**
 * Credits the confirmed deposits of every family with a wallet, one family after another
 * (gentle with public chain sources). A family whose scan fails is reported to
 * `onFailure` and left for the next pass; crediting is idempotent.
 */
export async function creditAllFamiliesDeposits(
  db: Db,
  onchain: Onchain,
  now: Date,
  onFailure: (familyId: number, error: unknown) => void,
): Promise<{ credited: number; wallets: number; failed: number }> {
  let credited = 0
  let failed = 0
  const familyIds = await listWalletFamilyIds(db)
  for (const familyId of familyIds) {
    try {
      const opened = await loadWallet(db, onchain, familyId)
      if (!opened) continue
      credited += (await creditFamilyDeposits(db, onchain, opened, now)).length
    } catch (error) {
      failed++
      onFailure(familyId, error)
    }
  }
  return { credited, wallets: familyIds.length, failed }
}

/**
 * Scans the family's wallet and credits every confirmed deposit to a child's address to
 * that child's savings, once per outpoint. The chain is read first; the credits are one
 * transaction in which the deposits table's UNIQUE (family, txid, vout) decides: a
 * deposit already recorded is skipped, so repeated or racing syncs never pay twice.
 * @returns the deposits this call credited.
 * @throws ChainSourceError when the chain cannot be read (nothing written).
 */
export async function creditFamilyDeposits(
  db: Db,
  onchain: Onchain,
  opened: OpenedWallet,
  now: Date,
): Promise<ChildDeposit[]> {
  const scan = await scanFamilyWallet(db, onchain, opened)
  const { keyDigest } = opened
  if (!keyDigest) return []
  const familyId = opened.wallet.familyId
  const at = now.toISOString()
  const used = new Set(scan.usedAddresses.map((a) => a.address))
  return db.transaction().execute(async (trx) => {
    const addresses = await listKeyAddresses(trx, familyId, keyDigest)
    await markAddressesFunded(
      trx,
      familyId,
      addresses.filter((a) => used.has(a.address)).map((a) => a.address),
      at,
    )
    const credited: ChildDeposit[] = []
    for (const deposit of depositsInScan(scan, addresses)) {
      if (!isCreditable(deposit, scan.tipHeight)) continue
      const depositId = await insertDepositOnce(trx, {
        familyId,
        childId: deposit.childId,
        txid: deposit.txid,
        vout: deposit.vout,
        address: deposit.address,
        amountSat: deposit.valueSat,
        blockHeight: deposit.blockHeight as number,
        creditedAt: at,
      })
      if (depositId === undefined) continue
      const [ledgerId] = await postEntries(trx, [
        {
          familyId,
          childId: deposit.childId,
          account: 'savings',
          type: 'savings_deposit',
          amountSat: deposit.valueSat,
          description: `Bitcoin received on-chain (${deposit.txid.slice(0, 12)}…:${deposit.vout})`,
          importKey: null,
          createdBy: null,
          createdAt: at,
        },
      ])
      if (ledgerId !== undefined) await linkDepositToLedger(trx, depositId, ledgerId)
      credited.push(deposit)
    }
    return credited
  })
}

/** POST /api/wallet/sync/{childId}: credits the family's deposits, answers this child's part. */
export async function syncChild(
  db: Db,
  onchain: Onchain,
  user: SessionUser,
  childId: number,
  now: Date,
): Promise<SyncReply> {
  const child = await findAccessibleChild(db, user, childId)
  const opened = await requireWallet(db, onchain, user.familyId)
  const credited = (await readChain(() => creditFamilyDeposits(db, onchain, opened, now))).filter(
    (deposit) => deposit.childId === child.id,
  )
  const creditedSat = credited.reduce((sum, deposit) => sum + deposit.valueSat, 0)
  const balances = await getChildBalances(db, onchain, user, child.id)
  return {
    success: true,
    ...balances,
    credited: credited.length,
    creditedAmount: satsToBtc(creditedSat),
    message:
      credited.length === 0
        ? 'Balances are up to date'
        : `${satsToBtc(creditedSat)} BTC received on-chain was added to ${child.name}'s savings`,
  }
}

/**
 * The child's savings and spending (family accounting) and what is on its way into
 * savings: paid to the child's addresses from outside the wallet and not credited yet
 * (unconfirmed, or confirmed and waiting for the next sync). Reads only the child's own
 * addresses, through the chain source's cache: polling every child costs the upstream
 * one request per address at most per cache period.
 */
export async function getChildBalances(
  db: Db,
  onchain: Onchain,
  user: SessionUser,
  childId: number,
): Promise<ChildBalancesReply> {
  const child = await findAccessibleChild(db, user, childId)
  const opened = await loadWallet(db, onchain, user.familyId)
  let pendingSat = 0
  if (opened?.deriver && opened.keyDigest) {
    const { deriver, keyDigest, wallet } = opened
    const addresses = await listChildAddresses(db, user.familyId, child.id, keyDigest)
    if (addresses.length > 0) {
      const histories = await readChain(() =>
        Promise.all(
          addresses.map(async ({ address }) => ({
            address,
            transactions: await onchain.source.getAddressTransactions(address),
          })),
        ),
      )
      const handedOut = await listKeyAddresses(db, user.familyId, keyDigest)
      const walletAddresses = walletAddressSet(
        deriver,
        wallet.lastScan ?? { nextReceiveIndex: null, nextChangeIndex: null },
        [wallet.watchAddress, ...handedOut.map((a) => a.address)],
      )
      const deposits = depositsInHistories(child.id, histories, (a) => walletAddresses.has(a))
      const credited = await findCreditedOutpoints(db, user.familyId, deposits)
      pendingSat = deposits
        .filter((deposit) => !credited.has(outpointOf(deposit)))
        .reduce((sum, deposit) => sum + deposit.valueSat, 0)
    }
  }
  return {
    savingsBalance: satsToBtc(child.savingsSat),
    spendingBalance: satsToBtc(child.spendingSat),
    pendingBalance: satsToBtc(pendingSat),
  }
}
