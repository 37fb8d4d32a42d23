import type {
  AddressesBody,
  AddressesReply,
  AutoPayoutBody,
  AutoPayoutsReply,
  BalanceReply,
  ConfigReply,
  ConnectionTestReply,
  CreateInvoiceBody,
  CreateTestInvoiceBody,
  DecodedInvoiceDto,
  HubConnectBody,
  HubConnectReply,
  InvoiceDto,
  NodeLndReply,
  PayBody,
  PayoutBody,
  PayoutReply,
  PayReply,
  PayTestInvoiceBody,
  PayTestInvoiceReply,
  SaveAddressesReply,
  SaveAutoPayoutReply,
  SaveSyncPreferencesReply,
  SetupBody,
  SetupReply,
  SyncPreferencesBody,
  SyncPreferencesReply,
  TestBalanceReply,
  TestConnectionReply,
  TestInvoiceReply,
} from '@api/features/lightning/lightning.schemas'
import type { MessageReply } from '@api/lib/schemas'
import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'
import { AUTO_PAYOUTS_READ, LIGHTNING_BALANCE_READ, LIGHTNING_CONFIG_READ } from '../../lib/reads'

export const LIGHTNING_CONFIG_KEY = LIGHTNING_CONFIG_READ
export const LIGHTNING_BALANCE_KEY = LIGHTNING_BALANCE_READ

/** How often an open invoice is asked about (spec 2: invoice polling every 3 s). */
export const INVOICE_POLL_MS = 3000

/**
 * The family's saved connection: configured or not, which provider, where (no secret).
 * Not asked for when `isEnabled` is false (someone it would answer 403).
 */
export function useLightningConfig(isEnabled = true) {
  return useSWR<ConfigReply>(isEnabled ? LIGHTNING_CONFIG_KEY : null)
}

/** The family wallet's balance; `connected: false` is the card's Offline. */
export function useLightningBalance() {
  return useSWR<BalanceReply>(LIGHTNING_BALANCE_KEY)
}

/** Saves the family's connection; the server tries it first and refuses one that fails. */
export function saveConnection(body: SetupBody): Promise<SetupReply> {
  return apiJson('POST', '/api/lightning-config/setup', body)
}

/** The Advanced tab's hub form: an Alby Hub by URL and access token. */
export function connectHub(body: HubConnectBody): Promise<HubConnectReply> {
  return apiJson('POST', '/api/lightning/connect', body)
}

export const NODE_LND_KEY = '/api/lightning-config/node-lnd'

/** Whether the operator set up this node's LND ("Use this node's LND"). */
export function useNodeLnd() {
  return useSWR<NodeLndReply>(NODE_LND_KEY)
}

/** Connects this node's LND with the credentials the server reads from its files. */
export function connectNodeLnd(): Promise<SetupReply> {
  return apiJson('POST', NODE_LND_KEY)
}

export const LIGHTNING_ADDRESSES_KEY = '/api/lightning/addresses'

/** The parent's and the children's Lightning addresses. */
export function useLightningAddresses() {
  return useSWR<AddressesReply>(LIGHTNING_ADDRESSES_KEY)
}

export function saveAddresses(body: AddressesBody): Promise<SaveAddressesReply> {
  return apiJson('POST', LIGHTNING_ADDRESSES_KEY, body)
}

export const AUTO_PAYOUTS_KEY = AUTO_PAYOUTS_READ

/** Each child's automatic payout after the allowance: on or off, weekly limit, last result. */
export function useAutoPayouts() {
  return useSWR<AutoPayoutsReply>(AUTO_PAYOUTS_KEY)
}

export function saveAutoPayout({
  childId,
  ...body
}: AutoPayoutBody & { childId: number }): Promise<SaveAutoPayoutReply> {
  return apiJson('PUT', `${AUTO_PAYOUTS_KEY}/${childId}`, body)
}

export const SYNC_PREFERENCES_KEY = '/api/lightning/sync-preferences'

/** The Balance Sync tab's choices (weekly, no e-mails until the parent saves). */
export function useSyncPreferences() {
  return useSWR<SyncPreferencesReply>(SYNC_PREFERENCES_KEY)
}

export function saveSyncPreferences(body: SyncPreferencesBody): Promise<SaveSyncPreferencesReply> {
  return apiJson('POST', SYNC_PREFERENCES_KEY, body)
}

export function removeConnection(): Promise<MessageReply> {
  return apiJson('DELETE', LIGHTNING_CONFIG_KEY)
}

export function testSavedConnection(): Promise<ConnectionTestReply> {
  return apiJson('POST', '/api/lightning/test-user-connection')
}

export function createInvoice(body: CreateInvoiceBody): Promise<InvoiceDto> {
  return apiJson('POST', '/api/lightning/invoice', body)
}

/**
 * An invoice made for a child, polled while it waits: each answer comes from a lookup in
 * the wallet, which also credits the child once it is paid. Null stops the polling.
 */
export function useInvoice(invoice: InvoiceDto | null) {
  return useSWR<InvoiceDto>(invoice ? `/api/lightning/invoices/${invoice.paymentHash}` : null, {
    fallbackData: invoice ?? undefined,
    // Before the first answer SWR passes undefined (the fallback is not cached): poll then too.
    refreshInterval: (latest) => (latest && latest.state !== 'pending' ? 0 : INVOICE_POLL_MS),
    // Every answer is a new look at the wallet, never the cache's.
    dedupingInterval: 0,
  })
}

export function decodeInvoice(paymentRequest: string): Promise<DecodedInvoiceDto> {
  return apiJson('POST', '/api/lightning/decode', { paymentRequest })
}

export function payInvoice(body: PayBody): Promise<PayReply> {
  return apiJson('POST', '/api/lightning/pay', body)
}

/** Pays a child out to their saved Lightning address from their spending money. */
export function payOut(body: PayoutBody): Promise<PayoutReply> {
  return apiJson('POST', '/api/lightning/payout', body)
}

// The public connection test (/coinos-test): no sign-in needed.

export function startConnectionTest(connectionString: string): Promise<TestConnectionReply> {
  return apiJson('POST', '/api/public/test-coinos', { connectionString })
}

export function createTestInvoice(body: CreateTestInvoiceBody): Promise<TestInvoiceReply> {
  return apiJson('POST', '/api/lightning/create-test-invoice', body)
}

export function payTestInvoice(body: PayTestInvoiceBody): Promise<PayTestInvoiceReply> {
  return apiJson('POST', '/api/lightning/pay-test-invoice', body)
}

export function readTestBalance(connectionId: string): Promise<TestBalanceReply> {
  return apiJson('GET', `/api/lightning/test-balance/${connectionId}`)
}
