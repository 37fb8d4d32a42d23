import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'

export const CHILDREN_KEY = '/api/children'

export function childKey(childId: number): string {
  return `${CHILDREN_KEY}/${childId}`
}

export type Gender = 'boy' | 'girl'

/** A child as GET /api/children answers it; amounts are BTC strings with 8 decimals. */
export interface Child {
  id: number
  name: string
  age: number
  gender: Gender
  weeklyAllowance: string
  /** 0 = Sunday ... 6 = Saturday. */
  allowanceDay: number
  savingsBalance: string
  spendingBalance: string
  spendingThreshold: string
  /** The address the child signs in with (or was invited at); null when none. */
  email: string | null
  /** Set once the child has opened an invitation: they can sign in. */
  userId: number | null
}

export interface MessageReply {
  success: boolean
  message: string
}

/** Every child of the family; a signed-in child gets only their own record. */
export function useChildren() {
  return useSWR<Child[]>(CHILDREN_KEY)
}

export function useChild(childId: number) {
  return useSWR<Child>(childKey(childId))
}

/** Mails the child a sign-in link for their own dashboard. */
export function inviteChild(childId: number, email: string): Promise<MessageReply> {
  return apiJson('POST', `${childKey(childId)}/invite`, { email })
}

/** Ends the child's own sign-in; the child record and its money stay. */
export function revokeChildSignIn(childId: number): Promise<MessageReply> {
  return apiJson('DELETE', `${childKey(childId)}/sign-in`)
}
