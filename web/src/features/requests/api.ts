import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'
import { pollEvery } from '../../lib/swr-config'

export const WITHDRAWALS_KEY = '/api/withdrawal-requests'
export const PENDING_TRANSFERS_KEY = '/api/savings-transfers/pending'

/** The spec polls pending savings transfers every 10 s. */
const TRANSFER_POLL_MS = 10_000

export interface WithdrawalRequest {
  id: number
  childId: number
  childName: string
  amount: string
  reason: string
  status: 'pending' | 'approved' | 'denied'
  decidedAt: string | null
  createdAt: string
}

/** All the family's requests for a parent; a child's own for a child. */
export function useWithdrawalRequests() {
  return useSWR<WithdrawalRequest[]>(WITHDRAWALS_KEY)
}

export function requestWithdrawal(input: {
  childId: number
  amount: string
  reason: string
}): Promise<WithdrawalRequest> {
  return apiJson('POST', WITHDRAWALS_KEY, input)
}

/** Parents only; 409 once the request was decided (by the other parent, say). */
export function decideWithdrawal(id: number, approved: boolean): Promise<WithdrawalRequest> {
  return apiJson('PATCH', `${WITHDRAWALS_KEY}/${id}`, { approved })
}

export interface PendingTransfer {
  id: number
  childId: number
  childName: string
  amount: string
  description: string
  requestedAt: string
}

export function usePendingTransfers() {
  return useSWR<PendingTransfer[]>(PENDING_TRANSFERS_KEY, pollEvery(TRANSFER_POLL_MS))
}

export interface InitiatedTransfer {
  success: boolean
  transferId: number
  status: 'pending'
  /** Tells the child where to send the money; nothing moves until a parent approves. */
  message: string
}

export function initiateSavingsTransfer(input: {
  childId: number
  amount: string
  description?: string
}): Promise<InitiatedTransfer> {
  return apiJson('POST', '/api/savings-transfers/initiate', input)
}

export interface DecidedTransfer {
  success: boolean
  status: 'approved' | 'rejected'
  amount: string
  childName: string
}

export function decideSavingsTransfer(
  transferId: number,
  approved: boolean,
): Promise<DecidedTransfer> {
  return apiJson('POST', '/api/savings-transfers/approve', { transferId, approved })
}
