import type { Db } from '../../../db/client.js'
import {
  listChildAddresses,
  listKeyAddresses,
  markAddressesFunded,
} from '../../../db/queries/child-wallet-addresses.js'
import { findDepositSettings, saveDepositSettings } from '../../../db/queries/deposit-settings.js'
import { listWalletFamilyIds } from '../../../db/queries/family-wallets.js'
import {
  findCreditedOutpoints,
  findDeposit,
  insertDepositOnce,
  linkDepositToLedger,
  listRecentCreditedDeposits,
  updateDepositHeight,
} from '../../../db/queries/wallet-deposits.js'
import { inTransaction } from '../../../db/transaction.js'
import {
  checkDepositRules,
  DEFAULT_DEPOSIT_RULES,
  type DepositRules,
  MAX_CONFIRMATIONS,
} from '../../contracts/deposit-confirmations.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { acceptOrRefuse } from '../../errors.js'
import { ChainSourceError } from '../../lib/bitcoin/chain-source.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { postEntries } from '../../lib/ledger.js'
import { evictOldest } from '../../lib/map-eviction.js'
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
import {
  alertParents,
  collectOwedDeposits,
  creditDepositAgain,
  type DepositReversal,
  readChainPlaces,
  reverseDeposit,
  shortOutpoint,
} from './deposit-reversals.js'
import { followUnsignedSends } from './sends.service.js'
import type {
  ChildBalancesReply,
  DepositSettingsBody,
  DepositSettingsReply,
  SyncReply,
} from './wallet.schemas.js'
import { readChain } from './wallet-errors.js'
import { loadWallet, type Onchain, type OpenedWallet, requireWallet } from './wallet-keys.js'
import { scanFamilyWallet } from './wallet-scans.js'

/** A deposit a sync credited, and what it added to savings (less when credited again). */
export interface CreditedDeposit extends ChildDeposit {
  creditedSat: number
}

export interface FamilyDepositSync {
  credited: CreditedDeposit[]
  reversals: DepositReversal[]
}

/**
 * Settles the deposits of every family with a wallet, one family after another (gentle
 * with public chain sources), and marks unsigned sends the chain has seen as broadcast.
 * A family whose scan fails is reported to `onFailure` and left for the next pass;
 * settling is idempotent.
 */
export async function syncAllFamiliesDeposits(
  db: Db,
  onchain: Onchain,
  now: Date,
  onFailure: (familyId: number, error: unknown) => void,
): Promise<{ credited: number; reversed: number; wallets: number; failed: number }> {
  let credited = 0
  let reversed = 0
  let failed = 0
  const familyIds = await listWalletFamilyIds(db)
  for (const familyId of familyIds) {
    try {
      const opened = await loadWallet(db, onchain, familyId)
      if (!opened) continue
      const settled = await syncFamilyDeposits(db, onchain, opened, now)
      credited += settled.credited.length
      reversed += settled.reversals.length
      await followUnsignedSends(db, onchain, familyId, now)
    } catch (error) {
      failed++
      onFailure(familyId, error)
    }
  }
  return { credited, reversed, wallets: familyIds.length, failed }
}

/**
 * Scans the family's wallet and settles its children's deposits with the chain:
 * - every deposit deep enough for the family's rules is credited to the child's savings,
 *   once per outpoint (the deposits table's UNIQUE (family, txid, vout) decides, so
 *   repeated or racing syncs never pay twice);
 * - a credited deposit not yet final whose transaction is no longer confirmed is
 *   reversed, once, and the parents are told; one that confirms again is credited again;
 * - what reversed deposits still owe is taken from savings that arrived since.
 * The chain is read first; the bookings are one transaction.
 * @throws ChainSourceError when the chain cannot be read (nothing written).
 */
export async function syncFamilyDeposits(
  db: Db,
  onchain: Onchain,
  opened: OpenedWallet,
  now: Date,
): Promise<FamilyDepositSync> {
  const scan = await scanFamilyWallet(db, onchain, opened)
  const { keyDigest } = opened
  if (!keyDigest) return { credited: [], reversals: [] }
  const familyId = opened.wallet.familyId
  const rules = await readDepositRules(db, familyId)
  const recent = await listRecentCreditedDeposits(
    db,
    familyId,
    scan.tipHeight - MAX_CONFIRMATIONS + 1,
  )
  const places = await readChainPlaces(onchain.source, recent, scan.tipHeight)
  const at = now.toISOString()
  const used = new Set(scan.usedAddresses.map((a) => a.address))
  const settled = await inTransaction(db, async (trx) => {
    const addresses = await listKeyAddresses(trx, familyId, keyDigest)
    await markAddressesFunded(
      trx,
      familyId,
      addresses.filter((a) => used.has(a.address)).map((a) => a.address),
      at,
    )
    const credited: CreditedDeposit[] = []
    for (const deposit of depositsInScan(scan, addresses)) {
      if (!isCreditable(deposit, scan.tipHeight, rules)) continue
      const creditedSat = await creditDeposit(trx, familyId, deposit, at)
      if (creditedSat !== undefined) credited.push({ ...deposit, creditedSat })
    }
    const reversals: DepositReversal[] = []
    for (const deposit of recent) {
      const place = places.get(deposit.id)
      if (!place) continue
      if (place.kind === 'confirmed') {
        // Mined again in another block of the new chain: still credited, from there.
        if (place.blockHeight !== deposit.blockHeight) {
          await updateDepositHeight(trx, deposit.id, place.blockHeight)
        }
        continue
      }
      const reversal = await reverseDeposit(trx, familyId, deposit, at)
      if (reversal) reversals.push(reversal)
    }
    await collectOwedDeposits(trx, familyId, at)
    return { credited, reversals }
  })
  await alertParents(db, onchain, familyId, settled.reversals)
  return settled
}

/**
 * Credits one deposit, unless it was credited before: a new outpoint is recorded and
 * booked; one that was reversed is credited again. Answers what reached savings, or
 * undefined when nothing did (already credited, or a racing sync did it).
 */
async function creditDeposit(
  trx: Db,
  familyId: number,
  deposit: ChildDeposit,
  at: string,
): Promise<number | undefined> {
  const blockHeight = deposit.blockHeight as number
  const depositId = await insertDepositOnce(trx, {
    familyId,
    childId: deposit.childId,
    txid: deposit.txid,
    vout: deposit.vout,
    address: deposit.address,
    amountSat: deposit.valueSat,
    blockHeight,
    creditedAt: at,
  })
  if (depositId === undefined) {
    const recorded = await findDeposit(trx, familyId, deposit)
    if (recorded?.status !== 'reversed') return undefined
    if (!(await creditDepositAgain(trx, familyId, recorded, blockHeight, at))) return undefined
    return recorded.reversedSat
  }
  const [ledgerId] = await postEntries(trx, [
    {
      familyId,
      childId: deposit.childId,
      account: 'savings',
      type: 'savings_deposit',
      amountSat: deposit.valueSat,
      description: writeLedgerDescription('depositReceived', { outpoint: shortOutpoint(deposit) }),
      importKey: null,
      createdBy: null,
      createdAt: at,
    },
  ])
  if (ledgerId !== undefined) await linkDepositToLedger(trx, depositId, ledgerId)
  return deposit.valueSat
}

/** POST /api/wallet/sync/{childId}: settles the family's deposits, answers this child's part. */
export async function syncChild(
  db: Db,
  onchain: Onchain,
  user: SessionUser,
  childId: number,
  now: Date,
): Promise<SyncReply> {
  const child = await findAccessibleChild(db, user, childId)
  const opened = await requireWallet(db, onchain, user.familyId)
  const settled = await readChain(async () => {
    const deposits = await syncFamilyDeposits(db, onchain, opened, now)
    await followUnsignedSends(db, onchain, user.familyId, now)
    return deposits
  })
  const credited = settled.credited.filter((deposit) => deposit.childId === child.id)
  const reversed = settled.reversals.filter((reversal) => reversal.childId === child.id)
  const creditedSat = credited.reduce((sum, deposit) => sum + deposit.creditedSat, 0)
  const reversedSat = reversed.reduce((sum, reversal) => sum + reversal.reversedSat, 0)
  const balances = await getChildBalances(db, onchain, user, child.id)
  const said = [
    credited.length > 0
      ? `${satsToBtc(creditedSat)} BTC received on-chain was added to ${child.name}'s savings`
      : '',
    reversed.length > 0
      ? `${satsToBtc(reversedSat)} BTC was taken back from ${child.name}'s savings: a deposit left the blockchain`
      : '',
  ].filter(Boolean)
  return {
    success: true,
    ...balances,
    credited: credited.length,
    creditedAmount: satsToBtc(creditedSat),
    reversed: reversed.length,
    message: said.length === 0 ? 'Balances are up to date' : said.join('. '),
  }
}

/** The last pending amount read from the chain per child, shown while the chain is down. */
const lastPending = new WeakMap<Db, Map<number, { pendingSat: number; readAt: string }>>()
const MAX_REMEMBERED_CHILDREN = 10_000

/**
 * The child's savings and spending (family accounting, always from the database) and
 * what is on its way into savings: paid to the child's addresses from outside the wallet
 * and not credited yet (unconfirmed, not deep enough, or waiting for the next sync).
 * Reads only the child's own addresses, through the chain source's cache: polling every
 * child costs the upstream one request per address at most per cache period. When the
 * chain source cannot be reached, the pending amount is the last one read, with its time.
 */
export async function getChildBalances(
  db: Db,
  onchain: Onchain,
  user: SessionUser,
  childId: number,
): Promise<ChildBalancesReply> {
  const child = await findAccessibleChild(db, user, childId)
  const opened = await loadWallet(db, onchain, user.familyId)
  const balances = {
    savingsBalance: satsToBtc(child.savingsSat),
    spendingBalance: satsToBtc(child.spendingSat),
  }
  let remembered = lastPending.get(db)
  if (!remembered) {
    remembered = new Map()
    lastPending.set(db, remembered)
  }
  try {
    const pendingSat = opened ? await readPendingSat(db, onchain, opened, child.id) : 0
    const readAt = onchain.now().toISOString()
    remembered.delete(child.id)
    remembered.set(child.id, { pendingSat, readAt })
    evictOldest(remembered, MAX_REMEMBERED_CHILDREN)
    return {
      ...balances,
      pendingBalance: satsToBtc(pendingSat),
      pendingReadAt: readAt,
      chainUnreachable: false,
    }
  } catch (error) {
    if (!(error instanceof ChainSourceError)) throw error
    onchain.log.warn({ err: error, familyId: user.familyId }, 'pending balance not read')
    const last = remembered.get(child.id)
    return {
      ...balances,
      pendingBalance: last ? satsToBtc(last.pendingSat) : null,
      pendingReadAt: last?.readAt ?? null,
      chainUnreachable: true,
    }
  }
}

/** @throws ChainSourceError */
async function readPendingSat(
  db: Db,
  onchain: Onchain,
  opened: OpenedWallet,
  childId: number,
): Promise<number> {
  const { deriver, keyDigest, wallet } = opened
  if (!deriver || !keyDigest) return 0
  const addresses = await listChildAddresses(db, wallet.familyId, childId, keyDigest)
  if (addresses.length === 0) return 0
  const histories = await Promise.all(
    addresses.map(async ({ address }) => ({
      address,
      transactions: await onchain.source.getAddressTransactions(address),
    })),
  )
  const handedOut = await listKeyAddresses(db, wallet.familyId, keyDigest)
  const walletAddresses = walletAddressSet(
    deriver,
    wallet.lastScan ?? { nextReceiveIndex: null, nextChangeIndex: null },
    [wallet.watchAddress, ...handedOut.map((a) => a.address)],
  )
  const deposits = depositsInHistories(addresses, histories, (a) => walletAddresses.has(a))
  const credited = await findCreditedOutpoints(db, wallet.familyId, deposits)
  return deposits
    .filter((deposit) => !credited.has(outpointOf(deposit)))
    .reduce((sum, deposit) => sum + deposit.valueSat, 0)
}

/** The family's confirmation rules: saved, or the defaults. */
export async function readDepositRules(db: Db, familyId: number): Promise<DepositRules> {
  return (await findDepositSettings(db, familyId)) ?? DEFAULT_DEPOSIT_RULES
}

function depositSettingsReply(rules: DepositRules): DepositSettingsReply {
  return {
    confirmations: rules.confirmations,
    largeConfirmations: rules.largeConfirmations,
    largeAmount: satsToBtc(rules.largeAmountSat),
  }
}

/** GET /api/wallet/deposit-settings: the caller's family's rules. */
export async function getDepositSettings(db: Db, familyId: number): Promise<DepositSettingsReply> {
  return depositSettingsReply(await readDepositRules(db, familyId))
}

/**
 * PUT /api/wallet/deposit-settings. Deposits already credited stay credited; the new
 * rules count from the next sync.
 */
export async function updateDepositSettings(
  db: Db,
  familyId: number,
  body: DepositSettingsBody,
  now: Date,
): Promise<DepositSettingsReply> {
  const rules = acceptOrRefuse(checkDepositRules(body))
  await saveDepositSettings(db, familyId, rules, now.toISOString())
  return depositSettingsReply(rules)
}
