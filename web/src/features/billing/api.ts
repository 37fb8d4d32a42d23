import type {
  CheckPaymentReply,
  CreateInvoiceBody,
  InvoiceReply,
  PricingReply,
  ReferralCodeReply,
  SubscriptionReply,
} from '@api/features/billing/billing.schemas'
import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'
import { SUBSCRIPTION_READ } from '../../lib/reads'

export const SUBSCRIPTION_KEY = SUBSCRIPTION_READ
export const PRICING_KEY = '/api/billing/pricing'

/** The family's subscription; status `free` when billing is off on this server. */
export function useSubscription() {
  return useSWR<SubscriptionReply>(SUBSCRIPTION_KEY)
}

/** Only where billing is on: with billing off the server has no prices (404). */
export function usePricing() {
  return useSWR<PricingReply>(PRICING_KEY)
}

export function createInvoice(body: CreateInvoiceBody): Promise<InvoiceReply> {
  return apiJson('POST', '/api/billing/create-invoice', body)
}

/** The server asks its own wallet; the page only learns the answer. */
export function checkPayment(paymentHash: string): Promise<CheckPaymentReply> {
  return apiJson('GET', `/api/billing/check-payment/${paymentHash}`)
}

export function getReferralCode(): Promise<ReferralCodeReply> {
  return apiJson('POST', '/api/billing/referral-code')
}
