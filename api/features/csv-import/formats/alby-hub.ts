import {
  cell,
  findColumns,
  firstColumn,
  lowerCase,
  optionalColumn,
  startsWith,
  stripInjectionGuard,
} from '../columns.js'
import { rowError } from '../import-error.js'
import { abs, parseMsat } from '../msat-amounts.js'
import { requireInstant } from '../wallet-dates.js'
import type { FormatSpec } from './format-spec.js'

/**
 * Alby Hub: the columns are the keys of the first transaction, so they are found
 * by name. Every data cell went through a CSV-injection guard that prefixes a
 * "'" to text starting with = + - @; that prefix is removed again.
 */
export const ALBY_HUB: FormatSpec = {
  format: 'alby-hub',
  name: 'Alby Hub',
  matches: (header) =>
    startsWith(header, ['id', 'type', 'state', 'invoice']) ||
    startsWith(header, ['type', 'state', 'invoice']),
  prepare: (header, headerLine) => {
    const columns = findColumns(header, headerLine, 'Alby Hub', {
      type: 'type',
      state: 'state',
      createdAt: 'createdat',
    })
    // amountMsat/feesPaidMsat arrived in 2026; older exports only have the msat `amount`/`feesPaid`.
    const amountIndex = firstColumn(header, headerLine, 'Alby Hub', ['amountmsat', 'amount'])
    const feeIndex = firstColumn(header, headerLine, 'Alby Hub', ['feespaidmsat', 'feespaid'])
    const settledAtIndex = optionalColumn(header, 'settledat')
    const descriptionIndex = optionalColumn(header, 'description')
    const paymentHashIndex = optionalColumn(header, 'paymenthash')
    const idIndex = optionalColumn(header, 'id')
    return (rawFields, line) => {
      const fields = rawFields.map(stripInjectionGuard)
      const label = (index: number) => header[index] ?? ''
      if (lowerCase(cell(fields, columns.state).trim()) !== 'settled') return null
      const type = lowerCase(cell(fields, columns.type).trim())
      if (type !== 'incoming' && type !== 'outgoing') {
        throw rowError(
          line,
          `${label(columns.type)} "${cell(fields, columns.type)}" is neither incoming nor outgoing`,
        )
      }
      const direction = type === 'outgoing' ? 'out' : 'in'
      const dateIndex = cell(fields, settledAtIndex).trim() ? settledAtIndex : columns.createdAt
      const date = cell(fields, dateIndex).trim()
      const occurredAt = requireInstant(date, label(dateIndex), line)
      // Amounts are unsigned and an outgoing amount excludes the fee.
      const amount = abs(parseMsat(cell(fields, amountIndex), label(amountIndex), line, true))
      const fee = abs(parseMsat(cell(fields, feeIndex), label(feeIndex), line, false))
      // A payment between two apps of the same hub is listed twice with one
      // payment hash (once each way), so the direction is part of the id.
      const paymentHash = cell(fields, paymentHashIndex).trim()
      const rowId = cell(fields, idIndex).trim()
      const walletId = paymentHash ? `${direction}:${paymentHash}` : rowId ? `id:${rowId}` : null
      return {
        walletId,
        occurredAt,
        occurredAtText: date,
        direction,
        amountMsat: direction === 'out' ? amount + fee : amount,
        feeMsat: fee,
        description: cell(fields, descriptionIndex),
        ...(paymentHash ? { paymentHash } : {}),
      }
    }
  },
}
