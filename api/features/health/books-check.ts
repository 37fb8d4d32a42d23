import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client.js'
import {
  type BalanceMismatch,
  findOwnerEmails,
  listBalanceMismatches,
  listLightningFamilies,
} from '../../../db/queries/reconciliation.js'
import type {
  BooksAlert,
  BooksCheckStatus,
  WalletDifference,
  WalletReconciler,
  WalletReconciliation,
} from '../../lib/books-reconciliation.js'
import { formatSats, satsToBtc } from '../../lib/money.js'

/** The ledger sums are read over the whole file: at most this often. */
export const BALANCES_EVERY_MS = 10 * 60_000
/** Each family's wallet is compared with its books at most this often. */
export const WALLET_EVERY_MS = 60 * 60_000
/** Wallets compared in one run (the longest unchecked first), and side by side. */
const WALLETS_PER_RUN = 20
const WALLETS_AT_ONCE = 4

export interface BooksCheckTally {
  balanceMismatches: number
  walletsChecked: number
  walletDifferences: number
  /** Families whose connection cannot list its history. */
  skipped: number
  /** Families whose wallet did not answer. */
  unavailable: number
}

/**
 * The books checked continuously (issue 22): run by the health-check job, it finds
 * every cached balance that differs from its ledger rows and, family by family, every
 * Lightning payment whose amount in the books is not what the family's wallet reports
 * (api/features/lightning/reconciliation.service.ts). Each difference is an alert for
 * the operator (/admin/monitoring) with the family and the amount, kept until a later
 * check finds it gone. A wallet that cannot list its history is skipped and said so; one
 * that does not answer is no difference (its earlier alerts stay until it answers).
 */
export class BooksCheck {
  readonly #db: Db
  readonly #reconcile: WalletReconciler
  readonly #log: FastifyBaseLogger
  #balanceAlerts: BooksAlert[] = []
  #balancesCheckedAtMs: number | undefined
  readonly #walletAlerts = new Map<number, BooksAlert[]>()
  readonly #walletCheckedAtMs = new Map<number, number>()
  readonly #notChecked = new Map<number, string>()
  #checkedAt: string | null = null
  #running: Promise<BooksCheckTally> | undefined

  constructor(deps: { db: Db; reconcile: WalletReconciler; log: FastifyBaseLogger }) {
    this.#db = deps.db
    this.#reconcile = deps.reconcile
    this.#log = deps.log
  }

  /** One pass; a pass still running is shared. */
  run(now: Date): Promise<BooksCheckTally> {
    this.#running ??= this.#pass(now).finally(() => {
      this.#running = undefined
    })
    return this.#running
  }

  /** The alerts found so far (balances first), and the families not compared. */
  status(): BooksCheckStatus {
    return {
      checkedAt: this.#checkedAt,
      alerts: [...this.#balanceAlerts, ...[...this.#walletAlerts.values()].flat()],
      notChecked: [...this.#notChecked].map(([familyId, reason]) => ({ familyId, reason })),
    }
  }

  async #pass(now: Date): Promise<BooksCheckTally> {
    const tally: BooksCheckTally = {
      balanceMismatches: 0,
      walletsChecked: 0,
      walletDifferences: 0,
      skipped: 0,
      unavailable: 0,
    }
    const at = now.toISOString()
    const nowMs = now.getTime()
    if (isDue(this.#balancesCheckedAtMs, nowMs, BALANCES_EVERY_MS)) {
      const mismatches = await listBalanceMismatches(this.#db)
      const emails = await findOwnerEmails(
        this.#db,
        mismatches.map((m) => m.familyId),
      )
      this.#balanceAlerts = mismatches.map((m) => balanceAlert(m, emails.get(m.familyId), at))
      this.#balancesCheckedAtMs = nowMs
      this.#checkedAt = at
    }
    tally.balanceMismatches = this.#balanceAlerts.length

    const families = await listLightningFamilies(this.#db)
    const connected = new Set(families.map((f) => f.familyId))
    // A family whose connection is gone has nothing left to compare.
    for (const familyId of [...this.#walletAlerts.keys(), ...this.#notChecked.keys()]) {
      if (!connected.has(familyId)) {
        this.#walletAlerts.delete(familyId)
        this.#notChecked.delete(familyId)
        this.#walletCheckedAtMs.delete(familyId)
      }
    }
    const due = families
      .map((f) => ({ familyId: f.familyId, lastMs: this.#walletCheckedAtMs.get(f.familyId) }))
      .filter((f) => isDue(f.lastMs, nowMs, WALLET_EVERY_MS))
      .sort((a, b) => (a.lastMs ?? 0) - (b.lastMs ?? 0))
      .slice(0, WALLETS_PER_RUN)
      .map((f) => f.familyId)
    const emails = await findOwnerEmails(this.#db, due)
    for (let i = 0; i < due.length; i += WALLETS_AT_ONCE) {
      await Promise.all(
        due.slice(i, i + WALLETS_AT_ONCE).map(async (familyId) => {
          const result = await this.#reconcileOne(familyId, now)
          this.#walletCheckedAtMs.set(familyId, nowMs)
          this.#record(familyId, result, emails.get(familyId), at, tally)
        }),
      )
    }
    this.#checkedAt = at
    return tally
  }

  async #reconcileOne(familyId: number, now: Date): Promise<WalletReconciliation> {
    try {
      return await this.#reconcile(familyId, now)
    } catch (error) {
      // One family's failure must not stop the others' checks, nor the job.
      this.#log.error({ err: error, familyId }, 'the books check of a family failed')
      return { outcome: 'unavailable', reason: 'The check failed; see the server log.' }
    }
  }

  #record(
    familyId: number,
    result: WalletReconciliation,
    ownerEmail: string | undefined,
    at: string,
    tally: BooksCheckTally,
  ) {
    if (result.outcome === 'unavailable') {
      tally.unavailable++
      return
    }
    if (result.outcome === 'skipped') {
      tally.skipped++
      this.#walletAlerts.delete(familyId)
      this.#notChecked.set(familyId, result.reason)
      return
    }
    tally.walletsChecked++
    tally.walletDifferences += result.differences.length
    this.#notChecked.delete(familyId)
    const alerts = result.differences.map((d) => walletAlert(familyId, d, ownerEmail, at))
    if (alerts.length > 0) {
      this.#walletAlerts.set(familyId, alerts)
      this.#log.warn(
        { familyId, differences: result.differences },
        "a family's books differ from its Lightning wallet",
      )
    } else {
      this.#walletAlerts.delete(familyId)
    }
  }
}

/** Never done, done long enough ago, or "done" in the future (a clock set back). */
function isDue(lastMs: number | undefined, nowMs: number, everyMs: number): boolean {
  if (lastMs === undefined) return true
  const ageMs = nowMs - lastMs
  return ageMs < 0 || ageMs >= everyMs
}

function balanceAlert(
  mismatch: BalanceMismatch,
  ownerEmail: string | undefined,
  at: string,
): BooksAlert {
  const cached = satsToBtc(mismatch.cachedSat)
  const ledger = satsToBtc(mismatch.ledgerSat)
  const what =
    mismatch.account === 'goal'
      ? `Goal "${mismatch.name}" holds ${cached} BTC`
      : `${mismatch.name}'s ${mismatch.account} balance is ${cached} BTC`
  return {
    familyId: mismatch.familyId,
    ownerEmail: ownerEmail ?? null,
    kind: 'balance',
    amount: satsToBtc(Math.abs(mismatch.cachedSat - mismatch.ledgerSat)),
    message: `${what}, but its ledger rows add up to ${ledger} BTC`,
    detectedAt: at,
  }
}

function walletAlert(
  familyId: number,
  difference: WalletDifference,
  ownerEmail: string | undefined,
  at: string,
): BooksAlert {
  const { walletSat, bookedSat } = difference
  const payment = `payment ${difference.paymentHash.slice(0, 16)}...`
  const wallet = formatSats(walletSat)
  const booked = formatSats(bookedSat)
  const message =
    difference.direction === 'outgoing'
      ? bookedSat === 0
        ? `The wallet sent ${wallet} (fee included) that the books do not have (${payment})`
        : walletSat === 0
          ? `The books debited ${booked} for a ${payment} the wallet does not list as sent`
          : `The wallet sent ${wallet} (fee included) for ${payment}; the books debited ${booked}`
      : bookedSat === 0
        ? `The wallet received ${wallet} on an invoice of the app that the books never credited (${payment})`
        : walletSat === 0
          ? `The books credited ${booked} for a ${payment} the wallet does not list as received`
          : `The wallet received ${wallet} for ${payment}; the books credited ${booked}`
  return {
    familyId,
    ownerEmail: ownerEmail ?? null,
    kind: 'wallet',
    amount: satsToBtc(Math.abs(walletSat - bookedSat)),
    message,
    detectedAt: at,
  }
}
