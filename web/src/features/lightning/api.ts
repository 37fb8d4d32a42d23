import type {
  AddressesBody,
  AutoPayoutBody,
  CreateInvoiceBody,
  CreateTestInvoiceBody,
  HubConnectBody,
  PayBody,
  PayoutBody,
  PayTestInvoiceBody,
  SetupBody,
  SyncPreferencesBody,
} from '@api/features/lightning/lightning.schemas'
import useSWR from 'swr'
import { call, type Reply } from '../../lib/api-client'
import { AUTO_PAYOUTS_READ, LIGHTNING_BALANCE_READ, LIGHTNING_CONFIG_READ } from '../../lib/reads'

export const LIGHTNING_CONFIG_KEY = LIGHTNING_CONFIG_READ
export const LIGHTNING_BALANCE_KEY = LIGHTNING_BALANCE_READ

/** How often an open invoice is asked about (spec 2: invoice polling every 3 s). */
export const INVOICE_POLL_MS = 3000

/** An invoice made for a child, as the server answers it and each poll reads it again. */
type Invoice = Reply<'GET /api/lightning/invoices/:paymentHash'>

/**
 * The family's saved connection: configured or not, which provider, where (no secret).
 * Not asked for when `isEnabled` is false (someone it would answer 403).
 */
export function useLightningConfig(isEnabled = true) {
  return useSWR<Reply<'GET /api/lightning/config'>>(isEnabled ? LIGHTNING_CONFIG_KEY : null)
}

/** The family wallet's balance; `connected: false` is the card's Offline. */
export function useLightningBalance() {
  return useSWR<Reply<'GET /api/lightning/balance'>>(LIGHTNING_BALANCE_KEY)
}

/** Saves the family's connection; the server tries it first and refuses one that fails. */
export function saveConnection(body: SetupBody) {
  return call('POST /api/lightning-config/setup', { body })
}

/** The Advanced tab's hub form: an Alby Hub by URL and access token. */
export function connectHub(body: HubConnectBody) {
  return call('POST /api/lightning/connect', { body })
}

export const NODE_LND_KEY = '/api/lightning-config/node-lnd'

/** Whether the operator set up this node's LND ("Use this node's LND"). */
export function useNodeLnd() {
  return useSWR<Reply<'GET /api/lightning-config/node-lnd'>>(NODE_LND_KEY)
}

/** Connects this node's LND with the credentials the server reads from its files. */
export function connectNodeLnd() {
  return call('POST /api/lightning-config/node-lnd')
}

export const LIGHTNING_ADDRESSES_KEY = '/api/lightning/addresses'

/** The parent's and the children's Lightning addresses. */
export function useLightningAddresses() {
  return useSWR<Reply<'GET /api/lightning/addresses'>>(LIGHTNING_ADDRESSES_KEY)
}

export function saveAddresses(body: AddressesBody) {
  return call('POST /api/lightning/addresses', { body })
}

export const AUTO_PAYOUTS_KEY = AUTO_PAYOUTS_READ

/** Each child's automatic payout after the allowance: on or off, weekly limit, last result. */
export function useAutoPayouts() {
  return useSWR<Reply<'GET /api/lightning/auto-payouts'>>(AUTO_PAYOUTS_KEY)
}

export function saveAutoPayout({ childId, ...body }: AutoPayoutBody & { childId: number }) {
  return call('PUT /api/lightning/auto-payouts/:id', { params: { id: childId }, body })
}

export const SYNC_PREFERENCES_KEY = '/api/lightning/sync-preferences'

/** The Balance Sync tab's choices (weekly, no e-mails until the parent saves). */
export function useSyncPreferences() {
  return useSWR<Reply<'GET /api/lightning/sync-preferences'>>(SYNC_PREFERENCES_KEY)
}

export function saveSyncPreferences(body: SyncPreferencesBody) {
  return call('POST /api/lightning/sync-preferences', { body })
}

export function removeConnection() {
  return call('DELETE /api/lightning/config')
}

export function testSavedConnection() {
  return call('POST /api/lightning/test-user-connection')
}

export function createInvoice(body: CreateInvoiceBody) {
  return call('POST /api/lightning/invoice', { body })
}

/**
 * An invoice made for a child, polled while it waits: each answer comes from a lookup in
 * the wallet, which also credits the child once it is paid. Null stops the polling.
 */
export function useInvoice(invoice: Invoice | null) {
  return useSWR<Invoice>(invoice ? `/api/lightning/invoices/${invoice.paymentHash}` : null, {
    fallbackData: invoice ?? undefined,
    // Before the first answer SWR passes undefined (the fallback is not cached): poll then too.
    refreshInterval: (latest) => (latest && latest.state !== 'pending' ? 0 : INVOICE_POLL_MS),
    // Every answer is a new look at the wallet, never the cache's.
    dedupingInterval: 0,
  })
}

export function decodeInvoice(paymentRequest: string) {
  return call('POST /api/lightning/decode', { body: { paymentRequest } })
}

export function payInvoice(body: PayBody) {
  return call('POST /api/lightning/pay', { body })
}

/** Pays a child out to their saved Lightning address from their spending money. */
export function payOut(body: PayoutBody) {
  return call('POST /api/lightning/payout', { body })
}

// The public connection test (/coinos-test): no sign-in needed.

export function startConnectionTest(connectionString: string) {
  return call('POST /api/public/test-coinos', { body: { connectionString } })
}

export function createTestInvoice(body: CreateTestInvoiceBody) {
  return call('POST /api/lightning/create-test-invoice', { body })
}

export function payTestInvoice(body: PayTestInvoiceBody) {
  return call('POST /api/lightning/pay-test-invoice', { body })
}

export function readTestBalance(connectionId: string) {
  return call('GET /api/lightning/test-balance/:connectionId', { params: { connectionId } })
}
