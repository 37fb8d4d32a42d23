import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'

export const FAMILY_OVERVIEW_KEY = '/api/family/overview'
export const SPOUSE_KEY = '/api/family/spouse'
export const CAN_APPROVE_KEY = '/api/family/can-approve'

/** The spec's share sliders: 0-100 in steps of 5. */
export const SHARE_STEP = 5
export const DEFAULT_SPOUSE_SHARE = 50

export interface FamilyOverview {
  totalMembers: number
  parentNetWorthShare: number
  spouseNetWorthShare: number
  childrenShares: {
    childId: number
    childName: string
    /** Share of all the children's balances, one decimal. */
    sharePercentage: number
    /** BTC string with 8 decimals. */
    balanceAmount: string
  }[]
}

/** The family's spouse, or the pending invitation ('invited'). */
export interface Spouse {
  firstName: string | null
  lastName: string | null
  email: string
  netWorthShare: number
  status: 'invited' | 'active'
}

export interface MessageReply {
  success: boolean
  message: string
}

export interface NetWorthSettings {
  sharingEnabled: boolean
  sharePercentage: number
}

/** Whether the signed-in user may approve children's requests (the approvals panel). */
export function useCanApprove() {
  return useSWR<{ canApprove: boolean }>(CAN_APPROVE_KEY)
}

/** Parent or spouse only. */
export function useFamilyOverview() {
  return useSWR<FamilyOverview>(FAMILY_OVERVIEW_KEY)
}

/** Parent or spouse only; null when nobody was invited yet. */
export function useSpouse() {
  return useSWR<Spouse | null>(SPOUSE_KEY)
}

// The writes below are the account holder's alone (the server answers 403 to anyone else).

export function inviteSpouse(body: {
  email: string
  netWorthShare: number
}): Promise<MessageReply> {
  return apiJson('POST', '/api/family/invite-spouse', body)
}

export function resendSpouseInvitation(): Promise<MessageReply> {
  return apiJson('POST', '/api/family/resend-spouse-invitation')
}

/** Signs an active spouse out for good, or withdraws a pending invitation. */
export function removeSpouse(): Promise<MessageReply> {
  return apiJson('DELETE', '/api/family/spouse')
}

export function setSpouseShare(spouseShare: number): Promise<MessageReply> {
  return apiJson('PATCH', '/api/family/net-worth-sharing', { spouseShare })
}

export function saveNetWorthSettings(settings: NetWorthSettings): Promise<NetWorthSettings> {
  return apiJson('POST', '/api/family-net-worth/settings', settings)
}
