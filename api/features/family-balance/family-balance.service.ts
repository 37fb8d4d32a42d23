import type { Db } from '../../../db/client.js'
import { listChildren } from '../../../db/queries/children.js'
import { btcToSats, satsToBtc, totalToBtc } from '../../lib/money.js'
import type { FamilyBalanceReply, WalletPart } from './family-balance.schemas.js'

/** What the view-only wallet said (its /api/wallet/family-info answer). */
export interface OnChainReading {
  configured: boolean
  /** Confirmed balance from its last scan; null before the first one. */
  balance: string | null
}

/** What the Lightning connection said (its /api/lightning/balance answer). */
export interface LightningReading {
  configured: boolean
  connected: boolean
  /** What the family can spend over Lightning, in sats (the Lightning card's figure). */
  channelBalance: number
}

/** How the wallets are read: given by app.ts, which composes the two features. */
export interface WalletReaders {
  onChain: (familyId: number) => Promise<OnChainReading>
  lightning: (familyId: number) => Promise<LightningReading>
}

function onChainPart(reading: OnChainReading): WalletPart {
  if (!reading.configured) return { state: 'not_configured' }
  return reading.balance === null
    ? { state: 'unavailable' }
    : { state: 'known', balance: reading.balance }
}

function lightningPart(reading: LightningReading): WalletPart {
  if (!reading.configured) return { state: 'not_configured' }
  return reading.connected
    ? { state: 'known', balance: satsToBtc(reading.channelBalance) }
    : { state: 'unavailable' }
}

/** The summary card's figures, summed exactly in satoshis. */
export function combineBalances(
  onChain: OnChainReading,
  lightning: LightningReading,
  booksSat: number,
): FamilyBalanceReply {
  const parts = [onChainPart(onChain), lightningPart(lightning)] as const
  const known = parts.flatMap((part) => (part.state === 'known' ? [btcToSats(part.balance)] : []))
  const totalSat = known.reduce((sum, amount) => sum + amount, 0)
  const isComplete = parts.every((part) => part.state !== 'unavailable')
  return {
    onChain: parts[0],
    lightning: parts[1],
    total: known.length > 0 ? totalToBtc(totalSat) : null,
    books: totalToBtc(booksSat),
    difference: known.length > 0 && isComplete ? totalToBtc(totalSat - booksSat) : null,
  }
}

/** Total Family Balance (spec 1, dashboard summary cards): the wallets beside the books. */
export async function getFamilyBalance(
  db: Db,
  readers: WalletReaders,
  familyId: number,
): Promise<FamilyBalanceReply> {
  const [onChain, lightning, children] = await Promise.all([
    readers.onChain(familyId),
    readers.lightning(familyId),
    listChildren(db, familyId),
  ])
  const booksSat = children.reduce((sum, child) => sum + child.savingsSat + child.spendingSat, 0)
  return combineBalances(onChain, lightning, booksSat)
}
