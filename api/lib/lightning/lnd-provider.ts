import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'
import { feeBudgetSat } from '../../contracts/lightning.js'
import {
  backendEndpoint,
  call,
  HexHash,
  type HttpBackendOptions,
  Int64String,
  jsonBody,
  parseJson,
  readAnswer,
} from './http-backend.js'
import type { HttpEndpoint, HttpRequest, HttpResponse } from './http-endpoint.js'
import { backendDetail, lightningError } from './lightning-errors.js'
import {
  type CreatedInvoice,
  type InvoiceRequest,
  type InvoiceStatus,
  LightningConfigError,
  type LightningError,
  type LightningProvider,
  type PaymentLimits,
  type PaymentResult,
  type PaymentStatus,
  type TransactionList,
  type TransactionQuery,
  timeoutsOf,
  type WalletBalance,
  type WalletInfo,
} from './lightning-provider.js'
import {
  checkCreatedInvoice,
  checkPaymentHash,
  checkPreimage,
  collectTransactions,
  invoiceToPay,
  mergeLists,
  readNetwork,
  satsFromMsat,
} from './provider-checks.js'

/**
 * LND through its REST gateway (grpc-gateway): protobuf JSON with snake_case names,
 * int64 as decimal strings, bytes as base64. Authenticated by a macaroon (hex) in a
 * header; TLS with the node's own certificate when the parent supplies it.
 */

export interface LndOptions extends HttpBackendOptions {
  /** https://host:8080 (a path prefix, for a reverse proxy, is kept). */
  url: string
  /** The macaroon file's bytes in hex: admin, or invoice + offchain permissions. */
  macaroonHex: string
  /** The node's tls.cert (PEM); without it the certificate must be publicly trusted. */
  tlsCertPem?: string
}

const GrpcError = Type.Object({ code: Type.Integer(), message: Type.String() })

const GetInfo = Type.Object({
  identity_pubkey: Type.String(),
  alias: Type.String(),
  chains: Type.Array(Type.Object({ network: Type.String() })),
})

const ChannelBalance = Type.Object({
  local_balance: Type.Object({ msat: Int64String }),
})

const AddInvoiceResponse = Type.Object({
  r_hash: Type.String({ pattern: '^[A-Za-z0-9+/]{43}=$' }),
  payment_request: Type.String(),
})

const Invoice = Type.Object({
  state: Type.String(),
  value: Int64String,
  amt_paid_msat: Int64String,
  creation_date: Int64String,
  expiry: Int64String,
  settle_date: Int64String,
})

const Payment = Type.Object({
  payment_hash: HexHash,
  payment_preimage: Type.String(),
  value_msat: Int64String,
  fee_msat: Int64String,
  status: Type.String(),
  failure_reason: Type.String(),
})

// The history, as ListPayments and ListInvoices page it: oldest first within a page,
// `reversed` seeking back from `index_offset` (0: from the newest).
const ListedPayment = Type.Object({
  payment_hash: HexHash,
  value_msat: Int64String,
  fee_msat: Int64String,
  status: Type.String(),
  creation_time_ns: Int64String,
})
const PaymentsPage = Type.Object({
  payments: Type.Array(ListedPayment),
  first_index_offset: Int64String,
})
const ListedInvoice = Type.Object({
  r_hash: Type.String({ pattern: '^[A-Za-z0-9+/]{43}=$' }),
  state: Type.String(),
  amt_paid_msat: Int64String,
  creation_date: Int64String,
  settle_date: Int64String,
})
const InvoicesPage = Type.Object({
  invoices: Type.Array(ListedInvoice),
  first_index_offset: Int64String,
})
/** Payments or invoices per page of the history. */
const HISTORY_PAGE = 50
/**
 * An invoice made longer ago than this before the period asked about cannot have been
 * paid in it: the app's invoices live a day (a margin for others).
 */
const INVOICE_LIFETIME_MS = 2 * 86_400_000

/** One line of a server stream: a message or the error that ended it. */
const StreamLine = Type.Union([Type.Object({ result: Payment }), Type.Object({ error: GrpcError })])

// LND answers a bad or under-privileged macaroon with gRPC code 2 (Unknown) and
// these words; only a proxy in front of it would say 401.
const MACAROON_REFUSED = /macaroon|verification failed|permission denied/i
const GRPC_NOT_FOUND = 5
const GRPC_ALREADY_EXISTS = 6
const GRPC_RESOURCE_EXHAUSTED = 8

// LND stops looking for routes after this share of the payment's deadline, so that its
// own verdict (often "no route") arrives before the deadline makes the outcome unknown.
const ROUTING_SHARE_OF_DEADLINE = 0.75

export class LndProvider implements LightningProvider {
  readonly kind = 'lnd'
  readonly #endpoint: HttpEndpoint
  readonly #secrets: string[]
  readonly #payTimeoutMs: number

  /** @throws LightningConfigError for a URL, macaroon or certificate that cannot work */
  constructor(options: LndOptions) {
    const macaroon = options.macaroonHex.trim()
    if (!/^([0-9a-fA-F]{2}){16,4096}$/.test(macaroon)) {
      throw new LightningConfigError(
        'The macaroon must be the hex text of the macaroon file (for example from `xxd -p -c 1000 admin.macaroon`)',
      )
    }
    this.#secrets = [macaroon, macaroon.toLowerCase(), macaroon.toUpperCase()]
    // LND is also told to give up routing a little before this deadline.
    this.#payTimeoutMs = timeoutsOf(options).payMs
    this.#endpoint = backendEndpoint(options, ['https:'], { 'grpc-metadata-macaroon': macaroon })
  }

  async getInfo(): Promise<WalletInfo> {
    const info = readAnswer(await this.#get('/v1/getinfo'), GetInfo)
    return {
      alias: info.alias || null,
      pubkey: info.identity_pubkey || null,
      network: readNetwork(info.chains[0]?.network),
      methods: null,
    }
  }

  async getBalance(): Promise<WalletBalance> {
    // Our side of the open channels; it includes the channel reserve, so a payment of
    // all of it can still fail for lack of balance.
    const balance = readAnswer(await this.#get('/v1/balance/channels'), ChannelBalance)
    return { balanceSat: satsFromMsat(BigInt(balance.local_balance.msat), 'down') }
  }

  async makeInvoice(request: InvoiceRequest): Promise<CreatedInvoice> {
    const response = await call(() =>
      this.#endpoint.request({
        method: 'POST',
        path: '/v1/invoices',
        body: jsonBody({
          value: String(request.amountSat),
          memo: request.description,
          ...(request.expirySeconds !== undefined && { expiry: String(request.expirySeconds) }),
        }),
      }),
    )
    const created = readAnswer(this.#answer(response), AddInvoiceResponse)
    return checkCreatedInvoice(created.payment_request, {
      paymentHash: Buffer.from(created.r_hash, 'base64').toString('hex'),
      amountSat: request.amountSat,
    })
  }

  async lookupInvoice(paymentHash: string): Promise<InvoiceStatus> {
    const hash = checkPaymentHash(paymentHash)
    const invoice = readAnswer(await this.#get(`/v1/invoice/${hash}`), Invoice)
    const expiresAtMs = (Number(invoice.creation_date) + Number(invoice.expiry)) * 1000
    if (invoice.state === 'SETTLED') {
      return {
        paymentHash: hash,
        state: 'settled',
        amountSat: satsFromMsat(BigInt(invoice.amt_paid_msat), 'down'),
        settledAt: new Date(Number(invoice.settle_date) * 1000),
      }
    }
    const isPastExpiry = expiresAtMs <= Date.now()
    // LND cancels an invoice when it expires; a cancelled one still within its expiry
    // was cancelled on the node.
    const state =
      invoice.state === 'CANCELED'
        ? isPastExpiry
          ? 'expired'
          : 'failed'
        : isPastExpiry
          ? 'expired'
          : 'pending'
    return { paymentHash: hash, state, amountSat: Number(invoice.value), settledAt: null }
  }

  async payInvoice(bolt11: string, limits?: PaymentLimits): Promise<PaymentResult> {
    const { amountSat } = invoiceToPay(bolt11)
    // LND pays only zero-fee routes without a limit: the app's fee budget when none is given.
    const maxFeeSat = limits?.maxFeeSat ?? feeBudgetSat(amountSat)
    const timeoutSeconds = Math.max(
      1,
      Math.floor((this.#payTimeoutMs * ROUTING_SHARE_OF_DEADLINE) / 1000),
    )
    const payment = await this.#followPayment(
      {
        method: 'POST',
        path: '/v2/router/send',
        body: jsonBody({
          payment_request: bolt11,
          timeout_seconds: timeoutSeconds,
          fee_limit_sat: String(maxFeeSat),
          no_inflight_updates: true,
        }),
        timeoutMs: this.#payTimeoutMs,
      },
      true,
    )
    if (payment.status === 'SUCCEEDED') {
      return {
        paymentHash: payment.payment_hash,
        preimage: checkPreimage(payment.payment_preimage, payment.payment_hash, true),
        feeSat: satsFromMsat(BigInt(payment.fee_msat), 'up'),
      }
    }
    throw paymentFailure(payment.failure_reason)
  }

  async lookupPayment(paymentHash: string): Promise<PaymentStatus> {
    const hash = checkPaymentHash(paymentHash)
    const payment = await this.#followPayment(
      { method: 'GET', path: `/v2/router/track/${hash}` },
      false,
    )
    const state =
      payment.status === 'SUCCEEDED'
        ? 'succeeded'
        : payment.status === 'FAILED'
          ? 'failed'
          : 'pending'
    return {
      paymentHash: hash,
      state,
      amountSat: satsFromMsat(BigInt(payment.value_msat), 'down'),
      feeSat: satsFromMsat(BigInt(payment.fee_msat), 'up'),
      preimage: state === 'succeeded' ? checkPreimage(payment.payment_preimage, hash, false) : null,
    }
  }

  async listTransactions(query: TransactionQuery): Promise<TransactionList> {
    const sinceMs = query.since.getTime()
    const sent = await collectTransactions(query, '0', async (offset) => {
      const page = readAnswer(
        await this.#get(
          `/v1/payments?include_incomplete=false&reversed=true&max_payments=${HISTORY_PAGE}&index_offset=${offset}`,
        ),
        PaymentsPage,
      )
      // LND keeps no settle time on a payment: when it was sent stands for it.
      const settled = page.payments
        .filter((payment) => payment.status === 'SUCCEEDED')
        .map((payment) => ({
          direction: 'outgoing' as const,
          paymentHash: payment.payment_hash.toLowerCase(),
          amountMsat: msatOf(payment.value_msat),
          feeMsat: msatOf(payment.fee_msat),
          settledAt: new Date(Number(BigInt(payment.creation_time_ns) / 1_000_000n)),
        }))
      const oldest = page.payments[0]
      const isDone =
        page.payments.length < HISTORY_PAGE ||
        oldest === undefined ||
        Number(BigInt(oldest.creation_time_ns) / 1_000_000n) < sinceMs
      return { settled, next: isDone ? null : page.first_index_offset }
    })
    const received = await collectTransactions(query, '0', async (offset) => {
      const page = readAnswer(
        await this.#get(
          `/v1/invoices?reversed=true&num_max_invoices=${HISTORY_PAGE}&index_offset=${offset}`,
        ),
        InvoicesPage,
      )
      const settled = page.invoices
        .filter((invoice) => invoice.state === 'SETTLED')
        .map((invoice) => ({
          direction: 'incoming' as const,
          paymentHash: Buffer.from(invoice.r_hash, 'base64').toString('hex'),
          amountMsat: msatOf(invoice.amt_paid_msat),
          feeMsat: 0,
          settledAt: new Date(Number(invoice.settle_date) * 1000),
        }))
      const oldest = page.invoices[0]
      const isDone =
        page.invoices.length < HISTORY_PAGE ||
        oldest === undefined ||
        Number(oldest.creation_date) * 1000 < sinceMs - INVOICE_LIFETIME_MS
      return { settled, next: isDone ? null : page.first_index_offset }
    })
    return mergeLists(query.limit, sent, received)
  }

  async close(): Promise<void> {
    this.#endpoint.close()
  }

  async #get(path: string): Promise<string> {
    return this.#answer(await call(() => this.#endpoint.request({ method: 'GET', path })))
  }

  /** The body of a 200 answer; anything else as the LightningError it means. */
  #answer(response: HttpResponse): string {
    if (response.status === 200) return response.body
    throw this.#failure(response.status, grpcErrorOf(parseJson(response.body)), response.body)
  }

  #failure(status: number, grpc: GrpcErrorBody | null, rawBody: string): LightningError {
    if (status === 401 || status === 403 || (grpc && MACAROON_REFUSED.test(grpc.message))) {
      return lightningError(
        'unauthorized',
        "LND did not accept the macaroon (use this node's admin macaroon, or one with invoice and offchain permissions)",
      )
    }
    if (status === 404 || grpc?.code === GRPC_NOT_FOUND) return lightningError('not-found')
    if (status === 429 || grpc?.code === GRPC_RESOURCE_EXHAUSTED)
      return lightningError('rate-limited')
    return lightningError('wallet-error', undefined, {
      walletSaid: backendDetail(grpc?.message ?? (rawBody || `HTTP ${status}`), this.#secrets),
    })
  }

  /**
   * Reads a payment stream (send or track) up to the first final state; a lookup stops
   * at the first message, which is the payment's current state.
   */
  async #followPayment(
    request: Omit<HttpRequest, 'onLine'>,
    isPayment: boolean,
  ): Promise<LndPayment> {
    const seen: { latest: LndPayment | null; error: GrpcErrorBody | null; isUnreadable: boolean } =
      { latest: null, error: null, isUnreadable: false }
    const response = await call(
      () =>
        this.#endpoint.request({
          ...request,
          onLine: (line) => {
            const message = parseJson(line)
            if (!Value.Check(StreamLine, message)) {
              seen.isUnreadable = true
              return true
            }
            if ('error' in message) {
              seen.error = message.error
              return true
            }
            seen.latest = message.result
            return !isPayment || isFinal(message.result)
          },
        }),
      isPayment,
    )
    if (response.status !== 200) {
      seen.error = grpcErrorOf(parseJson(response.body))
      // A proxy's error page in the middle of a payment says nothing about its fate.
      if (!seen.error && isPayment && response.status >= 500) {
        throw lightningError('outcome-unknown')
      }
      if (!seen.error) throw this.#failure(response.status, null, response.body)
    }
    if (seen.error) {
      throw this.#streamFailure(response.status, seen.error, seen.latest !== null, isPayment)
    }
    const { latest } = seen
    if (seen.isUnreadable || latest === null || (isPayment && !isFinal(latest))) {
      throw lightningError(isPayment ? 'outcome-unknown' : 'bad-response')
    }
    return latest
  }

  #streamFailure(
    status: number,
    error: GrpcErrorBody,
    hasStarted: boolean,
    isPayment: boolean,
  ): LightningError {
    if (!isPayment) return this.#failure(status, error, '')
    // An error after the first update leaves the payment's fate open; one before it is
    // LND refusing the request (bad invoice, expired, already paid) before sending.
    if (hasStarted || /in transition/i.test(error.message)) return lightningError('outcome-unknown')
    if (MACAROON_REFUSED.test(error.message)) return this.#failure(status, error, '')
    if (error.code === GRPC_ALREADY_EXISTS) {
      return lightningError('payment-failed', 'this invoice has already been paid')
    }
    return lightningError('payment-failed', backendDetail(error.message, this.#secrets))
  }
}

type GrpcErrorBody = Static<typeof GrpcError>
type LndPayment = Static<typeof Payment>

/** grpc-gateway writes errors as {code, message, details}, or inside {error: ...} in a stream. */
function grpcErrorOf(json: unknown): GrpcErrorBody | null {
  if (Value.Check(GrpcError, json)) return json
  if (json && typeof json === 'object' && 'error' in json && Value.Check(GrpcError, json.error)) {
    return json.error
  }
  return null
}

/** An int64 msat string as a number; beyond what a number holds exactly is no answer. */
function msatOf(text: string): number {
  const msat = Number(text)
  if (!Number.isSafeInteger(msat)) throw lightningError('bad-response')
  return msat
}

function isFinal(payment: LndPayment): boolean {
  return payment.status === 'SUCCEEDED' || payment.status === 'FAILED'
}

function paymentFailure(reason: string): LightningError {
  switch (reason) {
    case 'FAILURE_REASON_INSUFFICIENT_BALANCE':
      return lightningError('insufficient-balance')
    case 'FAILURE_REASON_NO_ROUTE':
      return lightningError('payment-failed', 'no route to the recipient was found')
    case 'FAILURE_REASON_TIMEOUT':
      return lightningError('payment-failed', 'no route to the recipient was found in time')
    case 'FAILURE_REASON_INCORRECT_PAYMENT_DETAILS':
      return lightningError(
        'payment-failed',
        'the recipient refused it (the invoice is unknown to them or already paid)',
      )
    case 'FAILURE_REASON_CANCELED':
      return lightningError('payment-failed', 'it was cancelled on the node')
    default:
      return lightningError('payment-failed', 'the node could not complete it')
  }
}
