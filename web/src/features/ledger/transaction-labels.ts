import { ledgerTypeLabel } from '@api/contracts/transaction-types'
import type { TransactionDto } from '@api/features/ledger/ledger.schemas'
import { textsNow } from '../../lib/i18n'
import { ledgerTexts } from './texts'

const ACCOUNT_KEYS = {
  savings: 'accountSavings',
  spending: 'accountSpending',
  goal: 'accountGoal',
} as const satisfies Record<TransactionDto['account'], string>

/**
 * What kind of row it is and which balance it moved, each said once: "Allowance ·
 * Spending", but "Spending", not "Spending · Spending", and "Move to Savings" for the
 * savings side of the move. Whether the type already names its balance is read from the
 * English names, so the rule is the same in every language.
 */
export function rowKind(row: Pick<TransactionDto, 'type' | 'account'>): string {
  const type = ledgerTypeLabel(row.type)
  const key = ACCOUNT_KEYS[row.account]
  const namesAccount = type.toLowerCase().endsWith(ledgerTexts.en[key].toLowerCase())
  return namesAccount ? type : `${type} · ${textsNow(ledgerTexts)(key)}`
}
