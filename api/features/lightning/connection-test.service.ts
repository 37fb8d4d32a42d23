import { randomBytes } from 'node:crypto'
import { LIGHTNING_MESSAGES, readTestAmount } from '../../contracts/lightning.js'
import { AppError, badRequest } from '../../errors.js'
import { decodeInvoice, InvalidInvoiceError } from '../../lib/lightning/bolt11.js'
import { LightningConfigError, LightningError } from '../../lib/lightning/lightning-provider.js'
import type { NwcProvider } from '../../lib/lightning/nwc-provider.js'
import type {
  CreateTestInvoiceBody,
  PayTestInvoiceBody,
  PayTestInvoiceReply,
  TestBalanceReply,
  TestConnectionReply,
  TestInvoiceReply,
} from './lightning.schemas.js'
import { throwWalletFailure } from './lightning-context.js'

/** How long a tested connection stays usable for the next steps of the test page. */
export const TEST_CONNECTION_TTL_MS = 10 * 60 * 1000
/** Open test connections at once, all visitors together: each holds relay sockets. */
const MAX_TEST_CONNECTIONS = 50
const SWEEP_EVERY_MS = 30 * 1000

export const TEST_INVOICE_NOTE =
  'This invoice was made by the wallet you are testing. Paying it in the next step sends the sats from that same wallet back to itself: only a routing fee, if your wallet charges one, leaves it. Some wallets refuse to pay their own invoices; the first two steps still prove the connection works.'

interface TestConnection {
  provider: NwcProvider
  expiresAt: number
  /** Invoices this test made, by payment hash: the only ones it will pay. */
  invoices: Set<string>
}

/**
 * The public connection test page (/coinos-test): anyone on the network may paste a
 * Wallet Connect string here, so it is held to less than a family's own connection.
 * The string lives only inside the provider, in memory, under a random id, for ten
 * minutes; it is never stored or logged. Its relays must be wss:// (ws:// to this
 * machine only where the operator allows it for tests), never on the LAN. The wallet
 * tested makes the test invoice and pays it to itself, so the test can move no money
 * anywhere else.
 */
export class TestConnections {
  readonly #connections = new Map<string, TestConnection>()
  readonly #sweeper: NodeJS.Timeout

  constructor(
    private readonly open: (connectionString: string) => NwcProvider,
    private readonly now: () => Date,
  ) {
    // Expired tests are dropped even when nobody calls again.
    this.#sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS)
    this.#sweeper.unref()
  }

  /** Step 1: the wallet answers a balance read; its test connection is kept 10 minutes. */
  async connect(connectionString: string): Promise<TestConnectionReply> {
    const text = connectionString.trim()
    if (text === '') {
      throw badRequest(
        'missing-field',
        LIGHTNING_MESSAGES.connectionStringRequired,
        'connectionString',
      )
    }
    this.sweep()
    if (this.#connections.size >= MAX_TEST_CONNECTIONS) {
      throw new AppError(
        429,
        'rate-limited',
        'Too many connection tests are running. Try again in a few minutes.',
      )
    }
    let provider: NwcProvider
    try {
      provider = this.open(text)
    } catch (error) {
      if (error instanceof LightningConfigError) {
        throw badRequest('invalid-url', error.message, 'connectionString')
      }
      throw error
    }
    try {
      const { balanceSat } = await provider.getBalance()
      const info = await provider.getInfo().catch(() => null)
      const connectionId = randomBytes(16).toString('hex')
      this.#connections.set(connectionId, {
        provider,
        expiresAt: this.now().getTime() + TEST_CONNECTION_TTL_MS,
        invoices: new Set(),
      })
      return {
        success: true,
        connectionId,
        provider: 'nwc',
        balance: balanceSat,
        alias: info?.alias ?? null,
        expiresInSeconds: TEST_CONNECTION_TTL_MS / 1000,
      }
    } catch (error) {
      await provider.close()
      if (!(error instanceof LightningError)) throw error
      return {
        success: false,
        connectionId: null,
        provider: 'nwc',
        balance: null,
        alias: null,
        expiresInSeconds: 0,
        error: error.message,
      }
    }
  }

  /** Step 2: the tested wallet makes an invoice of 1 to 1000 sats (21 by default). */
  async createInvoice(body: CreateTestInvoiceBody): Promise<TestInvoiceReply> {
    const amountSat = readTestAmount(body.amount)
    if (amountSat === null) {
      throw badRequest('invalid-amount', LIGHTNING_MESSAGES.testAmountRange, 'amount')
    }
    const connection = this.find(body.connectionId)
    const created = await connection.provider
      .makeInvoice({
        amountSat,
        description: body.description?.trim() || 'Family Bitcoin Allowance connection test',
        expirySeconds: TEST_CONNECTION_TTL_MS / 1000,
      })
      .catch(throwWalletFailure)
    connection.invoices.add(created.paymentHash)
    return {
      invoice: created.bolt11,
      paymentHash: created.paymentHash,
      amount: created.amountSat,
      note: TEST_INVOICE_NOTE,
    }
  }

  /** Step 3: the tested wallet pays the invoice it made in step 2, once. */
  async payInvoice(body: PayTestInvoiceBody): Promise<PayTestInvoiceReply> {
    const connection = this.find(body.connectionId)
    let paymentHash: string
    try {
      paymentHash = decodeInvoice(body.invoice).paymentHash
    } catch (error) {
      if (error instanceof InvalidInvoiceError) {
        throw badRequest('invalid-invoice', error.message, 'invoice')
      }
      throw error
    }
    // Taken out before paying: a second request for it cannot pay it again.
    if (!connection.invoices.delete(paymentHash)) {
      throw badRequest(
        'invalid-invoice',
        'Only the test invoice made in the previous step can be paid here.',
        'invoice',
      )
    }
    try {
      const paid = await connection.provider.payInvoice(body.invoice)
      const { amountSat } = decodeInvoice(body.invoice)
      return { success: true, payment: { amount: amountSat ?? 0, fee: paid.feeSat } }
    } catch (error) {
      if (!(error instanceof LightningError)) throw error
      return { success: false, payment: null, error: error.message }
    }
  }

  async balance(connectionId: string): Promise<TestBalanceReply> {
    const { provider } = this.find(connectionId)
    const { balanceSat } = await provider.getBalance().catch(throwWalletFailure)
    return { provider: 'nwc', balance: balanceSat }
  }

  async closeAll(): Promise<void> {
    clearInterval(this.#sweeper)
    const connections = [...this.#connections.values()]
    this.#connections.clear()
    await Promise.all(connections.map((c) => c.provider.close()))
  }

  private find(connectionId: string): TestConnection {
    this.sweep()
    const connection = this.#connections.get(connectionId)
    if (!connection) {
      throw new AppError(
        404,
        'not-found',
        'This connection test has ended (tests are kept for 10 minutes). Test the connection string again.',
      )
    }
    return connection
  }

  /** Drops the tests past their ten minutes and closes their sockets. */
  private sweep() {
    const now = this.now().getTime()
    for (const [id, connection] of this.#connections) {
      if (connection.expiresAt > now) continue
      this.#connections.delete(id)
      void connection.provider.close()
    }
  }
}
