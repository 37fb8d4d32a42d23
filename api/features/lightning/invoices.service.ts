import type { Db } from '../../../db/client.js'
import { findChildBalance } from '../../../db/queries/children.js'
import {
  closePendingInvoice,
  findLightningInvoice,
  insertLightningInvoice,
  type LightningInvoice,
  recordInvoiceCredit,
} from '../../../db/queries/lightning-invoices.js'
import { inTransaction } from '../../../db/transaction.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { checkInvoiceAmount, defaultInvoiceDescription } from '../../contracts/lightning.js'
import { acceptOrRefuse, notFound } from '../../errors.js'
import { availableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { postEntries } from '../../lib/ledger.js'
import { type InvoiceStatus, LightningError } from '../../lib/lightning/lightning-provider.js'
import type { SessionUser } from '../../lib/sessions.js'
import { spendingCreditEntries } from '../../lib/spending-credit.js'
import type { FamilyWallet } from './family-wallets.js'
import type { CreateInvoiceBody, InvoiceDto } from './lightning.schemas.js'
import {
  familyWallet,
  type LightningDeps,
  requireFamilyWallet,
  resultOrFailure,
  throwWalletFailure,
} from './lightning-context.js'

/** How long a child's invoice can be paid: long enough to send it to a grandparent. */
export const INVOICE_EXPIRY_SECONDS = 24 * 60 * 60

function toInvoiceDto(invoice: LightningInvoice, walletError?: string): InvoiceDto {
  return {
    childId: invoice.childId,
    paymentHash: invoice.paymentHash,
    bolt11: invoice.bolt11,
    amountSats: invoice.amountSat,
    description: invoice.description,
    expiresAt: invoice.expiresAt,
    state: invoice.state,
    paidAt: invoice.paidAt,
    toSpendingSats: invoice.toSavingsSat === null ? null : invoice.amountSat - invoice.toSavingsSat,
    toSavingsSats: invoice.toSavingsSat,
    ...(walletError ? { walletError } : {}),
  }
}

/** The family's wallet makes an invoice whose payment goes to this child's spending. */
export async function createInvoice(
  db: Db,
  deps: LightningDeps,
  user: SessionUser,
  body: CreateInvoiceBody,
  now: Date,
): Promise<InvoiceDto> {
  const child = await findAccessibleChild(db, user, body.childId)
  const amountSat = acceptOrRefuse(checkInvoiceAmount(body.amount, 'amount'))
  const description = body.description?.trim() || defaultInvoiceDescription(child.name)
  const wallet = await requireFamilyWallet(db, deps, user.familyId)
  const created = await wallet
    .makeInvoice({ amountSat, description, expirySeconds: INVOICE_EXPIRY_SECONDS })
    .catch(throwWalletFailure)
  const expiresAt = created.expiresAt ?? new Date(now.getTime() + INVOICE_EXPIRY_SECONDS * 1000)
  const invoice = await insertLightningInvoice(db, {
    familyId: user.familyId,
    childId: child.id,
    paymentHash: created.paymentHash,
    bolt11: created.bolt11,
    amountSat: created.amountSat,
    description,
    expiresAt: expiresAt.toISOString(),
    createdBy: user.id,
    createdAt: now.toISOString(),
  })
  return toInvoiceDto(invoice)
}

/**
 * An invoice of the family and its state: a pending one is looked up in the wallet
 * first and settled when the wallet says it is paid (or expired). A wallet that cannot
 * be asked leaves the last known state, with the reason.
 */
export async function checkInvoice(
  db: Db,
  deps: LightningDeps,
  user: SessionUser,
  paymentHash: string,
  now: Date,
): Promise<InvoiceDto> {
  const invoice = await findLightningInvoice(db, user.familyId, paymentHash.toLowerCase())
  if (!invoice) throw notFound('Invoice')
  if (invoice.state !== 'pending') return toInvoiceDto(invoice)
  let wallet: FamilyWallet | undefined
  try {
    wallet = await familyWallet(db, deps, user.familyId)
  } catch (error) {
    return toInvoiceDto(invoice, error instanceof Error ? error.message : String(error))
  }
  if (!wallet) return toInvoiceDto(invoice, 'No Lightning wallet is connected')
  const status = await resultOrFailure(wallet.lookupInvoice(invoice.paymentHash))
  const settled = await settleInvoice(db, invoice, status, now)
  return toInvoiceDto(
    settled,
    status instanceof LightningError && status.code !== 'not-found' ? status.message : undefined,
  )
}

/**
 * Applies what the wallet said about a pending invoice: paid credits the child once
 * (whoever gets there first, a poll or the job); expired closes it. A wallet that does
 * not know it (or failed to answer) leaves it open until its expiry has passed.
 */
export async function settleInvoice(
  db: Db,
  invoice: LightningInvoice,
  status: InvoiceStatus | LightningError,
  now: Date,
): Promise<LightningInvoice> {
  if (!(status instanceof LightningError) && status.state === 'settled') {
    await creditInvoice(db, invoice, (status.settledAt ?? now).toISOString(), now.toISOString())
  } else if (
    (!(status instanceof LightningError) && status.state !== 'pending') ||
    (status instanceof LightningError &&
      status.code === 'not-found' &&
      new Date(invoice.expiresAt) <= now)
  ) {
    await closePendingInvoice(db, invoice.id, { state: 'expired' })
  }
  return (await findLightningInvoice(db, invoice.familyId, invoice.paymentHash)) ?? invoice
}

/**
 * Credits the invoice's amount to the child's spending, then the spending limit moves
 * any excess to savings, exactly as for an allowance (api/lib/spending-credit.ts). The
 * state change and the ledger rows commit together: only the caller whose update found
 * the invoice still pending books them.
 */
async function creditInvoice(
  db: Db,
  invoice: LightningInvoice,
  paidAt: string,
  bookedAt: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await closePendingInvoice(trx, invoice.id, { state: 'paid', paidAt }))) return
    const child = await findChildBalance(trx, invoice.familyId, invoice.childId)
    if (!child) return
    const { heldSat } = await availableSpending(trx, child)
    const entries = spendingCreditEntries(
      { ...child, heldSat },
      {
        amountSat: invoice.amountSat,
        type: 'lightning_receive',
        description: writeLedgerDescription('lightningReceived', {
          description: invoice.description,
        }),
        createdBy: null,
        createdAt: bookedAt,
        paymentHash: invoice.paymentHash,
      },
    )
    const [transactionId] = await postEntries(trx, entries)
    const toSavingsSat = entries
      .filter((entry) => entry.account === 'savings')
      .reduce((sum, entry) => sum + entry.amountSat, 0)
    if (transactionId !== undefined)
      await recordInvoiceCredit(trx, invoice.id, { transactionId, toSavingsSat })
  })
}
