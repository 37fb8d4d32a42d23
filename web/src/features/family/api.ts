import { CAN_APPROVE_READ, FAMILY_OVERVIEW_READ, SPOUSE_READ } from '@api/contracts/first-reads'
import type { InviteSpouseBody, NetWorthSettingsBody } from '@api/features/family/family.schemas'
import useSWR from 'swr'
import { call, type Reply } from '../../lib/api-client'
import { FAMILY_BALANCE_READ } from '../../lib/reads'

export const FAMILY_OVERVIEW_KEY = FAMILY_OVERVIEW_READ
export const SPOUSE_KEY = SPOUSE_READ
export const CAN_APPROVE_KEY = CAN_APPROVE_READ
export const FAMILY_BALANCE_KEY = FAMILY_BALANCE_READ

/** Whether the signed-in user may approve children's requests (the approvals panel). */
export function useCanApprove() {
  return useSWR<Reply<'GET /api/family/can-approve'>>(CAN_APPROVE_KEY)
}

/** Parent or spouse only: members, shares and the dashboard's totals. */
export function useFamilyOverview() {
  return useSWR<Reply<'GET /api/family/overview'>>(FAMILY_OVERVIEW_KEY)
}

/**
 * Parent or spouse only: the Total Family Balance, read from the view-only wallet and the
 * Lightning connection beside the books (slower than the other reads: it asks both).
 */
export function useFamilyBalance() {
  return useSWR<Reply<'GET /api/family/balance-summary'>>(FAMILY_BALANCE_KEY)
}

/** Parent or spouse only; null when nobody was invited yet. */
export function useSpouse() {
  return useSWR<Reply<'GET /api/family/spouse'>>(SPOUSE_KEY)
}

// The writes below are the account holder's alone (the server answers 403 to anyone else).

export function inviteSpouse(body: InviteSpouseBody) {
  return call('POST /api/family/invite-spouse', { body })
}

export function resendSpouseInvitation() {
  return call('POST /api/family/resend-spouse-invitation')
}

/** Signs an active spouse out for good, or withdraws a pending invitation. */
export function removeSpouse() {
  return call('DELETE /api/family/spouse')
}

export function setSpouseShare(spouseShare: number) {
  return call('PATCH /api/family/net-worth-sharing', { body: { spouseShare } })
}

export function saveNetWorthSettings(body: NetWorthSettingsBody) {
  return call('POST /api/family-net-worth/settings', { body })
}
