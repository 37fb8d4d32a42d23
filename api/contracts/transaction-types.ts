/**
 * The transactions a person records by hand (spec 1, "Add Transaction"): who may record
 * each type and which way it moves the child's spending balance. The server books
 * ledger rows by this table; the browser offers the types and checks the balance by it.
 */
import { CONTRIBUTION_LABELS } from './goal-vocabulary.js'

/** A parent records what the family gives; a child records what they did with their money. */
export const PARENT_TRANSACTION_TYPES = [
  'allowance',
  'bonus',
  'chore_payment',
  'spending_adjustment',
] as const
export const CHILD_TRANSACTION_TYPES = ['spending', 'earned', 'savings', 'lightning_spend'] as const

export type ParentTransactionType = (typeof PARENT_TRANSACTION_TYPES)[number]
export type TransactionType = ParentTransactionType | (typeof CHILD_TRANSACTION_TYPES)[number]

export const TRANSACTION_TYPES: readonly TransactionType[] = [
  ...PARENT_TRANSACTION_TYPES,
  ...CHILD_TRANSACTION_TYPES,
]

/**
 * What a type does to the spending balance: `credit` adds money to it (and may feed goal
 * shares and the sweep to savings), `debit` takes money out of the family's accounting,
 * `to-savings` moves it from spending to savings. Only a credit adds; the other two need
 * the spending balance to cover the amount.
 */
export type SpendingEffect = 'credit' | 'debit' | 'to-savings'

interface TransactionTypeInfo {
  label: string
  effect: SpendingEffect
}

export const TRANSACTION_TYPE_INFO: Readonly<Record<TransactionType, TransactionTypeInfo>> = {
  allowance: { label: 'Allowance', effect: 'credit' },
  bonus: { label: 'Bonus', effect: 'credit' },
  chore_payment: { label: 'Chore Payment', effect: 'credit' },
  spending_adjustment: { label: 'Spending Adjustment', effect: 'debit' },
  spending: { label: 'Spending', effect: 'debit' },
  earned: { label: 'Earned', effect: 'credit' },
  savings: { label: 'Move to Savings', effect: 'to-savings' },
  lightning_spend: { label: 'Lightning Spend', effect: 'debit' },
}

export function isParentTransactionType(type: TransactionType): type is ParentTransactionType {
  return (PARENT_TRANSACTION_TYPES as readonly string[]).includes(type)
}

/** The sign of the spending balance change: +1 for a credit, -1 when it takes money out. */
export function spendingSign(type: TransactionType): 1 | -1 {
  return TRANSACTION_TYPE_INFO[type].effect === 'credit' ? 1 : -1
}

/**
 * Ledger types the app books itself; nobody records them by hand (the Add Transaction
 * form and POST /api/transactions offer only TRANSACTION_TYPES). `sign` is the
 * direction of a row of that type on its account, null for a type booked both ways (a
 * move between two accounts is a pair of rows; an adjustment goes up or down).
 */
export const BOOKED_TRANSACTION_TYPE_INFO = {
  savings_deposit: { label: 'Savings Deposit', sign: null },
  savings_withdrawal: { label: 'Savings Withdrawal', sign: -1 },
  /** Savings moved back to spending by a parent: one row on each balance. */
  savings_to_spending: { label: 'Savings to Spending', sign: null },
  balance_adjustment: { label: 'Balance Adjustment', sign: null },
  lightning_receive: { label: 'Lightning Receive', sign: 1 },
  /** The routing fee of a Lightning payment, booked beside its `lightning_spend` row. */
  lightning_fee: { label: 'Lightning Fee', sign: -1 },
  /** Monthly interest on savings, paid by the parents (docs/interest.md). */
  interest: { label: 'Interest', sign: 1 },
  /** A goal's share of a spending credit: spending to the goal. */
  goal_allocation: { label: 'Goal Allocation', sign: null },
  /** A deleted goal's money that came from a child's balances, back to savings. */
  goal_refund: { label: 'Goal Refund', sign: null },
  /** A deleted goal's money given from outside, returned to the givers. */
  goal_closed: { label: 'Goal Closed', sign: -1 },
  /** Goal contributions from outside the child's balances (spec 2, section 5). */
  chores: { label: CONTRIBUTION_LABELS.chores, sign: 1 },
  gift: { label: CONTRIBUTION_LABELS.gift, sign: 1 },
  /** An on-chain send cancelled before it was broadcast: its withdrawal back to savings. */
  send_cancelled: { label: 'Send Cancelled', sign: 1 },
  /** An on-chain deposit that left the blockchain, taken back from savings (docs/wallet.md). */
  deposit_reversed: { label: 'Deposit Reversed', sign: -1 },
} as const satisfies Record<string, { label: string; sign: 1 | -1 | null }>

export type BookedTransactionType = keyof typeof BOOKED_TRANSACTION_TYPE_INFO

/**
 * Every type a ledger row can have: the closed union of `transactions.type`
 * (db/schema.ts). A new kind of booking is added here, and to the database's guard
 * (the `transactions_type_known` triggers, see ledger-types.test.ts in db/).
 */
export type LedgerType = TransactionType | BookedTransactionType

export const LEDGER_TYPES: readonly LedgerType[] = [
  ...TRANSACTION_TYPES,
  ...(Object.keys(BOOKED_TRANSACTION_TYPE_INFO) as BookedTransactionType[]),
]

export function isLedgerType(type: string): type is LedgerType {
  return (LEDGER_TYPES as readonly string[]).includes(type)
}

/** The readable name of a ledger type, as activity lists show it. */
export function ledgerTypeLabel(type: LedgerType): string {
  return isBookedType(type)
    ? BOOKED_TRANSACTION_TYPE_INFO[type].label
    : TRANSACTION_TYPE_INFO[type].label
}

function isBookedType(type: LedgerType): type is BookedTransactionType {
  return Object.hasOwn(BOOKED_TRANSACTION_TYPE_INFO, type)
}
