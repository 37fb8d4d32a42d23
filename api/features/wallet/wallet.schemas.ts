import { type Static, Type } from 'typebox'
import {
  CONFIRMATIONS_MESSAGE,
  LARGE_AMOUNT_MESSAGE,
  MAX_CONFIRMATIONS,
  MIN_CONFIRMATIONS,
} from '../../contracts/deposit-confirmations.js'
import { MESSAGES } from '../../contracts/messages.js'
import { BITCOIN_NETWORKS } from '../../contracts/networks.js'
import { SCRIPT_TYPES } from '../../lib/bitcoin/script-type.js'
import {
  BtcInput,
  BtcString,
  ErrorReply,
  errorReplies,
  failsWith,
  Id,
  routeMap,
} from '../../lib/schemas.js'

export const ScriptTypeSchema = Type.Enum(SCRIPT_TYPES)
export const NetworkSchema = Type.Enum(BITCOIN_NETWORKS)

/**
 * POST /api/wallet/configure and /api/wallet/preview. A non-blank field sets its value; a
 * blank or absent one keeps what is saved (the key is never sent back, so a form cannot
 * fill it in again), and remove* drops it. At least one of the four must say something.
 * `walletXpub` also takes an output descriptor; `scriptType` counts only for a key that
 * does not say its address type (a plain xpub or tpub).
 */
export const ConfigureWalletBody = Type.Object({
  walletAddress: Type.Optional(
    Type.String({
      maxLength: 200,
      ...failsWith('invalid-address', MESSAGES.invalidBitcoinAddress),
    }),
  ),
  walletXpub: Type.Optional(
    Type.String({
      maxLength: 2000,
      ...failsWith(
        'invalid-wallet-key',
        'Paste the extended public key (xpub, ypub or zpub) or the output descriptor as text, at most 2,000 characters',
      ),
    }),
  ),
  scriptType: Type.Optional(ScriptTypeSchema),
  removeWalletAddress: Type.Optional(Type.Boolean()),
  removeWalletXpub: Type.Optional(Type.Boolean()),
})
export type ConfigureWalletBody = Static<typeof ConfigureWalletBody>

/** What a wallet configuration watches, without the key itself (never sent back). */
export const WalletSettingsDto = Type.Object({
  network: NetworkSchema,
  hasKey: Type.Boolean(),
  scriptType: Type.Union([ScriptTypeSchema, Type.Null()]),
  /** Receive address 0 of the key: to compare with the family's own wallet app. */
  firstAddress: Type.Union([Type.String(), Type.Null()]),
  firstAddressPath: Type.Union([Type.String(), Type.Null()]),
  /** From the descriptor's key origin; hardware wallets need it to sign. */
  masterFingerprint: Type.Union([Type.String(), Type.Null()]),
  watchAddress: Type.Union([Type.String(), Type.Null()]),
})
export type WalletSettingsDto = Static<typeof WalletSettingsDto>

export const WalletPreviewReply = Type.Object({
  ...WalletSettingsDto.properties,
  /** The key does not say its address type: the form asks (scriptType is the default). */
  scriptTypeAmbiguous: Type.Boolean(),
})
export type WalletPreviewReply = Static<typeof WalletPreviewReply>

export const ConfigureWalletReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  wallet: WalletSettingsDto,
})
export type ConfigureWalletReply = Static<typeof ConfigureWalletReply>

export const WalletStatus = Type.Enum(['not_configured', 'scanning', 'connected', 'failed'])

/**
 * A credited deposit whose transaction left the chain (a reorganisation or a conflicting
 * spend): the wallet card lists those of the last 30 days, and those still owing.
 */
export const ReversedDepositDto = Type.Object({
  childId: Type.Integer(),
  childName: Type.String(),
  txid: Type.String(),
  vout: Type.Integer(),
  amount: BtcString,
  /** Taken back from the child's savings so far. */
  takenBack: BtcString,
  /** The part the child had spent, still to take from savings as it arrives. */
  owed: BtcString,
  reversedAt: Type.String(),
})
export type ReversedDepositDto = Static<typeof ReversedDepositDto>

export const FamilyInfoReply = Type.Object({
  configured: Type.Boolean(),
  /** The wallet card: scanning until a first scan is in, failed when the chain did not answer. */
  status: WalletStatus,
  /** Confirmed balance of the whole wallet from its last scan; null before one. */
  balance: Type.Union([BtcString, Type.Null()]),
  /** Net unconfirmed amount (negative while a send is in the mempool). */
  pendingBalance: Type.Union([BtcString, Type.Null()]),
  /** Addresses of the wallet with any history, from the last scan. */
  addressCount: Type.Union([Type.Integer(), Type.Null()]),
  scannedAt: Type.Union([Type.String(), Type.Null()]),
  /** Set when status is failed. */
  message: Type.Optional(Type.String()),
  wallet: Type.Union([WalletSettingsDto, Type.Null()]),
  reversedDeposits: Type.Array(ReversedDepositDto),
})
export type FamilyInfoReply = Static<typeof FamilyInfoReply>

export const ChildParams = Type.Object({ childId: Id })

export const ChildAddressReply = Type.Object({
  bitcoinAddress: Type.String(),
  /** m/84'/0'/0'/0/5 when the key origin is known, else 0/5 (below the account key). */
  derivationPath: Type.String(),
})
export type ChildAddressReply = Static<typeof ChildAddressReply>

export const ChildBalancesReply = Type.Object({
  /** Family accounting: always current, whether the chain source answers or not. */
  savingsBalance: BtcString,
  spendingBalance: BtcString,
  /**
   * Paid to the child's addresses and not yet in savings: unconfirmed, not deep enough
   * yet, or waiting for the next sync. While the chain source cannot be reached, the last
   * amount read (null when none was read since the server started).
   */
  pendingBalance: Type.Union([BtcString, Type.Null()]),
  /** When pendingBalance was read from the chain. */
  pendingReadAt: Type.Union([Type.String(), Type.Null()]),
  /** The chain source did not answer this time: pendingBalance is the last known one. */
  chainUnreachable: Type.Boolean(),
})
export type ChildBalancesReply = Static<typeof ChildBalancesReply>

export const SyncReply = Type.Object({
  ...ChildBalancesReply.properties,
  success: Type.Literal(true),
  /** Deposits to this child credited by this sync, and what they added to savings. */
  credited: Type.Integer(),
  creditedAmount: BtcString,
  /** Deposits to this child reversed by this sync (their transaction left the chain). */
  reversed: Type.Integer(),
  message: Type.String(),
})
export type SyncReply = Static<typeof SyncReply>

export const SendBody = Type.Object({
  childId: Id,
  toAddress: Type.String({
    maxLength: 200,
    ...failsWith('invalid-address', MESSAGES.invalidBitcoinAddress),
  }),
  amount: BtcInput(MESSAGES.invalidBitcoinAmount),
})
export type SendBody = Static<typeof SendBody>

export const SendStatus = Type.Enum(['unsigned', 'broadcast', 'cancelled'])

export const SendDto = Type.Object({
  /** The send's record id as text: nothing is broadcast, so there is no txid to give. */
  transactionId: Type.String(),
  childId: Type.Integer(),
  toAddress: Type.String(),
  amount: BtcString,
  /** Network fee the PSBT pays (from the family wallet, not the child's savings); null without one. */
  fee: Type.Union([BtcString, Type.Null()]),
  /** Unsigned BIP174 PSBT, base64; null when only a plain address is configured. */
  psbt: Type.Union([Type.String(), Type.Null()]),
  status: SendStatus,
  createdAt: Type.String(),
  cancelledAt: Type.Union([Type.String(), Type.Null()]),
})
export type SendDto = Static<typeof SendDto>

export const SendReply = Type.Object({
  ...SendDto.properties,
  success: Type.Literal(true),
  /** What to do next: sign the PSBT, or (no PSBT) that it was recorded for accounting. */
  message: Type.String(),
})
export type SendReply = Static<typeof SendReply>

export const SendParams = Type.Object({ transactionId: Id })

const Confirmations = Type.Integer({
  minimum: MIN_CONFIRMATIONS,
  maximum: MAX_CONFIRMATIONS,
  ...failsWith('value-out-of-range', CONFIRMATIONS_MESSAGE),
})

/**
 * How deep a deposit must be before it becomes savings: `confirmations` up to
 * `largeAmount`, `largeConfirmations` above it (never fewer).
 */
export const DepositSettingsBody = Type.Object({
  confirmations: Confirmations,
  largeConfirmations: Confirmations,
  largeAmount: BtcInput(LARGE_AMOUNT_MESSAGE),
})
export type DepositSettingsBody = Static<typeof DepositSettingsBody>

export const DepositSettingsReply = Type.Object({
  confirmations: Type.Integer(),
  largeConfirmations: Type.Integer(),
  largeAmount: BtcString,
})
export type DepositSettingsReply = Static<typeof DepositSettingsReply>

// The chain source was down (503) or answered nonsense (502): "Sync Failed", nothing changed.
const chainDown = { 502: ErrorReply, 503: ErrorReply }

// 409: no wallet (or no key) configured, no free address, a send already settled.
const write = errorReplies(400, 401, 403, 404, 409, 413, 415)

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const walletApi = routeMap({
  'POST /api/wallet/preview': {
    body: ConfigureWalletBody,
    response: { 200: WalletPreviewReply, ...write },
  },
  'POST /api/wallet/configure': {
    body: ConfigureWalletBody,
    response: { 200: ConfigureWalletReply, ...write },
  },
  'GET /api/wallet/family-info': {
    response: { 200: FamilyInfoReply, ...errorReplies(401, 403, 409) },
  },
  'GET /api/wallet/deposit-settings': {
    response: { 200: DepositSettingsReply, ...errorReplies(401, 403) },
  },
  'PUT /api/wallet/deposit-settings': {
    body: DepositSettingsBody,
    response: { 200: DepositSettingsReply, ...errorReplies(400, 401, 403, 413, 415) },
  },
  'POST /api/wallet/create/:childId': {
    params: ChildParams,
    response: { 200: ChildAddressReply, ...write, ...chainDown },
  },
  'GET /api/wallet/balances/:childId': {
    params: ChildParams,
    response: { 200: ChildBalancesReply, ...errorReplies(400, 401, 404, 409) },
  },
  'POST /api/wallet/sync/:childId': {
    params: ChildParams,
    response: { 200: SyncReply, ...write, ...chainDown },
  },
  'GET /api/wallet/sends/:childId': {
    params: ChildParams,
    response: { 200: Type.Array(SendDto), ...errorReplies(400, 401, 403, 404) },
  },
  'POST /api/bitcoin/send': {
    body: SendBody,
    response: { 200: SendReply, ...write, ...chainDown },
  },
  'POST /api/bitcoin/send/:transactionId/cancel': {
    params: SendParams,
    response: { 200: SendDto, ...write, ...chainDown },
  },
})
