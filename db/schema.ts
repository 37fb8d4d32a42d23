import type { Generated } from 'kysely'
import type { Language } from '../api/contracts/languages.js'
import type { LedgerType } from '../api/contracts/transaction-types.js'

/**
 * Table types as both engines return them: integer columns (SQLite's INTEGER, PostgreSQL's
 * bigint, read as numbers) are numbers (amounts are `*_sat` integers), booleans are 0/1,
 * timestamps are ISO-8601 UTC text. A `Generated` id is SQLite's rowid and PostgreSQL's
 * identity. These row types never leave db/: each queries module maps them to camelCase.
 */
export interface Database {
  families: FamiliesTable
  users: UsersTable
  sessions: SessionsTable
  login_tokens: LoginTokensTable
  spouse_invitations: SpouseInvitationsTable
  security_events: SecurityEventsTable
  children: ChildrenTable
  transactions: TransactionsTable
  allowance_runs: AllowanceRunsTable
  withdrawal_requests: WithdrawalRequestsTable
  savings_transfers: SavingsTransfersTable
  family_goals: FamilyGoalsTable
  goal_allocations: GoalAllocationsTable
  family_wallets: FamilyWalletsTable
  child_wallet_addresses: ChildWalletAddressesTable
  wallet_deposits: WalletDepositsTable
  wallet_sends: WalletSendsTable
  wallet_deposit_settings: WalletDepositSettingsTable
  lightning_connections: LightningConnectionsTable
  lightning_invoices: LightningInvoicesTable
  lightning_payments: LightningPaymentsTable
  lightning_addresses: LightningAddressesTable
  sync_preferences: SyncPreferencesTable
  auto_payout_settings: AutoPayoutSettingsTable
  auto_payouts: AutoPayoutsTable
  billing_accounts: BillingAccountsTable
  subscription_invoices: SubscriptionInvoicesTable
  referral_rewards: ReferralRewardsTable
  retained_revenue: RetainedRevenueTable
  login_records: LoginRecordsTable
  login_counts: LoginCountsTable
  chores: ChoresTable
  chore_occurrences: ChoreOccurrencesTable
  interest_settings: InterestSettingsTable
  child_interest_rates: ChildInterestRatesTable
  interest_credits: InterestCreditsTable
  mail_settings: MailSettingsTable
  sign_in_codes: SignInCodesTable
  passkeys: PasskeysTable
  passkey_challenges: PasskeyChallengesTable
  job_leases: JobLeasesTable
  rate_counts: RateCountsTable
  connection_test_places: ConnectionTestPlacesTable
}

export interface FamiliesTable {
  id: Generated<number>
  /** IANA zone used to decide "today" for allowances; null means the server's TZ. */
  time_zone: string | null
  /** Hour (0-23, family time) at which the job processes allowances; null = manual only. */
  auto_allowance_hour: number | null
  sharing_enabled: Generated<number>
  share_percentage: Generated<number>
  spouse_share: Generated<number>
  created_at: string
}

export type Role = 'parent' | 'spouse' | 'child'

export interface UsersTable {
  id: Generated<number>
  family_id: number
  role: Role
  email: string
  first_name: string | null
  last_name: string | null
  is_admin: Generated<number>
  /** 'trial' at sign-up; the family's status now is computed (api/lib/subscription.ts). */
  subscription_status: string
  /** The family's trial end, on the parent's row (set at sign-up, TRIAL_DAYS). */
  trial_expires_at: string | null
  created_at: string
  last_login_at: string | null
  /** The member's chosen language for the app and its e-mails; null until they choose. */
  language: Language | null
}

export interface SessionsTable {
  id: Generated<number>
  token_hash: string
  user_id: number
  created_at: string
  expires_at: string
}

export type LoginPurpose = 'sign-in' | 'spouse-invite' | 'child-invite'

export interface LoginTokensTable {
  id: Generated<number>
  token_hash: string
  email: string
  purpose: LoginPurpose
  family_id: number | null
  child_id: number | null
  requested_ip: string | null
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface SpouseInvitationsTable {
  family_id: number
  email: string
  invited_at: string
  accepted_user_id: number | null
}

export interface SecurityEventsTable {
  id: Generated<number>
  type: string
  ip: string | null
  email: string | null
  user_id: number | null
  detail: string | null
  created_at: string
}

export type Gender = 'boy' | 'girl'

export interface ChildrenTable {
  id: Generated<number>
  family_id: number
  name: string
  age: number
  gender: Gender
  weekly_allowance_sat: number
  /** 0 = Sunday ... 6 = Saturday. */
  allowance_day: number
  savings_sat: number
  spending_sat: number
  spending_threshold_sat: number
  email: string | null
  user_id: number | null
  address_label: string | null
  removed_at: string | null
  created_at: string
  updated_at: string
}

/** 'goal' rows arrive with family goals: money earmarked out of a child's balances. */
export type Account = 'savings' | 'spending' | 'goal'

export interface TransactionsTable {
  id: Generated<number>
  family_id: number
  child_id: number | null
  account: Account
  type: LedgerType
  /** Signed: negative leaves the account. */
  amount_sat: number
  description: string
  import_key: string | null
  created_by: number | null
  /** When the app recorded the row (audit). */
  created_at: string
  /**
   * When the money moved: the wallet's date for an imported payment, else created_at.
   * Null in no row (migration 2026_11_27_001 filled the old ones; every insert sets it).
   */
  occurred_at: string | null
  /** Set on 'goal' rows, and on the child rows a goal move caused. */
  goal_id: number | null
  allocation_id: number | null
  /** The Lightning payment hash (hex) this row books, when it books one (see migration 2026_12_02_002). */
  payment_hash: string | null
}

export interface AllowanceRunsTable {
  child_id: number
  /** YYYY-MM-DD in the family's time zone. */
  run_date: string
  amount_sat: number
  created_at: string
}

export type WithdrawalStatus = 'pending' | 'approved' | 'denied'

export interface WithdrawalRequestsTable {
  id: Generated<number>
  family_id: number
  child_id: number
  amount_sat: number
  reason: string
  status: WithdrawalStatus
  decided_by: number | null
  decided_at: string | null
  created_at: string
  /** Cached: the sum of the 'goal' ledger rows this allocation caused. */
  contributed_sat: Generated<number>
}

export type SavingsTransferStatus = 'pending' | 'approved' | 'rejected'

export interface SavingsTransfersTable {
  id: Generated<number>
  family_id: number
  child_id: number
  amount_sat: number
  description: string
  payment_reference: string | null
  status: SavingsTransferStatus
  decided_by: number | null
  decided_at: string | null
  requested_at: string
}

export type GoalCategory =
  | 'vacation'
  | 'education'
  | 'toy'
  | 'bike'
  | 'car'
  | 'home'
  | 'electronics'
  | 'sports'
  | 'other'

export interface FamilyGoalsTable {
  id: Generated<number>
  family_id: number
  created_by: number | null
  creator_type: 'parent' | 'child'
  title: string
  description: string
  target_sat: number
  current_sat: number
  target_date: string | null
  category: GoalCategory
  image_url: string | null
  deleted_at: string | null
  created_at: string
  updated_at: string
}

export type AllocationApplyTo = 'new_contributions' | 'entire_savings'
export type AllocationStatus = 'pending' | 'active' | 'denied' | 'ended'

export interface GoalAllocationsTable {
  id: Generated<number>
  family_id: number
  goal_id: number
  child_id: number | null
  requested_by: number | null
  percentage_tenths: number
  apply_to: AllocationApplyTo
  status: AllocationStatus
  request_note: string | null
  denial_reason: string | null
  decided_by: number | null
  decided_at: string | null
  created_at: string
  /** Cached: the sum of the 'goal' ledger rows this allocation caused. */
  contributed_sat: Generated<number>
}

export type WalletScriptType = 'legacy' | 'nested-segwit' | 'native-segwit' | 'taproot'

/** One per family that configured a view-only wallet; the scan columns are its last reading. */
export interface FamilyWalletsTable {
  family_id: number
  network: string
  /** The canonical output descriptor, sealed (api/lib/secret-box.ts); null without a key. */
  sealed_descriptor: string | null
  /** Keyed hash of network, address type and account key: which key children's addresses belong to. */
  key_digest: string | null
  script_type: WalletScriptType | null
  watch_address: string | null
  config_version: Generated<number>
  configured_by: number | null
  configured_at: string
  scanned_at: string | null
  /** The config_version the stored scan was made for. */
  scan_version: number | null
  balance_sat: number | null
  pending_sat: number | null
  used_address_count: number | null
  next_receive_index: number | null
  next_change_index: number | null
}

export interface ChildWalletAddressesTable {
  id: Generated<number>
  family_id: number
  child_id: number
  key_digest: string
  /** 1 (change) from issue 26 on; 0 (receive) only for the retired addresses of before. */
  chain: Generated<0 | 1>
  address_index: number
  address: string
  derivation_path: string
  assigned_at: string
  funded_at: string | null
  /** Set exactly for receive-chain addresses: payments confirmed after it are not the child's. */
  retired_at: string | null
}

export interface WalletDepositsTable {
  id: Generated<number>
  family_id: number
  child_id: number
  txid: string
  vout: number
  address: string
  amount_sat: number
  /** Where it was last seen confirmed. */
  block_height: number
  ledger_transaction_id: number | null
  credited_at: string
  /** 'reversed' once its transaction left the chain, until it confirms again. */
  status: Generated<WalletDepositStatus>
  /** Taken back from the child's savings by the reversal (and later collections). */
  reversed_sat: Generated<number>
  /** Still to take back: the child had spent it when the reversal came. */
  owed_sat: Generated<number>
  reversed_at: string | null
}

export type WalletDepositStatus = 'credited' | 'reversed'

/** How many confirmations a family's deposits need; no row means the defaults. */
export interface WalletDepositSettingsTable {
  family_id: number
  small_confirmations: number
  large_confirmations: number
  large_amount_sat: number
  updated_at: string
}

export type WalletSendStatus = 'unsigned' | 'broadcast' | 'cancelled'

export interface WalletSendsTable {
  id: Generated<number>
  family_id: number
  child_id: number
  destination: string
  amount_sat: number
  fee_sat: number | null
  psbt: string | null
  /** JSON array of the coins the PSBT spends: { txid, vout, address }. */
  inputs: string | null
  change_index: number | null
  status: WalletSendStatus
  debit_transaction_id: number | null
  reversal_transaction_id: number | null
  created_by: number | null
  created_at: string
  cancelled_by: number | null
  cancelled_at: string | null
}

export type LightningProviderKind = 'nwc' | 'lnd' | 'phoenix' | 'alby_hub'

export interface LightningConnectionsTable {
  id: Generated<number>
  family_id: number
  provider: LightningProviderKind
  /** The connection settings as JSON, sealed by api/lib/secret-box.ts. */
  sealed_config: string
  /** Where it connects, without any credential. */
  display_url: string
  hub_name: string | null
  hub_region: string | null
  /** Grows on every save: a provider built from an older revision is stale. */
  revision: Generated<number>
  created_by: number | null
  created_at: string
  updated_at: string
}

export type LightningInvoiceState = 'pending' | 'paid' | 'expired'

export interface LightningInvoicesTable {
  id: Generated<number>
  family_id: number
  child_id: number
  payment_hash: string
  bolt11: string
  amount_sat: number
  description: string
  state: LightningInvoiceState
  expires_at: string
  created_by: number | null
  created_at: string
  paid_at: string | null
  checked_at: string | null
  transaction_id: number | null
  /** Of the paid amount, what the child's spending limit moved on to savings; null until paid. */
  to_savings_sat: number | null
}

export type LightningPaymentState = 'pending' | 'succeeded' | 'failed'

export interface LightningPaymentsTable {
  id: Generated<number>
  family_id: number
  child_id: number
  payment_hash: string
  bolt11: string
  amount_sat: number
  fee_sat: number | null
  /** The most its routing fee may cost: held with the amount while it is pending. */
  fee_budget_sat: number
  description: string
  state: LightningPaymentState
  failure: string | null
  preimage: string | null
  connection_revision: number
  deadline_at: string
  created_by: number | null
  created_at: string
  settled_at: string | null
  checked_at: string | null
  transaction_id: number | null
}

export interface BillingAccountsTable {
  family_id: number
  /** End of the paid (or referral-given) time; null when the family never had any. */
  paid_until: string | null
  referral_code: string | null
  updated_at: string
}

export type SubscriptionInvoiceStatus = 'pending' | 'paid'

export interface SubscriptionInvoicesTable {
  id: Generated<number>
  family_id: number
  created_by: number | null
  payment_hash: string
  bolt11: string
  amount_sat: number
  /** 1 or 12. */
  months: number
  description: string
  /** The family whose referral code came with this invoice. */
  referrer_family_id: number | null
  status: SubscriptionInvoiceStatus
  created_at: string
  expires_at: string
  settled_at: string | null
}

/** A deleted family's paid subscription invoice, kept for the revenue figures without the family. */
export interface RetainedRevenueTable {
  id: Generated<number>
  amount_sat: number
  settled_at: string
}

export interface ReferralRewardsTable {
  referred_family_id: number
  referrer_family_id: number
  payment_hash: string
  created_at: string
}

export interface LoginRecordsTable {
  id: Generated<number>
  family_id: number
  user_id: number
  ip: string
  /** ISO 3166-1 alpha-2, 'local' (LAN, loopback) or 'unknown'. */
  country: string
  created_at: string
}

/** Sign-ins per UTC day (YYYY-MM-DD) and country; kept when the rows above are purged. */
export interface LoginCountsTable {
  day: string
  country: string
  count: number
}

/** A Lightning address the family pays to: the parent's (child_id null) or a child's. */
export interface LightningAddressesTable {
  id: Generated<number>
  family_id: number
  child_id: number | null
  address: string
  updated_at: string
}

/** How often the parent wants a reconcile reminder, and which e-mails they want. */
export interface SyncPreferencesTable {
  family_id: number
  sync_frequency: 'daily' | 'every3days' | 'weekly' | 'manual'
  email_reminders: number
  spending_alerts: number
  /** The reminder period last mailed (see sync-reminders), null before the first. */
  last_reminder_period: string | null
  updated_at: string
}

/** A child's automatic payout after each allowance: on or off, and the most per week. */
export interface AutoPayoutSettingsTable {
  child_id: number
  family_id: number
  is_enabled: number
  /** Null until the parent first sets one; required while on. */
  weekly_limit_sat: number | null
  updated_at: string
}

/**
 * claimed: the amount is decided, nothing sent yet; paying: the checked invoice is
 * handed to the wallet (the outcome is the Lightning payment's with payment_hash);
 * failed: nothing was paid (failure says why); skipped: nothing was due (failure says why).
 */
export type AutoPayoutState = 'claimed' | 'paying' | 'failed' | 'skipped'

/** One allowance credit automatic payout acted on: one row per child and run date. */
export interface AutoPayoutsTable {
  id: Generated<number>
  family_id: number
  child_id: number
  /** The allowance run's date (allowance_runs.run_date). */
  run_date: string
  /** Monday of run_date's week (YYYY-MM-DD). */
  week_start: string
  amount_sat: number
  state: AutoPayoutState
  payment_hash: string | null
  failure: string | null
  created_at: string
  updated_at: string
}

export type ChoreRecurrence = 'once' | 'daily' | 'weekly'
export type ChoreDestination = 'spending' | 'savings'

/** A chore a parent set for a child (docs/chores.md). */
export interface ChoresTable {
  id: Generated<number>
  family_id: number
  child_id: number
  title: string
  reward_sat: number
  recurrence: ChoreRecurrence
  /** 0 = Sunday ... 6 = Saturday; weekly chores only. */
  weekday: number | null
  /** YYYY-MM-DD; chores done once only. */
  due_date: string | null
  destination: ChoreDestination
  auto_approve: number
  created_by: number | null
  created_at: string
  updated_at: string
}

/** open: to do; done: waiting for a parent; approved: paid (transaction_id its ledger row). */
export type ChoreOccurrenceState = 'open' | 'done' | 'approved'

/** One period of a chore: unique per chore and period, one not approved per chore. */
export interface ChoreOccurrencesTable {
  id: Generated<number>
  family_id: number
  child_id: number
  chore_id: number
  /** YYYY-MM-DD on the family's calendar (api/features/chores/chore-schedule.ts). */
  period_date: string
  state: ChoreOccurrenceState
  done_at: string | null
  done_by: number | null
  decided_at: string | null
  decided_by: number | null
  rejection_reason: string | null
  paid_sat: number | null
  transaction_id: number | null
  created_at: string
}

/** The family's yearly interest rate on savings; no row means off (docs/interest.md). */
export interface InterestSettingsTable {
  family_id: number
  /** Tenths of a percent a year: 25 is 2.5%. 0 to 200. */
  rate_tenths: number
  updated_at: string
}

/** A child's own yearly rate, in place of the family's. */
export interface ChildInterestRatesTable {
  child_id: number
  family_id: number
  rate_tenths: number
  updated_at: string
}

/** One child's interest for one month of the family's calendar, credited once. */
export interface InterestCreditsTable {
  child_id: number
  family_id: number
  /** YYYY-MM. */
  month: string
  rate_tenths: number
  lowest_balance_sat: number
  /** The days of the month: the interest is for them. */
  days: number
  days_in_year: number
  amount_sat: number
  transaction_id: number | null
  created_at: string
}

/** How the connection to the mail server is protected. */
export type MailTlsMode = 'tls' | 'starttls' | 'none'

/** The mail server an admin set in the app: one row (id 1) or none; SMTP_URL wins over it. */
export interface MailSettingsTable {
  id: number
  host: string
  port: number
  tls_mode: MailTlsMode
  /** Null: the server is not logged in to (a relay on the LAN). */
  username: string | null
  /** The password sealed under the instance key (api/lib/mail-server.ts). */
  sealed_password: string | null
  /** The From of every e-mail: an address, or `Name <address>`. */
  sender: string
  updated_at: string
}

/** A one-time code a signed-in member shows so another device can sign in (10 minutes, once). */
export interface SignInCodesTable {
  id: Generated<number>
  /** HMAC of the code under the instance key: the code itself is never stored. */
  code_hash: string
  user_id: number
  family_id: number
  created_at: string
  expires_at: string
  used_at: string | null
  /** Wrong codes entered anywhere while this one was live; past a limit it stops working. */
  wrong_guesses: Generated<number>
}

/** A member's passkey (WebAuthn credential), made for one address's name. */
export interface PasskeysTable {
  id: Generated<number>
  family_id: number
  user_id: number
  /** base64url, as the browser names the credential. */
  credential_id: string
  /** The COSE public key, base64url. */
  public_key: string
  /** The authenticator's signature counter (0 for most passkeys, which do not count). */
  counter: number
  /** Comma-separated transports ("internal,hybrid"), hints for the browser. */
  transports: string
  /** The address's host name it was made for: it works there only. */
  rp_id: string
  name: string
  created_at: string
  last_used_at: string | null
}

export type PasskeyChallengePurpose = 'register' | 'sign-in'

/** A WebAuthn challenge handed out and not yet used: once, within minutes. */
export interface PasskeyChallengesTable {
  id: Generated<number>
  /** base64url, as the browser echoes it in clientDataJSON. */
  challenge: string
  purpose: PasskeyChallengePurpose
  /** The member registering; null for a sign-in (who signs in is not known yet). */
  user_id: number | null
  rp_id: string
  expires_at: string
}

/** One scheduled job's run for one period, held by one app instance (db/queries/job-leases.ts). */
export interface JobLeasesTable {
  job: string
  period: string
  /** The holding instance's random id. */
  holder: string
  taken_at: string
  /** Another instance may take the run over after this, unless it finished. */
  expires_at: string
  finished_at: string | null
}

/** The requests of one client to one limited route in its window (db/queries/rate-counts.ts). */
export interface RateCountsTable {
  name: string
  key: string
  count: number
  window_started_at: string
  window_ends_at: string
}

/** A place of the public connection test, held by one test until it ends or expires. */
export interface ConnectionTestPlacesTable {
  /** 'all', or the visitor's address. */
  scope: string
  place: number
  /** The test's id. */
  holder: string
  expires_at: string
}
