import { PENDING_TRANSFERS_READ, WITHDRAWALS_READ } from '@api/contracts/first-reads'
import type {
  CreateWithdrawalBody,
  InitiateTransferBody,
} from '@api/features/requests/requests.schemas'
import useSWR from 'swr'
import { call, type Reply } from '../../lib/api-client'
import { pollEvery } from '../../lib/swr-config'

export const WITHDRAWALS_KEY = WITHDRAWALS_READ
export const PENDING_TRANSFERS_KEY = PENDING_TRANSFERS_READ

/** The spec polls pending savings transfers every 10 s. */
const TRANSFER_POLL_MS = 10_000

/** All the family's requests for a parent; a child's own for a child. */
export function useWithdrawalRequests() {
  return useSWR<Reply<'GET /api/withdrawal-requests'>>(WITHDRAWALS_KEY)
}

export function requestWithdrawal(body: CreateWithdrawalBody) {
  return call('POST /api/withdrawal-requests', { body })
}

/** Parents only; 409 already-decided once the request was decided (by the other parent, say). */
export function decideWithdrawal(id: number, approved: boolean) {
  return call('PATCH /api/withdrawal-requests/:id', { params: { id }, body: { approved } })
}

export function usePendingTransfers() {
  return useSWR<Reply<'GET /api/savings-transfers/pending'>>(
    PENDING_TRANSFERS_KEY,
    pollEvery(TRANSFER_POLL_MS),
  )
}

/** The parent's Lightning address a child sends Move to Savings money to (null: none saved). */
export function useSavingsDestination(childId: number) {
  return useSWR<Reply<'GET /api/savings-transfers/destination/:id'>>(
    `/api/savings-transfers/destination/${childId}`,
  )
}

/** Tells the child where to send the money; nothing moves until a parent approves. */
export function initiateSavingsTransfer(body: InitiateTransferBody) {
  return call('POST /api/savings-transfers/initiate', { body })
}

export function decideSavingsTransfer(transferId: number, approved: boolean) {
  return call('POST /api/savings-transfers/approve', { body: { transferId, approved } })
}
