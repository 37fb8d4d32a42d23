import type { Selectable } from 'kysely'
import type { Db } from '../client.js'
import type { SubscriptionInvoiceStatus, SubscriptionInvoicesTable } from '../schema.js'

/** What decides a family's subscription: its trial end, its paid time, what it paid. */
export interface FamilyBilling {
  familyId: number
  /** On the parent's row, set at sign-up; null when the family has no parent (or trial). */
  trialExpiresAt: string | null
  paidUntil: string | null
  referralCode: string | null
  totalPaidSat: number
  paidInvoiceCount: number
}

/** The billing of every family, or of one with a where on `f.id`. */
function selectFamilyBilling(db: Db) {
  return db
    .selectFrom('families as f')
    .leftJoin('billing_accounts as b', 'b.family_id', 'f.id')
    .select((eb) => [
      'f.id',
      'b.paid_until',
      'b.referral_code',
      eb
        .selectFrom('users')
        .select('trial_expires_at')
        .whereRef('users.family_id', '=', 'f.id')
        .where('users.role', '=', 'parent')
        .orderBy('users.id')
        .limit(1)
        .as('trial_expires_at'),
      eb
        .selectFrom('subscription_invoices as i')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('i.amount_sat'), sub.lit(0)).as('s'))
        .whereRef('i.family_id', '=', 'f.id')
        .where('i.status', '=', 'paid')
        .as('total_paid_sat'),
      eb
        .selectFrom('subscription_invoices as i')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('i.family_id', '=', 'f.id')
        .where('i.status', '=', 'paid')
        .as('paid_invoice_count'),
    ])
}

function toFamilyBilling(row: {
  id: number
  paid_until: string | null
  referral_code: string | null
  trial_expires_at: string | null
  total_paid_sat: number | null
  paid_invoice_count: number | null
}): FamilyBilling {
  return {
    familyId: row.id,
    trialExpiresAt: row.trial_expires_at ?? null,
    paidUntil: row.paid_until,
    referralCode: row.referral_code,
    totalPaidSat: row.total_paid_sat ?? 0,
    paidInvoiceCount: row.paid_invoice_count ?? 0,
  }
}

/** One query: the checks of every money-changing request run it. */
export async function findFamilyBilling(
  db: Db,
  familyId: number,
): Promise<FamilyBilling | undefined> {
  const row = await selectFamilyBilling(db).where('f.id', '=', familyId).executeTakeFirst()
  return row && toFamilyBilling(row)
}

/** Every family's billing, for the operator's figures. */
export async function listFamilyBillings(db: Db): Promise<FamilyBilling[]> {
  const rows = await selectFamilyBilling(db).orderBy('f.id').execute()
  return rows.map(toFamilyBilling)
}

export async function setPaidUntil(
  db: Db,
  familyId: number,
  paidUntil: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('billing_accounts')
    .values({ family_id: familyId, paid_until: paidUntil, referral_code: null, updated_at: at })
    .onConflict((oc) =>
      oc.column('family_id').doUpdateSet({ paid_until: paidUntil, updated_at: at }),
    )
    .execute()
}

/**
 * Gives the family this referral code unless it has one already.
 * @returns whether the code was stored
 * @throws a unique-violation (db/error-kinds.ts) when another family holds the code
 */
export async function setReferralCodeIfUnset(
  db: Db,
  familyId: number,
  code: string,
  at: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('billing_accounts')
    .values({ family_id: familyId, paid_until: null, referral_code: code, updated_at: at })
    .onConflict((oc) =>
      oc
        .column('family_id')
        .doUpdateSet({ referral_code: code, updated_at: at })
        .where('billing_accounts.referral_code', 'is', null),
    )
    .returning('family_id')
    .execute()
  return rows.length === 1
}

export async function findFamilyIdByReferralCode(
  db: Db,
  code: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('billing_accounts')
    .select('family_id')
    .where('referral_code', '=', code)
    .executeTakeFirst()
  return row?.family_id
}

export interface SubscriptionInvoice {
  id: number
  familyId: number
  createdBy: number | null
  paymentHash: string
  bolt11: string
  amountSat: number
  months: number
  description: string
  referrerFamilyId: number | null
  status: SubscriptionInvoiceStatus
  createdAt: string
  expiresAt: string
  settledAt: string | null
}

const invoiceColumns = [
  'id',
  'family_id',
  'created_by',
  'payment_hash',
  'bolt11',
  'amount_sat',
  'months',
  'description',
  'referrer_family_id',
  'status',
  'created_at',
  'expires_at',
  'settled_at',
] as const

type InvoiceRow = Pick<Selectable<SubscriptionInvoicesTable>, (typeof invoiceColumns)[number]>

function toInvoice(row: InvoiceRow): SubscriptionInvoice {
  return {
    id: row.id,
    familyId: row.family_id,
    createdBy: row.created_by,
    paymentHash: row.payment_hash,
    bolt11: row.bolt11,
    amountSat: row.amount_sat,
    months: row.months,
    description: row.description,
    referrerFamilyId: row.referrer_family_id,
    status: row.status,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    settledAt: row.settled_at,
  }
}

export type NewSubscriptionInvoice = Omit<SubscriptionInvoice, 'id' | 'status' | 'settledAt'>

export async function insertSubscriptionInvoice(
  db: Db,
  invoice: NewSubscriptionInvoice,
): Promise<SubscriptionInvoice> {
  const row = await db
    .insertInto('subscription_invoices')
    .values({
      family_id: invoice.familyId,
      created_by: invoice.createdBy,
      payment_hash: invoice.paymentHash,
      bolt11: invoice.bolt11,
      amount_sat: invoice.amountSat,
      months: invoice.months,
      description: invoice.description,
      referrer_family_id: invoice.referrerFamilyId,
      status: 'pending',
      created_at: invoice.createdAt,
      expires_at: invoice.expiresAt,
      settled_at: null,
    })
    .returning(invoiceColumns)
    .executeTakeFirstOrThrow()
  return toInvoice(row)
}

/** A family's invoice by its payment hash; another family's is undefined, like a missing one. */
export async function findSubscriptionInvoice(
  db: Db,
  familyId: number,
  paymentHash: string,
): Promise<SubscriptionInvoice | undefined> {
  const row = await db
    .selectFrom('subscription_invoices')
    .select(invoiceColumns)
    .where('family_id', '=', familyId)
    .where('payment_hash', '=', paymentHash)
    .executeTakeFirst()
  return row && toInvoice(row)
}

export async function listPendingSubscriptionInvoices(db: Db): Promise<SubscriptionInvoice[]> {
  const rows = await db
    .selectFrom('subscription_invoices')
    .select(invoiceColumns)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute()
  return rows.map(toInvoice)
}

/**
 * Pending to paid, once: of any number of concurrent settlements of one payment hash,
 * exactly one gets true, and only that one may extend the subscription.
 */
export async function markSubscriptionInvoicePaid(
  db: Db,
  paymentHash: string,
  settledAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('subscription_invoices')
    .set({ status: 'paid', settled_at: settledAt })
    .where('payment_hash', '=', paymentHash)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Drops an invoice nobody paid; a paid one is never touched. */
export async function deletePendingSubscriptionInvoice(
  db: Db,
  paymentHash: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('subscription_invoices')
    .where('payment_hash', '=', paymentHash)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export interface ReferralReward {
  referredFamilyId: number
  referrerFamilyId: number
  paymentHash: string
  createdAt: string
}

/** @returns false when the referred family was rewarded before (its primary key). */
export async function insertReferralReward(db: Db, reward: ReferralReward): Promise<boolean> {
  const rows = await db
    .insertInto('referral_rewards')
    .values({
      referred_family_id: reward.referredFamilyId,
      referrer_family_id: reward.referrerFamilyId,
      payment_hash: reward.paymentHash,
      created_at: reward.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('referred_family_id')
    .execute()
  return rows.length === 1
}

/**
 * Subscription invoices never paid whose BOLT11 expiry is before `before`: they can no
 * longer be paid and no paid time came from them, so the data-purge policy drops them.
 */
export async function deleteUnpaidSubscriptionInvoicesBefore(
  db: Db,
  before: string,
): Promise<number> {
  const result = await db
    .deleteFrom('subscription_invoices')
    .where('status', '=', 'pending')
    .where('expires_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
