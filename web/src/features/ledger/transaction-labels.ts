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

export function accountLabel(account: TransactionDto['account']): string {
  return ACCOUNT_LABELS[account] ?? account
}
