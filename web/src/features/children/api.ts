import type {
  AllowanceBody,
  CreateChildBody,
  UpdateChildBody,
} from '@api/features/children/children.schemas'
import type { TransactionDto } from '@api/features/ledger/ledger.schemas'
import { call } from '../../lib/api-client'

/** Mails the child a sign-in link for their own dashboard. */
export function inviteChild(childId: number, email: string) {
  return call('POST /api/children/:id/invite', { params: { id: childId }, body: { email } })
}

/** Ends the child's own sign-in; the child record and its money stay. */
export function revokeChildSignIn(childId: number) {
  return call('DELETE /api/children/:id/sign-in', { params: { id: childId } })
}

// Everything below is for a parent or spouse; the server answers 403 to a child.

export function createChild(body: CreateChildBody) {
  return call('POST /api/children', { body })
}

export function editChild(childId: number, body: UpdateChildBody) {
  return call('PATCH /api/children/:id', { params: { id: childId }, body })
}

/** Hides the child from the family; the ledger history is kept. */
export function removeChild(childId: number) {
  return call('DELETE /api/children/:id', { params: { id: childId } })
}

export function setAllowance(childId: number, body: AllowanceBody) {
  return call('PATCH /api/children/:id/allowance', { params: { id: childId }, body })
}

export function setSpendingThreshold(childId: number, threshold: string) {
  return call('PATCH /api/children/:id/spending-threshold', {
    params: { id: childId },
    body: { threshold },
  })
}

/** The child's own balances, as the ledger names them. */
export type BalanceAccount = Exclude<TransactionDto['account'], 'goal'>

/**
 * Sets a balance by hand (the difference is booked in the ledger as an adjustment).
 * The spending entry lives under /api/lightning in the spec's call list; no Lightning
 * node is involved, it is accounting all the same.
 */
export function updateBalance(childId: number, account: BalanceAccount, newBalance: string) {
  const inputs = { params: { childId }, body: { newBalance } }
  return account === 'savings'
    ? call('POST /api/children/:childId/update-savings', inputs)
    : call('POST /api/lightning/sync-balance/:childId', inputs)
}

export function transferToSpending(childId: number, amount: string) {
  return call('POST /api/wallet/transfer-to-spending', { body: { childId, amount } })
}
