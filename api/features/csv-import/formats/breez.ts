/** Misty Breez, and c-Breez (recognised only to refuse it). */
import { cell, lowerCase, startsWith } from '../columns.js'
import { CsvImportError, rowError } from '../import-error.js'
import { abs, parseSatsAsMsat } from '../msat-amounts.js'
import { requireText } from '../wallet-dates.js'
import type { FormatSpec } from './format-spec.js'

/**
 * Misty Breez. The labels of columns 1, 2, 5, 6, 8 and 9 follow the phone's
 * language, while "Status", "Type" and "Refund Amount" are always English, so the
 * header is recognised by those and the columns are read by position.
 */
export const BREEZ: FormatSpec = {
  format: 'breez',
  name: 'Breez',
  matches: (header) =>
    header.length === 9 &&
    header[2] === 'status' &&
    header[3] === 'type' &&
    header[6] === 'refund amount',
  prepare: (header) => (fields, line) => {
    const label = (index: number) => header[index] ?? ''
    // 'refunded' sends gave the money back, so like failed ones they never moved the balance.
    if (lowerCase(cell(fields, 2).trim()) !== 'complete') return null
    const type = lowerCase(cell(fields, 3).trim())
    if (type !== 'receive' && type !== 'send') {
      throw rowError(line, `${label(3)} "${cell(fields, 3)}" is neither receive nor send`)
    }
    const date = requireText(cell(fields, 0), label(0), line)
    // Amount and fee are both negated for sends, and a send's amount excludes the fee.
    const amount = abs(parseSatsAsMsat(cell(fields, 4), label(4), line, true))
    const fee = abs(parseSatsAsMsat(cell(fields, 5), label(5), line, false))
    return {
      walletId: cell(fields, 8).trim() || null,
      occurredAt: null,
      occurredAtText: date,
      direction: type === 'send' ? 'out' : 'in',
      amountMsat: type === 'send' ? amount + fee : amount,
      feeMsat: fee,
      description: cell(fields, 1),
    }
  },
}

/**
 * c-Breez writes unsigned amounts and no payment type (its exporter drops
 * Payment.paymentType), so a received payment cannot be told apart from a sent
 * one. Guessing would put money on the wrong side of a child's ledger, so the
 * file is recognised only to explain why it is refused.
 */
export const C_BREEZ: FormatSpec = {
  format: 'c-breez',
  name: 'c-Breez',
  matches: (header) => startsWith(header, ['date & time', 'title', 'description', 'node id']),
  prepare: (_header, headerLine) => {
    throw new CsvImportError(
      'This c-Breez export does not say which payments were sent and which were received, so it cannot be imported. Add these payments by hand.',
      headerLine,
    )
  },
}
