import type { Db } from '../../../db/client.js'
import { findFamily } from '../../../db/queries/families.js'
import { findBookedPaymentHashes, findImportedKeys } from '../../../db/queries/ledger.js'
import { inTransaction } from '../../../db/transaction.js'
import { checkCsvFile } from '../../contracts/csv-import.js'
import type { CsvWalletName } from '../../contracts/csv-wallets.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { acceptOrRefuse, badRequest } from '../../errors.js'
import { requireAvailableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { type LedgerEntry, postEntries } from '../../lib/ledger.js'
import { formatBtcWithSats } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import type { ImportCsvBody, ImportCsvReply } from './csv-import.schemas.js'
import { CsvImportError } from './import-error.js'
import { paymentInstant } from './payment-time.js'
import { type ImportedPayment, type ParsedWalletCsv, parseWalletCsvInSlices } from './wallet-csv.js'

/**
 * Imports a Lightning wallet's CSV export as the child's spending. Only payments
 * sent are imported: money received by a child's wallet is the allowance, a bonus
 * or a savings transfer the app has already credited, and counting it again would
 * double it. A payment the family's books already hold is skipped as already booked:
 * one imported before for any of the family's children (same wallet payment id), or
 * one whose payment hash the app booked or is booking (a payment or payout it sent, an
 * invoice it made, an import from another file). So a re-import, the same file for a
 * second child, or the family wallet's own export debit nothing twice. The check runs
 * in the import's write transaction (SQLite's one writer), so two imports cannot both
 * pass it. Any bad line rejects the whole file. Each ledger row keeps the payment's
 * own date (see payment-time.ts); a date the file does not give readably stays in the
 * description, and the row is dated at the import.
 */
export async function importWalletCsv(
  db: Db,
  user: SessionUser,
  input: ImportCsvBody,
  now: Date,
  defaultTimeZone: string,
): Promise<ImportCsvReply> {
  acceptOrRefuse(
    checkCsvFile({
      filename: input.filename,
      // Characters, a lower bound of the bytes: the reader counts exactly when it matters.
      size: input.csvContent.length,
      isEmpty: input.csvContent.trim() === '',
    }),
  )
  await findAccessibleChild(db, user, input.childId)

  let parsed: ParsedWalletCsv
  try {
    parsed = await parseWalletCsvInSlices(input.csvContent)
  } catch (error) {
    if (error instanceof CsvImportError) throw badRequest(error.code, error.message, 'csvContent')
    throw error
  }
  const outgoing = parsed.payments.filter((p) => p.direction === 'out')
  const notImported = parsed.payments.length - outgoing.length + parsed.ignored

  return inTransaction(db, async (trx) => {
    const child = await findAccessibleChild(trx, user, input.childId)
    const hashes = outgoing.flatMap((p) => (p.paymentHash ? [p.paymentHash] : []))
    const seenKeys = await findImportedKeys(
      trx,
      child.familyId,
      outgoing.map((p) => p.externalId),
    )
    const seenHashes = await findBookedPaymentHashes(trx, child.familyId, hashes)
    const booked = outgoing.filter(
      (p) =>
        seenKeys.has(p.externalId) || (p.paymentHash !== null && seenHashes.has(p.paymentHash)),
    ).length
    // A payment listed twice in one file counts once, like one booked before.
    const fresh = outgoing.filter((p) => {
      if (seenKeys.has(p.externalId)) return false
      if (p.paymentHash !== null && seenHashes.has(p.paymentHash)) return false
      seenKeys.add(p.externalId)
      if (p.paymentHash !== null) seenHashes.add(p.paymentHash)
      return true
    })
    const total = fresh.reduce((sum, p) => sum + p.amountSat, 0)
    // Payments under way keep what they hold: their settlement must find it.
    await requireAvailableSpending(trx, child, total, {
      message: `Insufficient Funds - These payments total ${formatBtcWithSats(total)} but the spending balance is ${formatBtcWithSats(child.spendingSat)}`,
      field: 'csvContent',
    })
    const at = now.toISOString()
    const timeZone = (await findFamily(trx, child.familyId))?.timeZone ?? defaultTimeZone
    const entries: LedgerEntry[] = fresh.map((p) => {
      const occurredAt = paymentInstant(p, timeZone, now)
      const description = importedDescription(p, parsed.formatName, occurredAt !== null)
      return {
        familyId: child.familyId,
        childId: child.id,
        account: 'spending',
        type: 'lightning_spend',
        amountSat: -p.amountSat,
        description: description.slice(0, 200),
        importKey: p.externalId,
        createdBy: user.id,
        createdAt: at,
        occurredAt: occurredAt ?? at,
        paymentHash: p.paymentHash,
      }
    })
    await postEntries(trx, entries)
    const skipped = notImported + outgoing.length - fresh.length
    const alreadyBooked = booked > 0 ? ` (${booked} already booked)` : ''
    return {
      imported: fresh.length,
      skipped,
      alreadyBooked: booked,
      format: parsed.formatName,
      message: `Imported ${fresh.length} payment${fresh.length === 1 ? '' : 's'} from ${parsed.formatName}; skipped ${skipped}${alreadyBooked}.`,
    }
  })
}

/**
 * An imported payment's ledger description: the wallet's own, else the import's sentence
 * naming the wallet ("Phoenix payment"); with the file's date text in brackets when the
 * date could not be read for sure, since the row is then dated at its import.
 */
function importedDescription(
  payment: ImportedPayment,
  wallet: CsvWalletName,
  dated: boolean,
): string {
  if (payment.description) {
    return dated ? payment.description : `${payment.description} (${payment.occurredAtText})`
  }
  return dated
    ? writeLedgerDescription('walletPayment', { wallet })
    : writeLedgerDescription('walletPaymentUndated', { wallet, date: payment.occurredAtText })
}
