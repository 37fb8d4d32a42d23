/** Billing's numbers both sides know (spec 2, sections 4 and 9). */

/** An invoice is offered for 10 minutes; the page then says 'Invoice expired'. */
export const INVOICE_EXPIRY_SECONDS = 600

/** The subscription page asks whether its invoice was paid every 3 seconds. */
export const PAYMENT_POLL_MS = 3000

/** What a referral gives each side once the referred family's first payment settles. */
export const REFERRAL_REWARD_MONTHS = 1

/** The plans: one month or twelve. */
export const PLAN_MONTHS = [1, 12] as const
export type PlanMonths = (typeof PLAN_MONTHS)[number]
