import type { Db } from '../../../db/client.js'
import { listChildNames } from '../../../db/queries/children.js'
import { findFamilyWallet, saveFamilyWallet } from '../../../db/queries/family-wallets.js'
import { listReversedDeposits } from '../../../db/queries/wallet-deposits.js'
import { MESSAGES } from '../../contracts/messages.js'
import { badRequest } from '../../errors.js'
import { parseAddress } from '../../lib/bitcoin/address.js'
import { ChainSourceError } from '../../lib/bitcoin/chain-source.js'
import { addressDeriver, RECEIVE_CHAIN } from '../../lib/bitcoin/derivation.js'
import { parseWalletKey, type WalletKey } from '../../lib/bitcoin/wallet-key.js'
import { satsToBtc } from '../../lib/money.js'
import { required } from '../../lib/required.js'
import type { SessionUser } from '../../lib/sessions.js'
import type {
  ConfigureWalletBody,
  ConfigureWalletReply,
  FamilyInfoReply,
  ReversedDepositDto,
  WalletPreviewReply,
  WalletSettingsDto,
} from './wallet.schemas.js'
import { readBitcoinInput } from './wallet-errors.js'
import {
  keyDigest,
  loadWallet,
  type Onchain,
  type OpenedWallet,
  sealDescriptor,
} from './wallet-keys.js'
import { scanFamilyWallet } from './wallet-scans.js'

/** How old the card's balance may be before family-info scans again (the browser polls every 30 s). */
const FAMILY_INFO_MAX_AGE_MS = 30_000
/**
 * How long family-info waits for a scan before answering "scanning": a large wallet on a
 * slow public instance can take longer, and the card polls until the scan is in.
 */
const SCAN_WAIT_MS = 3_000
/** How long the card keeps showing a reversed deposit that owes nothing any more. */
const REVERSALS_SHOWN_MS = 30 * 24 * 60 * 60 * 1000

/** What a configure call asks for: a value to set, null to remove, undefined to keep. */
interface WalletInput {
  key: WalletKey | null | undefined
  address: string | null | undefined
}

/**
 * Reads the typed key and address, refusing anything unusable with a message that says
 * what to do (private keys, wrong network, bad checksums...). Nothing is stored here.
 */
function readWalletInput(network: Onchain['network'], body: ConfigureWalletBody): WalletInput {
  const keyText = body.walletXpub?.trim() ?? ''
  const addressText = body.walletAddress?.trim() ?? ''
  if (!keyText && !addressText && !body.removeWalletXpub && !body.removeWalletAddress) {
    throw badRequest('missing-field', MESSAGES.walletInputRequired, 'walletXpub')
  }
  if ((keyText && body.removeWalletXpub) || (addressText && body.removeWalletAddress)) {
    throw badRequest(
      'invalid-request',
      'Either give a new value or remove the saved one, not both',
      keyText && body.removeWalletXpub ? 'walletXpub' : 'walletAddress',
    )
  }
  return {
    key: keyText
      ? readBitcoinInput(
          () => parseWalletKey(keyText, { network, scriptType: body.scriptType }),
          'walletXpub',
        )
      : body.removeWalletXpub
        ? null
        : undefined,
    address: addressText
      ? readBitcoinInput(() => parseAddress(addressText, network).address, 'walletAddress')
      : body.removeWalletAddress
        ? null
        : undefined,
  }
}

function settingsOf(
  network: Onchain['network'],
  key: WalletKey | null,
  watchAddress: string | null,
): WalletSettingsDto {
  const first = key ? addressDeriver(key).derive(RECEIVE_CHAIN, 0) : null
  return {
    network,
    hasKey: key !== null,
    scriptType: key?.scriptType ?? null,
    firstAddress: first?.address ?? null,
    firstAddressPath: first?.derivationPath ?? null,
    masterFingerprint: key?.origin?.fingerprint ?? null,
    watchAddress,
  }
}

const openedSettings = (onchain: Onchain, opened: OpenedWallet) =>
  settingsOf(onchain.network, opened.key, opened.wallet.watchAddress)

/** What the typed key and address would watch, before anything is saved. */
export function previewWallet(onchain: Onchain, body: ConfigureWalletBody): WalletPreviewReply {
  const input = readWalletInput(onchain.network, body)
  return {
    ...settingsOf(onchain.network, input.key ?? null, input.address ?? null),
    scriptTypeAmbiguous: input.key?.scriptTypeAmbiguous ?? false,
  }
}

/**
 * Saves the family's view-only wallet. A field left out (or blank) keeps its saved value,
 * remove* drops it; the result must still watch something. A different key gives the children
 * new addresses on their next request (their old ones stay with the old key). No network
 * I/O: the first scan runs when the card asks for family-info.
 */
export async function configureWallet(
  db: Db,
  onchain: Onchain,
  user: SessionUser,
  body: ConfigureWalletBody,
  now: Date,
): Promise<ConfigureWalletReply> {
  const input = readWalletInput(onchain.network, body)
  const saved = await findFamilyWallet(db, user.familyId)
  const current = saved?.network === onchain.network ? saved : undefined
  const keyColumns =
    input.key === undefined
      ? {
          sealedDescriptor: current?.sealedDescriptor ?? null,
          keyDigest: current?.keyDigest ?? null,
          scriptType: current?.scriptType ?? null,
        }
      : input.key === null
        ? { sealedDescriptor: null, keyDigest: null, scriptType: null }
        : {
            sealedDescriptor: sealDescriptor(
              onchain.secretKey,
              user.familyId,
              input.key.descriptor,
            ),
            keyDigest: keyDigest(onchain.secretKey, input.key),
            scriptType: input.key.scriptType,
          }
  const watchAddress = input.address === undefined ? (current?.watchAddress ?? null) : input.address
  if (keyColumns.sealedDescriptor === null && watchAddress === null) {
    throw badRequest('missing-field', MESSAGES.walletInputRequired, 'walletXpub')
  }
  await saveFamilyWallet(db, {
    familyId: user.familyId,
    network: onchain.network,
    ...keyColumns,
    watchAddress,
    configuredBy: user.id,
    configuredAt: now.toISOString(),
  })
  const opened = await loadWallet(db, onchain, user.familyId)
  if (!opened) throw new Error('the wallet just saved does not load')
  return {
    success: true,
    message: 'Bitcoin wallet configured',
    wallet: openedSettings(onchain, opened),
  }
}

/**
 * The wallet card: the last scan's balance while it is fresh, else a new scan (shared
 * with any running one) awaited for a moment. A scan still running answers "scanning"
 * and is stored when it ends; a chain source that does not answer gives "failed" with
 * the last known figures.
 */
export async function getFamilyInfo(
  db: Db,
  onchain: Onchain,
  familyId: number,
): Promise<FamilyInfoReply> {
  const opened = await loadWallet(db, onchain, familyId)
  if (!opened) {
    return {
      configured: false,
      status: 'not_configured',
      balance: null,
      pendingBalance: null,
      addressCount: null,
      scannedAt: null,
      wallet: null,
      reversedDeposits: [],
    }
  }
  const reversedDeposits = await readReversedDeposits(db, onchain, familyId)
  const last = opened.wallet.lastScan
  const age = last ? onchain.now().getTime() - Date.parse(last.scannedAt) : Infinity
  if (age < FAMILY_INFO_MAX_AGE_MS) {
    return familyInfo(onchain, opened, 'connected', reversedDeposits)
  }
  const outcome = await waitAtMost(scanFamilyWallet(db, onchain, opened), SCAN_WAIT_MS)
  if (outcome === 'failed') {
    return {
      ...familyInfo(onchain, opened, 'failed', reversedDeposits),
      message: MESSAGES.syncFailed,
    }
  }
  const refreshed = await loadWallet(db, onchain, familyId)
  if (!refreshed) return familyInfo(onchain, opened, 'scanning', reversedDeposits)
  const status = outcome === 'done' ? 'connected' : 'scanning'
  return familyInfo(onchain, refreshed, status, reversedDeposits)
}

function familyInfo(
  onchain: Onchain,
  opened: OpenedWallet,
  status: FamilyInfoReply['status'],
  reversedDeposits: ReversedDepositDto[],
): FamilyInfoReply {
  const last = opened.wallet.lastScan
  return {
    configured: true,
    // Without any scan result the card has nothing to show but "scanning".
    status: status === 'connected' && !last ? 'scanning' : status,
    balance: last ? satsToBtc(last.balanceSat) : null,
    pendingBalance: last ? satsToBtc(last.pendingSat) : null,
    addressCount: last?.usedAddressCount ?? null,
    scannedAt: last?.scannedAt ?? null,
    wallet: openedSettings(onchain, opened),
    reversedDeposits,
  }
}

/** Deposits reversed in the last 30 days, or still owing: the card's alert. */
async function readReversedDeposits(
  db: Db,
  onchain: Onchain,
  familyId: number,
): Promise<ReversedDepositDto[]> {
  const since = new Date(onchain.now().getTime() - REVERSALS_SHOWN_MS).toISOString()
  const reversed = await listReversedDeposits(db, familyId, since)
  if (reversed.length === 0) return []
  const names = await listChildNames(db, familyId)
  return reversed.map((deposit) => ({
    childId: deposit.childId,
    childName: names.get(deposit.childId) ?? 'A removed child',
    txid: deposit.txid,
    vout: deposit.vout,
    amount: satsToBtc(deposit.amountSat),
    takenBack: satsToBtc(deposit.reversedSat),
    owed: satsToBtc(deposit.owedSat),
    reversedAt: required(deposit.reversedAt, 'when a reversed deposit was reversed'),
  }))
}

/** Settles with the scan's outcome, or 'running' after `ms` (the scan carries on). */
async function waitAtMost(
  scan: Promise<unknown>,
  ms: number,
): Promise<'done' | 'failed' | 'running'> {
  let timer: NodeJS.Timeout | undefined
  const outcome = scan.then(
    () => 'done' as const,
    (error: unknown) => {
      if (error instanceof ChainSourceError) return 'failed' as const
      throw error
    },
  )
  // A scan finishing after the answer was sent must not fail unobserved.
  outcome.catch(() => undefined)
  const timeout = new Promise<'running'>((resolve) => {
    timer = setTimeout(() => resolve('running'), ms)
    timer.unref()
  })
  try {
    return await Promise.race([outcome, timeout])
  } finally {
    clearTimeout(timer)
  }
}
