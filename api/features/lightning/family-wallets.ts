import type { LightningConnectionConfig } from '../../lib/lightning/create-lightning-provider.js'
import {
  type CreatedInvoice,
  type InvoiceRequest,
  type InvoiceStatus,
  LightningError,
  type LightningErrorCode,
  type LightningProvider,
  type PaymentLimits,
  type PaymentResult,
  type PaymentStatus,
  type ProviderKind,
  type TransactionList,
  type TransactionQuery,
  type WalletBalance,
  type WalletInfo,
} from '../../lib/lightning/lightning-provider.js'

/**
 * The providers of this process, one per family connection: built on the first call
 * after a save and reused by every later request, so a Wallet Connect session keeps
 * its relay sockets and negotiated encryption instead of opening them per request.
 * A save bumps the connection's revision; the next call sees the newer revision,
 * closes the old provider and builds a new one. Removing the connection, and closing
 * the app, close them too.
 */
export class FamilyWallets {
  readonly #wallets = new Map<number, FamilyWallet>()

  constructor(private readonly build: (config: LightningConnectionConfig) => LightningProvider) {}

  /**
   * The wallet of this saved revision of the family's connection. `open` reads the
   * sealed settings; it runs only when a provider must be built.
   * @throws whatever `open` or the provider factory throws (LightningConfigError...)
   */
  walletFor(
    familyId: number,
    revision: number,
    open: () => LightningConnectionConfig,
  ): FamilyWallet {
    const current = this.#wallets.get(familyId)
    if (current?.revision === revision) return current
    // Built and stored before any await: concurrent requests share this one.
    return this.#install(familyId, new FamilyWallet(revision, this.build(open())))
  }

  /**
   * Keeps a provider just tested with the settings saved as `revision`, so the first
   * calls after a save reuse its connection. An older revision than the one held is
   * closed instead (two saves crossed).
   */
  adopt(familyId: number, revision: number, provider: LightningProvider): void {
    const current = this.#wallets.get(familyId)
    if (current && current.revision > revision) {
      void provider.close()
      return
    }
    this.#install(familyId, new FamilyWallet(revision, provider))
  }

  #install(familyId: number, wallet: FamilyWallet): FamilyWallet {
    const current = this.#wallets.get(familyId)
    this.#wallets.set(familyId, wallet)
    // A payment still waiting on the old provider ends as 'outcome-unknown' and is
    // settled by lookup later.
    if (current && current !== wallet) void current.close()
    return wallet
  }

  /** Closes the family's provider (the connection was removed or replaced). */
  async forget(familyId: number): Promise<void> {
    const wallet = this.#wallets.get(familyId)
    this.#wallets.delete(familyId)
    await wallet?.close()
  }

  async closeAll(): Promise<void> {
    const wallets = [...this.#wallets.values()]
    this.#wallets.clear()
    await Promise.all(wallets.map((wallet) => wallet.close()))
  }

  /**
   * How the families' wallets answered their last call, from memory: /health reads
   * this without reaching any wallet. Wallets not called since the start are unknown.
   */
  lastOutcomes(): { answered: number; silent: number } {
    let answered = 0
    let silent = 0
    for (const wallet of this.#wallets.values()) {
      if (wallet.lastAnswered === true) answered++
      else if (wallet.lastAnswered === false) silent++
    }
    return { answered, silent }
  }
}

/** Failures that mean the wallet itself did not answer (as opposed to answering "no"). */
const SILENT: ReadonlySet<LightningErrorCode> = new Set([
  'unreachable',
  'timeout',
  'outcome-unknown',
  'bad-response',
])

/**
 * One family's provider, as the services use it: every call notes whether the wallet
 * answered (for /health); concurrent balance reads share one request to the wallet;
 * the wallet's info (its network) is asked once.
 */
export class FamilyWallet {
  /** Whether the wallet answered its last call; undefined before the first. */
  lastAnswered: boolean | undefined
  #balance: Promise<WalletBalance> | undefined
  #info: Promise<WalletInfo> | undefined

  constructor(
    readonly revision: number,
    private readonly provider: LightningProvider,
  ) {}

  get kind(): ProviderKind {
    return this.provider.kind
  }

  getBalance(): Promise<WalletBalance> {
    this.#balance ??= this.track(this.provider.getBalance()).finally(() => {
      this.#balance = undefined
    })
    return this.#balance
  }

  getInfo(): Promise<WalletInfo> {
    this.#info ??= this.track(this.provider.getInfo()).catch((error: unknown) => {
      this.#info = undefined
      throw error
    })
    return this.#info
  }

  makeInvoice(request: InvoiceRequest): Promise<CreatedInvoice> {
    return this.track(this.provider.makeInvoice(request))
  }

  payInvoice(bolt11: string, limits: PaymentLimits): Promise<PaymentResult> {
    return this.track(this.provider.payInvoice(bolt11, limits))
  }

  lookupInvoice(paymentHash: string): Promise<InvoiceStatus> {
    return this.track(this.provider.lookupInvoice(paymentHash))
  }

  lookupPayment(paymentHash: string): Promise<PaymentStatus> {
    return this.track(this.provider.lookupPayment(paymentHash))
  }

  listTransactions(query: TransactionQuery): Promise<TransactionList> {
    return this.track(this.provider.listTransactions(query))
  }

  close(): Promise<void> {
    return this.provider.close()
  }

  private track<T>(call: Promise<T>): Promise<T> {
    return call.then(
      (value) => {
        this.lastAnswered = true
        return value
      },
      (error: unknown) => {
        this.lastAnswered = error instanceof LightningError && !SILENT.has(error.code)
        throw error
      },
    )
  }
}
