import { type LedgerType, ledgerTypeLabel } from '@api/contracts/transaction-types'
import type { TransactionDto } from '@api/features/ledger/ledger.schemas'
import { textsNow } from '../../lib/i18n'
import { type LedgerTextKey, ledgerTexts } from './texts'

/** Each ledger type's name in the catalogue (texts.ts), so rows read in the language shown. */
const TYPE_KEYS = {
  allowance: 'typeAllowance',
  bonus: 'typeBonus',
  chore_payment: 'typeChorePayment',
  spending_adjustment: 'typeSpendingAdjustment',
  spending: 'typeSpending',
  earned: 'typeEarned',
  savings: 'typeSavings',
  lightning_spend: 'typeLightningSpend',
  savings_deposit: 'typeSavingsDeposit',
  savings_withdrawal: 'typeSavingsWithdrawal',
  savings_to_spending: 'typeSavingsToSpending',
  balance_adjustment: 'typeBalanceAdjustment',
  lightning_receive: 'typeLightningReceive',
  lightning_fee: 'typeLightningFee',
  interest: 'typeInterest',
  goal_allocation: 'typeGoalAllocation',
  goal_refund: 'typeGoalRefund',
  goal_closed: 'typeGoalClosed',
  chores: 'typeChores',
  gift: 'typeGift',
  send_cancelled: 'typeSendCancelled',
  deposit_reversed: 'typeDepositReversed',
} as const satisfies Record<LedgerType, LedgerTextKey>

/** The readable name of a ledger type in the language shown, as activity lists show it. */
export function ledgerTypeText(type: LedgerType): string {
  return textsNow(ledgerTexts)(TYPE_KEYS[type])
}

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
  const key = ACCOUNT_KEYS[row.account]
  const namesAccount = ledgerTypeLabel(row.type)
    .toLowerCase()
    .endsWith(ledgerTexts.en[key].toLowerCase())
  const type = ledgerTypeText(row.type)
  return namesAccount ? type : `${type} · ${textsNow(ledgerTexts)(key)}`
}
