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
  /** The largest Lightning payment; spending above it is swept to savings. */
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

// Everything below is for a parent or spouse; the server answers 403 to a child.

export interface NewChild {
  name: string
  age: number
  gender: Gender
  /** BTC string. */
  weeklyAllowance: string
  allowanceDay: number
}

export function createChild(child: NewChild): Promise<Child> {
  return apiJson('POST', CHILDREN_KEY, child)
}

export interface ChildDetails {
  name: string
  age: number
  gender: Gender
}

export function editChild(childId: number, details: ChildDetails): Promise<Child> {
  return apiJson('PATCH', childKey(childId), details)
}

/** Hides the child from the family; the ledger history is kept. */
export function removeChild(childId: number): Promise<MessageReply> {
  return apiJson('DELETE', childKey(childId))
}

export function setAllowance(
  childId: number,
  allowance: { weeklyAllowance: string; allowanceDay: number },
): Promise<Child> {
  return apiJson('PATCH', `${childKey(childId)}/allowance`, allowance)
}

export function setSpendingThreshold(childId: number, threshold: string): Promise<Child> {
  return apiJson('PATCH', `${childKey(childId)}/spending-threshold`, { threshold })
}

export type BalanceAccount = 'savings' | 'spending'

/**
 * Sets a balance by hand (the difference is booked in the ledger as an adjustment).
 * The spending entry lives under /api/lightning in the spec's call list; no Lightning
 * node is involved, it is accounting all the same.
 */
export function updateBalance(
  childId: number,
  account: BalanceAccount,
  newBalance: string,
): Promise<MessageReply> {
  const url =
    account === 'savings'
      ? `${childKey(childId)}/update-savings`
      : `/api/lightning/sync-balance/${childId}`
  return apiJson('POST', url, { newBalance })
}

export function transferToSpending(childId: number, amount: string): Promise<MessageReply> {
  return apiJson('POST', '/api/wallet/transfer-to-spending', { childId, amount })
}
