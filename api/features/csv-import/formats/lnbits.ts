import { cell, lowerCase, startsWith } from '../columns.js'
import { CsvImportError, rowError } from '../import-error.js'
import { abs, parseMsat, parseSatsAsMsat } from '../msat-amounts.js'
import { isLocalMinute } from '../wallet-dates.js'
import type { FormatSpec } from './format-spec.js'

/**
 * LNbits (English UI; other languages translate the labels). Amount is in sats,
 * possibly fractional, negative for sends and without the fee; Fee is in msat and
 * negative. The date is the browser's local time with no zone.
 */
export const LNBITS: FormatSpec = {
  format: 'lnbits',
  name: 'LNbits',
  matches: (header) => startsWith(header, ['status', 'memo', 'date', 'amount', 'fee']),
  prepare: (header, headerLine) => {
    if (header.length < 7) {
      throw new CsvImportError(`The LNbits export has only ${header.length} columns`, headerLine)
    }
    return (fields, line) => {
      const label = (index: number) => header[index] ?? ''
      if (lowerCase(cell(fields, 0).trim()) !== 'success') return null
      const date = cell(fields, 2).trim()
      if (!isLocalMinute(date)) {
        throw rowError(line, `${label(2)} "${date}" is not a date like 2026-08-13 14:41`)
      }
      const amount = parseSatsAsMsat(cell(fields, 3), label(3), line, true)
      const fee = abs(parseMsat(cell(fields, 4), label(4), line, false))
      const direction = amount < 0n ? 'out' : 'in'
      const paymentHash = cell(fields, 6).trim()
      return {
        walletId: paymentHash ? `${direction}:${paymentHash}` : null,
        occurredAt: null,
        occurredAtText: date,
        direction,
        amountMsat: direction === 'out' ? abs(amount) + fee : amount,
        feeMsat: fee,
        description: cell(fields, 1),
        ...(paymentHash ? { paymentHash } : {}),
      }
    }
  },
}
