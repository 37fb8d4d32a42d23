import { randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client.js'
import { databaseErrorKind } from '../../../db/error-kinds.js'
import {
  deletePendingSubscriptionInvoice,
  findFamilyBilling,
  findFamilyIdByReferralCode,
  findSubscriptionInvoice,
  insertReferralReward,
  insertSubscriptionInvoice,
  listPendingSubscriptionInvoices,
  markSubscriptionInvoicePaid,
  type SubscriptionInvoice,
  setPaidUntil,
  setReferralCodeIfUnset,
} from '../../../db/queries/billing.js'
import { inTransaction } from '../../../db/transaction.js'
import type { BillingConfig } from '../../config.js'
import {
  INVOICE_EXPIRY_SECONDS,
  type PlanMonths,
  REFERRAL_REWARD_MONTHS,
} from '../../contracts/billing.js'
import { AppError, badRequest, notFound } from '../../errors.js'
import {
  type InvoiceState,
  LightningError,
  type LightningProvider,
} from '../../lib/lightning/lightning-provider.js'
import type { SessionUser } from '../../lib/sessions.js'
import { readFamilySubscription } from '../../lib/subscription.js'
import type {
  CheckPaymentReply,
  CreateInvoiceBody,
  InvoiceReply,
  OperatorWalletReply,
  PricingReply,
  ReferralCodeReply,
  SubscriptionReply,
} from './billing.schemas.js'

export type EnabledBilling = Extract<BillingConfig, { enabled: true }>

/** What the paying side of billing needs: the operator's wallet and the prices. */
export interface BillingContext {
  db: Db
  billing: EnabledBilling
  wallet: LightningProvider
  now: Date
  log: FastifyBaseLogger
}

/**
 * An unpaid invoice is dropped this long after it expired, unless the wallet already
 * says it is expired: a payment whose HTLC reached the wallet just before the expiry
 * may still be settling, and dropping it then would lose a family's payment.
 */
export const DROP_GRACE_MS = 2 * 60 * 1000

const FEATURES = [
  'Every feature for the whole family: parents, spouse and children',
  'Weekly allowances, credited automatically on the allowance day',
  'Family goals, savings requests and approvals',
  'Every balance change kept in the family ledger',
  'Paid over Lightning: no card, no account details',
]

export const billingDisabled = () =>
  new AppError(
    404,
    'billing-disabled',
    'This server is self-hosted and free: there is nothing to pay.',
  )

export function describePricing(billing: EnabledBilling): PricingReply {
  return {
    pricing: { monthly: billing.priceMonthlySat, yearly: billing.priceYearlySat },
    features: FEATURES,
  }
}

export async function describeSubscription(
  db: Db,
  billing: BillingConfig,
  familyId: number,
  now: Date,
): Promise<SubscriptionReply> {
  const subscription = await readFamilySubscription(db, billing, familyId, now)
  return {
    subscription: {
      status: subscription.status,
      isActive: subscription.isActive,
      expiresAt: subscription.expiresAt,
      totalPaid: subscription.totalPaidSat,
    },
  }
}

/**
 * An invoice of the operator's wallet for one or twelve months, offered for 10
 * minutes. A referral code is checked now, so a wrong one is refused before anything
 * is paid; its reward comes when the payment settles.
 * @throws AppError 400 for a referral code that cannot be used, 502 when the wallet fails
 */
export async function createSubscriptionInvoice(
  ctx: BillingContext,
  user: SessionUser,
  body: CreateInvoiceBody,
): Promise<InvoiceReply> {
  const months: PlanMonths = body.subscriptionMonths
  const referrerFamilyId = await readReferralCode(ctx.db, user.familyId, body.referralCode)
  const amountSat = months === 12 ? ctx.billing.priceYearlySat : ctx.billing.priceMonthlySat
  const description = `Family Bitcoin subscription: ${months === 12 ? '12 months' : '1 month'}`
  let created: Awaited<ReturnType<LightningProvider['makeInvoice']>>
  try {
    created = await ctx.wallet.makeInvoice({
      amountSat,
      description,
      expirySeconds: INVOICE_EXPIRY_SECONDS,
    })
  } catch (error) {
    if (!(error instanceof LightningError)) throw error
    ctx.log.error(
      { err: error, code: error.code },
      "the operator's wallet could not make an invoice",
    )
    throw new AppError(
      502,
      'billing-unavailable',
      'The payment service could not create an invoice right now. Please try again in a few minutes.',
    )
  }
  // Offered for 10 minutes of this server's clock, and never dropped while the invoice
  // itself (what payers' wallets go by) is still payable.
  const offeredUntil = new Date(ctx.now.getTime() + INVOICE_EXPIRY_SECONDS * 1000)
  const expiresAt =
    created.expiresAt && created.expiresAt > offeredUntil ? created.expiresAt : offeredUntil
  const invoice = await insertSubscriptionInvoice(ctx.db, {
    familyId: user.familyId,
    createdBy: user.id,
    paymentHash: created.paymentHash.toLowerCase(),
    bolt11: created.bolt11,
    amountSat,
    months,
    description,
    referrerFamilyId,
    createdAt: ctx.now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  })
  return {
    invoice: {
      bolt11: invoice.bolt11,
      paymentHash: invoice.paymentHash,
      amountSats: invoice.amountSat,
      description: invoice.description,
      expiresAt: invoice.expiresAt,
    },
  }
}

/** The referring family of a code given with a payment, or null without one. */
async function readReferralCode(
  db: Db,
  familyId: number,
  code: string | undefined,
): Promise<number | null> {
  const normalized = code?.trim().toUpperCase() ?? ''
  if (normalized === '') return null
  const referrer = await findFamilyIdByReferralCode(db, normalized)
  if (referrer === undefined) {
    throw badRequest(
      'unknown-referral-code',
      'Referral code not found. Check the code, or leave the field empty.',
      'referralCode',
    )
  }
  if (referrer === familyId) {
    throw badRequest(
      'own-referral-code',
      'This is your own referral code: share it with another family instead.',
      'referralCode',
    )
  }
  if (((await findFamilyBilling(db, familyId))?.paidInvoiceCount ?? 0) > 0) {
    throw badRequest(
      'referral-not-first-payment',
      "A referral code counts only on a family's first payment, and yours is already made. Leave the field empty.",
      'referralCode',
    )
  }
  return referrer
}

/**
 * Whether the family's invoice is paid, asking the operator's wallet (never the
 * browser). A settled invoice extends the subscription here, once, however many
 * checks run at the same time.
 * @throws AppError 404 for an unknown invoice or another family's, 502 when the wallet fails
 */
export async function checkSubscriptionPayment(
  ctx: BillingContext,
  familyId: number,
  paymentHash: string,
): Promise<CheckPaymentReply> {
  const invoice = await findSubscriptionInvoice(ctx.db, familyId, paymentHash.toLowerCase())
  if (!invoice) throw notFound('Invoice')
  if (invoice.status === 'paid') return { payment: { verified: true, status: 'paid' } }
  let state: WalletState
  try {
    state = await refreshInvoice(ctx, invoice)
  } catch (error) {
    if (!(error instanceof LightningError)) throw error
    ctx.log.warn(
      { err: error, code: error.code },
      "the operator's wallet could not check a payment",
    )
    throw new AppError(
      502,
      'billing-unavailable',
      'The payment could not be checked right now. It is checked again automatically.',
    )
  }
  if (state === 'settled') return { payment: { verified: true, status: 'paid' } }
  const isExpired = ctx.now.getTime() >= new Date(invoice.expiresAt).getTime()
  return { payment: { verified: false, status: isExpired ? 'expired' : 'pending' } }
}

type WalletState = InvoiceState | 'unknown'

/**
 * Asks the wallet about a pending invoice and settles it when paid. Network first, then
 * one transaction: nothing waits on the wallet while the database is held.
 * @throws LightningError when the wallet cannot answer
 */
async function refreshInvoice(ctx: BillingContext, invoice: SubscriptionInvoice) {
  let state: WalletState
  let receivedSat = 0
  try {
    const status = await ctx.wallet.lookupInvoice(invoice.paymentHash)
    state = status.state
    receivedSat = status.amountSat
  } catch (error) {
    if (!(error instanceof LightningError) || error.code !== 'not-found') throw error
    state = 'unknown'
  }
  if (state !== 'settled') return state
  if (receivedSat < invoice.amountSat) {
    // A wallet that reports less than the invoice asked cannot be taken at its word.
    ctx.log.error(
      { paymentHash: invoice.paymentHash, receivedSat, amountSat: invoice.amountSat },
      'a subscription invoice settled for less than its amount',
    )
    return 'pending'
  }
  await settleInvoice(ctx.db, invoice, ctx.now)
  return state
}

/**
 * Books a paid invoice: pending to paid (once per payment hash, by a conditional
 * UPDATE), the paid months added, and on the family's first payment with a referral
 * code one month more for it and for the referring family. One transaction: the
 * invoice is never paid without its months, nor its months given twice.
 * @returns whether this call booked it (false: another check did first)
 */
export async function settleInvoice(db: Db, invoice: SubscriptionInvoice, now: Date) {
  const at = now.toISOString()
  return inTransaction(db, async (trx) => {
    if (!(await markSubscriptionInvoicePaid(trx, invoice.paymentHash, at))) return false
    let months = invoice.months
    const referrer = invoice.referrerFamilyId
    const isFirstPayment = (await findFamilyBilling(trx, invoice.familyId))?.paidInvoiceCount === 1
    if (
      referrer !== null &&
      referrer !== invoice.familyId &&
      isFirstPayment &&
      (await insertReferralReward(trx, {
        referredFamilyId: invoice.familyId,
        referrerFamilyId: referrer,
        paymentHash: invoice.paymentHash,
        createdAt: at,
      }))
    ) {
      months += REFERRAL_REWARD_MONTHS
      await extendSubscription(trx, referrer, REFERRAL_REWARD_MONTHS, now)
    }
    await extendSubscription(trx, invoice.familyId, months, now)
    return true
  })
}

/** Adds months from the later of now and the family's current end (trial or paid). */
async function extendSubscription(db: Db, familyId: number, months: number, now: Date) {
  const billing = await findFamilyBilling(db, familyId)
  const current = billing?.paidUntil ?? billing?.trialExpiresAt ?? null
  const from =
    current !== null && new Date(current).getTime() > now.getTime() ? new Date(current) : now
  await setPaidUntil(db, familyId, addMonths(from, months).toISOString(), now.toISOString())
}

/**
 * Calendar months in UTC; a day the target month lacks becomes its last day (January
 * 31 plus one month is February 28 or 29).
 */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from.getTime())
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date
}

export interface SettlementRun {
  settled: number
  dropped: number
  open: number
  /** Invoices the wallet could not be asked about this time. */
  unchecked: number
}

/**
 * The job's pass over every pending invoice: those paid after their page was closed
 * are settled; those expired and unpaid are dropped (the wallet is asked first, so a
 * late payment is never dropped).
 */
export async function settleOpenInvoices(ctx: BillingContext): Promise<SettlementRun> {
  const run: SettlementRun = { settled: 0, dropped: 0, open: 0, unchecked: 0 }
  for (const invoice of await listPendingSubscriptionInvoices(ctx.db)) {
    let state: WalletState
    try {
      state = await refreshInvoice(ctx, invoice)
    } catch (error) {
      if (!(error instanceof LightningError)) throw error
      ctx.log.warn(
        { err: error, code: error.code },
        "the operator's wallet could not check a payment",
      )
      run.unchecked += 1
      continue
    }
    if (state === 'settled') run.settled += 1
    else if (isDroppable(invoice, state, ctx.now)) {
      if (await deletePendingSubscriptionInvoice(ctx.db, invoice.paymentHash)) run.dropped += 1
    } else run.open += 1
  }
  return run
}

function isDroppable(invoice: SubscriptionInvoice, state: WalletState, now: Date): boolean {
  const expiredForMs = now.getTime() - new Date(invoice.expiresAt).getTime()
  if (expiredForMs < 0) return false
  const isDeadInWallet = state === 'expired' || state === 'failed' || state === 'unknown'
  return isDeadInWallet || expiredForMs >= DROP_GRACE_MS
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8

/** The family's referral code, made on the first ask and the same ever after. */
export async function getReferralCode(
  db: Db,
  familyId: number,
  now: Date,
): Promise<ReferralCodeReply> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = (await findFamilyBilling(db, familyId))?.referralCode
    if (existing) return { referralCode: existing }
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(32)]).join('')
    try {
      // False when a concurrent ask stored one first: the next pass reads it.
      if (await setReferralCodeIfUnset(db, familyId, code, now.toISOString())) {
        return { referralCode: code }
      }
    } catch (error) {
      // Another family drew the same code (one chance in a trillion): draw again.
      if (databaseErrorKind(error) !== 'unique-violation') throw error
    }
  }
  throw new Error('no referral code could be stored')
}

/**
 * The operator's receiving wallet and its balance, for the admin (the admin's own
 * family wallet is another one). A wallet that does not answer, or a receive-only
 * connection that may not read the balance, is shown with the wallet's words.
 */
export async function readOperatorWallet(
  wallet: LightningProvider | null,
): Promise<OperatorWalletReply> {
  if (!wallet) return { billingEnabled: false, provider: null, connected: false, balance: 0 }
  try {
    const { balanceSat } = await wallet.getBalance()
    return { billingEnabled: true, provider: wallet.kind, connected: true, balance: balanceSat }
  } catch (error) {
    if (!(error instanceof LightningError)) throw error
    return {
      billingEnabled: true,
      provider: wallet.kind,
      connected: false,
      balance: 0,
      error: error.message,
    }
  }
}
