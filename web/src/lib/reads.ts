/**
 * The URLs of the reads that show money, wallet or account figures besides the first
 * reads (api/contracts/first-reads.ts): those that reach a wallet or a Lightning node, a
 * child's on-chain figures and the plan. They are the SWR keys the features ask with and
 * what reads-after-writes.ts names when a write changes them, so a key and its
 * invalidation cannot drift apart.
 */

/** The Total Family Balance: both wallets beside the children's accounts (the books). */
export const FAMILY_BALANCE_READ = '/api/family/balance-summary'
/** The Bitcoin Wallet card: the family's view-only wallet, its balance and addresses. */
export const FAMILY_WALLET_READ = '/api/wallet/family-info'
export const WALLET_BALANCES_READ = '/api/wallet/balances'
export const WALLET_SENDS_READ = '/api/wallet/sends'
/** The Lightning card: the family's Lightning wallet. */
export const LIGHTNING_BALANCE_READ = '/api/lightning/balance'
export const LIGHTNING_CONFIG_READ = '/api/lightning/config'
/** Each child's automatic payout and its last result. */
export const AUTO_PAYOUTS_READ = '/api/lightning/auto-payouts'
/** The family's plan and trial (the subscription page). */
export const SUBSCRIPTION_READ = '/api/billing/subscription'

export const walletBalancesRead = (childId: number) => `${WALLET_BALANCES_READ}/${childId}`
export const walletSendsRead = (childId: number) => `${WALLET_SENDS_READ}/${childId}`
