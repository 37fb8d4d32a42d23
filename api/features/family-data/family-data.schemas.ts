import { type Static, Type } from 'typebox'
import { DELETE_CONFIRMATION } from '../../contracts/family-deletion.js'
import { errorReplies, failsWith, MessageReply, routeMap } from '../../lib/schemas.js'

/** One exported row: columns in camelCase, amounts as BTC strings (`...Btc`). */
const ExportRow = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Number(), Type.Null()]),
)

export const FamilyExport = Type.Object({
  formatVersion: Type.Literal(1),
  exportedAt: Type.String(),
  family: Type.Array(ExportRow),
  users: Type.Array(ExportRow),
  spouseInvitations: Type.Array(ExportRow),
  children: Type.Array(ExportRow),
  /** The ledger: every balance change, append-only. */
  transactions: Type.Array(ExportRow),
  allowanceRuns: Type.Array(ExportRow),
  withdrawalRequests: Type.Array(ExportRow),
  savingsTransfers: Type.Array(ExportRow),
  familyGoals: Type.Array(ExportRow),
  goalAllocations: Type.Array(ExportRow),
  loginRecords: Type.Array(ExportRow),
  /** The members' passkeys: name, address, when made and last used; not their keys. */
  passkeys: Type.Array(ExportRow),
  /** The view-only wallet's settings and scan, without the sealed descriptor. */
  familyWallets: Type.Array(ExportRow),
  childWalletAddresses: Type.Array(ExportRow),
  walletDeposits: Type.Array(ExportRow),
  walletSends: Type.Array(ExportRow),
  walletDepositSettings: Type.Array(ExportRow),
  /** The Lightning connection's provider and address, without its sealed settings. */
  lightningConnections: Type.Array(ExportRow),
  lightningInvoices: Type.Array(ExportRow),
  lightningPayments: Type.Array(ExportRow),
  /** Where payouts go: the parent's and each child's Lightning address. */
  lightningAddresses: Type.Array(ExportRow),
  /** The Balance Sync tab's choices and the last reminder period mailed. */
  syncPreferences: Type.Array(ExportRow),
  /** Automatic payouts after the allowance: each child's setting, and each payout made or tried. */
  autoPayoutSettings: Type.Array(ExportRow),
  autoPayouts: Type.Array(ExportRow),
  /** The subscription: paid time, referral code, and the invoices the family paid or asked for. */
  billingAccounts: Type.Array(ExportRow),
  subscriptionInvoices: Type.Array(ExportRow),
  /** Chores set for the children, and each occurrence: done, paid or sent back (and why). */
  chores: Type.Array(ExportRow),
  choreOccurrences: Type.Array(ExportRow),
  /** Interest on savings: the family's yearly rate, children's own rates, each month credited. */
  interestSettings: Type.Array(ExportRow),
  childInterestRates: Type.Array(ExportRow),
  interestCredits: Type.Array(ExportRow),
})
export type FamilyExport = Static<typeof FamilyExport>

export const DeleteFamilyBody = Type.Object({
  confirmation: Type.Literal(
    DELETE_CONFIRMATION,
    failsWith('invalid-choice', `Type ${DELETE_CONFIRMATION} to delete your family's data`),
  ),
})

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const familyDataApi = routeMap({
  'GET /api/family/export': { response: { 200: FamilyExport, ...errorReplies(401, 403) } },
  'POST /api/family/delete': {
    body: DeleteFamilyBody,
    response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
  },
})
