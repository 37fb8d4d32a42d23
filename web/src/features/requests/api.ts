import { PENDING_TRANSFERS_READ, WITHDRAWALS_READ } from '@api/contracts/first-reads'
import type {
  ApproveTransferReply,
  CreateWithdrawalBody,
  InitiateTransferBody,
  InitiateTransferReply,
  SavingsDestinationReply,
  TransferDto,
  WithdrawalDto,
} from '@api/features/requests/requests.schemas'
import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'
import { pollEvery } from '../../lib/swr-config'

export const WITHDRAWALS_KEY = WITHDRAWALS_READ
export const PENDING_TRANSFERS_KEY = PENDING_TRANSFERS_READ

/** The spec polls pending savings transfers every 10 s. */
const TRANSFER_POLL_MS = 10_000

/** All the family's requests for a parent; a child's own for a child. */
export function useWithdrawalRequests() {
  return useSWR<WithdrawalDto[]>(WITHDRAWALS_KEY)
}

export function requestWithdrawal(input: CreateWithdrawalBody): Promise<WithdrawalDto> {
  return apiJson('POST', WITHDRAWALS_KEY, input)
}

/** Parents only; 409 already-decided once the request was decided (by the other parent, say). */
export function decideWithdrawal(id: number, approved: boolean): Promise<WithdrawalDto> {
  return apiJson('PATCH', `${WITHDRAWALS_KEY}/${id}`, { approved })
}

export function usePendingTransfers() {
  return useSWR<TransferDto[]>(PENDING_TRANSFERS_KEY, pollEvery(TRANSFER_POLL_MS))
}

/** The parent's Lightning address a child sends Move to Savings money to (null: none saved). */
export function useSavingsDestination(childId: number) {
  return useSWR<SavingsDestinationReply>(`/api/savings-transfers/destination/${childId}`)
}

/** Tells the child where to send the money; nothing moves until a parent approves. */
export function initiateSavingsTransfer(
  input: InitiateTransferBody,
): Promise<InitiateTransferReply> {
  return apiJson('POST', '/api/savings-transfers/initiate', input)
}

export function decideSavingsTransfer(
  transferId: number,
  approved: boolean,
): Promise<ApproveTransferReply> {
  return apiJson('POST', '/api/savings-transfers/approve', { transferId, approved })
}
