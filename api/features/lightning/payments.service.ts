import type { Db } from '../../../db/client.js'
import { findChildBalance } from '../../../db/queries/children.js'
import {
  claimLightningPayment,
  closePendingPayment,
  findLightningPayment,
  type LightningPayment,
} from '../../../db/queries/lightning-payments.js'
import { setLedgerTransaction } from '../../../db/queries/lightning-settling.js'
import { inTransaction } from '../../../db/transaction.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { feeBudgetRefusal, feeBudgetSat } from '../../contracts/lightning.js'
import { MESSAGES } from '../../contracts/messages.js'
import type { LightningNetwork } from '../../contracts/networks.js'
import { badRequest, conflict, notFound } from '../../errors.js'
import { availableSpending, requireAvailableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { type LedgerEntry, postEntries } from '../../lib/ledger.js'
import {
  type DecodedInvoice,
  decodeInvoice,
  InvalidInvoiceError,
  isInvoiceExpired,
} from '../../lib/lightning/bolt11.js'
import { LightningError, type PaymentStatus } from '../../lib/lightning/lightning-provider.js'
import { formatBtcWithSats, satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { failAutoPayoutOfPayment } from './auto-payout-failure.js'
import type { FamilyWallet } from './family-wallets.js'
import type { DecodedInvoiceDto, PayBody, PayReply } from './lightning.schemas.js'
import { type LightningDeps, requireFamilyWallet } from './lightning-context.js'
import { alertLargeSpend, type BookedSpend } from './spending-alert.service.js'

/**
 * A pasted invoice, decoded.
 * @throws AppError 400 'invalid-invoice' with the spec's message
 */
function readInvoice(text: string): DecodedInvoice {
  try {
    return decodeInvoice(text)
  } catch (error) {
    if (error instanceof InvalidInvoiceError) {
      throw badRequest('invalid-invoice', error.message, 'paymentRequest')
    }
    throw error
  }
}

/** Any network's invoice decodes; no wallet is asked. */
export function decodePaymentRequest(text: string, now: Date): DecodedInvoiceDto {
  const invoice = readInvoice(text)
  return {
    tokens: invoice.amountSat,
    description: invoice.description,
    destination: invoice.payee,
    timeExpire: Math.floor(invoice.expiresAt.getTime() / 1000),
    isExpired: isInvoiceExpired(invoice, now),
    paymentHash: invoice.paymentHash,
    network: invoice.network,
  }
}

/** After its deadline the wallet ignores a payment request (NIP-47 expiration), plus slack. */
const DEADLINE_SLACK_MS = 30_000

/**
 * Pays an invoice from a child's spending money through the family wallet. Refused
 * before anything is sent: an unreadable, expired or amountless invoice, one for
 * another network than the wallet's, one this family already paid or is paying, one
 * that does not fit with its fee budget in what the child has (less what their
 * payments in flight hold). The payment is recorded as pending before it is sent, so a
 * second request for the same invoice is refused instead of paying twice. The child is
 * debited (amount and the wallet's fee, two rows) only when the wallet confirms with a
 * proof of payment; a refusal debits nothing; no answer leaves the payment pending,
 * settled later by lookup.
 */
export async function payFromSpending(
  db: Db,
  deps: LightningDeps,
  user: SessionUser,
  body: PayBody,
  now: Date,
): Promise<PayReply> {
  const child = await findAccessibleChild(db, user, body.childId)
  const invoice = readInvoice(body.paymentRequest)
  const amountSat = invoice.amountSat
  if (amountSat === null) {
    throw badRequest(
      'amountless-invoice',
      'This invoice does not say how much to pay. Ask for an invoice with an amount.',
      'paymentRequest',
    )
  }
  if (isInvoiceExpired(invoice, now)) {
    throw badRequest(
      'invoice-expired',
      'This invoice has expired. Ask for a new one.',
      'paymentRequest',
    )
  }
  const wallet = await requireFamilyWallet(db, deps, user.familyId)
  // A connection may not be allowed to tell its network; the wallet refuses a foreign
  // invoice itself then.
  const network = await walletNetwork(wallet)
  if (network !== null && network !== invoice.network) {
    throw badRequest(
      'wrong-network',
      `This invoice is for ${invoice.network}, but the family wallet is on ${network}.`,
      'paymentRequest',
    )
  }
  return payChecked(db, deps, actorOf(user), wallet, {
    childId: child.id,
    paymentHash: invoice.paymentHash,
    bolt11: invoice.paymentRequest,
    amountSat,
    description: invoice.description ?? '',
    now,
  })
}

/** The wallet's network, or null when the connection may not tell it. */
export function walletNetwork(wallet: FamilyWallet): Promise<LightningNetwork | null> {
  return wallet.getInfo().then(
    (info) => info.network,
    () => null,
  )
}

/** Whose money a payment moves, and who asked: a signed-in guardian, or null for a job. */
export interface PaymentActor {
  familyId: number
  userId: number | null
}

export function actorOf(user: SessionUser): PaymentActor {
  return { familyId: user.familyId, userId: user.id }
}

/**
 * Pays an invoice already checked (readable, not expired, this network, with an
 * amount) from a child's spending: claimed as pending first, holding its amount plus
 * its fee budget of the child's available spending (api/lib/available-spending.ts),
 * and debited only once the wallet confirms. The wallet is given the budget as its fee
 * limit where its backend takes one.
 * @throws AppError before anything is sent: 409 when this invoice is paid or being
 * paid, 400 'insufficient-spending' when the amount with its fee budget does not fit,
 * 404 for a child not of the actor's family
 */
export async function payChecked(
  db: Db,
  deps: LightningDeps,
  actor: PaymentActor,
  wallet: FamilyWallet,
  invoice: {
    childId: number
    paymentHash: string
    bolt11: string
    amountSat: number
    description: string
    now: Date
  },
): Promise<PayReply> {
  const { now, amountSat } = invoice
  const feeBudget = feeBudgetSat(amountSat)
  const payment = await inTransaction(db, async (trx) => {
    const earlier = await findLightningPayment(trx, actor.familyId, invoice.paymentHash)
    if (earlier?.state === 'succeeded') {
      throw conflict('invoice-already-paid', 'This invoice has already been paid.')
    }
    if (earlier?.state === 'pending') throw pendingConflict()
    // Read inside the transaction: the check and the claim see the same balance.
    const current = await findChildBalance(trx, actor.familyId, invoice.childId)
    if (!current) throw notFound('Child')
    const { availableSat } = await requireAvailableSpending(
      trx,
      { id: current.id, spendingSat: current.spendingSat },
      amountSat,
      { message: MESSAGES.insufficientSpending, field: 'paymentRequest' },
    )
    if (amountSat + feeBudget > availableSat) {
      throw badRequest(
        'insufficient-spending',
        feeBudgetRefusal(amountSat, availableSat),
        'paymentRequest',
      )
    }
    const claimed = await claimLightningPayment(trx, {
      familyId: actor.familyId,
      childId: invoice.childId,
      paymentHash: invoice.paymentHash,
      bolt11: invoice.bolt11,
      amountSat,
      feeBudgetSat: feeBudget,
      description: invoice.description,
      connectionRevision: wallet.revision,
      deadlineAt: new Date(now.getTime() + deps.timeouts.payMs + DEADLINE_SLACK_MS).toISOString(),
      createdBy: actor.userId,
      createdAt: now.toISOString(),
    })
    if (!claimed) throw pendingConflict()
    return claimed
  })

  let proof: { feeSat: number; preimage: string }
  try {
    proof = await wallet.payInvoice(invoice.bolt11, { maxFeeSat: feeBudget })
  } catch (error) {
    if (!(error instanceof LightningError)) throw error
    if (error.code === 'outcome-unknown')
      return reply(payment, 'pending', null, null, error.message)
    // Any other failure proves nothing left the wallet (the providers turn the
    // failures that prove nothing into 'outcome-unknown'). Closing it releases its hold.
    await closePendingPayment(db, payment.id, {
      state: 'failed',
      failure: error.message,
      at: now.toISOString(),
    })
    return reply(payment, 'failed', null, null, error.message)
  }
  const debitedSat = await settleSucceeded(db, deps, payment, proof, now)
  return reply(payment, 'succeeded', proof.feeSat, debitedSat)
}

function pendingConflict() {
  return conflict(
    'payment-pending',
    'A payment of this invoice is already under way. The app settles it as soon as the wallet confirms.',
  )
}

function reply(
  payment: LightningPayment,
  status: PayReply['status'],
  feeSat: number | null,
  debitedSat: number | null,
  error?: string,
): PayReply {
  return {
    success: status === 'succeeded',
    status,
    paymentHash: payment.paymentHash,
    amount: payment.amountSat,
    fee: feeSat,
    debited: debitedSat === null ? null : satsToBtc(debitedSat),
    ...(error ? { error } : {}),
  }
}

/**
 * Books a confirmed payment, in the same transaction as the payment's state: the
 * amount as a `lightning_spend` row and the fee the wallet reports as a `lightning_fee`
 * row; closing the payment releases the rest of its hold. Only the caller whose update
 * found it pending books it (the request and the settling job may both try).
 *
 * The hold covers the amount and a fee up to the budget. A wallet that takes no fee
 * limit (Wallet Connect, phoenixd, Alby Hub) may charge more: the excess comes out of
 * the child's available spending as far as it goes, never out of what other payments
 * hold; what it cannot cover is said in the fee row and the log, and the reconciliation
 * reports it as a difference between the books and the wallet. The caller that booked
 * it then sends the spending alert, if one is due.
 * @returns the sats debited, or null when another caller settled it first
 */
async function settleSucceeded(
  db: Db,
  deps: Pick<LightningDeps, 'mailer' | 'log'>,
  payment: LightningPayment,
  proof: { feeSat: number; preimage: string | null },
  at: Date,
): Promise<number | null> {
  const booked = await inTransaction(db, async (trx) => {
    const closed = await closePendingPayment(trx, payment.id, {
      state: 'succeeded',
      feeSat: proof.feeSat,
      preimage: proof.preimage,
      at: at.toISOString(),
    })
    if (!closed) return null
    const child = await findChildBalance(trx, payment.familyId, payment.childId)
    if (!child) return { debitSat: 0, spend: null, uncoveredSat: 0 }
    // Read after the close: this payment's hold is released, the others' still count.
    const { availableSat } = await availableSpending(trx, child)
    const costSat = payment.amountSat + proof.feeSat
    const amountSat = Math.min(payment.amountSat, availableSat)
    const feeSat = Math.min(proof.feeSat, availableSat - amountSat)
    const uncovered = costSat - amountSat - feeSat
    const base = {
      familyId: payment.familyId,
      childId: payment.childId,
      account: 'spending' as const,
      importKey: null,
      createdBy: null,
      createdAt: at.toISOString(),
      paymentHash: payment.paymentHash,
    }
    const about = payment.description ? { description: payment.description } : undefined
    const what = about
      ? writeLedgerDescription('lightningPayment', about)
      : writeLedgerDescription('lightningPaymentPlain', {})
    const entries: LedgerEntry[] = []
    if (amountSat > 0) {
      entries.push({ ...base, type: 'lightning_spend', amountSat: -amountSat, description: what })
    }
    if (feeSat > 0) {
      const description = about
        ? writeLedgerDescription('routingFee', about)
        : writeLedgerDescription('routingFeePlain', {})
      entries.push({ ...base, type: 'lightning_fee', amountSat: -feeSat, description })
    }
    const last = entries.at(-1)
    if (last && uncovered > 0) {
      last.description += writeLedgerDescription('notCovered', {
        amountWithSats: formatBtcWithSats(uncovered),
      })
    }
    const [transactionId] = await postEntries(trx, entries)
    if (transactionId !== undefined)
      await setLedgerTransaction(trx, 'lightning_payments', payment.id, transactionId)
    const spend: BookedSpend = {
      familyId: payment.familyId,
      childName: child.name,
      description: payment.description,
      costSat,
      spendingBeforeSat: child.spendingSat,
    }
    return { debitSat: amountSat + feeSat, spend, uncoveredSat: uncovered }
  })
  if (booked === null) return null
  // Said once the booking committed: a transaction run again on PostgreSQL would say it twice.
  if (booked.uncoveredSat > 0) {
    deps.log.warn(
      { familyId: payment.familyId, paymentId: payment.id, uncoveredSat: booked.uncoveredSat },
      'a Lightning payment cost more than the spending balance could cover',
    )
  }
  if (booked.spend) await alertLargeSpend(db, deps, booked.spend)
  return booked.debitSat
}

/**
 * Applies a later lookup to a pending payment: succeeded is booked, failed closes it.
 * "Not found" proves the wallet never took it only after the request's deadline, and
 * only when asked through the connection that sent it.
 */
export async function settlePayment(
  db: Db,
  deps: Pick<LightningDeps, 'mailer' | 'log' | 'publicUrl'>,
  payment: LightningPayment,
  status: PaymentStatus | LightningError,
  revision: number,
  now: Date,
): Promise<'succeeded' | 'failed' | 'pending'> {
  if (status instanceof LightningError) {
    const neverTaken =
      status.code === 'not-found' &&
      revision === payment.connectionRevision &&
      new Date(payment.deadlineAt) <= now
    if (!neverTaken) return 'pending'
    await closeFailed(
      db,
      deps,
      payment,
      'The wallet never received this payment; nothing was paid.',
      now,
    )
    return 'failed'
  }
  if (status.state === 'succeeded') {
    await settleSucceeded(db, deps, payment, status, now)
    return 'succeeded'
  }
  if (status.state === 'failed') {
    await closeFailed(db, deps, payment, 'The payment failed; nothing was paid.', now)
    return 'failed'
  }
  return 'pending'
}

/** A pending payment proven not paid; an automatic payout that sent it failed with it. */
async function closeFailed(
  db: Db,
  deps: Pick<LightningDeps, 'mailer' | 'log' | 'publicUrl'>,
  payment: LightningPayment,
  failure: string,
  now: Date,
): Promise<void> {
  const closed = await closePendingPayment(db, payment.id, {
    state: 'failed',
    failure,
    at: now.toISOString(),
  })
  if (closed) await failAutoPayoutOfPayment(db, deps, payment, failure, now)
}
