import { decodeInvoice } from '../lib/lightning/bolt11.js'
import { encodeInvoice, newNodeKey, newPaymentPreimage, nodePublicKey } from './bolt11-encoder.js'

/**
 * The Lightning Network of the tests. A TestLightningNode is one wallet: a balance,
 * invoices it issues (real signed regtest invoices) and payments it sends. The test
 * peers are its faces: the LND REST, phoenixd and Alby Hub servers speak for a node
 * over HTTP, the NWC wallet service over NIP-47, the LNURL-pay server issues its
 * invoices. Nodes of one TestLightningNetwork pay each other whatever their faces:
 * paying an invoice of another node settles it there and returns its preimage, as a
 * real payment would. An invoice of a node outside the network finds no route.
 */

/** Test nodes live on regtest: nothing made in tests can be paid on a real network. */
const NETWORK = 'regtest'

export type PaymentOutcome =
  /** Deliver through the network (no route when the payee is unknown). */
  | { kind: 'route' }
  /** Fail at once for this reason, nothing moves. */
  | { kind: 'fail'; reason: PaymentFailureReason }
  /** Stay in flight until the test calls settlePendingPayment. */
  | { kind: 'hang' }

export type PaymentFailureReason = 'no-route' | 'insufficient-balance' | 'recipient-refused'

export interface TestInvoice {
  bolt11: string
  paymentHash: string
  preimage: string
  amountMsat: number
  description: string | null
  descriptionHash: string | null
  createdAt: Date
  expiresAt: Date
  state: 'open' | 'settled' | 'canceled'
  receivedMsat: number
  settledAt: Date | null
}

export interface TestPayment {
  bolt11: string
  paymentHash: string
  amountMsat: number
  feeMsat: number
  status: 'in-flight' | 'succeeded' | 'failed'
  preimage: string | null
  failure: PaymentFailureReason | null
  createdAt: Date
  completedAt: Date | null
}

export interface TestNodeOptions {
  /** Default 'test-node'. */
  alias?: string
  /** Default 100,000 sat. */
  balanceSat?: number
}

export class TestLightningNetwork {
  readonly #nodes = new Map<string, TestLightningNode>()

  createNode(options: TestNodeOptions = {}): TestLightningNode {
    const node = new TestLightningNode(this, options)
    this.#nodes.set(node.pubkey, node)
    return node
  }

  nodeOf(pubkey: string): TestLightningNode | undefined {
    return this.#nodes.get(pubkey)
  }
}

export class TestLightningNode {
  readonly nodeKey = newNodeKey()
  readonly pubkey = nodePublicKey(this.nodeKey)
  readonly alias: string
  balanceMsat: number
  /** Routing fee charged on every payment this node sends to another node, in msat. */
  routingFeeMsat = 1_500
  payOutcome: PaymentOutcome = { kind: 'route' }
  readonly invoices = new Map<string, TestInvoice>()
  readonly payments = new Map<string, TestPayment>()
  /** The network this node pays through: `createNode` on it makes a peer it can pay. */
  readonly lightningNetwork: TestLightningNetwork
  readonly #waiters = new Map<string, Array<(payment: TestPayment) => void>>()

  constructor(network: TestLightningNetwork, options: TestNodeOptions) {
    this.lightningNetwork = network
    this.alias = options.alias ?? 'test-node'
    this.balanceMsat = (options.balanceSat ?? 100_000) * 1000
  }

  createInvoice(request: {
    amountMsat: number
    description?: string
    descriptionHash?: string
    expirySeconds?: number
    /** Now by default; an earlier date makes an invoice that is already old. */
    createdAt?: Date
  }): TestInvoice {
    const { preimage, paymentHash } = newPaymentPreimage()
    const createdAt = new Date(
      Math.floor((request.createdAt ?? new Date()).getTime() / 1000) * 1000,
    )
    const expirySeconds = request.expirySeconds ?? 3600
    const bolt11 = encodeInvoice({
      amountMsat: request.amountMsat,
      paymentHash,
      ...(request.descriptionHash === undefined
        ? { description: request.description ?? '' }
        : { descriptionHash: request.descriptionHash }),
      network: NETWORK,
      expirySeconds,
      createdAt,
      nodeKey: this.nodeKey,
    })
    const invoice: TestInvoice = {
      bolt11,
      paymentHash,
      preimage,
      amountMsat: request.amountMsat,
      description: request.descriptionHash === undefined ? (request.description ?? '') : null,
      descriptionHash: request.descriptionHash ?? null,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + expirySeconds * 1000),
      state: 'open',
      receivedMsat: 0,
      settledAt: null,
    }
    this.invoices.set(paymentHash, invoice)
    return invoice
  }

  /**
   * Marks an invoice of this node paid (by its payment hash or its bolt11), as if a
   * payer outside the tests paid it.
   */
  settleInvoice(invoiceOrHash: string): TestInvoice {
    const paymentHash = /^[0-9a-f]{64}$/.test(invoiceOrHash)
      ? invoiceOrHash
      : decodeInvoice(invoiceOrHash).paymentHash
    const invoice = this.invoices.get(paymentHash)
    if (!invoice) throw new Error(`no invoice ${paymentHash}`)
    if (invoice.state !== 'open') throw new Error(`invoice ${paymentHash} is ${invoice.state}`)
    invoice.state = 'settled'
    invoice.receivedMsat = invoice.amountMsat
    invoice.settledAt = new Date()
    this.balanceMsat += invoice.amountMsat
    return invoice
  }

  /** What paying `payee` costs on top of the amount: nothing to pay this node itself. */
  routingFeeFor(payee: string): number {
    return payee === this.pubkey ? 0 : this.routingFeeMsat
  }

  /**
   * Sends a payment the way the node's payOutcome says and resolves once it is final.
   * @throws PayRefused at once for what a node refuses before sending anything: an
   * invoice of another network, an expired or amountless one, or a second payment of
   * the same invoice.
   */
  pay(bolt11: string, options: { maxFeeMsat?: number } = {}): Promise<TestPayment> {
    const decoded = decodeInvoice(bolt11)
    if (decoded.network !== NETWORK) throw new PayRefused(`invoice is not for ${NETWORK}`)
    if (decoded.amountMsat === null) throw new PayRefused('amountless invoices are not paid here')
    if (decoded.expiresAt.getTime() <= Date.now()) throw new PayRefused('invoice expired')
    const earlier = this.payments.get(decoded.paymentHash)
    if (earlier?.status === 'succeeded') throw new PayRefused('invoice is already paid', 'paid')
    if (earlier?.status === 'in-flight') throw new PayRefused('payment is in transition', 'paid')

    const payment: TestPayment = {
      bolt11,
      paymentHash: decoded.paymentHash,
      amountMsat: decoded.amountMsat,
      feeMsat: 0,
      status: 'in-flight',
      preimage: null,
      failure: null,
      createdAt: new Date(),
      completedAt: null,
    }
    this.payments.set(payment.paymentHash, payment)
    const outcome = this.payOutcome
    if (outcome.kind === 'hang') return this.#waitFor(payment.paymentHash)
    if (outcome.kind === 'fail') return Promise.resolve(this.#fail(payment, outcome.reason))
    const feeMsat = this.routingFeeFor(decoded.payee)
    if (options.maxFeeMsat !== undefined && feeMsat > options.maxFeeMsat) {
      return Promise.resolve(this.#fail(payment, 'no-route'))
    }
    return Promise.resolve(this.#route(payment, decoded.payee))
  }

  /** Ends a payment left in flight by payOutcome 'hang'. */
  settlePendingPayment(paymentHash: string, result: 'succeed' | 'fail'): TestPayment {
    const payment = this.payments.get(paymentHash)
    if (payment?.status !== 'in-flight') throw new Error(`no payment in flight ${paymentHash}`)
    this.payOutcome = { kind: 'route' }
    return result === 'succeed'
      ? this.#route(payment, decodeInvoice(payment.bolt11).payee)
      : this.#fail(payment, 'no-route')
  }

  #route(payment: TestPayment, payee: string): TestPayment {
    const recipient = this.lightningNetwork.nodeOf(payee)
    if (!recipient) return this.#fail(payment, 'no-route')
    const invoice = recipient.invoices.get(payment.paymentHash)
    if (invoice?.state !== 'open') return this.#fail(payment, 'recipient-refused')
    const feeMsat = this.routingFeeFor(payee)
    if (this.balanceMsat < payment.amountMsat + feeMsat) {
      return this.#fail(payment, 'insufficient-balance')
    }
    this.balanceMsat -= payment.amountMsat + feeMsat
    recipient.settleInvoice(invoice.paymentHash)
    return this.#complete(payment, { status: 'succeeded', preimage: invoice.preimage, feeMsat })
  }

  #fail(payment: TestPayment, reason: PaymentFailureReason): TestPayment {
    return this.#complete(payment, { status: 'failed', failure: reason })
  }

  #complete(payment: TestPayment, result: Partial<TestPayment>): TestPayment {
    Object.assign(payment, result, { completedAt: new Date() })
    for (const resolve of this.#waiters.get(payment.paymentHash) ?? []) resolve(payment)
    this.#waiters.delete(payment.paymentHash)
    return payment
  }

  #waitFor(paymentHash: string): Promise<TestPayment> {
    return new Promise((resolve) => {
      const waiters = this.#waiters.get(paymentHash) ?? []
      waiters.push(resolve)
      this.#waiters.set(paymentHash, waiters)
    })
  }
}

/** A payment the node refuses before sending anything. */
export class PayRefused extends Error {
  constructor(
    message: string,
    readonly why: 'invalid' | 'paid' = 'invalid',
  ) {
    super(message)
  }
}
