import {
  childTransactionsRead,
  RECENT_ACTIVITY_COUNT,
  recentTransactionsRead,
} from '@api/contracts/first-reads'
import type { ImportCsvBody, ImportCsvReply } from '@api/features/csv-import/csv-import.schemas'
import type {
  CreatedReply,
  CreateTransactionBody,
  TransactionDto,
} from '@api/features/ledger/ledger.schemas'
import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'
import { postJsonWithProgress } from '../../lib/upload-json'

/** The spec's dashboards show the 5 latest transactions. */
export { RECENT_ACTIVITY_COUNT }

export const recentTransactionsKey = recentTransactionsRead
export const childTransactionsKey = childTransactionsRead

/** The latest rows: the whole family's for a parent, a child's own for a child. */
export function useRecentTransactions(limit: number) {
  return useSWR<TransactionDto[]>(recentTransactionsKey(limit))
}

/** One child's rows, newest first (the server keeps the last 100). */
export function useChildTransactions(childId: number) {
  return useSWR<TransactionDto[]>(childTransactionsKey(childId))
}

export function addTransaction(transaction: CreateTransactionBody): Promise<CreatedReply> {
  return apiJson('POST', '/api/transactions', transaction)
}

export function importCsv(
  input: ImportCsvBody,
  onProgress: (fraction: number) => void,
): Promise<ImportCsvReply> {
  return postJsonWithProgress('/api/transactions/import-csv', input, onProgress)
}
