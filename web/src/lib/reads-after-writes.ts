import {
  ACTIVE_ALLOCATIONS_READ,
  AUTH_USER_READ,
  CHILDREN_READ,
  CHORES_READ,
  FAMILY_OVERVIEW_READ,
  GOALS_READ,
  INTEREST_READ,
  PENDING_ALLOCATIONS_READ,
  PENDING_TRANSFERS_READ,
  RECENT_TRANSACTIONS_READ,
  SPOUSE_READ,
  WITHDRAWALS_READ,
} from '@api/contracts/first-reads'
import { useCallback } from 'react'
import { type Arguments, type ScopedMutator, useSWRConfig } from 'swr'
import { forgetPageAnswers } from './first-reads'
import {
  AUTO_PAYOUTS_READ,
  FAMILY_BALANCE_READ,
  FAMILY_WALLET_READ,
  LIGHTNING_BALANCE_READ,
  LIGHTNING_CONFIG_READ,
  SUBSCRIPTION_READ,
  WALLET_BALANCES_READ,
  WALLET_SENDS_READ,
} from './reads'

/**
 * The family's books: every read that shows a child's balances or what follows from them
 * (the ledger, requests, goals and their allocations, the totals and shares, a child's
 * on-chain figures, and the Total Family Balance's "Children's accounts"). One write
 * moves several at once (an allowance can sweep the excess to savings and feed a goal's
 * share; an approval changes the request list, the balances and the ledger), so they are
 * all asked again rather than guessing which ones moved.
 */
const BOOKS = [
  CHILDREN_READ,
  RECENT_TRANSACTIONS_READ,
  WITHDRAWALS_READ,
  PENDING_TRANSFERS_READ,
  FAMILY_OVERVIEW_READ,
  FAMILY_BALANCE_READ,
  GOALS_READ,
  ACTIVE_ALLOCATIONS_READ,
  PENDING_ALLOCATIONS_READ,
  WALLET_BALANCES_READ,
  WALLET_SENDS_READ,
  // An approved chore is paid and opens its next occurrence.
  CHORES_READ,
  // This month's interest follows every savings balance.
  INTEREST_READ,
] as const

/**
 * Which reads each kind of write changes: the one place that knows it. Every write of
 * the web app names its kind (useMoneyMutation, or revalidateAfter for the others), and
 * every card showing a figure the write moved asks again, on whichever tab it sits. A
 * read is named by its URL; it covers the URLs under it (`/api/children` covers
 * `/api/children/3/transactions`) and with a query (`?limit=5`).
 */
export const READS_CHANGED_BY = {
  /** A child's balances, allowance, requests or goals, or a child added or removed. */
  books: BOOKS,
  /**
   * Allowances credited: the books, and the automatic payouts that follow them, paid from
   * the family's Lightning wallet.
   */
  allowances: [...BOOKS, AUTO_PAYOUTS_READ, LIGHTNING_BALANCE_READ],
  /** A Lightning payment into or out of the family's wallet for a child (received, paid, paid out). */
  lightningPayment: [...BOOKS, LIGHTNING_BALANCE_READ],
  /**
   * A scan of the family's on-chain wallet that credited deposits: the books and the
   * Bitcoin Wallet card (its balance and address count come from the same scan).
   */
  walletScan: [...BOOKS, FAMILY_WALLET_READ],
  /** The view-only wallet saved: its card, the total, and the children's on-chain figures. */
  walletSettings: [FAMILY_WALLET_READ, FAMILY_BALANCE_READ, WALLET_BALANCES_READ],
  /** The Lightning connection saved or removed (the user's record says which one is set). */
  lightningConnection: [
    LIGHTNING_CONFIG_READ,
    LIGHTNING_BALANCE_READ,
    FAMILY_BALANCE_READ,
    AUTH_USER_READ,
  ],
  /** A child's automatic payout switched or its weekly limit changed. */
  autoPayoutSettings: [AUTO_PAYOUTS_READ],
  /** A child's own sign-in invited or revoked. */
  childSignIn: [CHILDREN_READ],
  /** The spouse invited, reminded or removed, or their share changed. */
  familyMembers: [SPOUSE_READ, FAMILY_OVERVIEW_READ],
  /** The family's net worth sharing settings (kept on the account holder's record). */
  netWorthSharing: [AUTH_USER_READ, FAMILY_OVERVIEW_READ],
  /** A subscription paid or a referral used: the plan and the trial shown on every page. */
  subscription: [SUBSCRIPTION_READ, AUTH_USER_READ],
} as const satisfies Record<string, readonly string[]>

export type Write = keyof typeof READS_CHANGED_BY

/** Whether the cached read `key` may show something `write` changed. */
export function isChangedBy(write: Write, key: Arguments): boolean {
  if (typeof key !== 'string') return false
  return READS_CHANGED_BY[write].some(
    (read) => key === read || key.startsWith(`${read}/`) || key.startsWith(`${read}?`),
  )
}

/**
 * Asks again for every cached read `write` changed; their data stays shown meanwhile.
 * Without a data argument SWR only revalidates and drops its dedupe markers, so a card
 * drawn later (another tab, a dialog) fetches afresh instead of serving the 5-minute-old
 * answer; the page's own first answers stop counting as fresh for the same reason.
 */
export function revalidateAfter(mutate: ScopedMutator, write: Write): Promise<unknown> {
  const isChanged = (key: Arguments) => isChangedBy(write, key)
  forgetPageAnswers(isChanged)
  return mutate(isChanged)
}

/** revalidateAfter with the app's cache, for a component. */
export function useRevalidateAfter(): (write: Write) => Promise<unknown> {
  const { mutate } = useSWRConfig()
  return useCallback((write: Write) => revalidateAfter(mutate, write), [mutate])
}
