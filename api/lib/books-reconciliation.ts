import { type Static, Type } from 'typebox'

/**
 * The books check (the health-check job, issue 22) across features: the lightning
 * feature compares a family's wallet history with its books (WalletReconciler), the
 * health feature keeps the alerts, the monitoring feature shows them; app.ts composes
 * them (features never import each other), as for allowance-credits.ts.
 */

/** A payment whose amount in the books is not what the family's wallet reports. */
export interface WalletDifference {
  direction: 'incoming' | 'outgoing'
  paymentHash: string
  /**
   * What the wallet reports, in sats rounded as the books round it: amount plus fee of a
   * payment sent, the amount of one received; 0 when the wallet does not list it.
   */
  walletSat: number
  /** What the books hold under its hash: debited for a payment sent, credited for one received. */
  bookedSat: number
}

export type WalletReconciliation =
  | {
      outcome: 'checked'
      differences: WalletDifference[]
      /** Settled payments of the wallet compared. */
      compared: number
      /** False when the wallet's history was longer than one check reads. */
      isComplete: boolean
    }
  /** Nothing to compare with: no connection, or one that may not list its history. */
  | { outcome: 'skipped'; reason: string }
  /** The wallet did not answer: no difference is known, none is reported. */
  | { outcome: 'unavailable'; reason: string }

export type WalletReconciler = (familyId: number, now: Date) => Promise<WalletReconciliation>

/** One difference the operator sees on /admin/monitoring, with the family and the amount. */
export const BooksAlert = Type.Object({
  familyId: Type.Integer(),
  /** The account holder's e-mail, to reach the family. */
  ownerEmail: Type.Union([Type.String(), Type.Null()]),
  /** A cached balance against its ledger rows, or a Lightning payment against the wallet. */
  kind: Type.Union([Type.Literal('balance'), Type.Literal('wallet')]),
  /** The difference, a BTC string. */
  amount: Type.String(),
  message: Type.String(),
  detectedAt: Type.String(),
})
export type BooksAlert = Static<typeof BooksAlert>

export const BooksCheckStatus = Type.Object({
  /** The last check, null before the first. */
  checkedAt: Type.Union([Type.String(), Type.Null()]),
  alerts: Type.Array(BooksAlert),
  /** Families whose wallet could not be compared with their books, and why. */
  notChecked: Type.Array(Type.Object({ familyId: Type.Integer(), reason: Type.String() })),
})
export type BooksCheckStatus = Static<typeof BooksCheckStatus>
