import { type Static, Type } from 'typebox'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { MESSAGES } from '../../contracts/messages.js'
import {
  BtcInput,
  BtcString,
  ErrorReply,
  errorReplies,
  failsWith,
  Id,
  IdParams,
  MessageReply,
  routeMap,
} from '../../lib/schemas.js'

/**
 * Lightning amounts are whole sats at this edge, as the spec's Lightning entities and
 * every Lightning wallet show them (channelBalance, tokens, the test amount); the
 * ledger's effect on a child is in BTC like every other balance.
 */
const Sats = Type.Integer({ minimum: 0 })
/** A sats amount as typed: digits only, read by api/contracts/lightning.ts. */
const SatsInput = Type.String({
  maxLength: 20,
  ...failsWith('invalid-amount', LIGHTNING_MESSAGES.invalidAmount),
})
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const ProviderKindDto = Type.Union([
  Type.Literal('nwc'),
  Type.Literal('lnd'),
  Type.Literal('phoenix'),
  Type.Literal('alby_hub'),
])
export type ProviderKindDto = Static<typeof ProviderKindDto>

// ---------------------------------------------------------------------------
// The family's connection (spec 2, "Wallet and Lightning setup")

/**
 * What each provider needs: `url` is the nostr+walletconnect:// string for nwc (no
 * credentials), the REST address for lnd (credentials: the macaroon in hex, and
 * `tlsCertificate`: the node's PEM certificate when it is self-signed), the phoenixd
 * address (credentials: its HTTP password) or the Alby Hub address (credentials: an
 * access token; hubName and hubRegion are kept for display).
 */
const detailsRequired = failsWith('missing-field', LIGHTNING_MESSAGES.detailsRequired)
export const SetupBody = Type.Object({
  provider: Type.String({ maxLength: 32, ...detailsRequired }),
  url: Type.String({ maxLength: 4096, ...detailsRequired }),
  credentials: Type.Optional(Type.String({ maxLength: 16_384 })),
  tlsCertificate: Type.Optional(Type.String({ maxLength: 16_384 })),
  hubName: Type.Optional(Type.String({ maxLength: 100 })),
  hubRegion: Type.Optional(Type.String({ maxLength: 100 })),
})
export type SetupBody = Static<typeof SetupBody>

/**
 * The Advanced tab's hub form (spec 2, "Lightning connect payload"): URL and token are
 * checked by the service so that either missing gets the spec's one message.
 */
export const HubConnectBody = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 32 })),
  url: Type.Optional(Type.String({ maxLength: 4096 })),
  token: Type.Optional(Type.String({ maxLength: 16_384 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  region: Type.Optional(Type.String({ maxLength: 100 })),
})
export type HubConnectBody = Static<typeof HubConnectBody>

/** Whether the operator set up this node's LND ("Use this node's LND"), and where. */
export const NodeLndReply = Type.Object({
  available: Type.Boolean(),
  url: Nullable(Type.String()),
})
export type NodeLndReply = Static<typeof NodeLndReply>

export const ConfigReply = Type.Object({
  configured: Type.Boolean(),
  provider: Nullable(ProviderKindDto),
  /** For people: "Nostr Wallet Connect", "LND", ... */
  providerName: Nullable(Type.String()),
  /** Where it connects, without any credential, cut to 40 characters. */
  url: Nullable(Type.String()),
  hubName: Nullable(Type.String()),
  hubRegion: Nullable(Type.String()),
  updatedAt: Nullable(Type.String()),
})
export type ConfigReply = Static<typeof ConfigReply>

export const SetupReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  config: ConfigReply,
  balance: Type.Object({ confirmedBalance: Sats }),
})
export type SetupReply = Static<typeof SetupReply>

export const HubConnectReply = Type.Object({
  ...SetupReply.properties,
  provider: Type.Literal('alby_hub'),
})
export type HubConnectReply = Static<typeof HubConnectReply>

export const ConnectionTestReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  provider: Nullable(ProviderKindDto),
  balance: Nullable(Type.Object({ confirmedBalance: Sats })),
})
export type ConnectionTestReply = Static<typeof ConnectionTestReply>

/**
 * The family wallet's balance. The provider interface reports one spendable Lightning
 * balance; channelBalance, confirmedBalance and totalBalance all carry it (in sats)
 * until a backend reports on-chain funds apart. `connected: false` with no connection
 * or when the wallet did not answer (`error` says why).
 */
export const BalanceReply = Type.Object({
  connected: Type.Boolean(),
  configured: Type.Boolean(),
  provider: Nullable(ProviderKindDto),
  channelBalance: Sats,
  confirmedBalance: Sats,
  totalBalance: Sats,
  balance: Sats,
  error: Type.Optional(Type.String()),
})
export type BalanceReply = Static<typeof BalanceReply>

export const NodeDto = Type.Object({
  alias: Nullable(Type.String()),
  pubkey: Nullable(Type.String()),
  network: Nullable(Type.String()),
  provider: ProviderKindDto,
})
export const NodesReply = Type.Object({
  nodes: Type.Array(NodeDto),
  error: Type.Optional(Type.String()),
})
export type NodesReply = Static<typeof NodesReply>

// ---------------------------------------------------------------------------
// Lightning addresses (spec 2, "Lightning addresses")

const AddressText = Type.String({ maxLength: 320 })

/** `childAddresses` maps a child's id to an address; empty entries are dropped. */
export const AddressesBody = Type.Object({
  parentAddress: Type.Optional(Nullable(AddressText)),
  childAddresses: Type.Optional(Type.Record(Type.String(), AddressText, { maxProperties: 100 })),
})
export type AddressesBody = Static<typeof AddressesBody>

export const AddressesReply = Type.Object({
  parentAddress: Nullable(Type.String()),
  childAddresses: Type.Record(Type.String(), Type.String()),
})
export type AddressesReply = Static<typeof AddressesReply>

/** The Balance Sync tab (spec 2, "Sync preferences"); every field is required. */
export const SyncPreferencesBody = Type.Object({
  syncFrequency: Type.Union(
    [
      Type.Literal('daily'),
      Type.Literal('every3days'),
      Type.Literal('weekly'),
      Type.Literal('manual'),
    ],
    failsWith('invalid-choice', 'Choose daily, every3days, weekly or manual'),
  ),
  emailReminders: Type.Boolean(),
  spendingAlerts: Type.Boolean(),
})
export type SyncPreferencesBody = Static<typeof SyncPreferencesBody>

export const SyncPreferencesReply = Type.Object({
  syncFrequency: SyncPreferencesBody.properties.syncFrequency,
  emailReminders: Type.Boolean(),
  spendingAlerts: Type.Boolean(),
})
export type SyncPreferencesReply = Static<typeof SyncPreferencesReply>

export const SaveSyncPreferencesReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  ...SyncPreferencesReply.properties,
})
export type SaveSyncPreferencesReply = Static<typeof SaveSyncPreferencesReply>

export const SaveAddressesReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  ...AddressesReply.properties,
})
export type SaveAddressesReply = Static<typeof SaveAddressesReply>

// ---------------------------------------------------------------------------
// Invoices and payments (spec 1, section 7 "Lightning")

const PaymentRequest = Type.String({
  minLength: 1,
  maxLength: 8192,
  ...failsWith('invalid-invoice', LIGHTNING_MESSAGES.invalidInvoice),
})

export const DecodeBody = Type.Object({ paymentRequest: PaymentRequest })
export type DecodeBody = Static<typeof DecodeBody>

export const DecodedInvoiceDto = Type.Object({
  /** Sats asked for (rounded up from msat); null for an "any amount" invoice. */
  tokens: Nullable(Sats),
  description: Nullable(Type.String()),
  /** The payee's node public key. */
  destination: Type.String(),
  /** When it expires, epoch seconds. */
  timeExpire: Type.Integer(),
  isExpired: Type.Boolean(),
  paymentHash: Type.String(),
  network: Type.String(),
})
export type DecodedInvoiceDto = Static<typeof DecodedInvoiceDto>

export const CreateInvoiceBody = Type.Object({
  childId: Id,
  /** Sats, above zero. */
  amount: SatsInput,
  description: Type.Optional(Type.String({ maxLength: 200 })),
})
export type CreateInvoiceBody = Static<typeof CreateInvoiceBody>

export const InvoiceState = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('expired'),
])

export const InvoiceDto = Type.Object({
  childId: Type.Integer(),
  paymentHash: Type.String(),
  bolt11: Type.String(),
  amountSats: Sats,
  description: Type.String(),
  expiresAt: Type.String(),
  state: InvoiceState,
  paidAt: Nullable(Type.String()),
  /**
   * Where a paid invoice's amount went: what stayed in the child's spending and what the
   * spending limit moved on to savings. Null before it is paid, and for invoices paid
   * before the app kept the split.
   */
  toSpendingSats: Nullable(Sats),
  toSavingsSats: Nullable(Sats),
  /** When the wallet could not be asked just now; the state is the last one known. */
  walletError: Type.Optional(Type.String()),
})
export type InvoiceDto = Static<typeof InvoiceDto>

export const PaymentHashParams = Type.Object({
  paymentHash: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
})

export const PayBody = Type.Object({
  childId: Id,
  paymentRequest: PaymentRequest,
})
export type PayBody = Static<typeof PayBody>

/**
 * What became of a payment: succeeded (debited amount plus fee), failed (nothing paid,
 * `error` in the wallet's words) or pending (the wallet did not confirm in time; it is
 * checked again and settled later, never sent twice).
 */
export const PayReply = Type.Object({
  success: Type.Boolean(),
  status: Type.Union([Type.Literal('succeeded'), Type.Literal('pending'), Type.Literal('failed')]),
  paymentHash: Type.String(),
  amount: Sats,
  /** The routing fee the wallet reported, in sats; null until known. */
  fee: Nullable(Sats),
  /** What the child's spending balance went down by (amount plus fee), in BTC. */
  debited: Nullable(BtcString),
  error: Type.Optional(Type.String()),
})
export type PayReply = Static<typeof PayReply>

/** A payout of a child's money to their own Lightning address. */
export const PayoutBody = Type.Object({
  childId: Id,
  /** Sats, above zero. */
  amount: SatsInput,
})
export type PayoutBody = Static<typeof PayoutBody>

export const PayoutReply = Type.Object({
  ...PayReply.properties,
  /** Where it went. */
  address: Type.String(),
})
export type PayoutReply = Static<typeof PayoutReply>

// ---------------------------------------------------------------------------
// Automatic payouts after the weekly allowance (issue 13)

/**
 * What became of the latest allowance's automatic payout: paid (the wallet confirmed),
 * pending (sent, not confirmed yet: settled later), in-progress (being paid right now),
 * failed (nothing was paid: `reason` says why), skipped (nothing was due: `reason`).
 */
export const AutoPayoutOutcome = Type.Union([
  Type.Literal('paid'),
  Type.Literal('pending'),
  Type.Literal('in-progress'),
  Type.Literal('failed'),
  Type.Literal('skipped'),
])
export type AutoPayoutOutcome = Static<typeof AutoPayoutOutcome>

export const AutoPayoutResultDto = Type.Object({
  /** The allowance's date on the family's calendar (YYYY-MM-DD). */
  allowanceDate: Type.String(),
  outcome: AutoPayoutOutcome,
  /** What was (or was to be) paid out, without the fee. */
  amount: BtcString,
  fee: Nullable(BtcString),
  reason: Nullable(Type.String()),
  /** When it last changed (ISO-8601). */
  at: Type.String(),
})
export type AutoPayoutResultDto = Static<typeof AutoPayoutResultDto>

export const AutoPayoutDto = Type.Object({
  childId: Type.Integer(),
  enabled: Type.Boolean(),
  /** The most paid out automatically in one week (Monday to Sunday); null before one is set. */
  weeklyLimit: Nullable(BtcString),
  last: Nullable(AutoPayoutResultDto),
})
export type AutoPayoutDto = Static<typeof AutoPayoutDto>

/** Every child of the family, those never set up included (off). */
export const AutoPayoutsReply = Type.Object({ children: Type.Array(AutoPayoutDto) })
export type AutoPayoutsReply = Static<typeof AutoPayoutsReply>

/** `weeklyLimit` is required to turn it on; turning it off without one keeps the saved limit. */
export const AutoPayoutBody = Type.Object({
  enabled: Type.Boolean(),
  weeklyLimit: Type.Optional(BtcInput(MESSAGES.invalidWeeklyLimit)),
})
export type AutoPayoutBody = Static<typeof AutoPayoutBody>

export const SaveAutoPayoutReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  ...AutoPayoutDto.properties,
})
export type SaveAutoPayoutReply = Static<typeof SaveAutoPayoutReply>

// ---------------------------------------------------------------------------
// The public connection test (spec 2, "Test page calls")

export const TestConnectionBody = Type.Object({
  connectionString: Type.String({
    minLength: 1,
    maxLength: 4096,
    ...failsWith('missing-field', LIGHTNING_MESSAGES.connectionStringRequired),
  }),
})

export const TestConnectionReply = Type.Object({
  success: Type.Boolean(),
  connectionId: Nullable(Type.String()),
  provider: Type.Literal('nwc'),
  /** Sats. */
  balance: Nullable(Sats),
  alias: Nullable(Type.String()),
  /** How long the server keeps this test connection, in seconds. */
  expiresInSeconds: Type.Integer(),
  error: Type.Optional(Type.String()),
})
export type TestConnectionReply = Static<typeof TestConnectionReply>

export const ConnectionIdParams = Type.Object({
  connectionId: Type.String({ pattern: '^[0-9a-f]{32}$' }),
})

export const CreateTestInvoiceBody = Type.Object({
  connectionId: ConnectionIdParams.properties.connectionId,
  /** Sats, 1 to 1000; 21 when absent or not a number. */
  amount: Type.Optional(Type.String({ maxLength: 20 })),
  description: Type.Optional(Type.String({ maxLength: 200 })),
})
export type CreateTestInvoiceBody = Static<typeof CreateTestInvoiceBody>

export const TestInvoiceReply = Type.Object({
  invoice: Type.String(),
  paymentHash: Type.String(),
  amount: Sats,
  /** Which wallet made the invoice and which one pays it. */
  note: Type.String(),
})
export type TestInvoiceReply = Static<typeof TestInvoiceReply>

export const PayTestInvoiceBody = Type.Object({
  connectionId: ConnectionIdParams.properties.connectionId,
  invoice: PaymentRequest,
})
export type PayTestInvoiceBody = Static<typeof PayTestInvoiceBody>

export const PayTestInvoiceReply = Type.Object({
  success: Type.Boolean(),
  payment: Nullable(Type.Object({ amount: Sats, fee: Sats })),
  error: Type.Optional(Type.String()),
})
export type PayTestInvoiceReply = Static<typeof PayTestInvoiceReply>

export const TestBalanceReply = Type.Object({
  provider: Type.Literal('nwc'),
  balance: Sats,
})
export type TestBalanceReply = Static<typeof TestBalanceReply>

const testErrors = errorReplies(400, 403, 404, 413, 415, 429)

/** The wallet answered nothing or something unreadable: a 502 with the reason. */
const walletDown = { 502: ErrorReply }

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const lightningApi = routeMap({
  'POST /api/lightning-config/setup': {
    body: SetupBody,
    response: { 200: SetupReply, ...errorReplies(400, 401, 403, 413, 415) },
  },
  'POST /api/lightning/connect': {
    body: HubConnectBody,
    response: { 200: HubConnectReply, ...errorReplies(400, 401, 403, 413, 415) },
  },
  'GET /api/lightning-config/node-lnd': {
    response: { 200: NodeLndReply, ...errorReplies(401, 403) },
  },
  'POST /api/lightning-config/node-lnd': {
    response: { 200: SetupReply, ...errorReplies(400, 401, 403, 404, 409, 415) },
  },
  'GET /api/lightning/addresses': { response: { 200: AddressesReply, ...errorReplies(401, 403) } },
  'POST /api/lightning/addresses': {
    body: AddressesBody,
    response: { 200: SaveAddressesReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
  },
  'GET /api/lightning/sync-preferences': {
    response: { 200: SyncPreferencesReply, ...errorReplies(401, 403) },
  },
  'POST /api/lightning/sync-preferences': {
    body: SyncPreferencesBody,
    response: { 200: SaveSyncPreferencesReply, ...errorReplies(400, 401, 403, 413, 415) },
  },
  'GET /api/lightning/config': { response: { 200: ConfigReply, ...errorReplies(401, 403) } },
  'DELETE /api/lightning/config': { response: { 200: MessageReply, ...errorReplies(401, 403) } },
  'POST /api/lightning/test-user-connection': {
    response: { 200: ConnectionTestReply, ...errorReplies(401, 403, 415) },
  },
  'GET /api/lightning/balance': { response: { 200: BalanceReply, ...errorReplies(401, 403) } },
  'GET /api/lightning/nodes': {
    response: { 200: NodesReply, ...errorReplies(401, 403, 409), ...walletDown },
  },
  'POST /api/lightning/decode': {
    body: DecodeBody,
    response: { 200: DecodedInvoiceDto, ...errorReplies(400, 401, 403, 413, 415) },
  },
  'POST /api/lightning/invoice': {
    body: CreateInvoiceBody,
    response: {
      201: InvoiceDto,
      ...errorReplies(400, 401, 403, 404, 409, 413, 415),
      ...walletDown,
    },
  },
  'GET /api/lightning/invoices/:paymentHash': {
    params: PaymentHashParams,
    response: { 200: InvoiceDto, ...errorReplies(400, 401, 403, 404) },
  },
  'POST /api/lightning/pay': {
    body: PayBody,
    // 409: no connection, the invoice already paid or being paid.
    response: { 200: PayReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
  },
  'POST /api/lightning/payout': {
    body: PayoutBody,
    // 502: the address's service did not answer; nothing was paid.
    response: {
      200: PayoutReply,
      ...errorReplies(400, 401, 403, 404, 409, 413, 415),
      ...walletDown,
    },
  },
  'GET /api/lightning/auto-payouts': {
    response: { 200: AutoPayoutsReply, ...errorReplies(401, 403) },
  },
  'PUT /api/lightning/auto-payouts/:id': {
    params: IdParams,
    body: AutoPayoutBody,
    response: { 200: SaveAutoPayoutReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
  },
  'POST /api/public/test-coinos': {
    body: TestConnectionBody,
    response: { 200: TestConnectionReply, ...testErrors },
  },
  'POST /api/lightning/create-test-invoice': {
    body: CreateTestInvoiceBody,
    response: { 200: TestInvoiceReply, ...testErrors, ...walletDown },
  },
  'POST /api/lightning/pay-test-invoice': {
    body: PayTestInvoiceBody,
    response: { 200: PayTestInvoiceReply, ...testErrors },
  },
  'GET /api/lightning/test-balance/:connectionId': {
    params: ConnectionIdParams,
    response: { 200: TestBalanceReply, ...errorReplies(400, 404, 429), ...walletDown },
  },
})
