import type { Transaction } from './api'

const TYPE_LABELS: Record<string, string> = {
  allowance: 'Allowance',
  bonus: 'Bonus',
  chore_payment: 'Chore Payment',
  spending_adjustment: 'Spending Adjustment',
  spending: 'Spending',
  earned: 'Earned',
  savings: 'Move to Savings',
  savings_deposit: 'Savings Deposit',
  savings_withdrawal: 'Savings Withdrawal',
  lightning_spend: 'Lightning Spend',
  balance_adjustment: 'Balance Adjustment',
}

/** A readable name for a ledger type; types added later still read as words. */
export function typeLabel(type: string): string {
  const known = TYPE_LABELS[type]
  if (known) return known
  const words = type.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const ACCOUNT_LABELS: Record<Transaction['account'], string> = {
  savings: 'Savings',
  spending: 'Spending',
  goal: 'Goal',
}

export function accountLabel(account: Transaction['account']): string {
  return ACCOUNT_LABELS[account] ?? account
}
