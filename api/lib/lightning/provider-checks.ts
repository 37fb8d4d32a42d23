import { createHash } from 'node:crypto'
import {
  type DecodedInvoice,
  decodeInvoice,
  INVALID_INVOICE_MESSAGE,
  InvalidInvoiceError,
} from './bolt11.js'
import { lightningError } from './lightning-errors.js'
import {
  type CreatedInvoice,
  LightningError,
  type TransactionList,
  type TransactionQuery,
  type WalletInfo,
  type WalletTransaction,
} from './lightning-provider.js'

/**
 * The checks every provider makes, whichever backend it speaks to (NWC or HTTP), in
 * the same words: the invoice it is asked to pay, before anything is sent, and what a
 * wallet answers that the accounting relies on (invoices it made, proofs of payment,
 * amounts).
 */

/** Hex payment hashes only (an HTTP backend puts the hash into a URL path). */
export function checkPaymentHash(paymentHash: string): string {
  const hash = paymentHash.toLowerCase()
  if (!/^[0-9a-f]{64}$/.test(hash)) throw lightningError('not-found')
  return hash
}

/**
 * The invoice a backend made, once checked to be the one asked for: the family is paid
 * through it, so it must carry the payment hash the backend reported and the amount
 * asked (a backend that ignored the amount would hand out an "any amount" invoice).
 * @throws LightningError 'bad-response'
 */
export function checkCreatedInvoice(
  bolt11: string,
  expected: { paymentHash: string; amountSat: number },
): CreatedInvoice {
  const invoice = readInvoice(bolt11)
  if (
    invoice.paymentHash !== expected.paymentHash.toLowerCase() ||
    invoice.amountMsat !== expected.amountSat * 1000
  ) {
    throw lightningError('bad-response', 'the invoice it made is not the one asked for')
  }
  return {
    bolt11: invoice.paymentRequest,
    paymentHash: invoice.paymentHash,
    amountSat: expected.amountSat,
    expiresAt: invoice.expiresAt,
  }
}

/**
 * An invoice a backend returned (in a lookup, or one it made).
 * @throws LightningError 'bad-response' when it is not a valid invoice
 */
export function readInvoice(bolt11: string): DecodedInvoice {
  try {
    return decodeInvoice(bolt11)
  } catch (error) {
    if (error instanceof InvalidInvoiceError) {
      throw lightningError('bad-response', 'it is not a valid invoice', { cause: error })
    }
    throw error
  }
}

/**
 * The invoice a payment is asked for, read before anything is sent: garbage and
 * "any amount" invoices are refused here, in the same words whichever backend pays.
 * @throws LightningError 'payment-failed'
 */
export function invoiceToPay(bolt11: string): DecodedInvoice & { amountSat: number } {
  let invoice: DecodedInvoice
  try {
    invoice = decodeInvoice(bolt11)
  } catch (error) {
    // The spec's own words for an invoice that cannot be read.
    if (error instanceof InvalidInvoiceError) {
      throw new LightningError('payment-failed', INVALID_INVOICE_MESSAGE, { cause: error })
    }
    throw error
  }
  const { amountSat } = invoice
  if (amountSat === null) {
    throw lightningError(
      'payment-failed',
      'this invoice does not say how much to pay (ask for an invoice with an amount)',
    )
  }
  return { ...invoice, amountSat }
}

/**
 * The preimage of a successful payment, checked against its hash: it is the proof of
 * payment the accounting relies on.
 * @throws LightningError 'outcome-unknown' when paying (the money may have left; a
 * lookup settles it), 'bad-response' when looking up
 */
export function checkPreimage(preimage: string, paymentHash: string, isPayment: boolean): string {
  const lower = preimage.toLowerCase()
  const isProof =
    /^[0-9a-f]{64}$/.test(lower) &&
    createHash('sha256').update(Buffer.from(lower, 'hex')).digest('hex') === paymentHash
  if (!isProof) {
    throw lightningError(
      isPayment ? 'outcome-unknown' : 'bad-response',
      'the proof of payment does not match the invoice',
    )
  }
  return lower
}

/**
 * Whole sats from msat: rounded down for what can be spent or was received, up for a
 * fee (the accounting is never under-charged).
 * @throws LightningError 'bad-response' beyond any real amount
 */
export function satsFromMsat(msat: bigint | number, rounding: 'down' | 'up'): number {
  const value = BigInt(msat)
  const sats = rounding === 'down' ? value / 1000n : (value + 999n) / 1000n
  if (value < 0n || sats > BigInt(Number.MAX_SAFE_INTEGER)) throw lightningError('bad-response')
  return Number(sats)
}

/**
 * The wallet's network from the name its backend gives (LND says testnet4, Alby Hub
 * bitcoin for mainnet); null for a name not known here.
 */
export function readNetwork(name: string | null | undefined): WalletInfo['network'] {
  switch (name) {
    case 'bitcoin':
    case 'mainnet':
      return 'mainnet'
    case 'testnet':
    case 'testnet4':
      return 'testnet'
    case 'signet':
      return 'signet'
    case 'regtest':
      return 'regtest'
    default:
      return null
  }
}

/** Pages of a wallet's history read for one listing at most, whatever the backend answers. */
const MAX_PAGES = 50

/**
 * Reads a wallet's history page by page, each backend with its own cursor, until it has
 * no more, or `query.limit` settled transactions are in hand. `readPage` answers the
 * page's settled transactions since `query.since` and the next cursor (null at the end).
 */
export async function collectTransactions<Cursor>(
  query: TransactionQuery,
  first: Cursor,
  readPage: (cursor: Cursor) => Promise<{ settled: WalletTransaction[]; next: Cursor | null }>,
): Promise<TransactionList> {
  const found = new Map<string, WalletTransaction>()
  let cursor: Cursor | null = first
  for (let page = 0; cursor !== null && found.size <= query.limit && page < MAX_PAGES; page++) {
    const { settled, next }: { settled: WalletTransaction[]; next: Cursor | null } =
      await readPage(cursor)
    for (const transaction of settled) {
      if (transaction.settledAt >= query.since) {
        found.set(`${transaction.direction}:${transaction.paymentHash}`, transaction)
      }
    }
    cursor = next
  }
  // Left off when the pages or the limit ran out before the history did.
  return mergeLists(query.limit, { transactions: [...found.values()], isComplete: cursor === null })
}

/** The sent and the received lists of a backend that pages them apart, as one. */
export function mergeLists(limit: number, ...lists: TransactionList[]): TransactionList {
  const all = lists
    .flatMap((list) => list.transactions)
    .sort((a, b) => b.settledAt.getTime() - a.settledAt.getTime())
  return {
    transactions: all.slice(0, limit),
    isComplete: all.length <= limit && lists.every((list) => list.isComplete),
  }
}
