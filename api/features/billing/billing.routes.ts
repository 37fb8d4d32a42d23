import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { errorReplies } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import {
  CheckPaymentReply,
  CreateInvoiceBody,
  InvoiceReply,
  OperatorWalletReply,
  PaymentHashParams,
  PricingReply,
  ReferralCodeReply,
  SubscriptionReply,
} from './billing.schemas.js'
import {
  type BillingContext,
  billingDisabled,
  checkSubscriptionPayment,
  createSubscriptionInvoice,
  describePricing,
  describeSubscription,
  getReferralCode,
  readOperatorWallet,
} from './billing.service.js'

/**
 * Subscriptions (spec 2, "Billing"). Paying, checking a payment and the referral code
 * are the parents'; a lapsed family can always do them (no changesMoney here). With
 * billing off every call but the subscription answers 404 billing-disabled.
 */
export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardian = { access: 'guardian' as const }

  const billingContext = (request: FastifyRequest): BillingContext => {
    const { billing } = app.config
    if (!billing.enabled || !app.billingWallet) throw billingDisabled()
    return {
      db: app.db,
      billing,
      wallet: app.billingWallet,
      now: app.clock.now(),
      log: request.log,
    }
  }

  app.get(
    '/api/billing/pricing',
    { schema: { response: { 200: PricingReply, ...errorReplies(401, 404) } } },
    (req) => describePricing(billingContext(req).billing),
  )

  app.get(
    '/api/billing/subscription',
    { schema: { response: { 200: SubscriptionReply, ...errorReplies(401) } } },
    (req) =>
      describeSubscription(app.db, app.config.billing, currentUser(req).familyId, app.clock.now()),
  )

  app.post(
    '/api/billing/create-invoice',
    {
      // Each call makes an invoice in the operator's wallet.
      config: { ...guardian, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        body: CreateInvoiceBody,
        response: {
          200: InvoiceReply,
          ...errorReplies(400, 401, 403, 404, 413, 415, 429, 502),
        },
      },
    },
    (req) => createSubscriptionInvoice(billingContext(req), currentUser(req), req.body),
  )

  app.get(
    '/api/billing/check-payment/:paymentHash',
    {
      // The page polls every 3 s (20 a minute); each check asks the operator's wallet.
      config: { ...guardian, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        params: PaymentHashParams,
        response: { 200: CheckPaymentReply, ...errorReplies(400, 401, 403, 404, 429, 502) },
      },
    },
    (req) =>
      checkSubscriptionPayment(
        billingContext(req),
        currentUser(req).familyId,
        req.params.paymentHash,
      ),
  )

  app.post(
    '/api/billing/referral-code',
    {
      config: guardian,
      schema: { response: { 200: ReferralCodeReply, ...errorReplies(401, 403, 404) } },
    },
    (req) => getReferralCode(billingContext(req).db, currentUser(req).familyId, app.clock.now()),
  )

  // The admin's Lightning tab: the wallet subscriptions are paid into, not any family's.
  app.get(
    '/api/billing/operator-wallet',
    {
      config: { access: 'admin' },
      schema: { response: { 200: OperatorWalletReply, ...errorReplies(401, 403) } },
    },
    () => readOperatorWallet(app.billingWallet),
  )
}
