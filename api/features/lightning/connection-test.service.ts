import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { LIGHTNING_MESSAGES, readTestAmount } from '../../contracts/lightning.js'
import { AppError, badRequest } from '../../errors.js'
import {
  type DecodedInvoice,
  decodeInvoice,
  InvalidInvoiceError,
} from '../../lib/lightning/bolt11.js'
import {
  type CreatedInvoice,
  LightningConfigError,
  LightningError,
} from '../../lib/lightning/lightning-provider.js'
import type { NwcProvider } from '../../lib/lightning/nwc-provider.js'
import type { PlacesRefusal, TestPlaces } from './connection-test-places.js'
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
/**
 * Tests open at once, all visitors together, those still connecting included: each
 * holds relay sockets. Counted over every instance sharing the database
 * (connection-test-places.ts).
 */
export const MAX_TEST_CONNECTIONS = 50
/**
 * Tests open at once from one client address, counted the same way: without a share,
 * one visitor could take all 50 places for ten minutes. A browser holds one test at a
 * time (its new test ends the one before), so five lets a household behind one router
 * test from five browsers at once, and a stranger needs ten addresses to fill the server.
 */
export const MAX_TESTS_PER_ADDRESS = 5
const SWEEP_EVERY_MS = 30 * 1000

export const TEST_INVOICE_NOTE =
  'This invoice was made by the wallet you are testing. Paying it in the next step sends the sats from that same wallet back to itself: only a routing fee, if your wallet charges one, leaves it. Some wallets refuse to pay their own invoices; the first two steps still prove the connection works.'

const TEST_ENDED =
  'This connection test has ended (tests are kept for 10 minutes). Test the connection string again.'

/**
 * The httpOnly cookie that binds a test to the browser that started it: a random key
 * (tokens.ts), of which each test keeps only the SHA-256.
 */
export const TEST_BROWSER_COOKIE = 'connection_test'

/** The cookie's key when it has the form newToken() gives it; anything else is no key. */
export function readBrowserKey(cookie: string | undefined): string | undefined {
  return cookie !== undefined && /^[\w-]{43}$/.test(cookie) ? cookie : undefined
}

/** Who starts a test: the client's address (its share of the places) and its browser's key. */
export interface Visitor {
  address: string
  /** The random key the browser keeps in an httpOnly cookie; the route makes one when absent. */
  browserKey: string
}

interface TestConnection {
  provider: NwcProvider
  /** False while the wallet has not answered yet: the test holds its place but cannot be used. */
  isOpen: boolean
  expiresAt: number
  address: string
  /** SHA-256 of the starting browser's key: only that browser may go on with the test. */
  browserHash: Buffer
  /** Invoices this test made, by payment hash, as the wallet wrote them: the only ones it pays. */
  invoices: Map<string, CreatedInvoice>
  /** Holds the test's places in the database: its own random id, never the test's. */
  placesHolder: string
}

/**
 * The public connection test page (/coinos-test): anyone on the network may paste a
 * Wallet Connect string here, so it is held to less than a family's own connection.
 * The string lives only inside the provider, in memory, under a random id, for ten
 * minutes; it is never stored or logged. Its relays must be wss:// (ws:// to this
 * machine only where the operator allows it for tests), never on the LAN. The wallet
 * tested makes the test invoice and pays it to itself, so the test can move no money
 * anywhere else. A test answers only the browser that started it: the id alone (in a
 * URL, a log, a screenshot) opens nothing. Its wallet connection lives in the memory of
 * the instance that made it, so with several instances the steps of one test must reach
 * that instance (a proxy keeping a browser on one instance); the places, which bound what
 * every instance together holds open, are counted in the database.
 */
export class TestConnections {
  readonly #connections = new Map<string, TestConnection>()
  readonly #sweeper: NodeJS.Timeout

  constructor(
    private readonly openProvider: (connectionString: string) => NwcProvider,
    private readonly now: () => Date,
    private readonly places: TestPlaces,
  ) {
    // Expired tests are dropped even when nobody calls again.
    this.#sweeper = setInterval(() => this.sweep(), SWEEP_EVERY_MS)
    this.#sweeper.unref()
  }

  /**
   * Step 1: the wallet answers a balance read; its test connection is kept 10 minutes
   * for this browser, and the browser's earlier test ends.
   */
  async connect(connectionString: string, visitor: Visitor): Promise<TestConnectionReply> {
    const text = connectionString.trim()
    if (text === '') {
      throw badRequest(
        'missing-field',
        LIGHTNING_MESSAGES.connectionStringRequired,
        'connectionString',
      )
    }
    this.sweep()
    // The places are taken before anything else: each in one statement the database
    // decides, so tests started together, on any instance, cannot all see room.
    const placesHolder = randomBytes(16).toString('hex')
    const expiresAt = this.now().getTime() + TEST_CONNECTION_TTL_MS
    refuseWhenFull(await this.places.take(placesHolder, visitor.address, new Date(expiresAt)))
    let provider: NwcProvider
    try {
      provider = this.openProvider(text)
    } catch (error) {
      await this.places.release(placesHolder)
      if (error instanceof LightningConfigError) {
        throw badRequest('invalid-url', error.message, 'connectionString')
      }
      throw error
    }
    const connectionId = randomBytes(16).toString('hex')
    const browserHash = hashKey(visitor.browserKey)
    const connection: TestConnection = {
      provider,
      isOpen: false,
      expiresAt,
      address: visitor.address,
      browserHash,
      invoices: new Map(),
      placesHolder,
    }
    this.#connections.set(connectionId, connection)
    try {
      const { balanceSat } = await provider.getBalance()
      const info = await provider.getInfo().catch(() => null)
      await this.endTestsOf(browserHash, connectionId)
      connection.isOpen = true
      connection.expiresAt = this.now().getTime() + TEST_CONNECTION_TTL_MS
      await this.places.extend(placesHolder, new Date(connection.expiresAt))
      return {
        success: true,
        connectionId,
        provider: 'nwc',
        balance: balanceSat,
        alias: info?.alias ?? null,
        expiresInSeconds: TEST_CONNECTION_TTL_MS / 1000,
      }
    } catch (error) {
      await this.drop(connectionId, connection)
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
  async createInvoice(
    body: CreateTestInvoiceBody,
    browserKey: string | undefined,
  ): Promise<TestInvoiceReply> {
    const amountSat = readTestAmount(body.amount)
    if (amountSat === null) {
      throw badRequest('invalid-amount', LIGHTNING_MESSAGES.testAmountRange, 'amount')
    }
    const connection = this.find(body.connectionId, browserKey)
    // The provider checks that the wallet's invoice is for exactly this amount and hash.
    const created = await connection.provider
      .makeInvoice({
        amountSat,
        description: body.description?.trim() || 'Family Bitcoin Allowance connection test',
        expirySeconds: TEST_CONNECTION_TTL_MS / 1000,
      })
      .catch(throwWalletFailure)
    connection.invoices.set(created.paymentHash, created)
    return {
      invoice: created.bolt11,
      paymentHash: created.paymentHash,
      amount: created.amountSat,
      note: TEST_INVOICE_NOTE,
    }
  }

  /**
   * Step 3: the tested wallet pays the invoice it made in step 2, once. Only that very
   * invoice: another one under the same payment hash (another amount, another payee)
   * is refused before the wallet is asked.
   */
  async payInvoice(
    body: PayTestInvoiceBody,
    browserKey: string | undefined,
  ): Promise<PayTestInvoiceReply> {
    const connection = this.find(body.connectionId, browserKey)
    const { paymentHash, paymentRequest } = readInvoiceField(body.invoice)
    const made = connection.invoices.get(paymentHash)
    // Both are the decoder's normal form (trimmed, lower case, no "lightning:").
    if (made?.bolt11 !== paymentRequest) {
      throw badRequest(
        'invalid-invoice',
        'Only the test invoice made in the previous step can be paid here.',
        'invoice',
      )
    }
    // Taken out before paying: a second request for it cannot pay it again.
    connection.invoices.delete(paymentHash)
    try {
      const paid = await connection.provider.payInvoice(made.bolt11)
      return { success: true, payment: { amount: made.amountSat, fee: paid.feeSat } }
    } catch (error) {
      if (!(error instanceof LightningError)) throw error
      return { success: false, payment: null, error: error.message }
    }
  }

  async balance(connectionId: string, browserKey: string | undefined): Promise<TestBalanceReply> {
    const { provider } = this.find(connectionId, browserKey)
    const { balanceSat } = await provider.getBalance().catch(throwWalletFailure)
    return { provider: 'nwc', balance: balanceSat }
  }

  async closeAll(): Promise<void> {
    clearInterval(this.#sweeper)
    await Promise.all([...this.#connections].map(([id, c]) => this.drop(id, c)))
  }

  /** An open test of this browser; anything else (another browser's included) is a 404. */
  private find(connectionId: string, browserKey: string | undefined): TestConnection {
    this.sweep()
    const connection = this.#connections.get(connectionId)
    if (
      !connection?.isOpen ||
      browserKey === undefined ||
      !timingSafeEqual(connection.browserHash, hashKey(browserKey))
    ) {
      throw new AppError(404, 'not-found', TEST_ENDED)
    }
    return connection
  }

  /** Ends the open tests of one browser but `keep`: the page works on one test at a time. */
  private async endTestsOf(browserHash: Buffer, keep: string) {
    const ended = [...this.#connections].filter(
      ([id, connection]) =>
        id !== keep && connection.isOpen && timingSafeEqual(connection.browserHash, browserHash),
    )
    await Promise.all(ended.map(([id, connection]) => this.drop(id, connection)))
  }

  /**
   * Drops the tests past their ten minutes and closes their sockets. Their places are
   * free already: a place past its time is anyone's.
   */
  private sweep() {
    const now = this.now().getTime()
    for (const [id, connection] of this.#connections) {
      if (connection.expiresAt <= now) void this.drop(id, connection)
    }
  }

  /**
   * Ends a test: its sockets close and its places are freed. A place that could not be
   * freed (the database went away as the app closed) is free once its time is up.
   */
  private async drop(id: string, connection: TestConnection) {
    this.#connections.delete(id)
    await Promise.all([
      connection.provider.close(),
      this.places.release(connection.placesHolder).catch(() => undefined),
    ])
  }
}

/** @throws 429 when all places, or the address's share of them, are taken. */
function refuseWhenFull(refusal: PlacesRefusal | null) {
  if (refusal === 'all-taken') {
    throw new AppError(
      429,
      'rate-limited',
      'Too many connection tests are running. Try again in a few minutes.',
    )
  }
  if (refusal === 'address-taken') {
    throw new AppError(
      429,
      'rate-limited',
      `${MAX_TESTS_PER_ADDRESS} connection tests are already running from your network. Try again when one of them has ended (tests are kept for 10 minutes).`,
    )
  }
}

/** @throws 400 naming the `invoice` field when it is no invoice at all. */
function readInvoiceField(invoice: string): DecodedInvoice {
  try {
    return decodeInvoice(invoice)
  } catch (error) {
    if (error instanceof InvalidInvoiceError) {
      throw badRequest('invalid-invoice', error.message, 'invoice')
    }
    throw error
  }
}

function hashKey(browserKey: string): Buffer {
  return createHash('sha256').update(browserKey).digest()
}
