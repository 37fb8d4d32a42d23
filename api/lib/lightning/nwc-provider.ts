import { type Static, type TSchema, Type } from 'typebox'
import { Value } from 'typebox/value'
import { lightningError } from './lightning-errors.js'
import {
  type CreatedInvoice,
  type InvoiceRequest,
  type InvoiceStatus,
  type LightningProvider,
  type LightningProviderOptions,
  type LightningTimeouts,
  type PaymentResult,
  type PaymentStatus,
  type TransactionList,
  type TransactionQuery,
  timeoutsOf,
  type WalletBalance,
  type WalletInfo,
  type WalletTransaction,
} from './lightning-provider.js'
import { NwcClient } from './nwc-client.js'
import { parseNwcUri } from './nwc-uri.js'
import {
  checkCreatedInvoice,
  checkPaymentHash,
  checkPreimage,
  collectTransactions,
  invoiceToPay,
  readNetwork,
  satsFromMsat,
} from './provider-checks.js'

/**
 * The family's Lightning wallet over Nostr Wallet Connect (NIP-47): a LightningProvider
 * on an own client (nwc-client.ts: NIP-44 v2, or NIP-04 where the wallet only offers
 * that; every relay of the connection string; one socket per relay shared by all
 * calls, owned by nostr-relay-connection.ts). Amounts cross from msat to sats here; every answer is checked before use.
 */

export interface NwcProviderOptions extends LightningProviderOptions {
  /** Sockets close after this long without a call and reopen on the next. Default 60 s. */
  idleCloseMs?: number
}

const Msat = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })
const Hex64 = Type.String({ pattern: '^[0-9a-fA-F]{64}$' })
const UnixSeconds = Type.Integer({ minimum: 0 })
const Nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]))

// Wallets add fields of their own; only the ones read here are checked.
const InfoResult = Type.Object({
  alias: Nullable(Type.String()),
  pubkey: Nullable(Type.String()),
  network: Nullable(Type.String()),
  methods: Nullable(Type.Array(Type.String())),
})
const BalanceResult = Type.Object({ balance: Msat })
const PayResult = Type.Object({ preimage: Hex64, fees_paid: Nullable(Msat) })
const Transaction = Type.Object({
  type: Nullable(Type.Union([Type.Literal('incoming'), Type.Literal('outgoing')])),
  state: Nullable(Type.String()),
  invoice: Nullable(Type.String()),
  // Some wallets send "" for a preimage they do not have.
  preimage: Nullable(Type.Union([Hex64, Type.Literal('')])),
  payment_hash: Hex64,
  amount: Msat,
  fees_paid: Nullable(Msat),
  expires_at: Nullable(UnixSeconds),
  settled_at: Nullable(UnixSeconds),
  created_at: Nullable(UnixSeconds),
})
type Transaction = Static<typeof Transaction>
const TransactionsResult = Type.Object({ transactions: Type.Array(Transaction) })

/** NIP-47 asks clients to page list_transactions by at most 20. */
const LIST_PAGE = 20

/**
 * Builds the provider for a connection string. Nothing connects until the first call.
 * @throws NwcUriError when the string is unusable (message for the parent, no secret).
 */
export function createNwcProvider(uri: string, options: NwcProviderOptions): NwcProvider {
  return new NwcProvider(uri, options)
}

export class NwcProvider implements LightningProvider {
  readonly kind = 'nwc'
  /** The wallet's Lightning address, when the connection string names one. */
  readonly lud16: string | null
  private readonly client: NwcClient
  private readonly timeouts: LightningTimeouts

  constructor(uri: string, options: NwcProviderOptions) {
    const connection = parseNwcUri(uri, options.policy)
    this.lud16 = connection.lud16
    this.timeouts = timeoutsOf(options)
    this.client = new NwcClient(connection, {
      policy: options.policy,
      connectTimeoutMs: this.timeouts.connectMs,
      idleCloseMs: options.idleCloseMs ?? 60_000,
    })
  }

  /** Relay sockets this provider has opened (for the benchmark and tests). */
  get connectionsOpened(): number {
    return this.client.connectionsOpened
  }

  async getInfo(): Promise<WalletInfo> {
    const info = await this.read('get_info', {}, InfoResult)
    return {
      alias: info.alias || null,
      pubkey: info.pubkey && /^[0-9a-f]{66}$/i.test(info.pubkey) ? info.pubkey.toLowerCase() : null,
      network: readNetwork(info.network),
      methods: info.methods ?? null,
    }
  }

  async getBalance(): Promise<WalletBalance> {
    const { balance } = await this.read('get_balance', {}, BalanceResult)
    return { balanceSat: satsFromMsat(balance, 'down') }
  }

  async makeInvoice(request: InvoiceRequest): Promise<CreatedInvoice> {
    const amountMsat = request.amountSat * 1000
    if (!Number.isSafeInteger(amountMsat) || request.amountSat <= 0 || amountMsat % 1000 !== 0) {
      throw new RangeError('amountSat must be a positive whole number of sats')
    }
    const params: Record<string, unknown> = { amount: amountMsat, description: request.description }
    if (request.expirySeconds !== undefined) params.expiry = request.expirySeconds
    const tx = await this.read('make_invoice', params, Transaction)
    return checkCreatedInvoice(tx.invoice ?? '', {
      paymentHash: tx.payment_hash,
      amountSat: request.amountSat,
    })
  }

  async payInvoice(bolt11: string): Promise<PaymentResult> {
    const invoice = invoiceToPay(bolt11)
    const result = await this.client.request(
      'pay_invoice',
      { invoice: invoice.paymentRequest },
      { timeoutMs: this.timeouts.payMs, isPayment: true },
    )
    // The wallet said "paid" in a way that cannot be checked: the money may have
    // left, so the payment stays open until a lookup settles it.
    if (!Value.Check(PayResult, result)) {
      throw lightningError('outcome-unknown', 'its confirmation could not be read')
    }
    return {
      paymentHash: invoice.paymentHash,
      preimage: checkPreimage(result.preimage, invoice.paymentHash, true),
      feeSat: satsFromMsat(result.fees_paid ?? 0, 'up'),
    }
  }

  async lookupInvoice(paymentHash: string): Promise<InvoiceStatus> {
    const tx = await this.lookup(paymentHash)
    const state = isSettled(tx)
      ? 'settled'
      : tx.type !== 'outgoing' && tx.state === 'failed'
        ? 'failed'
        : isPastExpiry(tx)
          ? 'expired'
          : 'pending'
    return {
      paymentHash: tx.payment_hash,
      state,
      // What arrived (or is asked for), never rounded up: the family is credited no more.
      amountSat: satsFromMsat(tx.amount, 'down'),
      settledAt: state === 'settled' && tx.settled_at ? new Date(tx.settled_at * 1000) : null,
    }
  }

  async lookupPayment(paymentHash: string): Promise<PaymentStatus> {
    const tx = await this.lookup(paymentHash)
    // A wallet paying its own invoice may answer with the invoice: settled there means
    // paid, expired there means this payment cannot have happened.
    const state = isSettled(tx)
      ? 'succeeded'
      : (tx.type !== 'incoming' && tx.state === 'failed') ||
          (tx.type === 'incoming' && isPastExpiry(tx))
        ? 'failed'
        : 'pending'
    return {
      paymentHash: tx.payment_hash,
      state,
      amountSat: satsFromMsat(tx.amount, 'up'),
      feeSat: satsFromMsat(tx.fees_paid ?? 0, 'up'),
      preimage: tx.preimage || null,
    }
  }

  async listTransactions(query: TransactionQuery): Promise<TransactionList> {
    const from = Math.floor(query.since.getTime() / 1000)
    return collectTransactions(query, 0, async (offset) => {
      const { transactions } = await this.read(
        'list_transactions',
        { from, limit: LIST_PAGE, offset, unpaid: false },
        TransactionsResult,
      )
      const settled: WalletTransaction[] = []
      for (const tx of transactions) {
        const at = tx.settled_at ?? tx.created_at
        if (!tx.type || !isSettled(tx) || !at) continue
        settled.push({
          direction: tx.type,
          paymentHash: tx.payment_hash.toLowerCase(),
          amountMsat: tx.amount,
          feeMsat: tx.type === 'outgoing' ? (tx.fees_paid ?? 0) : 0,
          settledAt: new Date(at * 1000),
        })
      }
      return { settled, next: transactions.length < LIST_PAGE ? null : offset + LIST_PAGE }
    })
  }

  close(): Promise<void> {
    return this.client.close()
  }

  /** A call that changes nothing, with its result checked against `schema`. */
  private async read<T extends TSchema>(
    method: string,
    params: Record<string, unknown>,
    schema: T,
  ): Promise<Static<T>> {
    const result = await this.client.request(method, params, {
      timeoutMs: this.timeouts.readMs,
      isPayment: false,
    })
    if (!Value.Check(schema, result)) {
      throw lightningError('bad-response', `the ${method} result is not as NIP-47 describes it`)
    }
    return result as Static<T>
  }

  /** The wallet's transaction for a payment hash, its hash and preimage checked. */
  private async lookup(paymentHash: string): Promise<Transaction> {
    const hash = checkPaymentHash(paymentHash)
    const tx = await this.read('lookup_invoice', { payment_hash: hash }, Transaction)
    if (tx.payment_hash.toLowerCase() !== hash) {
      throw lightningError('bad-response', 'it describes another payment hash')
    }
    return {
      ...tx,
      payment_hash: hash,
      preimage: tx.preimage ? checkPreimage(tx.preimage, hash, false) : null,
    }
  }
}

/** Settled by state, or, for wallets that predate `state`, by a settle time or a preimage. */
function isSettled(tx: Transaction): boolean {
  if (tx.state) return tx.state === 'settled'
  return Boolean(tx.settled_at || tx.preimage)
}

function isPastExpiry(tx: Transaction): boolean {
  if (tx.state === 'expired') return true
  return Boolean(tx.expires_at && tx.expires_at * 1000 <= Date.now())
}
