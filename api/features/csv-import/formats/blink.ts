import { cell, findColumns, lowerCase, optionalColumn, startsWith } from '../columns.js'
import { rowError } from '../import-error.js'
import { abs, parseSatsAsMsat } from '../msat-amounts.js'
import { parseIsoInstant, parseJsDateString } from '../wallet-dates.js'
import type { FormatSpec } from './format-spec.js'

/**
 * Blink: one row per ledger entry of the BTC or USD wallet. Only BTC rows are in
 * sats. The debit of a send already includes the fee (Blink debits amount + fee
 * in one entry), and a failed send shows up as a debit plus a reimbursing
 * credit with the same payment hash: the pair is dropped (see reversalKey).
 */
export const BLINK: FormatSpec = {
  format: 'blink',
  name: 'Blink',
  matches: (header) => startsWith(header, ['id', 'walletid', 'type', 'credit', 'debit']),
  prepare: (header, headerLine) => {
    const columns = findColumns(header, headerLine, 'Blink', {
      id: 'id',
      credit: 'credit',
      debit: 'debit',
      fee: 'fee',
      currency: 'currency',
      timestamp: 'timestamp',
    })
    const pendingIndex = optionalColumn(header, 'pendingconfirmation')
    const memoFromPayerIndex = optionalColumn(header, 'memofrompayer')
    const lnMemoIndex = optionalColumn(header, 'lnmemo')
    const paymentHashIndex = optionalColumn(header, 'paymenthash')
    return (fields, line) => {
      const label = (index: number) => header[index] ?? ''
      if (cell(fields, columns.currency).trim().toUpperCase() !== 'BTC') return null
      if (lowerCase(cell(fields, pendingIndex).trim()) === 'true') return null
      const date = cell(fields, columns.timestamp).trim()
      const occurredAt = parseJsDateString(date) ?? parseIsoInstant(date)
      if (!occurredAt) throw rowError(line, `${label(columns.timestamp)} "${date}" is not a date`)
      const credit = abs(
        parseSatsAsMsat(cell(fields, columns.credit), label(columns.credit), line, false),
      )
      const debit = abs(
        parseSatsAsMsat(cell(fields, columns.debit), label(columns.debit), line, false),
      )
      const fee = abs(parseSatsAsMsat(cell(fields, columns.fee), label(columns.fee), line, false))
      if (credit > 0n && debit > 0n) throw rowError(line, 'both credit and debit are set')
      const direction = debit > 0n ? 'out' : 'in'
      const memo = cell(fields, memoFromPayerIndex).trim() || cell(fields, lnMemoIndex).trim()
      const paymentHash = cell(fields, paymentHashIndex).trim()
      return {
        ...(paymentHash ? { reversalKey: paymentHash, paymentHash } : {}),
        walletId: cell(fields, columns.id).trim() || null,
        occurredAt,
        occurredAtText: date,
        direction,
        amountMsat: direction === 'out' ? debit : credit,
        feeMsat: fee,
        description: memo,
      }
    }
  },
}
