import type { Db } from '../../../db/client.js'
import { findLightningConnection } from '../../../db/queries/lightning-connections.js'
import { findHashBookings, listSettledRecords } from '../../../db/queries/reconciliation.js'
import { AppError } from '../../errors.js'
import type { WalletDifference, WalletReconciliation } from '../../lib/books-reconciliation.js'
import {
  LightningError,
  type LightningErrorCode,
  type WalletTransaction,
} from '../../lib/lightning/lightning-provider.js'
import { type LightningDeps, requireFamilyWallet, resultOrFailure } from './lightning-context.js'

/** How far back a check compares: the last week, and never before the connection was saved. */
const WINDOW_MS = 7 * 86_400_000
/**
 * The wallet's history is read this much further back, so a payment the books settled a
 * little after the wallet did (or one LND dates by its start) is still found in it.
 */
const LISTING_MARGIN_MS = 86_400_000
/** Settled payments one check reads at most. */
const MAX_TRANSACTIONS = 1000

/** A connection that may not list its history: nothing to compare, said so, no alert. */
const CANNOT_LIST: ReadonlySet<LightningErrorCode> = new Set(['not-supported', 'unauthorized'])

/**
 * Compares the family's Lightning bookings with what its wallet reports, payment by
 * payment (by payment hash), over the last week:
 * - every payment the wallet sent must be debited in the books, amount and fee (one the
 *   app is still settling is left to its settlement);
 * - every payment received on an invoice the app made must be credited its amount
 *   (money arriving on the family's other invoices is not the children's);
 * - every payment and invoice the app booked as settled through this connection must be
 *   in the wallet's history.
 * The books are whole sats: an amount within the rounding of the wallet's msat (down
 * for all of it, up for amount and fee apart) is no difference.
 */
export async function reconcileFamilyWallet(
  db: Db,
  deps: LightningDeps,
  familyId: number,
  now: Date,
): Promise<WalletReconciliation> {
  const connection = await findLightningConnection(db, familyId)
  if (!connection) return { outcome: 'skipped', reason: 'No Lightning wallet is connected.' }
  const wallet = await requireFamilyWallet(db, deps, familyId).catch((error: unknown) => {
    if (error instanceof AppError) return error
    throw error
  })
  if (wallet instanceof AppError) return { outcome: 'unavailable', reason: wallet.message }
  // In whole seconds: some wallets date their history so.
  const sinceMs = Math.max(Date.parse(connection.updatedAt), now.getTime() - WINDOW_MS)
  const since = new Date(Math.floor(sinceMs / 1000) * 1000)
  const listed = await resultOrFailure(
    wallet.listTransactions({
      since: new Date(since.getTime() - LISTING_MARGIN_MS),
      limit: MAX_TRANSACTIONS,
    }),
  )
  if (listed instanceof LightningError) {
    return CANNOT_LIST.has(listed.code)
      ? {
          outcome: 'skipped',
          reason: `The ${wallet.kind} connection cannot list its transactions: ${listed.message}`,
        }
      : { outcome: 'unavailable', reason: listed.message }
  }

  const recent = listed.transactions.filter((t) => t.settledAt >= since)
  // Where the history was cut short, only what it still covers can be missing from it.
  const oldestListed = listed.transactions.at(-1)?.settledAt.getTime() ?? now.getTime()
  const coveredFromMs = listed.isComplete ? 0 : oldestListed
  const records = (
    await listSettledRecords(
      db,
      familyId,
      { revision: wallet.revision, savedAt: connection.updatedAt },
      since.toISOString(),
    )
  ).filter((record) => Date.parse(record.settledAt) >= coveredFromMs)
  const bookings = await findHashBookings(db, familyId, [
    ...new Set([...recent, ...records].map((t) => t.paymentHash)),
  ])

  const differences: WalletDifference[] = []
  for (const transaction of recent) {
    const booking = bookings.get(transaction.paymentHash)
    if (transaction.direction === 'outgoing') {
      if (booking?.paymentState === 'pending') continue
      const bookedSat = -(booking?.ledgerSat ?? 0)
      if (!withinRounding(transaction, bookedSat)) {
        differences.push(differenceOf(transaction, bookedSat))
      }
    } else {
      if (booking?.invoiceState == null || booking.invoiceState === 'pending') continue
      if (!withinRounding(transaction, booking.ledgerSat)) {
        differences.push(differenceOf(transaction, booking.ledgerSat))
      }
    }
  }
  const inWallet = new Set(listed.transactions.map((t) => `${t.direction}:${t.paymentHash}`))
  for (const record of records) {
    if (inWallet.has(`${record.direction}:${record.paymentHash}`)) continue
    const ledgerSat = bookings.get(record.paymentHash)?.ledgerSat ?? 0
    differences.push({
      direction: record.direction,
      paymentHash: record.paymentHash,
      walletSat: 0,
      bookedSat: record.direction === 'outgoing' ? -ledgerSat : ledgerSat,
    })
  }
  return {
    outcome: 'checked',
    differences,
    compared: recent.length,
    isComplete: listed.isComplete,
  }
}

/** The wallet's msat in whole sats: each part rounded up, as the books charge a payment. */
function walletSatOf(transaction: WalletTransaction): number {
  return Math.ceil(transaction.amountMsat / 1000) + Math.ceil(transaction.feeMsat / 1000)
}

/**
 * Whether the books' sats are the wallet's msat as some rounding gives them: from all of
 * it rounded down (a wallet's CSV export) to amount and fee each rounded up (a payment
 * the app booked).
 */
function withinRounding(transaction: WalletTransaction, bookedSat: number): boolean {
  const lowest = Math.floor((transaction.amountMsat + transaction.feeMsat) / 1000)
  return bookedSat >= lowest && bookedSat <= walletSatOf(transaction)
}

function differenceOf(transaction: WalletTransaction, bookedSat: number): WalletDifference {
  return {
    direction: transaction.direction,
    paymentHash: transaction.paymentHash,
    walletSat: walletSatOf(transaction),
    bookedSat,
  }
}
