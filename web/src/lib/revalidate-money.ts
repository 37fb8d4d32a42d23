import type { Arguments, ScopedMutator } from 'swr'

/**
 * Every cached query a money change can touch. One write moves several of them at once
 * (an allowance can sweep the excess to savings and feed a goal's allowance share; an
 * approval changes the request list, the balances and the ledger), so after any money
 * write they are all asked again rather than guessing which ones moved.
 */
const MONEY_KEY_PREFIXES = [
  '/api/children',
  '/api/transactions',
  '/api/withdrawal-requests',
  '/api/savings-transfers',
  '/api/family/overview',
  '/api/family-goals',
  '/api/allocations',
  '/api/pending-allocations',
  // A child's on-chain balances and sends; not the wallet card, whose refresh is a chain scan.
  '/api/wallet/balances',
  '/api/wallet/sends',
  // Processing allowances pays children out automatically: the last results move.
  '/api/lightning/auto-payouts',
  // An approved chore is paid and opens its next occurrence.
  '/api/chores',
  // This month's interest follows every savings balance.
  '/api/interest',
]

export function isMoneyKey(key: Arguments): boolean {
  return typeof key === 'string' && MONEY_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))
}

/** Revalidates the money queries in the cache; their data stays shown meanwhile. */
export function revalidateMoney(mutate: ScopedMutator): Promise<unknown> {
  // Without a data argument SWR only revalidates, and it drops the dedupe markers, so a
  // screen opened later fetches afresh instead of serving the 5-minute-old answer.
  return mutate(isMoneyKey)
}
