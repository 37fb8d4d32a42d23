import type { LightningNetwork } from '../../contracts/networks.js'
import type { OutboundPolicy } from '../outbound-url.js'

/**
 * What the app asks of a Lightning wallet, whichever backend answers (Nostr Wallet
 * Connect, LND REST, phoenixd, Alby Hub). Every amount is an integer number of sats:
 * each adapter converts its backend's units (msat, strings, BTC) at its own edge.
 *
 * The family's wallet holds the keys and enforces its own limits; the app only asks.
 */
export interface LightningProvider {
  /** Which backend this is, for display and logs ("nwc", "lnd", ...). */
  readonly kind: ProviderKind
  getInfo(): Promise<WalletInfo>
  getBalance(): Promise<WalletBalance>
  makeInvoice(request: InvoiceRequest): Promise<CreatedInvoice>
  /**
   * Pays a BOLT11 invoice that carries its own amount. `limits.maxFeeSat` is the most
   * its routing fee may cost (the payment's fee budget): a backend whose pay call takes
   * a limit is given it (LND's fee_limit_sat); Wallet Connect, phoenixd and Alby Hub
   * have none, and their wallet applies its own.
   * @throws LightningError; code 'outcome-unknown' when the wallet did not answer in
   * time: the payment may still succeed, so the caller must settle it by lookupPayment
   * and never retry it blindly.
   */
  payInvoice(bolt11: string, limits?: PaymentLimits): Promise<PaymentResult>
  /** An invoice this wallet made, by its payment hash (hex). */
  lookupInvoice(paymentHash: string): Promise<InvoiceStatus>
  /** A payment this wallet sent, by its payment hash (hex). */
  lookupPayment(paymentHash: string): Promise<PaymentStatus>
  /**
   * The payments this wallet sent and received that settled since `query.since`, for
   * the reconciliation of the family's books with it. At most `query.limit`: when more
   * were left out, `isComplete` is false.
   * @throws LightningError 'not-supported' or 'unauthorized' when this connection may
   * not list them (a Wallet Connect connection without list_transactions)
   */
  listTransactions(query: TransactionQuery): Promise<TransactionList>
  /** Releases sockets; the provider is not used afterwards. */
  close(): Promise<void>
}

export type ProviderKind = 'nwc' | 'lnd' | 'phoenix' | 'alby_hub'

export interface LightningTimeouts {
  /** Calls that change nothing (info, balance, lookups, making an invoice): safe to retry. */
  readMs: number
  /** A payment: past it the outcome is unknown, never failed. */
  payMs: number
  /**
   * Opening a Wallet Connect session: each relay's socket and handshake, the wallet's
   * info from it, and a relay's OK to a request.
   */
  connectMs: number
}

const DEFAULT_TIMEOUTS: Readonly<LightningTimeouts> = {
  readMs: 15_000,
  payMs: 60_000,
  connectMs: 10_000,
}

/** What every provider is built with, whichever backend it speaks to. */
export interface LightningProviderOptions {
  /**
   * Which addresses this server may reach for the family's wallet, node or relay
   * (ALLOW_PRIVATE_HOSTS and the insecure-loopback flag).
   */
  policy: OutboundPolicy
  timeouts?: Partial<LightningTimeouts>
}

/** The options' timeouts, with the defaults (15 s for a read, 60 s for a payment, 10 s to connect). */
export function timeoutsOf(options: LightningProviderOptions): LightningTimeouts {
  const given = options.timeouts
  return {
    readMs: given?.readMs ?? DEFAULT_TIMEOUTS.readMs,
    payMs: given?.payMs ?? DEFAULT_TIMEOUTS.payMs,
    connectMs: given?.connectMs ?? DEFAULT_TIMEOUTS.connectMs,
  }
}

export interface WalletInfo {
  alias: string | null
  /** Node public key (hex) when the backend tells it. */
  pubkey: string | null
  network: LightningNetwork | null
  /** Methods this connection may call, when the backend tells it (NWC permissions). */
  methods: string[] | null
}

export interface WalletBalance {
  /** Spendable over Lightning, in sats (rounded down from msat). */
  balanceSat: number
}

export interface InvoiceRequest {
  amountSat: number
  description: string
  /** Seconds until the invoice expires; the backend's default when absent. */
  expirySeconds?: number
}

export interface CreatedInvoice {
  bolt11: string
  /** Hex, 64 characters. */
  paymentHash: string
  amountSat: number
  /** When the invoice stops being payable, if the backend says. */
  expiresAt: Date | null
}

export interface PaymentLimits {
  /** The most the routing fee may cost, in sats. */
  maxFeeSat: number
}

export interface PaymentResult {
  paymentHash: string
  /** Hex, 64 characters: proof that the payment arrived. */
  preimage: string
  /** Routing fee the wallet reports, in sats (rounded up from msat: never under-charged). */
  feeSat: number
}

export interface TransactionQuery {
  since: Date
  limit: number
}

/**
 * A settled payment in the wallet's history, in msat as the wallet counts it: the books,
 * in whole sats, are compared with it allowing for their rounding.
 */
export interface WalletTransaction {
  direction: 'incoming' | 'outgoing'
  /** Hex, 64 characters, lower case. */
  paymentHash: string
  /** What was received, or what the recipient of a payment sent got. */
  amountMsat: number
  /** The routing fee of a payment sent; 0 for one received. */
  feeMsat: number
  settledAt: Date
}

export interface TransactionList {
  /** Newest first. */
  transactions: WalletTransaction[]
  /** False when the limit left older ones out. */
  isComplete: boolean
}

export type InvoiceState = 'pending' | 'settled' | 'expired' | 'failed'

export interface InvoiceStatus {
  paymentHash: string
  state: InvoiceState
  /** What the invoice asked for (or what was received, once settled). */
  amountSat: number
  settledAt: Date | null
}

export type PaymentState = 'pending' | 'succeeded' | 'failed'

export interface PaymentStatus {
  paymentHash: string
  state: PaymentState
  amountSat: number
  feeSat: number
  preimage: string | null
}

/**
 * Why a wallet call failed, in the same words whichever backend answered. The
 * message is for a parent: it says what happened and, where it can, what to do.
 */
export type LightningErrorCode =
  /** Not enough money in the wallet (fees included). */
  | 'insufficient-balance'
  /** The connection's budget set in the wallet is used up. */
  | 'quota-exceeded'
  /** The wallet refuses this method for this connection, or the credentials are wrong. */
  | 'unauthorized'
  | 'rate-limited'
  /** The payment was tried and failed (no route, refused); nothing was paid. */
  | 'payment-failed'
  | 'not-found'
  /** The wallet does not offer this call. */
  | 'not-supported'
  /** No answer in time from a call that changes nothing: safe to try again. */
  | 'timeout'
  /** No answer in time from a payment: it may still complete. */
  | 'outcome-unknown'
  /** The wallet or its relay could not be reached. */
  | 'unreachable'
  /** The wallet answered something this app cannot read. */
  | 'bad-response'
  | 'wallet-error'

/** A connection setting that cannot work, in words the parent who typed it can act on. */
export class LightningConfigError extends Error {
  override name = 'LightningConfigError'
}

export class LightningError extends Error {
  override name = 'LightningError'
  constructor(
    readonly code: LightningErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
