import { type Static, type TSchema, Type } from 'typebox'
import {
  Amount,
  backendEndpoint,
  call,
  errorText,
  HexHash,
  type HttpBackendOptions,
  readAnswer,
  statusFailure,
} from './http-backend.js'
import type { HttpEndpoint, HttpResponse } from './http-endpoint.js'
import { backendDetail, lightningError } from './lightning-errors.js'
import {
  type CreatedInvoice,
  type InvoiceRequest,
  type InvoiceStatus,
  LightningConfigError,
  type LightningError,
  type LightningProvider,
  type PaymentResult,
  type PaymentStatus,
  type TransactionList,
  type TransactionQuery,
  timeoutsOf,
  type WalletBalance,
  type WalletInfo,
  type WalletTransaction,
} from './lightning-provider.js'
import {
  checkCreatedInvoice,
  checkPaymentHash,
  checkPreimage,
  collectTransactions,
  invoiceToPay,
  mergeLists,
  readInvoice,
  readNetwork,
  satsFromMsat,
} from './provider-checks.js'

/**
 * ACINQ's phoenixd over its HTTP API: Basic authentication with an empty user name and
 * the http-password of phoenix.conf, form-encoded POSTs, amounts in sats except `fees`
 * (msat), times in milliseconds.
 */

export interface PhoenixdOptions extends HttpBackendOptions {
  /** http://127.0.0.1:9740 by default; plain HTTP belongs on the same machine or LAN. */
  url: string
  /** `http-password` (full access: paying needs it). */
  password: string
}

const NodeInfo = Type.Object({
  nodeId: Type.String(),
  chain: Type.Optional(Type.String()),
})

const Balance = Type.Object({ balanceSat: Amount })

const GeneratedInvoice = Type.Object({ paymentHash: HexHash, serialized: Type.String() })

const PaymentSent = Type.Object({
  paymentHash: HexHash,
  paymentPreimage: Type.String(),
  routingFeeSat: Amount,
})
// phoenixd answers a payment that failed with HTTP 200 too, saying why in `reason`.
const PaymentFailed = Type.Object({ paymentHash: HexHash, reason: Type.String() })

const IncomingPayment = Type.Object({
  isPaid: Type.Boolean(),
  receivedSat: Amount,
  invoice: Type.Optional(Type.String()),
  completedAt: Type.Optional(Amount),
})

const OutgoingPayment = Type.Object({
  isPaid: Type.Boolean(),
  fees: Amount,
  preimage: Type.Optional(Type.String()),
  invoice: Type.String(),
  completedAt: Type.Optional(Amount),
})

// The lists page by `limit` and `offset` from `from` (ms); `all=false` keeps the paid ones.
const ListedIncoming = Type.Object({
  paymentHash: HexHash,
  isPaid: Type.Boolean(),
  receivedSat: Amount,
  completedAt: Type.Optional(Amount),
})
const ListedOutgoing = Type.Object({ paymentHash: HexHash, ...OutgoingPayment.properties })
const HISTORY_PAGE = 100

const UNAUTHORIZED =
  'phoenixd did not accept the password (use the http-password of phoenix.conf: the limited-access one cannot pay)'

export class PhoenixdProvider implements LightningProvider {
  readonly kind = 'phoenix'
  readonly #endpoint: HttpEndpoint
  readonly #secrets: string[]
  readonly #payTimeoutMs: number

  /** @throws LightningConfigError for a URL or password that cannot work */
  constructor(options: PhoenixdOptions) {
    if (!options.password || /[\r\n]/.test(options.password)) {
      throw new LightningConfigError('The password is the http-password line of phoenix.conf')
    }
    const authorization = `Basic ${Buffer.from(`:${options.password}`).toString('base64')}`
    this.#secrets = [options.password, authorization]
    this.#payTimeoutMs = timeoutsOf(options).payMs
    this.#endpoint = backendEndpoint(options, ['https:', 'http:'], { authorization })
  }

  async getInfo(): Promise<WalletInfo> {
    const info = readAnswer(await this.#get('/getinfo'), NodeInfo)
    return { alias: null, pubkey: info.nodeId, network: readNetwork(info.chain), methods: null }
  }

  async getBalance(): Promise<WalletBalance> {
    // The fee credit next to it pays future channel fees and cannot be spent.
    const balance = readAnswer(await this.#get('/getbalance'), Balance)
    return { balanceSat: balance.balanceSat }
  }

  async makeInvoice(request: InvoiceRequest): Promise<CreatedInvoice> {
    const form = new URLSearchParams({
      description: request.description,
      amountSat: String(request.amountSat),
    })
    if (request.expirySeconds !== undefined)
      form.set('expirySeconds', String(request.expirySeconds))
    const response = await this.#post('/createinvoice', form)
    const created = readAnswer(this.#answer(response), GeneratedInvoice)
    return checkCreatedInvoice(created.serialized, {
      paymentHash: created.paymentHash,
      amountSat: request.amountSat,
    })
  }

  async lookupInvoice(paymentHash: string): Promise<InvoiceStatus> {
    const hash = checkPaymentHash(paymentHash)
    const payment = readAnswer(await this.#get(`/payments/incoming/${hash}`), IncomingPayment)
    if (payment.isPaid) {
      return {
        paymentHash: hash,
        state: 'settled',
        amountSat: payment.receivedSat,
        settledAt: payment.completedAt === undefined ? null : new Date(payment.completedAt),
      }
    }
    // What was asked and until when: read from the invoice itself, which every
    // phoenixd version returns (the requestedSat and expiresAt fields are recent).
    if (payment.invoice === undefined) throw lightningError('bad-response')
    const invoice = readInvoice(payment.invoice)
    return {
      paymentHash: hash,
      state: invoice.expiresAt.getTime() <= Date.now() ? 'expired' : 'pending',
      amountSat: invoice.amountSat ?? 0,
      settledAt: null,
    }
  }

  async payInvoice(bolt11: string): Promise<PaymentResult> {
    invoiceToPay(bolt11)
    const response = await this.#post('/payinvoice', new URLSearchParams({ invoice: bolt11 }), true)
    if (response.status === 400) {
      // phoenixd checks the parameters (a readable invoice) before paying anything.
      throw lightningError('payment-failed', errorText(response, this.#secrets))
    }
    if (response.status >= 500) throw lightningError('outcome-unknown')
    const answer = readPaymentAnswer(this.#answer(response))
    if ('reason' in answer) throw payFailure(backendDetail(answer.reason, this.#secrets))
    const hash = answer.paymentHash.toLowerCase()
    return {
      paymentHash: hash,
      preimage: checkPreimage(answer.paymentPreimage, hash, true),
      feeSat: await this.#exactFeeSat(hash, answer.routingFeeSat),
    }
  }

  async lookupPayment(paymentHash: string): Promise<PaymentStatus> {
    const hash = checkPaymentHash(paymentHash)
    const payment = readAnswer(await this.#get(`/payments/outgoingbyhash/${hash}`), OutgoingPayment)
    const state = payment.isPaid
      ? 'succeeded'
      : payment.completedAt === undefined
        ? 'pending'
        : 'failed'
    return {
      paymentHash: hash,
      state,
      // `sent` includes the fee and is cut to whole sats: the invoice says what the
      // recipient got.
      amountSat: readInvoice(payment.invoice).amountSat ?? 0,
      feeSat: satsFromMsat(payment.fees, 'up'),
      preimage:
        state === 'succeeded' && payment.preimage !== undefined
          ? checkPreimage(payment.preimage, hash, false)
          : null,
    }
  }

  async listTransactions(query: TransactionQuery): Promise<TransactionList> {
    const from = query.since.getTime()
    const pages = <S extends TSchema>(
      direction: WalletTransaction['direction'],
      schema: S,
      read: (row: Static<S>) => WalletTransaction | null,
    ) =>
      collectTransactions(query, 0, async (offset) => {
        const rows = readAnswer(
          await this.#get(
            `/payments/${direction}?from=${from}&limit=${HISTORY_PAGE}&offset=${offset}&all=false`,
          ),
          Type.Array(schema),
        )
        const settled = rows.flatMap((row) => read(row) ?? [])
        return { settled, next: rows.length < HISTORY_PAGE ? null : offset + HISTORY_PAGE }
      })
    const sent = await pages('outgoing', ListedOutgoing, (payment) =>
      payment.isPaid && payment.completedAt !== undefined
        ? {
            direction: 'outgoing',
            paymentHash: payment.paymentHash.toLowerCase(),
            amountMsat: readInvoice(payment.invoice).amountMsat ?? 0,
            feeMsat: payment.fees,
            settledAt: new Date(payment.completedAt),
          }
        : null,
    )
    const received = await pages('incoming', ListedIncoming, (payment) =>
      payment.isPaid && payment.completedAt !== undefined
        ? {
            direction: 'incoming',
            paymentHash: payment.paymentHash.toLowerCase(),
            amountMsat: payment.receivedSat * 1000,
            feeMsat: 0,
            settledAt: new Date(payment.completedAt),
          }
        : null,
    )
    return mergeLists(query.limit, sent, received)
  }

  async close(): Promise<void> {
    this.#endpoint.close()
  }

  /**
   * phoenixd's answer to a payment cuts the routing fee to whole sats; its payment
   * record has it in msat. When that record cannot be read, one more sat is counted,
   * so the accounting is never under-charged.
   */
  async #exactFeeSat(paymentHash: string, routingFeeSat: number): Promise<number> {
    try {
      return (await this.lookupPayment(paymentHash)).feeSat
    } catch {
      return routingFeeSat + 1
    }
  }

  async #get(path: string): Promise<string> {
    return this.#answer(await call(() => this.#endpoint.request({ method: 'GET', path })))
  }

  #post(path: string, form: URLSearchParams, isPayment = false): Promise<HttpResponse> {
    return call(
      () =>
        this.#endpoint.request({
          method: 'POST',
          path,
          body: { contentType: 'application/x-www-form-urlencoded', text: form.toString() },
          ...(isPayment && { timeoutMs: this.#payTimeoutMs }),
        }),
      isPayment,
    )
  }

  #answer(response: HttpResponse): string {
    if (response.status === 200) return response.body
    throw statusFailure(response, this.#secrets, UNAUTHORIZED)
  }
}

function readPaymentAnswer(
  body: string,
): Static<typeof PaymentSent> | Static<typeof PaymentFailed> {
  return readAnswer(body, Type.Union([PaymentFailed, PaymentSent]))
}

function payFailure(reason: string): LightningError {
  if (/not enough funds/i.test(reason)) return lightningError('insufficient-balance')
  if (/already been paid/i.test(reason)) {
    return lightningError('payment-failed', 'this invoice has already been paid')
  }
  return lightningError('payment-failed', reason)
}
