/**
 * The reads a signed-in page draws its first screen from, by the URLs the web app asks
 * them with (its SWR keys). The server answers them inside the page it sends
 * (api/plugins/first-reads-page.ts) and the app starts with those answers in its cache
 * (web/src/lib/first-reads.ts): a phone then waits for the page and its scripts, not for
 * the sign-in check and, one round trip later, the dashboard's dozen reads.
 *
 * The web's hooks build their keys from these, so a key cannot drift from the list;
 * reads that reach another service (a wallet's balance, a Lightning node) are left out:
 * the page must not wait for them.
 */

export const AUTH_USER_READ = '/api/auth/user'
export const CHILDREN_READ = '/api/children'
export const FAMILY_OVERVIEW_READ = '/api/family/overview'
export const CAN_APPROVE_READ = '/api/family/can-approve'
export const SPOUSE_READ = '/api/family/spouse'
export const GOALS_READ = '/api/family-goals'
export const PENDING_ALLOCATIONS_READ = '/api/pending-allocations'
export const ACTIVE_ALLOCATIONS_READ = '/api/allocations/active'
export const WITHDRAWALS_READ = '/api/withdrawal-requests'
export const PENDING_TRANSFERS_READ = '/api/savings-transfers/pending'
export const ALLOWANCE_SCHEDULE_READ = '/api/allowances/schedule'
export const CHORES_READ = '/api/chores'
export const INTEREST_READ = '/api/interest'

/** How many transactions the dashboards' activity cards show. */
export const RECENT_ACTIVITY_COUNT = 5

export const childRead = (childId: number) => `${CHILDREN_READ}/${childId}`
export const childTransactionsRead = (childId: number) => `${childRead(childId)}/transactions`
export const RECENT_TRANSACTIONS_READ = '/api/transactions/recent'
export const recentTransactionsRead = (limit: number) =>
  `${RECENT_TRANSACTIONS_READ}?limit=${limit}`
export const activeAllocationsRead = (childId?: number) =>
  childId === undefined ? ACTIVE_ALLOCATIONS_READ : `${ACTIVE_ALLOCATIONS_READ}?childId=${childId}`

/** The dashboard's path (web/src/config/paths.ts names it for the router). */
export const DASHBOARD_PATH = '/dashboard'

/** Who the page is for, as GET /api/auth/user describes them. */
export interface FirstReadsCaller {
  role: 'parent' | 'spouse' | 'child'
  childId: number | null
}

/**
 * The reads besides the sign-in state that the page at `pathname` draws first for
 * `caller`: the dashboard's (a parent's or spouse's every tab, since all tabs' reads
 * start together; a child's own). Other pages start from the sign-in state alone.
 */
export function firstReadsOf(pathname: string, caller: FirstReadsCaller): string[] {
  if (pathname !== DASHBOARD_PATH) return []
  if (caller.role === 'child') {
    if (caller.childId === null) return []
    return [
      childRead(caller.childId),
      childTransactionsRead(caller.childId),
      GOALS_READ,
      activeAllocationsRead(caller.childId),
      WITHDRAWALS_READ,
      ALLOWANCE_SCHEDULE_READ,
      CHORES_READ,
      INTEREST_READ,
    ]
  }
  return [
    CHILDREN_READ,
    FAMILY_OVERVIEW_READ,
    CAN_APPROVE_READ,
    PENDING_ALLOCATIONS_READ,
    PENDING_TRANSFERS_READ,
    WITHDRAWALS_READ,
    recentTransactionsRead(RECENT_ACTIVITY_COUNT),
    ALLOWANCE_SCHEDULE_READ,
    GOALS_READ,
    ACTIVE_ALLOCATIONS_READ,
    SPOUSE_READ,
    CHORES_READ,
    INTEREST_READ,
  ]
}

/** The id of the page's data block that carries the answers (JSON, keyed by URL). */
export const FIRST_READS_ELEMENT_ID = 'first-reads'

/**
 * The `data-prerendered` value of a page whose first screen the server drew from these
 * answers: the app hydrates that screen (web/src/app/prerendered-takeover.tsx), since
 * the browser's first render draws it from the same answers in the same language. A
 * page the build prerendered has the attribute empty, and the app replaces it.
 */
export const SERVER_DRAWN_SCREEN = 'hydrate'
