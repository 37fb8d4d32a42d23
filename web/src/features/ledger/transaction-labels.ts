import { TRANSACTION_TYPE_INFO, type TransactionType } from '@api/contracts/transaction-types'
import type { TransactionDto } from '@api/features/ledger/ledger.schemas'

/** Ledger types the app books itself, beside the ones a person records (TRANSACTION_TYPE_INFO). */
const BOOKED_TYPE_LABELS: Record<string, string> = {
  savings_deposit: 'Savings Deposit',
  savings_withdrawal: 'Savings Withdrawal',
  balance_adjustment: 'Balance Adjustment',
  // Monthly interest on savings, paid by the parents (docs/interest.md).
  interest: 'Interest',
}

/** A readable name for a ledger type; types added later still read as words. */
export function typeLabel(type: string): string {
  const known = TRANSACTION_TYPE_INFO[type as TransactionType]?.label ?? BOOKED_TYPE_LABELS[type]
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
