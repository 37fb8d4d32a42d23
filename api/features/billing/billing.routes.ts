import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { currentUser } from '../../plugins/access.js'
import { billingApi } from './billing.schemas.js'
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

  app.get('/api/billing/pricing', { schema: billingApi['GET /api/billing/pricing'] }, (req) =>
    describePricing(billingContext(req).billing),
  )

  app.get(
    '/api/billing/subscription',
    { schema: billingApi['GET /api/billing/subscription'] },
    (req) =>
      describeSubscription(app.db, app.config.billing, currentUser(req).familyId, app.clock.now()),
  )

  app.post(
    '/api/billing/create-invoice',
    {
      // Each call makes an invoice in the operator's wallet.
      config: { ...guardian, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: billingApi['POST /api/billing/create-invoice'],
    },
    (req) => createSubscriptionInvoice(billingContext(req), currentUser(req), req.body),
  )

  app.get(
    '/api/billing/check-payment/:paymentHash',
    {
      // The page polls every 3 s (20 a minute); each check asks the operator's wallet.
      config: { ...guardian, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: billingApi['GET /api/billing/check-payment/:paymentHash'],
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
      schema: billingApi['POST /api/billing/referral-code'],
    },
    (req) => getReferralCode(billingContext(req).db, currentUser(req).familyId, app.clock.now()),
  )

  // The admin's Lightning tab: the wallet subscriptions are paid into, not any family's.
  app.get(
    '/api/billing/operator-wallet',
    {
      config: { access: 'admin' },
      schema: billingApi['GET /api/billing/operator-wallet'],
    },
    () => readOperatorWallet(app.billingWallet),
  )
}
