import type {
  AllowanceBody,
  ChildDto,
  CreateChildBody,
  UpdateChildBody,
} from '@api/features/children/children.schemas'
import type { MessageReply } from '@api/lib/schemas'
import { apiJson } from '../../lib/api-client'
import { CHILDREN_KEY, childKey } from '../../lib/use-children'

/** Mails the child a sign-in link for their own dashboard. */
export function inviteChild(childId: number, email: string): Promise<MessageReply> {
  return apiJson('POST', `${childKey(childId)}/invite`, { email })
}

/** Ends the child's own sign-in; the child record and its money stay. */
export function revokeChildSignIn(childId: number): Promise<MessageReply> {
  return apiJson('DELETE', `${childKey(childId)}/sign-in`)
}

// Everything below is for a parent or spouse; the server answers 403 to a child.

export function createChild(child: CreateChildBody): Promise<ChildDto> {
  return apiJson('POST', CHILDREN_KEY, child)
}

export function editChild(childId: number, details: UpdateChildBody): Promise<ChildDto> {
  return apiJson('PATCH', childKey(childId), details)
}

/** Hides the child from the family; the ledger history is kept. */
export function removeChild(childId: number): Promise<MessageReply> {
  return apiJson('DELETE', childKey(childId))
}

export function setAllowance(childId: number, allowance: AllowanceBody): Promise<ChildDto> {
  return apiJson('PATCH', `${childKey(childId)}/allowance`, allowance)
}

export function setSpendingThreshold(childId: number, threshold: string): Promise<ChildDto> {
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
