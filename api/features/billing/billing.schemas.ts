import { type Static, Type } from 'typebox'
import { PLAN_MONTHS } from '../../contracts/billing.js'
import { errorReplies, failsWith, routeMap } from '../../lib/schemas.js'
import { SubscriptionStatus } from '../../lib/subscription.js'

/** Prices in sats (spec 2, "Pricing response"). */
export const PricingReply = Type.Object({
  pricing: Type.Object({ monthly: Type.Integer(), yearly: Type.Integer() }),
  features: Type.Array(Type.String()),
})
export type PricingReply = Static<typeof PricingReply>

export const SubscriptionDto = Type.Object({
  status: SubscriptionStatus,
  isActive: Type.Boolean(),
  /** End of the trial or the paid time (ISO-8601); null with billing off. */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  /** Everything the family paid, in sats. */
  totalPaid: Type.Integer(),
})
export type SubscriptionDto = Static<typeof SubscriptionDto>

export const SubscriptionReply = Type.Object({ subscription: SubscriptionDto })
export type SubscriptionReply = Static<typeof SubscriptionReply>

export const CreateInvoiceBody = Type.Object({
  subscriptionMonths: Type.Enum(
    PLAN_MONTHS,
    failsWith('invalid-choice', 'Choose the monthly (1) or the yearly (12) plan'),
  ),
  referralCode: Type.Optional(
    Type.String({
      maxLength: 32,
      ...failsWith(
        'unknown-referral-code',
        'Referral code not found. Check the code, or leave the field empty.',
      ),
    }),
  ),
})
export type CreateInvoiceBody = Static<typeof CreateInvoiceBody>

/** Spec 2, "Invoice": what the page shows as a QR code and polls for. */
export const InvoiceDto = Type.Object({
  bolt11: Type.String(),
  paymentHash: Type.String(),
  amountSats: Type.Integer(),
  description: Type.String(),
  expiresAt: Type.String(),
})
export type InvoiceDto = Static<typeof InvoiceDto>

export const InvoiceReply = Type.Object({ invoice: InvoiceDto })
export type InvoiceReply = Static<typeof InvoiceReply>

export const PaymentHashParams = Type.Object({
  paymentHash: Type.String({
    pattern: '^[0-9a-fA-F]{64}$',
    ...failsWith('invalid-request', 'A payment hash is 64 hexadecimal characters'),
  }),
})
export type PaymentHashParams = Static<typeof PaymentHashParams>

export const PaymentDto = Type.Object({
  /** True once the operator's wallet reports the invoice paid and the subscription is extended. */
  verified: Type.Boolean(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('expired')]),
})
export type PaymentDto = Static<typeof PaymentDto>

export const CheckPaymentReply = Type.Object({ payment: PaymentDto })
export type CheckPaymentReply = Static<typeof CheckPaymentReply>

export const ReferralCodeReply = Type.Object({ referralCode: Type.String() })
export type ReferralCodeReply = Static<typeof ReferralCodeReply>

/**
 * The operator's receiving wallet (BILLING_LIGHTNING_URL), for the admin's Lightning tab:
 * where the families' subscription payments arrive. `connected` false with `error` when
 * the wallet did not answer (or the connection may not read the balance).
 */
export const OperatorWalletReply = Type.Object({
  billingEnabled: Type.Boolean(),
  provider: Type.Union([
    Type.Literal('nwc'),
    Type.Literal('lnd'),
    Type.Literal('phoenix'),
    Type.Literal('alby_hub'),
    Type.Null(),
  ]),
  connected: Type.Boolean(),
  /** Spendable, in sats; 0 when not read. */
  balance: Type.Integer({ minimum: 0 }),
  error: Type.Optional(Type.String()),
})
export type OperatorWalletReply = Static<typeof OperatorWalletReply>

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const billingApi = routeMap({
  'GET /api/billing/pricing': { response: { 200: PricingReply, ...errorReplies(401, 404) } },
  'GET /api/billing/subscription': { response: { 200: SubscriptionReply, ...errorReplies(401) } },
  'POST /api/billing/create-invoice': {
    body: CreateInvoiceBody,
    response: {
      200: InvoiceReply,
      ...errorReplies(400, 401, 403, 404, 413, 415, 429, 502),
    },
  },
  'GET /api/billing/check-payment/:paymentHash': {
    params: PaymentHashParams,
    response: { 200: CheckPaymentReply, ...errorReplies(400, 401, 403, 404, 429, 502) },
  },
  'POST /api/billing/referral-code': {
    response: { 200: ReferralCodeReply, ...errorReplies(401, 403, 404) },
  },
  'GET /api/billing/operator-wallet': {
    response: { 200: OperatorWalletReply, ...errorReplies(401, 403) },
  },
})
