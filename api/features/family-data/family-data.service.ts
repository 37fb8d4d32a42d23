import { type Db, truncateWriteAheadLog } from '../../../db/client.js'
import {
  deleteFamilyRows,
  type ExportRow,
  readFamilyRows,
} from '../../../db/queries/family-data.js'
import { inTransaction } from '../../../db/transaction.js'
import { notFound } from '../../errors.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import type { FamilyExport } from './family-data.schemas.js'

/** Amounts leave the server as exact BTC strings: `amountSat: 150000` becomes `amountBtc: "0.00150000"`. */
function withBtcAmounts(row: ExportRow): ExportRow {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) =>
      column.endsWith('Sat') && typeof value === 'number'
        ? [`${column.slice(0, -3)}Btc`, satsToBtc(value)]
        : [column, value],
    ),
  )
}

/** The caller's whole family as one JSON document (children, ledger, requests, goals, settings). */
export async function exportFamily(db: Db, user: SessionUser, now: Date): Promise<FamilyExport> {
  const rows = await readFamilyRows(db, user.familyId)
  const table = (name: keyof typeof rows) => rows[name].map(withBtcAmounts)
  return {
    formatVersion: 1,
    exportedAt: now.toISOString(),
    family: table('families'),
    users: table('users'),
    spouseInvitations: table('spouse_invitations'),
    children: table('children'),
    transactions: table('transactions'),
    allowanceRuns: table('allowance_runs'),
    withdrawalRequests: table('withdrawal_requests'),
    savingsTransfers: table('savings_transfers'),
    familyGoals: table('family_goals'),
    goalAllocations: table('goal_allocations'),
    loginRecords: table('login_records'),
    passkeys: table('passkeys'),
    familyWallets: table('family_wallets'),
    childWalletAddresses: table('child_wallet_addresses'),
    walletDeposits: table('wallet_deposits'),
    walletSends: table('wallet_sends'),
    walletDepositSettings: table('wallet_deposit_settings'),
    lightningConnections: table('lightning_connections'),
    lightningInvoices: table('lightning_invoices'),
    lightningPayments: table('lightning_payments'),
    lightningAddresses: table('lightning_addresses'),
    syncPreferences: table('sync_preferences'),
    autoPayoutSettings: table('auto_payout_settings'),
    autoPayouts: table('auto_payouts'),
    billingAccounts: table('billing_accounts'),
    subscriptionInvoices: table('subscription_invoices'),
    chores: table('chores'),
    choreOccurrences: table('chore_occurrences'),
    interestSettings: table('interest_settings'),
    childInterestRates: table('child_interest_rates'),
    interestCredits: table('interest_credits'),
  }
}

/**
 * Removes the caller's family and everything of it in one transaction; its members'
 * sessions go with them, so every device of the family is signed out at once.
 * @throws not-found when the family is already gone (a second click).
 */
export async function deleteFamily(db: Db, user: SessionUser): Promise<void> {
  const existed = await inTransaction(db, (trx) => deleteFamilyRows(trx, user.familyId))
  if (!existed) throw notFound('Family')
  // Deleted means gone from the files too, not only from the tables (docs/data-retention.md).
  truncateWriteAheadLog(db)
}
