import {
  BOOKED_TRANSACTION_TYPE_INFO,
  type BookedTransactionType,
  TRANSACTION_TYPE_INFO,
  type TransactionType,
} from '@api/contracts/transaction-types'
import type { TransactionDto } from '@api/features/ledger/ledger.schemas'

/**
 * A readable name for a ledger type: the ones a person records, then the ones the app
 * books itself; types added later still read as words.
 */
export function typeLabel(type: string): string {
  const known =
    TRANSACTION_TYPE_INFO[type as TransactionType]?.label ??
    BOOKED_TRANSACTION_TYPE_INFO[type as BookedTransactionType]?.label
  if (known) return known
  const words = type.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const ACCOUNT_LABELS: Record<TransactionDto['account'], string> = {
  savings: 'Savings',
  spending: 'Spending',
  goal: 'Goal',
}

function accountLabel(account: TransactionDto['account']): string {
  return ACCOUNT_LABELS[account] ?? account
}

/**
 * What kind of row it is and which balance it moved, each said once: "Allowance ·
 * Spending", but "Spending", not "Spending · Spending", and "Move to Savings" for the
 * savings side of the move.
 */
export function rowKind(row: Pick<TransactionDto, 'type' | 'account'>): string {
  const type = typeLabel(row.type)
  const account = accountLabel(row.account)
  return type.toLowerCase().endsWith(account.toLowerCase()) ? type : `${type} · ${account}`
}
