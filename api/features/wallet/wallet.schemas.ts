import { type Static, Type } from 'typebox'
import { MESSAGES } from '../../contracts/messages.js'
import { BITCOIN_NETWORKS } from '../../lib/bitcoin/network.js'
import { SCRIPT_TYPES } from '../../lib/bitcoin/script-type.js'
import { BtcInput, BtcString, failsWith } from '../../lib/schemas.js'

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
})
export type FamilyInfoReply = Static<typeof FamilyInfoReply>

export const ChildParams = Type.Object({ childId: Type.Integer({ minimum: 1 }) })

export const ChildAddressReply = Type.Object({
  bitcoinAddress: Type.String(),
  /** m/84'/0'/0'/0/5 when the key origin is known, else 0/5 (below the account key). */
  derivationPath: Type.String(),
})
export type ChildAddressReply = Static<typeof ChildAddressReply>

export const ChildBalancesReply = Type.Object({
  savingsBalance: BtcString,
  spendingBalance: BtcString,
  /**
   * Paid to the child's addresses and not yet in savings: unconfirmed, or confirmed and
   * waiting for the next sync.
   */
  pendingBalance: BtcString,
})
export type ChildBalancesReply = Static<typeof ChildBalancesReply>

export const SyncReply = Type.Object({
  ...ChildBalancesReply.properties,
  success: Type.Literal(true),
  /** Deposits to this child credited by this sync, and their total. */
  credited: Type.Integer(),
  creditedAmount: BtcString,
  message: Type.String(),
})
export type SyncReply = Static<typeof SyncReply>

export const SendBody = Type.Object({
  childId: Type.Integer({ minimum: 1 }),
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

export const SendParams = Type.Object({ transactionId: Type.Integer({ minimum: 1 }) })
