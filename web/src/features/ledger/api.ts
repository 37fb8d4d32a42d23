import {
  childTransactionsRead,
  RECENT_ACTIVITY_COUNT,
  recentTransactionsRead,
} from '@api/contracts/first-reads'
import type { ImportCsvBody } from '@api/features/csv-import/csv-import.schemas'
import type { CreateTransactionBody } from '@api/features/ledger/ledger.schemas'
import useSWR from 'swr'
import { call, type Reply } from '../../lib/api-client'
import { postJsonWithProgress } from '../../lib/upload-json'

/** The spec's dashboards show the 5 latest transactions. */
export { RECENT_ACTIVITY_COUNT }

export const recentTransactionsKey = recentTransactionsRead
export const childTransactionsKey = childTransactionsRead

/** The latest rows: the whole family's for a parent, a child's own for a child. */
export function useRecentTransactions(limit: number) {
  return useSWR<Reply<'GET /api/transactions/recent'>>(recentTransactionsKey(limit))
}

/** One child's rows, newest first (the server keeps the last 100). */
export function useChildTransactions(childId: number) {
  return useSWR<Reply<'GET /api/children/:id/transactions'>>(childTransactionsKey(childId))
}

export function addTransaction(body: CreateTransactionBody) {
  return call('POST /api/transactions', { body })
}

export function importCsv(
  input: ImportCsvBody,
  onProgress: (fraction: number) => void,
): Promise<Reply<'POST /api/transactions/import-csv'>> {
  return postJsonWithProgress('/api/transactions/import-csv', input, onProgress)
}
