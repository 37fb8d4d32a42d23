import type { Db } from '../../../db/client.js'
import type { Child } from '../../../db/queries/children.js'
import {
  findImportedKeys,
  type LedgerTransaction,
  listChildTransactions,
  listFamilyTransactions,
} from '../../../db/queries/ledger.js'
import { badRequest, forbidden } from '../../errors.js'
import { parseBtcInput } from '../../lib/amount-input.js'
import { findAccessibleChild, isGuardian } from '../../lib/child-access.js'
import { type LedgerEntry, postEntries, transferEntries } from '../../lib/ledger.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { spendingCreditEntries } from '../../lib/spending-credit.js'
import { CsvImportError, MAX_CSV_BYTES, parseWalletCsv } from '../csv-import/wallet-csv.js'
import { PARENT_TYPES, type TransactionDto, type TransactionType } from './ledger.schemas.js'

export const INSUFFICIENT_SPENDING =
  'Insufficient Funds - Not enough Bitcoin in your spending balance'

export function toTransactionDto(t: LedgerTransaction): TransactionDto {
  return {
    id: t.id,
    childId: t.childId,
    childName: t.childName,
    account: t.account,
    type: t.type,
    amount: satsToBtc(t.amountSat),
    description: t.description,
    createdAt: t.createdAt,
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
) {
  const child = await findAccessibleChild(db, user, childId)
  return (await listChildTransactions(db, user.familyId, child.id, limit)).map(toTransactionDto)
}

/**
 * Ledger rows for one recorded transaction. Parent types move money in or out of
 * the family; child types record what the child did with their own money.
 */
function entriesFor(
  child: Child,
  type: TransactionType,
  amountSat: number,
  description: string,
  user: SessionUser,
  at: string,
): LedgerEntry[] {
  const base = {
    familyId: child.familyId,
    childId: child.id,
    importKey: null,
    createdBy: user.id,
    createdAt: at,
  }
  switch (type) {
    case 'allowance':
    case 'bonus':
    case 'chore_payment':
    case 'earned':
      return spendingCreditEntries(child, {
        amountSat,
        type,
        description,
        createdBy: user.id,
        createdAt: at,
      })
    case 'spending':
    case 'lightning_spend':
    case 'spending_adjustment':
      if (amountSat > child.spendingSat) throw badRequest(INSUFFICIENT_SPENDING, 'amount')
      return [{ ...base, account: 'spending', type, amountSat: -amountSat, description }]
    case 'savings':
      if (amountSat > child.spendingSat) throw badRequest(INSUFFICIENT_SPENDING, 'amount')
      return transferEntries(base, {
        from: 'spending',
        to: 'savings',
        amountSat,
        type: 'savings',
        description,
      })
  }
}

export async function recordTransaction(
  db: Db,
  user: SessionUser,
  input: { childId: number; type: TransactionType; amount: string; description: string },
  now: Date,
): Promise<{ id: number }> {
  const description = input.description.trim()
  if (input.amount.trim() === '' || description === '')
    throw badRequest('Missing Information - Please fill in all fields')
  if ((PARENT_TYPES as readonly string[]).includes(input.type) && !isGuardian(user)) {
    throw forbidden('Only a parent can record this kind of transaction')
  }
  const amountSat = parseBtcInput(input.amount, {
    field: 'amount',
    message: 'Invalid Amount - Please enter a valid amount',
  })
  return db.transaction().execute(async (trx) => {
    // Read the balance inside the transaction: the check and the write see the same state.
    const child = await findAccessibleChild(trx, user, input.childId)
    const [id] = await postEntries(
      trx,
      entriesFor(child, input.type, amountSat, description, user, now.toISOString()),
    )
    return { id: id ?? 0 }
  })
}

/**
 * Imports a Lightning wallet's CSV export as the child's spending. Only payments
 * sent are imported: money received by a child's wallet is the allowance, a bonus
 * or a savings transfer the app has already credited, and counting it again would
 * double it. Rows already imported (same wallet payment id) are skipped, so a
 * re-import of the same file imports nothing. Any bad line rejects the whole file.
 */
export async function importWalletCsv(
  db: Db,
  user: SessionUser,
  input: { childId: number; csvContent: string; filename: string },
  now: Date,
) {
  if (input.csvContent.trim() === '')
    throw badRequest('No File Selected - Please select a CSV file to import', 'csvContent')
  if (!input.filename.toLowerCase().endsWith('.csv'))
    throw badRequest('Only .csv files are accepted', 'filename')
  if (input.csvContent.length > MAX_CSV_BYTES)
    throw badRequest('The file is larger than 20 MB', 'csvContent')
  await findAccessibleChild(db, user, input.childId)

  let parsed: ReturnType<typeof parseWalletCsv>
  try {
    parsed = parseWalletCsv(input.csvContent)
  } catch (error) {
    if (error instanceof CsvImportError) throw badRequest(error.message, 'csvContent')
    throw error
  }
  const outgoing = parsed.payments.filter((p) => p.direction === 'out')
  const notImported = parsed.payments.length - outgoing.length + parsed.ignored

  return db.transaction().execute(async (trx) => {
    const child = await findAccessibleChild(trx, user, input.childId)
    const known = await findImportedKeys(
      trx,
      child.id,
      outgoing.map((p) => p.externalId),
    )
    // A payment listed twice in one file counts once, like one imported before.
    const seen = new Set(known)
    const fresh = outgoing.filter((p) => !seen.has(p.externalId) && seen.add(p.externalId))
    const total = fresh.reduce((sum, p) => sum + p.amountSat, 0)
    if (total > child.spendingSat) {
      throw badRequest(
        `Insufficient Funds - These payments total ${satsToBtc(total)} BTC but the spending balance is ${satsToBtc(child.spendingSat)} BTC`,
        'csvContent',
      )
    }
    const at = now.toISOString()
    const entries: LedgerEntry[] = fresh.map((p) => ({
      familyId: child.familyId,
      childId: child.id,
      account: 'spending',
      type: 'lightning_spend',
      amountSat: -p.amountSat,
      description: (p.description || `${parsed.formatName} payment`).slice(0, 200),
      importKey: p.externalId,
      createdBy: user.id,
      createdAt: at,
    }))
    await postEntries(trx, entries)
    const skipped = notImported + outgoing.length - fresh.length
    return {
      imported: fresh.length,
      skipped,
      format: parsed.formatName,
      message: `Imported ${fresh.length} payment${fresh.length === 1 ? '' : 's'} from ${parsed.formatName}; skipped ${skipped}.`,
    }
  })
}
