import { AbstractRelay } from 'nostr-tools/abstract-relay'
import * as nip04 from 'nostr-tools/nip04'
import * as nip44 from 'nostr-tools/nip44'
import {
  finalizeEvent,
  generateSecretKey,
  getPublicKey,
  type NostrEvent,
  verifyEvent,
} from 'nostr-tools/pure'
import { bytesToHex, hexToBytes } from 'nostr-tools/utils'
import { WebSocket } from 'ws'
import {
  type BitcoinNetwork,
  type DecodedInvoice,
  decodeInvoice,
  isInvoiceExpired,
} from '../lib/lightning/bolt11.js'
import { newNodeKey, nodePublicKey } from './bolt11-encoder.js'
import { type TestLightningNetwork, testLightningNetwork } from './test-lightning-network.js'

/**
 * A NIP-47 wallet service for tests: the other end of a Nostr Wallet Connect
 * connection, talking to the relay exactly as a real wallet (Alby Hub, LNbits, ...)
 * does. It publishes its 13194 info event, answers encrypted 23194 requests with 23195
 * replies in the scheme of the request, makes real signed regtest invoices and pays
 * invoices through the test Lightning network. Tests steer it: balance, errors per
 * method, reply delays, payments held in flight, and an outside payer for its invoices.
 */

export type Nip47Method =
  | 'get_info'
  | 'get_balance'
  | 'make_invoice'
  | 'pay_invoice'
  | 'lookup_invoice'
export type Scheme = 'nip44_v2' | 'nip04'

export const ALL_METHODS: Nip47Method[] = [
  'pay_invoice',
  'get_balance',
  'make_invoice',
  'lookup_invoice',
  'get_info',
]

export interface TestWalletOptions {
  relayUrls: string[]
  /**
   * Value of the info event's `encryption` tag; null publishes no tag at all, which
   * NIP-47 reads as a legacy NIP-04-only wallet. Default "nip44_v2 nip04".
   */
  encryption?: string | null
  /** Default 1,000,000 sat. */
  balanceMsat?: number
  /** Methods the wallet offers (info event and get_info). Default all five. */
  methods?: string[]
  network?: BitcoinNetwork
  /** Routing fee for paying another node's invoice; paying its own costs nothing. Default 2,500 msat. */
  feeMsat?: number
  /** Answer transactions without `state`, as older wallet services do. */
  omitTransactionState?: boolean
  lightningNetwork?: TestLightningNetwork
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

interface Transaction {
  type: 'incoming' | 'outgoing'
  state: 'pending' | 'settled' | 'failed'
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

const nowSec = () => Math.floor(Date.now() / 1000)

export class TestWalletService {
  readonly walletPubkey: string
  /** The Lightning node key that signs this wallet's invoices. */
  readonly nodePubkey: string
  balanceMsat: number
  /** Every request read, in order: which method, which encryption, with what. */
  readonly requests: WalletRequestLog[] = []

  private readonly walletKey = generateSecretKey()
  private readonly nodeKey = newNodeKey()
  private readonly connections = new Map<string, Connection>()
  private readonly conversationKeys = new Map<string, Uint8Array>()
  private readonly incoming = new Map<string, Transaction>()
  private readonly outgoing = new Map<string, Transaction>()
  private readonly failures = new Map<string, Nip47Error>()
  private readonly delays = new Map<string, number>()
  private readonly tampering = new Map<string, (result: Record<string, unknown>) => unknown>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private held: ((deliver: boolean) => void)[] = []
  private holding = false
  private relays: AbstractRelay[] = []
  private readonly methods: string[]
  private readonly schemes: Scheme[]
  private readonly network: BitcoinNetwork
  private readonly feeMsat: number
  private readonly lightning: TestLightningNetwork

  private constructor(private readonly options: TestWalletOptions) {
    this.walletPubkey = getPublicKey(this.walletKey)
    this.nodePubkey = nodePublicKey(this.nodeKey)
    this.balanceMsat = options.balanceMsat ?? 1_000_000_000
    this.methods = options.methods ?? ALL_METHODS
    this.network = options.network ?? 'regtest'
    this.feeMsat = options.feeMsat ?? 2_500
    this.lightning = options.lightningNetwork ?? testLightningNetwork
    const tag = options.encryption === undefined ? 'nip44_v2 nip04' : options.encryption
    // No tag at all: NIP-47 says the wallet only speaks NIP-04.
    this.schemes = (tag === null ? ['nip04'] : tag.split(/\s+/)).filter(
      (s): s is Scheme => s === 'nip44_v2' || s === 'nip04',
    )
  }

  /** Connects to the relays, publishes the info event and listens for requests. */
  static async start(options: TestWalletOptions): Promise<TestWalletService> {
    const wallet = new TestWalletService(options)
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

  /** Keeps payments in flight (state pending, no reply) until released. */
  holdPayments(hold: boolean) {
    this.holding = hold
  }

  /** Ends the payments held in flight: delivered (settled) or failed. */
  releaseHeldPayments(deliver: boolean) {
    for (const release of this.held.splice(0)) release(deliver)
  }

  /** An outside payer pays one of this wallet's invoices (by bolt11 or payment hash). */
  receivePayment(invoiceOrHash: string) {
    const hash = /^[0-9a-f]{64}$/.test(invoiceOrHash)
      ? invoiceOrHash
      : decodeInvoice(invoiceOrHash).paymentHash
    const tx = this.incoming.get(hash)
    if (!tx) throw new Error(`the test wallet made no invoice ${hash}`)
    if (this.lightning.deliver(tx.invoice, tx.amount) === null) {
      throw new Error(`invoice ${hash} cannot be paid (already paid?)`)
    }
  }

  /** An invoice this wallet made, as it stands (for assertions). */
  invoice(paymentHash: string): Readonly<Transaction> | undefined {
    return this.incoming.get(paymentHash)
  }

  /** A payment this wallet sent, as it stands (for assertions). */
  payment(paymentHash: string): Readonly<Transaction> | undefined {
    return this.outgoing.get(paymentHash)
  }

  /** Connects again after the relay dropped the sockets, as a real wallet service does. */
  async reconnect(): Promise<void> {
    for (const relay of this.relays) relay.close()
    await this.connect()
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer)
    this.releaseHeldPayments(false)
    for (const relay of this.relays) relay.close()
    this.relays = []
  }

  private async connect() {
    this.relays = await Promise.all(
      this.options.relayUrls.map((url) =>
        AbstractRelay.connect(url, {
          verifyEvent,
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
    const event = finalizeEvent({ ...template, created_at: nowSec() }, this.walletKey)
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
          alias: 'Test wallet',
          color: '#f7931a',
          pubkey: this.nodePubkey,
          network: this.network,
          block_height: 150,
          block_hash: '0'.repeat(64),
          methods: [...connection.methods],
          notifications: [],
        }
      case 'get_balance':
        return { balance: this.balanceMsat }
      case 'make_invoice':
        return this.makeInvoice(params)
      case 'pay_invoice':
        return this.payInvoice(connection, params)
      case 'lookup_invoice':
        return this.lookupInvoice(params)
      default:
        throw fail('NOT_IMPLEMENTED', `unknown method ${method}`)
    }
  }

  private makeInvoice(params: Record<string, unknown>) {
    const amount = params.amount
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0) {
      throw fail('OTHER', 'amount must be a positive number of msat')
    }
    const description = typeof params.description === 'string' ? params.description : undefined
    const descriptionHash =
      typeof params.description_hash === 'string' ? params.description_hash : undefined
    const expiry = typeof params.expiry === 'number' ? params.expiry : 86_400
    const createdAt = new Date()
    const issued = this.lightning.issueInvoice(
      {
        network: this.network,
        amountMsat: amount as number,
        description,
        descriptionHash,
        expirySeconds: expiry,
        createdAt,
        nodeKey: this.nodeKey,
      },
      (hash, received) => this.settleIncoming(hash, received),
    )
    const tx: Transaction = {
      type: 'incoming',
      state: 'pending',
      invoice: issued.bolt11,
      description,
      description_hash: descriptionHash,
      payment_hash: issued.paymentHash,
      amount: amount as number,
      fees_paid: 0,
      created_at: Math.floor(createdAt.getTime() / 1000),
      expires_at: Math.floor(createdAt.getTime() / 1000) + expiry,
    }
    this.incoming.set(issued.paymentHash, { ...tx, preimage: issued.preimage })
    return this.toJson(tx)
  }

  private settleIncoming(paymentHash: string, receivedMsat: number) {
    const tx = this.incoming.get(paymentHash)
    if (!tx) return
    tx.state = 'settled'
    tx.settled_at = nowSec()
    tx.amount = receivedMsat
    this.balanceMsat += receivedMsat
  }

  private async payInvoice(connection: Connection, params: Record<string, unknown>) {
    let invoice: DecodedInvoice
    try {
      invoice = decodeInvoice(String(params.invoice ?? ''))
    } catch {
      throw fail('OTHER', 'failed to decode the invoice')
    }
    if (invoice.network !== this.network) throw fail('OTHER', `invoice is not for ${this.network}`)
    const amount =
      invoice.amountMsat ?? (Number.isSafeInteger(params.amount) ? (params.amount as number) : null)
    if (!amount || amount <= 0) throw fail('OTHER', 'an amount is needed for this invoice')
    if (isInvoiceExpired(invoice)) throw fail('PAYMENT_FAILED', 'invoice expired')
    if (this.incoming.get(invoice.paymentHash)?.state === 'settled') {
      throw fail('PAYMENT_FAILED', 'invoice already paid')
    }
    const previous = this.outgoing.get(invoice.paymentHash)
    if (previous?.state === 'settled') throw fail('PAYMENT_FAILED', 'invoice already paid')
    if (previous?.state === 'pending') throw fail('PAYMENT_FAILED', 'payment already in flight')
    const fee = invoice.payee === this.nodePubkey ? 0 : this.feeMsat
    if (amount + fee > this.balanceMsat) throw fail('INSUFFICIENT_BALANCE', 'not enough funds')
    if (
      connection.budgetMsat !== undefined &&
      connection.spentMsat + amount + fee > connection.budgetMsat
    ) {
      throw fail('QUOTA_EXCEEDED', 'budget exceeded')
    }

    const tx: Transaction = {
      type: 'outgoing',
      state: 'pending',
      invoice: invoice.paymentRequest,
      description: invoice.description ?? undefined,
      payment_hash: invoice.paymentHash,
      amount,
      fees_paid: fee,
      created_at: nowSec(),
      expires_at: Math.floor(invoice.expiresAt.getTime() / 1000),
    }
    this.outgoing.set(invoice.paymentHash, tx)
    this.balanceMsat -= amount + fee
    connection.spentMsat += amount + fee
    const deliver = this.holding ? await new Promise<boolean>((r) => this.held.push(r)) : true
    const preimage = deliver ? this.lightning.deliver(invoice.paymentRequest, amount) : null
    if (preimage === null) {
      tx.state = 'failed'
      this.balanceMsat += amount + fee
      connection.spentMsat -= amount + fee
      throw fail('PAYMENT_FAILED', 'no route to the recipient')
    }
    tx.state = 'settled'
    tx.preimage = preimage
    tx.settled_at = nowSec()
    return { preimage, fees_paid: fee }
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
    const tx = this.incoming.get(hash) ?? this.outgoing.get(hash)
    if (!tx) throw fail('NOT_FOUND', 'invoice not found')
    return this.toJson(tx)
  }

  private toJson(tx: Transaction): Record<string, unknown> {
    const expired = tx.type === 'incoming' && tx.state === 'pending' && tx.expires_at <= nowSec()
    const { preimage, ...rest } = tx
    return {
      ...rest,
      // A wallet never hands out the preimage of an invoice nobody paid yet.
      ...(tx.state === 'settled' ? { preimage } : {}),
      ...(this.options.omitTransactionState
        ? { state: undefined }
        : { state: expired ? 'expired' : tx.state }),
    }
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
