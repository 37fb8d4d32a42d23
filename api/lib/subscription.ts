import { type Static, Type } from 'typebox'
import type { Db } from '../../db/client.js'
import { type FamilyBilling, findFamilyBilling } from '../../db/queries/billing.js'
import type { BillingConfig } from '../config.js'
import { AppError } from '../errors.js'

/**
 * Where a family stands with billing. `free`: billing is off on this server, nothing
 * to pay and nothing ever locked. `trial` and `active`: running until expiresAt.
 * `expired`: the trial or the paid time ran out; the family reads everything and can
 * pay, but money-changing calls answer 402 (api/plugins/subscription-lock.ts).
 */
export const SubscriptionStatus = Type.Union([
  Type.Literal('free'),
  Type.Literal('trial'),
  Type.Literal('active'),
  Type.Literal('expired'),
])
export type SubscriptionStatus = Static<typeof SubscriptionStatus>

export interface FamilySubscription {
  status: SubscriptionStatus
  /** False only for `expired`. */
  isActive: boolean
  /** End of the trial or of the paid time; null with billing off. */
  expiresAt: string | null
  /** The trial's end (null with billing off): the dashboard's trial banner counts down to it. */
  trialExpiresAt: string | null
  totalPaidSat: number
  hasPaid: boolean
}

const FREE: FamilySubscription = {
  status: 'free',
  isActive: true,
  expiresAt: null,
  trialExpiresAt: null,
  totalPaidSat: 0,
  hasPaid: false,
}

/** The family's subscription now; with billing off always `free`, without a query. */
export async function readFamilySubscription(
  db: Db,
  billing: BillingConfig,
  familyId: number,
  now: Date,
): Promise<FamilySubscription> {
  if (!billing.enabled) return FREE
  return subscriptionOf(await findFamilyBilling(db, familyId), now)
}

/**
 * Paid time follows the trial (a payment during the trial extends from the trial's
 * end), so the later of the two is the family's end. A family without a trial end
 * or paid time has nothing running: it is `expired` until it pays.
 */
export function subscriptionOf(billing: FamilyBilling | undefined, now: Date): FamilySubscription {
  const trialExpiresAt = billing?.trialExpiresAt ?? null
  const expiresAt = billing?.paidUntil ?? trialExpiresAt
  const isRunning = expiresAt !== null && new Date(expiresAt).getTime() > now.getTime()
  const status: SubscriptionStatus = !isRunning
    ? 'expired'
    : billing?.paidUntil
      ? 'active'
      : 'trial'
  return {
    status,
    isActive: isRunning,
    expiresAt,
    trialExpiresAt,
    totalPaidSat: billing?.totalPaidSat ?? 0,
    hasPaid: (billing?.paidInvoiceCount ?? 0) > 0,
  }
}

/** The 402 of a money-changing call by a family whose trial or subscription has ended. */
export function subscriptionLapsed(subscription: FamilySubscription): AppError {
  const ended =
    subscription.expiresAt === subscription.trialExpiresAt
      ? "Your family's free trial has ended."
      : "Your family's subscription has ended."
  return new AppError(
    402,
    'subscription-lapsed',
    `${ended} Everything stays readable and can be exported; to change balances, allowances, goals or requests again, a parent renews on the Subscription page (/subscription) with a Lightning payment.`,
  )
}
