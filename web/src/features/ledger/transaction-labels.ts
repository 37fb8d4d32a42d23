import { ledgerTypeLabel } from '@api/contracts/transaction-types'
import type { TransactionDto } from '@api/features/ledger/ledger.schemas'

const ACCOUNT_LABELS: Record<TransactionDto['account'], string> = {
  savings: 'Savings',
  spending: 'Spending',
  goal: 'Goal',
}

/**
 * What kind of row it is and which balance it moved, each said once: "Allowance ·
 * Spending", but "Spending", not "Spending · Spending", and "Move to Savings" for the
 * savings side of the move.
 */
export function rowKind(row: Pick<TransactionDto, 'type' | 'account'>): string {
  const type = ledgerTypeLabel(row.type)
  const account = ACCOUNT_LABELS[row.account]
  return type.toLowerCase().endsWith(account.toLowerCase()) ? type : `${type} · ${account}`
}
