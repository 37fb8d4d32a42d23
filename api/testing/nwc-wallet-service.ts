import { AbstractRelay } from 'nostr-tools/abstract-relay'
import * as nip04 from 'nostr-tools/nip04'
import * as nip44 from 'nostr-tools/nip44'
import { generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools/pure'
import { bytesToHex, hexToBytes } from 'nostr-tools/utils'
import { WebSocket } from 'ws'
import { decodeInvoice } from '../lib/lightning/bolt11.js'
import { loadNostrSignatures, type NostrSignatures } from '../lib/lightning/nostr-signatures.js'
import {
  type PaymentFailureReason,
  PayRefused,
  type TestInvoice,
  TestLightningNetwork,
  type TestLightningNode,
  type TestPayment,
} from './test-lightning-node.js'

/**
 * A NIP-47 wallet service for tests: the other end of a Nostr Wallet Connect
 * connection, talking to the relay exactly as a real wallet (Alby Hub, LNbits, ...)
 * does. It publishes its 13194 info event and answers encrypted 23194 requests with
 * 23195 replies in the scheme of the request. It is the Nostr face of a
 * TestLightningNode, as the LND, phoenixd and Alby Hub test servers are HTTP faces of
 * one: the balance, invoices and payments are the node's, payments go through the
 * node's network (and its controls: fees, failures, payments held in flight). What
 * belongs to Wallet Connect is steered here: connections with budgets and
 * permissions, errors per method, reply delays, answers rewritten.
 */

export type Nip47Method =
  | 'get_info'
  | 'get_balance'
  | 'make_invoice'
  | 'pay_invoice'
  | 'lookup_invoice'
  | 'list_transactions'
export type Scheme = 'nip44_v2' | 'nip04'

export const ALL_METHODS: Nip47Method[] = [
  'pay_invoice',
  'get_balance',
  'make_invoice',
  'lookup_invoice',
  'get_info',
  'list_transactions',
]

export interface TestWalletOptions {
  relayUrls: string[]
  /**
   * Value of the info event's `encryption` tag; null publishes no tag at all, which
   * NIP-47 reads as a legacy NIP-04-only wallet. Default "nip44_v2 nip04".
   */
  encryption?: string | null
  /**
   * The node whose wallet this is. Default: a node "Test wallet" on a network of its
   * own; pass a node of a shared network to pay (and be paid by) the other test peers.
   */
  node?: TestLightningNode
  /** Methods the wallet offers (info event and get_info). Default all of ALL_METHODS. */
  methods?: string[]
  /** Answer transactions without `state`, as older wallet services do. */
  omitTransactionState?: boolean
}

export interface ConnectionOptions {
  lud16?: string
  /** Relays written into the URI; default the wallet's own. */
  relayUrls?: string[]
  /** Budget for payments over this connection (amount plus fees); QUOTA_EXCEEDED beyond. */
  budgetMsat?: number
  /** Methods this connection may call; RESTRICTED for the others. Default all the wallet offers. */
  methods?: string[]
}

export interface WalletRequestLog {
  requestId: string
  method: string
  scheme: Scheme
  clientPubkey: string
  params: Record<string, unknown>
}

export interface Nip47Error {
  code: string
  message: string
}

interface Connection {
  budgetMsat: number | undefined
  spentMsat: number
  methods: Set<string>
}

/** A NIP-47 transaction as lookup_invoice and make_invoice answer it. */
interface Transaction {
  type: 'incoming' | 'outgoing'
  state: 'pending' | 'settled' | 'expired' | 'failed'
  invoice: string
  description?: string
  description_hash?: string
  preimage?: string
  payment_hash: string
  amount: number
  fees_paid: number
  created_at: number
  expires_at: number
  settled_at?: number
}

type Outcome = { result: Record<string, unknown> } | { error: Nip47Error }

class WalletFailure extends Error {
  constructor(readonly error: Nip47Error) {
    super(error.message)
  }
}
const fail = (code: string, message: string) => new WalletFailure({ code, message })

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const nowSec = () => seconds(new Date())

// How the wallet reports a payment its node could not make.
const PAYMENT_FAILURES: Record<PaymentFailureReason, Nip47Error> = {
  'no-route': { code: 'PAYMENT_FAILED', message: 'no route to the recipient' },
  'insufficient-balance': { code: 'INSUFFICIENT_BALANCE', message: 'not enough funds' },
  'recipient-refused': { code: 'PAYMENT_FAILED', message: 'the recipient refused the payment' },
}

export class TestWalletService {
  readonly walletPubkey: string
  /** The Lightning node behind the wallet: balance, invoices, payments, pay outcome. */
  readonly node: TestLightningNode
  /** Every request read, in order: which method, which encryption, with what. */
  readonly requests: WalletRequestLog[] = []

  private readonly walletKey = generateSecretKey()
  private readonly connections = new Map<string, Connection>()
  private readonly conversationKeys = new Map<string, Uint8Array>()
  private readonly failures = new Map<string, Nip47Error>()
  private readonly delays = new Map<string, number>()
  private readonly holds = new Map<string, Promise<void>>()
  private readonly tampering = new Map<string, (result: Record<string, unknown>) => unknown>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private relays: AbstractRelay[] = []
  private readonly methods: string[]
  private readonly schemes: Scheme[]

  private constructor(
    private readonly options: TestWalletOptions,
    private readonly signatures: NostrSignatures,
  ) {
    this.walletPubkey = getPublicKey(this.walletKey)
    this.node = options.node ?? new TestLightningNetwork().createNode({ alias: 'Test wallet' })
    this.methods = options.methods ?? ALL_METHODS
    const tag = options.encryption === undefined ? 'nip44_v2 nip04' : options.encryption
    // No tag at all: NIP-47 says the wallet only speaks NIP-04.
    this.schemes = (tag === null ? ['nip04'] : tag.split(/\s+/)).filter(
      (s): s is Scheme => s === 'nip44_v2' || s === 'nip04',
    )
  }

  /** Connects to the relays, publishes the info event and listens for requests. */
  static async start(options: TestWalletOptions): Promise<TestWalletService> {
    const wallet = new TestWalletService(options, await loadNostrSignatures())
    await wallet.connect()
    return wallet
  }

  /** A new connection (its own client secret), as the wallet's "add app" screen makes. */
  createConnection(options: ConnectionOptions = {}): string {
    const secret = generateSecretKey()
    this.connections.set(getPublicKey(secret), {
      budgetMsat: options.budgetMsat,
      spentMsat: 0,
      methods: new Set(options.methods ?? this.methods),
    })
    const query = (options.relayUrls ?? this.options.relayUrls).map(
      (url) => `relay=${encodeURIComponent(url)}`,
    )
    query.push(`secret=${bytesToHex(secret)}`)
    if (options.lud16) query.push(`lud16=${encodeURIComponent(options.lud16)}`)
    return `nostr+walletconnect://${this.walletPubkey}?${query.join('&')}`
  }

  /** Forgets a connection: its requests get UNAUTHORIZED from now on. */
  revokeConnection(uri: string) {
    const secret = new URL(uri).searchParams.get('secret') ?? ''
    this.connections.delete(getPublicKey(hexToBytes(secret)))
  }

  /** Answers every call of `method` with this NIP-47 error until cleared. */
  failWith(method: string, code: string, message = `test wallet: ${code}`) {
    this.failures.set(method, { code, message })
  }

  clearFailures() {
    this.failures.clear()
  }

  /** Rewrites what `method` answers after the work is done, to play a broken wallet. */
  tamperWithResults(method: string, rewrite: (result: Record<string, unknown>) => unknown) {
    this.tampering.set(method, rewrite)
  }

  /** Delays replies to `method` (the work itself happens at once, as a slow relay would look). */
  delayReplies(method: string, ms: number) {
    this.delays.set(method, ms)
  }

  /**
   * Keeps replies to `method` back until the returned function is called (the work is
   * done at once): the requests are in `requests`, their callers still waiting.
   */
  holdReplies(method: string): () => void {
    const { promise, resolve } = Promise.withResolvers<void>()
    this.holds.set(method, promise)
    return () => {
      this.holds.delete(method)
      resolve()
    }
  }

  /** An outside payer pays one of this wallet's invoices (by bolt11 or payment hash). */
  receivePayment(invoiceOrHash: string): void {
    this.node.settleInvoice(invoiceOrHash)
  }

  /** Connects again after the relay dropped the sockets, as a real wallet service does. */
  async reconnect(): Promise<void> {
    for (const relay of this.relays) relay.close()
    await this.connect()
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer)
    for (const relay of this.relays) relay.close()
    this.relays = []
  }

  private async connect() {
    this.relays = await Promise.all(
      this.options.relayUrls.map((url) =>
        AbstractRelay.connect(url, {
          verifyEvent: (event) => this.signatures.verify(event),
          websocketImplementation: WebSocket as unknown as typeof globalThis.WebSocket,
        }),
      ),
    )
    const tags =
      this.options.encryption === null
        ? []
        : [['encryption', this.options.encryption ?? 'nip44_v2 nip04']]
    await this.publish({ kind: 13194, content: this.methods.join(' '), tags })
    await Promise.all(
      this.relays.map(
        (relay) =>
          new Promise<void>((resolve) => {
            relay.subscribe([{ kinds: [23194], '#p': [this.walletPubkey], since: nowSec() - 60 }], {
              onevent: (event) => void this.onRequest(event),
              oneose: resolve,
            })
          }),
      ),
    )
  }

  private async publish(template: { kind: number; content: string; tags: string[][] }) {
    const event = this.signatures.sign({ ...template, created_at: nowSec() }, this.walletKey)
    await Promise.all(this.relays.map((relay) => relay.publish(event)))
  }

  private async onRequest(event: NostrEvent) {
    const expiration = Number(event.tags.find((t) => t[0] === 'expiration')?.[1])
    if (expiration && expiration < nowSec()) return
    const tag = event.tags.find((t) => t[0] === 'encryption')?.[1] ?? 'nip04'
    const scheme: Scheme = tag === 'nip44_v2' ? 'nip44_v2' : 'nip04'
    if ((tag !== 'nip44_v2' && tag !== 'nip04') || !this.schemes.includes(scheme)) {
      return this.reply(event, scheme, 'unknown', {
        error: { code: 'UNSUPPORTED_ENCRYPTION', message: `encryption ${tag} is not supported` },
      })
    }
    let request: { method?: unknown; params?: unknown }
    try {
      request = JSON.parse(this.decrypt(scheme, event.pubkey, event.content))
    } catch {
      return // Unreadable: a real wallet cannot answer what it cannot read either.
    }
    const method = typeof request.method === 'string' ? request.method : ''
    const params = (request.params ?? {}) as Record<string, unknown>
    this.requests.push({ requestId: event.id, method, scheme, clientPubkey: event.pubkey, params })
    const outcome = await this.handle(event.pubkey, method, params)
    const delay = this.delays.get(method)
    if (delay) await this.sleep(delay)
    await this.holds.get(method)
    await this.reply(event, scheme, method, outcome)
  }

  private async handle(
    client: string,
    method: string,
    params: Record<string, unknown>,
  ): Promise<Outcome> {
    try {
      const connection = this.connections.get(client)
      if (!connection) throw fail('UNAUTHORIZED', 'no wallet is connected to this public key')
      const failure = this.failures.get(method)
      if (failure) throw new WalletFailure(failure)
      if (!this.methods.includes(method)) throw fail('NOT_IMPLEMENTED', `unknown method ${method}`)
      if (!connection.methods.has(method)) {
        throw fail('RESTRICTED', `this connection may not use ${method}`)
      }
      const result = await this.run(connection, method, params)
      const rewrite = this.tampering.get(method)
      return { result: rewrite ? (rewrite(result) as Record<string, unknown>) : result }
    } catch (error) {
      if (error instanceof WalletFailure) return { error: error.error }
      return { error: { code: 'INTERNAL', message: String(error) } }
    }
  }

  private async run(connection: Connection, method: string, params: Record<string, unknown>) {
    switch (method) {
      case 'get_info':
        return {
          alias: this.node.alias,
          color: '#f7931a',
          pubkey: this.node.pubkey,
          network: 'regtest',
          block_height: 150,
          block_hash: '0'.repeat(64),
          methods: [...connection.methods],
          notifications: [],
        }
      case 'get_balance':
        return { balance: this.node.balanceMsat }
      case 'make_invoice':
        return this.makeInvoice(params)
      case 'pay_invoice':
        return this.payInvoice(connection, params)
      case 'lookup_invoice':
        return this.lookupInvoice(params)
      case 'list_transactions':
        return this.listTransactions(params)
      default:
        throw fail('NOT_IMPLEMENTED', `unknown method ${method}`)
    }
  }

  private makeInvoice(params: Record<string, unknown>) {
    const amount = params.amount
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw fail('OTHER', 'amount must be a positive number of msat')
    }
    const invoice = this.node.createInvoice({
      amountMsat: amount,
      ...(typeof params.description === 'string' && { description: params.description }),
      ...(typeof params.description_hash === 'string' && {
        descriptionHash: params.description_hash,
      }),
      expirySeconds: typeof params.expiry === 'number' ? params.expiry : 86_400,
    })
    return this.toJson(incomingTransaction(invoice))
  }

  private async payInvoice(connection: Connection, params: Record<string, unknown>) {
    const bolt11 = typeof params.invoice === 'string' ? params.invoice : ''
    let payee: string
    let amountMsat: number
    try {
      const invoice = decodeInvoice(bolt11)
      payee = invoice.payee
      amountMsat = invoice.amountMsat ?? 0
    } catch {
      throw fail('OTHER', 'failed to decode the invoice')
    }
    // The connection's budget is the wallet's own rule, checked before the node sends
    // anything; what it reserves is given back if the payment fails.
    const cost = amountMsat + this.node.routingFeeFor(payee)
    if (
      connection.budgetMsat !== undefined &&
      connection.spentMsat + cost > connection.budgetMsat
    ) {
      throw fail('QUOTA_EXCEEDED', 'budget exceeded')
    }
    connection.spentMsat += cost
    let payment: TestPayment
    try {
      payment = await this.node.pay(bolt11)
    } catch (error) {
      connection.spentMsat -= cost
      if (error instanceof PayRefused) throw fail('PAYMENT_FAILED', error.message)
      throw error
    }
    if (payment.status !== 'succeeded') {
      connection.spentMsat -= cost
      throw new WalletFailure(PAYMENT_FAILURES[payment.failure ?? 'no-route'])
    }
    return { preimage: payment.preimage, fees_paid: payment.feeMsat }
  }

  private lookupInvoice(params: Record<string, unknown>) {
    let hash = typeof params.payment_hash === 'string' ? params.payment_hash : undefined
    if (!hash && typeof params.invoice === 'string') {
      try {
        hash = decodeInvoice(params.invoice).paymentHash
      } catch {
        throw fail('OTHER', 'failed to decode the invoice')
      }
    }
    if (!hash) throw fail('OTHER', 'payment_hash or invoice is required')
    // Like real wallets, one lookup for both directions; an invoice first.
    const invoice = this.node.invoices.get(hash)
    if (invoice) return this.toJson(incomingTransaction(invoice))
    const payment = this.node.payments.get(hash)
    if (payment) return this.toJson(outgoingTransaction(payment))
    throw fail('NOT_FOUND', 'invoice not found')
  }

  /**
   * NIP-47's list_transactions: both directions, newest first by creation time, `from`
   * and `until` (unix seconds, inclusive) on it, only settled ones unless `unpaid`.
   */
  private listTransactions(params: Record<string, unknown>) {
    const from = typeof params.from === 'number' ? params.from : 0
    const until = typeof params.until === 'number' ? params.until : Number.POSITIVE_INFINITY
    const limit = typeof params.limit === 'number' ? params.limit : Number.POSITIVE_INFINITY
    const offset = typeof params.offset === 'number' ? params.offset : 0
    const all = [
      ...[...this.node.invoices.values()].map(incomingTransaction),
      ...[...this.node.payments.values()].map(outgoingTransaction),
    ]
    const transactions = all
      .filter((tx) => params.unpaid === true || tx.state === 'settled')
      .filter((tx) => params.type === undefined || tx.type === params.type)
      .filter((tx) => tx.created_at >= from && tx.created_at <= until)
      .sort((a, b) => b.created_at - a.created_at)
      .slice(offset, offset + limit)
    return { transactions: transactions.map((tx) => this.toJson(tx)) }
  }

  private toJson(tx: Transaction): Record<string, unknown> {
    return this.options.omitTransactionState ? { ...tx, state: undefined } : { ...tx }
  }

  private decrypt(scheme: Scheme, client: string, content: string): string {
    return scheme === 'nip44_v2'
      ? nip44.decrypt(content, this.nip44Key(client))
      : nip04.decrypt(this.walletKey, client, content)
  }

  private nip44Key(client: string): Uint8Array {
    let key = this.conversationKeys.get(client)
    if (!key) {
      key = nip44.getConversationKey(this.walletKey, client)
      this.conversationKeys.set(client, key)
    }
    return key
  }

  private async reply(request: NostrEvent, scheme: Scheme, method: string, outcome: Outcome) {
    const body = JSON.stringify({
      result_type: method,
      error: 'error' in outcome ? outcome.error : null,
      result: 'result' in outcome ? outcome.result : null,
    })
    const content =
      scheme === 'nip44_v2'
        ? nip44.encrypt(body, this.nip44Key(request.pubkey))
        : nip04.encrypt(this.walletKey, request.pubkey, body)
    await this.publish({
      kind: 23195,
      content,
      tags: [
        ['p', request.pubkey],
        ['e', request.id],
      ],
    }).catch(() => {}) // The relay may be gone when a delayed reply is due.
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer)
        resolve()
      }, ms)
      this.timers.add(timer)
    })
  }
}

function incomingTransaction(invoice: TestInvoice): Transaction {
  const isSettled = invoice.state === 'settled'
  const isExpired = invoice.state === 'open' && invoice.expiresAt.getTime() <= Date.now()
  return {
    type: 'incoming',
    state: isSettled
      ? 'settled'
      : invoice.state === 'canceled'
        ? 'failed'
        : isExpired
          ? 'expired'
          : 'pending',
    invoice: invoice.bolt11,
    description: invoice.description ?? undefined,
    description_hash: invoice.descriptionHash ?? undefined,
    // A wallet never hands out the preimage of an invoice nobody paid yet.
    preimage: isSettled ? invoice.preimage : undefined,
    payment_hash: invoice.paymentHash,
    amount: isSettled ? invoice.receivedMsat : invoice.amountMsat,
    fees_paid: 0,
    created_at: seconds(invoice.createdAt),
    expires_at: seconds(invoice.expiresAt),
    settled_at: invoice.settledAt ? seconds(invoice.settledAt) : undefined,
  }
}

function outgoingTransaction(payment: TestPayment): Transaction {
  const invoice = decodeInvoice(payment.bolt11)
  const isSettled = payment.status === 'succeeded'
  return {
    type: 'outgoing',
    state: isSettled ? 'settled' : payment.status === 'failed' ? 'failed' : 'pending',
    invoice: payment.bolt11,
    description: invoice.description ?? undefined,
    preimage: payment.preimage ?? undefined,
    payment_hash: payment.paymentHash,
    amount: payment.amountMsat,
    fees_paid: payment.feeMsat,
    created_at: seconds(payment.createdAt),
    expires_at: seconds(invoice.expiresAt),
    settled_at: isSettled && payment.completedAt ? seconds(payment.completedAt) : undefined,
  }
}
