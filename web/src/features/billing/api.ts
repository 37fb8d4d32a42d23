import type { CreateInvoiceBody } from '@api/features/billing/billing.schemas'
import useSWR from 'swr'
import { call, type Reply } from '../../lib/api-client'
import { SUBSCRIPTION_READ } from '../../lib/reads'

export const SUBSCRIPTION_KEY = SUBSCRIPTION_READ
export const PRICING_KEY = '/api/billing/pricing'

/** The family's subscription; status `free` when billing is off on this server. */
export function useSubscription() {
  return useSWR<Reply<'GET /api/billing/subscription'>>(SUBSCRIPTION_KEY)
}

/** Only where billing is on: with billing off the server has no prices (404). */
export function usePricing() {
  return useSWR<Reply<'GET /api/billing/pricing'>>(PRICING_KEY)
}

export function createInvoice(body: CreateInvoiceBody) {
  return call('POST /api/billing/create-invoice', { body })
}

/** The server asks its own wallet; the page only learns the answer. */
export function checkPayment(paymentHash: string) {
  return call('GET /api/billing/check-payment/:paymentHash', { params: { paymentHash } })
}

export function getReferralCode() {
  return call('POST /api/billing/referral-code')
}
