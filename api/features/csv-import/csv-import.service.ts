import type { Db } from '../../../db/client.js'
import { findFamily } from '../../../db/queries/families.js'
import { findImportedKeys } from '../../../db/queries/ledger.js'
import { checkCsvFile } from '../../contracts/csv-import.js'
import { acceptOrRefuse, badRequest } from '../../errors.js'
import { requireAvailableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { type LedgerEntry, postEntries } from '../../lib/ledger.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import type { ImportCsvBody, ImportCsvReply } from './csv-import.schemas.js'
import { CsvImportError } from './import-error.js'
import { paymentInstant } from './payment-time.js'
import { type ParsedWalletCsv, parseWalletCsvInSlices } from './wallet-csv.js'

/**
 * Imports a Lightning wallet's CSV export as the child's spending. Only payments
 * sent are imported: money received by a child's wallet is the allowance, a bonus
 * or a savings transfer the app has already credited, and counting it again would
 * double it. Rows already imported (same wallet payment id) are skipped, so a
 * re-import of the same file imports nothing. Any bad line rejects the whole file.
 * Each ledger row keeps the payment's own date (see payment-time.ts); a date the file
 * does not give readably stays in the description, and the row is dated at the import.
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
    // Payments under way keep what they hold: their settlement must find it.
    await requireAvailableSpending(trx, child, total, {
      message: `Insufficient Funds - These payments total ${satsToBtc(total)} BTC but the spending balance is ${satsToBtc(child.spendingSat)} BTC`,
      field: 'csvContent',
    })
    const at = now.toISOString()
    const timeZone = (await findFamily(trx, child.familyId))?.timeZone ?? defaultTimeZone
    const entries: LedgerEntry[] = fresh.map((p) => {
      const occurredAt = paymentInstant(p, timeZone, now)
      const description = p.description || `${parsed.formatName} payment`
      return {
        familyId: child.familyId,
        childId: child.id,
        account: 'spending',
        type: 'lightning_spend',
        amountSat: -p.amountSat,
        description: (occurredAt ? description : `${description} (${p.occurredAtText})`).slice(
          0,
          200,
        ),
        importKey: p.externalId,
        createdBy: user.id,
        createdAt: at,
        occurredAt: occurredAt ?? at,
      }
    })
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
