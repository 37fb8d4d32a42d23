import type { Db } from '../../../db/client.js'
import type { Child } from '../../../db/queries/children.js'
import {
  type LedgerTransaction,
  listChildTransactions,
  listFamilyTransactions,
} from '../../../db/queries/ledger.js'
import { inTransaction } from '../../../db/transaction.js'
import { checkBtcInput } from '../../contracts/amount-input.js'
import { MESSAGES } from '../../contracts/messages.js'
import {
  isParentTransactionType,
  TRANSACTION_TYPE_INFO,
  type TransactionType,
} from '../../contracts/transaction-types.js'
import { acceptOrRefuse, badRequest, forbidden } from '../../errors.js'
import { availableSpending, requireAvailableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild, isGuardian } from '../../lib/child-access.js'
import { type LedgerEntry, postEntries, transferEntries } from '../../lib/ledger.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { spendingCreditEntries } from '../../lib/spending-credit.js'
import type { CreatedReply, CreateTransactionBody, TransactionDto } from './ledger.schemas.js'

export function toTransactionDto(t: LedgerTransaction): TransactionDto {
  return {
    id: t.id,
    childId: t.childId,
    childName: t.childName,
    account: t.account,
    type: t.type,
    amount: satsToBtc(t.amountSat),
    description: t.description,
    createdAt: t.occurredAt,
    recordedAt: t.recordedAt,
  }
}

/** Latest ledger rows: the whole family's for parents, a child's own for a child. */
export async function listRecentTransactions(
  db: Db,
  user: SessionUser,
  limit: number,
): Promise<TransactionDto[]> {
  const rows =
    user.role === 'child' && user.childId !== null
      ? await listChildTransactions(db, user.familyId, user.childId, limit)
      : await listFamilyTransactions(db, user.familyId, limit)
  return rows.map(toTransactionDto)
}

export async function listTransactionsOfChild(
  db: Db,
  user: SessionUser,
  childId: number,
  limit: number,
): Promise<TransactionDto[]> {
  const child = await findAccessibleChild(db, user, childId)
  return (await listChildTransactions(db, user.familyId, child.id, limit)).map(toTransactionDto)
}

/**
 * Ledger rows for one recorded transaction, by the type's effect on the spending
 * balance: a credit is money arriving (goal shares and the sweep to savings apply),
 * a debit leaves the family's accounting, a move to savings stays in the family. A
 * debit or a move takes only available spending: what Lightning payments under way
 * hold stays for their settlement. Read inside the caller's transaction.
 */
async function entriesFor(
  trx: Db,
  child: Child,
  type: TransactionType,
  amountSat: number,
  description: string,
  user: SessionUser,
  at: string,
): Promise<LedgerEntry[]> {
  const effect = TRANSACTION_TYPE_INFO[type].effect
  if (effect === 'credit') {
    const { heldSat } = await availableSpending(trx, child)
    return spendingCreditEntries(
      { ...child, heldSat },
      { amountSat, type, description, createdBy: user.id, createdAt: at },
    )
  }
  await requireAvailableSpending(trx, child, amountSat, {
    message: MESSAGES.insufficientSpending,
    field: 'amount',
  })
  const base = {
    familyId: child.familyId,
    childId: child.id,
    importKey: null,
    createdBy: user.id,
    createdAt: at,
  }
  if (effect === 'debit') {
    return [{ ...base, account: 'spending', type, amountSat: -amountSat, description }]
  }
  return transferEntries(base, { from: 'spending', to: 'savings', amountSat, type, description })
}

export async function recordTransaction(
  db: Db,
  user: SessionUser,
  input: CreateTransactionBody,
  now: Date,
): Promise<CreatedReply> {
  const description = input.description.trim()
  if (input.amount.trim() === '')
    throw badRequest('missing-field', MESSAGES.missingInformation, 'amount')
  if (description === '')
    throw badRequest('missing-field', MESSAGES.missingInformation, 'description')
  if (isParentTransactionType(input.type) && !isGuardian(user)) {
    throw forbidden('Only a parent can record this kind of transaction')
  }
  const amountSat = acceptOrRefuse(
    checkBtcInput(input.amount, { field: 'amount', message: MESSAGES.invalidAmount }),
  )
  return inTransaction(db, async (trx) => {
    // Read the balance inside the transaction: the check and the write see the same state.
    const child = await findAccessibleChild(trx, user, input.childId)
    const [id] = await postEntries(
      trx,
      await entriesFor(trx, child, input.type, amountSat, description, user, now.toISOString()),
    )
    return { id: id ?? 0 }
  })
}
