import type { Db } from '../../../db/client.js'
import { findLightningAddresses } from '../../../db/queries/lightning-addresses.js'
import {
  decidePendingRequest,
  findSavingsTransfer,
  findWithdrawalRequest,
  insertSavingsTransfer,
  insertWithdrawalRequest,
  listPendingSavingsTransfers,
  listWithdrawalRequests,
  type SavingsTransfer,
  type WithdrawalRequest,
} from '../../../db/queries/requests.js'
import { inTransaction } from '../../../db/transaction.js'
import { checkBtcInput } from '../../contracts/amount-input.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { MESSAGES } from '../../contracts/messages.js'
import { acceptOrRefuse, badRequest, conflict, notFound } from '../../errors.js'
import { requireAvailableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { postEntries, transferEntries } from '../../lib/ledger.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import type {
  ApproveTransferBody,
  ApproveTransferReply,
  CreateWithdrawalBody,
  InitiateTransferBody,
  InitiateTransferReply,
  SavingsDestinationReply,
  TransferDto,
  TransferToSpendingBody,
  WithdrawalDto,
} from './requests.schemas.js'

const ALREADY_DECIDED = 'This request has already been decided'

/** A payment's amount as typed: above zero, the spec's words when not. */
function readAmount(text: string) {
  return acceptOrRefuse(checkBtcInput(text, { field: 'amount', message: MESSAGES.invalidAmount }))
}

function toWithdrawalDto(w: WithdrawalRequest): WithdrawalDto {
  return {
    id: w.id,
    childId: w.childId,
    childName: w.childName,
    amount: satsToBtc(w.amountSat),
    reason: w.reason,
    status: w.status,
    decidedAt: w.decidedAt,
    createdAt: w.createdAt,
  }
}

function toTransferDto(t: SavingsTransfer): TransferDto {
  return {
    id: t.id,
    childId: t.childId,
    childName: t.childName,
    amount: satsToBtc(t.amountSat),
    description: t.description,
    requestedAt: t.requestedAt,
  }
}

const baseEntry = (familyId: number, childId: number, user: SessionUser, at: string) => ({
  familyId,
  childId,
  importKey: null,
  createdBy: user.id,
  createdAt: at,
})

export async function listWithdrawals(db: Db, user: SessionUser): Promise<WithdrawalDto[]> {
  const childId = user.role === 'child' ? user.childId : null
  return (await listWithdrawalRequests(db, user.familyId, childId, 100)).map(toWithdrawalDto)
}

/** A child asks to use savings. Nothing moves until a parent approves. */
export async function requestWithdrawal(
  db: Db,
  user: SessionUser,
  input: CreateWithdrawalBody,
  now: Date,
): Promise<WithdrawalDto> {
  const child = await findAccessibleChild(db, user, input.childId)
  const amountSat = readAmount(input.amount)
  if (amountSat > child.savingsSat)
    throw badRequest('insufficient-savings', MESSAGES.insufficientSavings, 'amount')
  const reason = input.reason.trim()
  if (!reason) throw badRequest('missing-field', MESSAGES.reasonRequired, 'reason')
  const id = await insertWithdrawalRequest(db, {
    familyId: child.familyId,
    childId: child.id,
    amountSat,
    reason,
    createdAt: now.toISOString(),
  })
  const created = await findWithdrawalRequest(db, user.familyId, id)
  if (!created) throw notFound('Withdrawal request')
  return toWithdrawalDto(created)
}

/**
 * Approves or denies once. The decision and the savings debit share a transaction,
 * and the decision is a conditional UPDATE on status 'pending': of two racing
 * approvals exactly one wins, the other gets 409, and savings never go below zero.
 */
export async function decideWithdrawal(
  db: Db,
  user: SessionUser,
  id: number,
  approved: boolean,
  now: Date,
): Promise<WithdrawalDto> {
  const at = now.toISOString()
  await inTransaction(db, async (trx) => {
    const request = await findWithdrawalRequest(trx, user.familyId, id)
    if (!request) throw notFound('Withdrawal request')
    if (
      !(await decidePendingRequest(
        trx,
        { table: 'withdrawal_requests', id, status: approved ? 'approved' : 'denied' },
        { by: user.id, at },
      ))
    ) {
      throw conflict('already-decided', ALREADY_DECIDED)
    }
    if (!approved) return
    const child = await findAccessibleChild(trx, user, request.childId)
    if (request.amountSat > child.savingsSat)
      throw conflict('insufficient-savings', MESSAGES.insufficientSavings)
    await postEntries(trx, [
      {
        ...baseEntry(child.familyId, child.id, user, at),
        account: 'savings',
        type: 'savings_withdrawal',
        amountSat: -request.amountSat,
        description: writeLedgerDescription('savingsWithdrawal', { reason: request.reason }).slice(
          0,
          200,
        ),
      },
    ])
  })
  const decided = await findWithdrawalRequest(db, user.familyId, id)
  if (!decided) throw notFound('Withdrawal request')
  return toWithdrawalDto(decided)
}

/**
 * Where a child sends spending money to move it to savings: the parent's Lightning
 * address, which the child may read though not the rest of the Lightning setup. A
 * sibling's or another family's child is a 404.
 */
export async function readSavingsDestination(
  db: Db,
  user: SessionUser,
  childId: number,
): Promise<SavingsDestinationReply> {
  const child = await findAccessibleChild(db, user, childId)
  const { parentAddress } = await findLightningAddresses(db, child.familyId)
  return { parentAddress }
}

/**
 * A child moves spending money to savings: they send it to the parent's Lightning
 * address, and the parent confirms it arrived. Until then nothing moves. The answer
 * names the address, or says that none is saved and who can save one.
 */
export async function initiateSavingsTransfer(
  db: Db,
  user: SessionUser,
  input: InitiateTransferBody,
  now: Date,
): Promise<InitiateTransferReply> {
  const child = await findAccessibleChild(db, user, input.childId)
  const amountSat = readAmount(input.amount)
  await requireAvailableSpending(db, child, amountSat, {
    message: MESSAGES.insufficientSpending,
    field: 'amount',
  })
  const transferId = await insertSavingsTransfer(db, {
    familyId: child.familyId,
    childId: child.id,
    amountSat,
    description: input.description?.trim() || 'Move to savings',
    paymentReference:
      input.transactionId === undefined || input.transactionId === null
        ? null
        : String(input.transactionId),
    requestedAt: now.toISOString(),
  })
  const { parentAddress } = await findLightningAddresses(db, child.familyId)
  const amount = `${satsToBtc(amountSat)} BTC`
  const confirmed = 'It moves to your savings when your parent confirms it arrived.'
  return {
    success: true,
    transferId,
    status: 'pending' as const,
    message:
      parentAddress === null
        ? `Send ${amount} to your parent. ${LIGHTNING_MESSAGES.noParentAddress} ${confirmed}`
        : `Send ${amount} to your parent's Lightning address, ${parentAddress}. ${confirmed}`,
    parentAddress,
  }
}

export async function listPendingTransfers(db: Db, user: SessionUser): Promise<TransferDto[]> {
  const childId = user.role === 'child' ? user.childId : null
  return (await listPendingSavingsTransfers(db, user.familyId, childId)).map(toTransferDto)
}

export async function decideSavingsTransferRequest(
  db: Db,
  user: SessionUser,
  input: ApproveTransferBody,
  now: Date,
): Promise<ApproveTransferReply> {
  const at = now.toISOString()
  return inTransaction(db, async (trx) => {
    const transfer = await findSavingsTransfer(trx, user.familyId, input.transferId)
    if (!transfer) throw notFound('Savings transfer')
    if (
      !(await decidePendingRequest(
        trx,
        {
          table: 'savings_transfers',
          id: transfer.id,
          status: input.approved ? 'approved' : 'rejected',
        },
        { by: user.id, at },
      ))
    ) {
      throw conflict('already-decided', ALREADY_DECIDED)
    }
    if (input.approved) {
      const child = await findAccessibleChild(trx, user, transfer.childId)
      await requireAvailableSpending(trx, child, transfer.amountSat, {
        message: MESSAGES.insufficientSpending,
        status: 409,
      })
      await postEntries(
        trx,
        // The child's Move to Savings, now confirmed: an internal move, not a deposit.
        transferEntries(baseEntry(child.familyId, child.id, user, at), {
          from: 'spending',
          to: 'savings',
          amountSat: transfer.amountSat,
          type: 'savings',
          description: transfer.description,
        }),
      )
    }
    return {
      success: true,
      status: input.approved ? ('approved' as const) : ('rejected' as const),
      amount: satsToBtc(transfer.amountSat),
      childName: transfer.childName,
    }
  })
}

/** A parent moves savings into the child's spending money. */
export async function transferToSpending(
  db: Db,
  user: SessionUser,
  input: TransferToSpendingBody,
  now: Date,
) {
  const amountSat = readAmount(input.amount)
  return inTransaction(db, async (trx) => {
    const child = await findAccessibleChild(trx, user, input.childId)
    if (amountSat > child.savingsSat)
      throw badRequest('insufficient-savings', MESSAGES.insufficientSavingsAccount, 'amount')
    await postEntries(
      trx,
      transferEntries(baseEntry(child.familyId, child.id, user, now.toISOString()), {
        from: 'savings',
        to: 'spending',
        amountSat,
        // An internal move: a savings withdrawal is money leaving the family's accounting.
        type: 'savings_to_spending',
        description: writeLedgerDescription('movedToSpending', {}),
      }),
    )
    return { success: true, message: `Moved ${satsToBtc(amountSat)} BTC from savings to spending` }
  })
}
