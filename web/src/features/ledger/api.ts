import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'
import { postJsonWithProgress } from '../../lib/upload-json'

/** The spec's dashboards show the 5 latest transactions. */
export const RECENT_ACTIVITY_COUNT = 5

export const recentTransactionsKey = (limit: number) => `/api/transactions/recent?limit=${limit}`
export const childTransactionsKey = (childId: number) => `/api/children/${childId}/transactions`

/** A ledger row. `amount` is signed BTC: negative is money leaving the account. */
export interface Transaction {
  id: number
  childId: number | null
  childName: string | null
  account: 'savings' | 'spending' | 'goal'
  type: string
  amount: string
  description: string
  createdAt: string
}

/** The latest rows: the whole family's for a parent, a child's own for a child. */
export function useRecentTransactions(limit: number) {
  return useSWR<Transaction[]>(recentTransactionsKey(limit))
}

/** One child's rows, newest first (the server keeps the last 100). */
export function useChildTransactions(childId: number) {
  return useSWR<Transaction[]>(childTransactionsKey(childId))
}

export const PARENT_TRANSACTION_TYPES = [
  { type: 'allowance', label: 'Allowance' },
  { type: 'bonus', label: 'Bonus' },
  { type: 'chore_payment', label: 'Chore Payment' },
  { type: 'spending_adjustment', label: 'Spending Adjustment' },
] as const

export const CHILD_TRANSACTION_TYPES = [
  { type: 'spending', label: 'Spending' },
  { type: 'earned', label: 'Earned' },
  { type: 'savings', label: 'Move to Savings' },
  { type: 'lightning_spend', label: 'Lightning Spend' },
] as const

export type TransactionType =
  | (typeof PARENT_TRANSACTION_TYPES)[number]['type']
  | (typeof CHILD_TRANSACTION_TYPES)[number]['type']

/** Types that take money out of the spending balance, which must cover them. */
export const SPENDING_DEBIT_TYPES: readonly TransactionType[] = [
  'spending',
  'lightning_spend',
  'spending_adjustment',
  'savings',
]

export interface NewTransaction {
  childId: number
  type: TransactionType
  /** BTC string, unsigned: the type decides the direction. */
  amount: string
  description: string
}

export function addTransaction(transaction: NewTransaction): Promise<{ id: number }> {
  return apiJson('POST', '/api/transactions', transaction)
}

export interface CsvImportResult {
  imported: number
  skipped: number
  format: string
  message: string
}

/** The server's limit on an export file; larger ones are refused before reading. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024

export function importCsv(
  input: { childId: number; csvContent: string; filename: string },
  onProgress: (fraction: number) => void,
): Promise<CsvImportResult> {
  return postJsonWithProgress('/api/transactions/import-csv', input, onProgress)
}
