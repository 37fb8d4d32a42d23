/** What each wallet format module provides: how to recognise its header and read its rows. */
import type { CsvWalletName } from '../../../contracts/csv-wallets.js'

export type WalletFormat =
  | 'phoenix'
  | 'phoenix-legacy'
  | 'phoenixd'
  | 'breez'
  | 'c-breez'
  | 'alby-hub'
  | 'lnbits'
  | 'blink'

export interface PaymentDraft {
  /** The wallet's own identifier, or null to fall back to a content hash. */
  walletId: string | null
  occurredAt: string | null
  occurredAtText: string
  direction: 'in' | 'out'
  /** Balance change in msat, unsigned: for 'out' the fee is included. */
  amountMsat: bigint
  /** Unsigned msat, for display only. */
  feeMsat: bigint
  description: string
  /**
   * The Lightning payment hash, where the file has one: one hash is one payment, so a
   * payment the app already booked (paid, paid out, or imported from another file) is
   * recognised by it.
   */
  paymentHash?: string
  /**
   * Set where the wallet refunds a failed send with a credit under the same key
   * (Blink: the payment hash). Such a debit and credit cancel out and neither is
   * imported: only sent payments are, and the debit alone would charge the child
   * for a payment that never happened.
   */
  reversalKey?: string
}

/** Returns null for a row that is deliberately not imported. */
export type RowReader = (fields: string[], line: number) => PaymentDraft | null

export interface FormatSpec {
  format: WalletFormat
  /** Shown in messages and written into an imported payment's description ("Phoenix payment"). */
  name: CsvWalletName
  /** Receives the header labels trimmed and lower-cased. */
  matches(header: string[]): boolean
  /** Receives the header labels trimmed, original case (used in messages). */
  prepare(header: string[], line: number): RowReader
}
