import { type Static, Type } from 'typebox'
import {
  Amount,
  backendEndpoint,
  call,
  errorText,
  HexHash,
  type HttpBackendOptions,
  jsonBody,
  parseJson,
  readAnswer,
  statusFailure,
} from './http-backend.js'
import type { HttpEndpoint, HttpResponse } from './http-endpoint.js'
import { lightningError } from './lightning-errors.js'
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
} from './lightning-provider.js'
import {
  checkCreatedInvoice,
  checkPaymentHash,
  checkPreimage,
  collectTransactions,
  invoiceToPay,
  readInvoice,
  readNetwork,
  satsFromMsat,
} from './provider-checks.js'

/**
 * Alby Hub through the HTTP API of its own web interface, with an access token (a JWT
 * from `POST /api/unlock`) as Bearer. The API is not a published one: in April 2026 its
 * amounts gained unit suffixes (amountSat, amountMsat, ...) while the unsuffixed fields,
 * in msat, stayed as deprecated copies. Suffixed fields are read first.
 */

export interface AlbyHubOptions extends HttpBackendOptions {
  url: string
  accessToken: string
}

/** An amount as the hub writes it: msat, sat, or the legacy unsuffixed msat. */
const AmountFields = {
  amountMsat: Type.Optional(Amount),
  amountSat: Type.Optional(Amount),
  amount: Type.Optional(Amount),
  feesPaidMsat: Type.Optional(Amount),
  feesPaidSat: Type.Optional(Amount),
  feesPaid: Type.Optional(Amount),
}

const Transaction = Type.Object({
  type: Type.Union([Type.Literal('incoming'), Type.Literal('outgoing')]),
  state: Type.String(),
  invoice: Type.String(),
  paymentHash: HexHash,
  preimage: Type.Union([Type.String(), Type.Null()]),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  failureReason: Type.Optional(Type.String()),
  ...AmountFields,
})
type Transaction = Static<typeof Transaction>
const TransactionsPage = Type.Object({
  totalCount: Type.Integer({ minimum: 0 }),
  transactions: Type.Array(Transaction),
})
const HISTORY_PAGE = 100

const Balances = Type.Object({
  lightning: Type.Object({
    totalSpendableMsat: Type.Optional(Amount),
    totalSpendableSat: Type.Optional(Amount),
    totalSpendable: Type.Optional(Amount),
  }),
})

const Info = Type.Object({
  running: Type.Boolean(),
  network: Type.Optional(Type.String()),
  nodeAlias: Type.Optional(Type.String()),
})

const ConnectionInfo = Type.Object({ pubkey: Type.String() })

const UNAUTHORIZED =
  'Alby Hub did not accept the access token, which may have expired or been revoked (create a new one and connect again)'

export class AlbyHubProvider implements LightningProvider {
  readonly kind = 'alby_hub'
  readonly #endpoint: HttpEndpoint
  readonly #secrets: string[]
  readonly #payTimeoutMs: number

  /** @throws LightningConfigError for a URL or token that cannot work */
  constructor(options: AlbyHubOptions) {
    const token = options.accessToken.trim()
    if (!/^[A-Za-z0-9._~+/=-]+$/.test(token)) {
      throw new LightningConfigError('The access token is the text Alby Hub gave, without spaces')
    }
    this.#secrets = [token]
    this.#payTimeoutMs = timeoutsOf(options).payMs
    this.#endpoint = backendEndpoint(options, ['https:', 'http:'], {
      authorization: `Bearer ${token}`,
    })
  }

  async getInfo(): Promise<WalletInfo> {
    // /api/info answers without a token; the connection info needs it, so this call
    // also proves the token works.
    const [info, connection] = await Promise.all([
      this.#get('/api/info').then((body) => readAnswer(body, Info)),
      this.#get('/api/node/connection-info').then((body) => readAnswer(body, ConnectionInfo)),
    ])
    if (!info.running) {
      throw lightningError('unreachable', 'Alby Hub is not running: open it and unlock it')
    }
    return {
      alias: info.nodeAlias || null,
      pubkey: connection.pubkey || null,
      network: readNetwork(info.network),
      methods: null,
    }
  }

  async getBalance(): Promise<WalletBalance> {
    const { lightning } = readAnswer(await this.#get('/api/balances'), Balances)
    const msat = firstMsat(
      lightning.totalSpendableMsat,
      lightning.totalSpendableSat,
      lightning.totalSpendable,
    )
    return { balanceSat: satsFromMsat(msat, 'down') }
  }

  async makeInvoice(request: InvoiceRequest): Promise<CreatedInvoice> {
    const amountMsat = request.amountSat * 1000
    const response = await call(() =>
      this.#endpoint.request({
        method: 'POST',
        path: '/api/invoices',
        // Both spellings, same unit: hubs before April 2026 read `amount` (msat), later
        // ones `amountMsat`. The hub's API takes no expiry: its default applies.
        body: jsonBody({ amountMsat, amount: amountMsat, description: request.description }),
      }),
    )
    const transaction = readAnswer(this.#answer(response), Transaction)
    return checkCreatedInvoice(transaction.invoice, {
      paymentHash: transaction.paymentHash,
      amountSat: request.amountSat,
    })
  }

  async lookupInvoice(paymentHash: string): Promise<InvoiceStatus> {
    const transaction = await this.#lookup(paymentHash, 'incoming')
    const amountSat = satsFromMsat(amountMsatOf(transaction), 'down')
    if (transaction.state === 'settled') {
      return {
        paymentHash: transaction.paymentHash.toLowerCase(),
        state: 'settled',
        amountSat,
        settledAt: dateOf(transaction.settledAt),
      }
    }
    const isExpired = readInvoice(transaction.invoice).expiresAt.getTime() <= Date.now()
    return {
      paymentHash: transaction.paymentHash.toLowerCase(),
      state: transaction.state === 'failed' ? 'failed' : isExpired ? 'expired' : 'pending',
      amountSat,
      settledAt: null,
    }
  }

  async payInvoice(bolt11: string): Promise<PaymentResult> {
    invoiceToPay(bolt11)
    const response = await call(
      () =>
        this.#endpoint.request({
          method: 'POST',
          path: `/api/payments/${encodeURIComponent(bolt11.trim())}`,
          body: jsonBody({}),
          timeoutMs: this.#payTimeoutMs,
        }),
      true,
    )
    if (response.status !== 200) throw this.#payFailure(response)
    const transaction = readAnswer(response.body, Transaction)
    const paymentHash = transaction.paymentHash.toLowerCase()
    if (transaction.state === 'settled' && transaction.preimage) {
      return {
        paymentHash,
        preimage: checkPreimage(transaction.preimage, paymentHash, true),
        feeSat: satsFromMsat(feeMsatOf(transaction), 'up'),
      }
    }
    if (transaction.state === 'failed') {
      throw lightningError('payment-failed', transaction.failureReason || undefined)
    }
    throw lightningError('outcome-unknown')
  }

  async lookupPayment(paymentHash: string): Promise<PaymentStatus> {
    const transaction = await this.#lookup(paymentHash, 'outgoing')
    const hash = transaction.paymentHash.toLowerCase()
    const state =
      transaction.state === 'settled'
        ? 'succeeded'
        : transaction.state === 'failed'
          ? 'failed'
          : 'pending'
    return {
      paymentHash: hash,
      state,
      amountSat: satsFromMsat(amountMsatOf(transaction), 'down'),
      feeSat: satsFromMsat(feeMsatOf(transaction), 'up'),
      preimage:
        state === 'succeeded' && transaction.preimage
          ? checkPreimage(transaction.preimage, hash, false)
          : null,
    }
  }

  async listTransactions(query: TransactionQuery): Promise<TransactionList> {
    // The hub pages its whole history by offset, in no order it promises.
    return collectTransactions(query, 0, async (offset) => {
      const page = readAnswer(
        await this.#get(`/api/transactions?limit=${HISTORY_PAGE}&offset=${offset}`),
        TransactionsPage,
      )
      const settled = page.transactions.flatMap((transaction) => {
        const settledAt = dateOf(transaction.settledAt)
        if (transaction.state !== 'settled' || settledAt === null) return []
        return [
          {
            direction: transaction.type,
            paymentHash: transaction.paymentHash.toLowerCase(),
            amountMsat: amountMsatOf(transaction),
            feeMsat: transaction.type === 'outgoing' ? feeMsatOf(transaction) : 0,
            settledAt,
          },
        ]
      })
      const next = offset + page.transactions.length
      const isDone = page.transactions.length < HISTORY_PAGE || next >= page.totalCount
      return { settled, next: isDone ? null : next }
    })
  }

  async close(): Promise<void> {
    this.#endpoint.close()
  }

  /** One transaction by hash; the hub keeps both directions under the same call. */
  async #lookup(paymentHash: string, type: Transaction['type']): Promise<Transaction> {
    const hash = checkPaymentHash(paymentHash)
    const transaction = readAnswer(await this.#get(`/api/transactions/${hash}`), Transaction)
    if (transaction.type !== type || transaction.paymentHash.toLowerCase() !== hash) {
      throw lightningError('not-found')
    }
    return transaction
  }

  async #get(path: string): Promise<string> {
    return this.#answer(await call(() => this.#endpoint.request({ method: 'GET', path })))
  }

  #answer(response: HttpResponse): string {
    if (response.status === 200) return response.body
    if (isTokenRefusal(response)) throw lightningError('unauthorized', UNAUTHORIZED)
    // The hub answers every failure of a handler with 500 and its message, a missing
    // transaction included.
    const text = errorText(response, this.#secrets)
    if (/not found/i.test(text)) throw lightningError('not-found')
    throw statusFailure(response, this.#secrets, UNAUTHORIZED)
  }

  #payFailure(response: HttpResponse): LightningError {
    if (isTokenRefusal(response)) return lightningError('unauthorized', UNAUTHORIZED)
    const json = parseJson(response.body)
    const hasMessage = json && typeof json === 'object' && 'message' in json
    // Without the hub's own message (a proxy's error page, say) nothing is known.
    if (!hasMessage) {
      return response.status >= 500
        ? lightningError('outcome-unknown')
        : statusFailure(response, this.#secrets, UNAUTHORIZED)
    }
    const text = errorText(response, this.#secrets)
    if (/timed out|timeout|may still/i.test(text)) return lightningError('outcome-unknown')
    if (/insufficient|not enough/i.test(text)) return lightningError('insufficient-balance')
    if (/already (been )?paid/i.test(text)) {
      return lightningError('payment-failed', 'this invoice has already been paid')
    }
    return lightningError('payment-failed', text)
  }
}

// echo-jwt answers 401 for a bad or expired token and 400 "missing or malformed jwt".
function isTokenRefusal(response: HttpResponse): boolean {
  return response.status === 401 || (response.status === 400 && /jwt/i.test(response.body))
}

function amountMsatOf(transaction: Transaction): number {
  return firstMsat(transaction.amountMsat, transaction.amountSat, transaction.amount)
}

function feeMsatOf(transaction: Transaction): number {
  return firstMsat(transaction.feesPaidMsat, transaction.feesPaidSat, transaction.feesPaid)
}

/** The suffixed msat field, else the suffixed sat one, else the legacy msat one. */
function firstMsat(msat?: number, sat?: number, legacyMsat?: number): number {
  if (msat !== undefined) return msat
  if (sat !== undefined) return sat * 1000
  if (legacyMsat !== undefined) return legacyMsat
  throw lightningError('bad-response')
}

function dateOf(text: string | null): Date | null {
  if (text === null) return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? null : date
}
