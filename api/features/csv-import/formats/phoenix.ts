/** Phoenix (current and legacy exports) and phoenixd. */
import { cell, findColumns, optionalColumn, startsWith } from '../columns.js'
import { abs, parseMsat, parseSatsAsMsat } from '../msat-amounts.js'
import { requireInstant } from '../wallet-dates.js'
import type { FormatSpec, RowReader } from './format-spec.js'

export const PHOENIX: FormatSpec = {
  format: 'phoenix',
  name: 'Phoenix',
  matches: (header) => startsWith(header, ['date', 'id', 'type', 'amount_msat', 'amount_fiat']),
  prepare: (header, headerLine) => readPhoenixRows(header, headerLine, 'Phoenix', true),
}

export const PHOENIXD: FormatSpec = {
  format: 'phoenixd',
  name: 'phoenixd',
  matches: (header) => startsWith(header, ['date', 'id', 'type', 'amount_msat', 'fee_credit_msat']),
  prepare: (header, headerLine) => readPhoenixRows(header, headerLine, 'phoenixd', false),
}

/**
 * Phoenix and phoenixd: amount_msat is the signed balance change, so for a sent
 * payment it already includes every fee. The fee columns are only reported.
 */
function readPhoenixRows(
  header: string[],
  headerLine: number,
  name: string,
  hasDescription: boolean,
): RowReader {
  const columns = findColumns(header, headerLine, name, {
    date: 'date',
    id: 'id',
    amount: 'amount_msat',
    miningFee: 'mining_fee_sat',
    serviceFee: 'service_fee_msat',
  })
  const descriptionIndex = hasDescription ? optionalColumn(header, 'description') : -1
  const paymentHashIndex = optionalColumn(header, 'payment_hash')
  return (fields, line) => {
    const label = (index: number) => header[index] ?? ''
    const date = cell(fields, columns.date).trim()
    const occurredAt = requireInstant(date, label(columns.date), line)
    const amount = parseMsat(cell(fields, columns.amount), label(columns.amount), line, true)
    const miningFee = parseSatsAsMsat(
      cell(fields, columns.miningFee),
      label(columns.miningFee),
      line,
      false,
    )
    const serviceFee = parseMsat(
      cell(fields, columns.serviceFee),
      label(columns.serviceFee),
      line,
      false,
    )
    const paymentHash = cell(fields, paymentHashIndex).trim()
    return {
      walletId: cell(fields, columns.id).trim() || null,
      occurredAt,
      occurredAtText: date,
      direction: amount < 0n ? 'out' : 'in',
      amountMsat: abs(amount),
      feeMsat: abs(miningFee) + abs(serviceFee),
      description: cell(fields, descriptionIndex),
      ...(paymentHash ? { paymentHash } : {}),
    }
  }
}

export const PHOENIX_LEGACY: FormatSpec = {
  format: 'phoenix-legacy',
  name: 'Phoenix',
  matches: (header) => startsWith(header, ['date', 'amount millisatoshi']),
  prepare: (header, headerLine) => {
    const columns = findColumns(header, headerLine, 'Phoenix', {
      date: 'date',
      amount: 'amount millisatoshi',
      fee: 'fees millisatoshi',
    })
    const descriptionIndex = optionalColumn(header, 'description')
    const notesIndex = optionalColumn(header, 'notes')
    return (fields, line) => {
      const label = (index: number) => header[index] ?? ''
      const date = cell(fields, columns.date).trim()
      const occurredAt = requireInstant(date, label(columns.date), line)
      const amount = parseMsat(cell(fields, columns.amount), label(columns.amount), line, true)
      // Fees are written negative when non-zero; like the current format, the
      // amount of an outgoing payment is the total that left the wallet.
      const fee = abs(parseMsat(cell(fields, columns.fee), label(columns.fee), line, false))
      const description = [cell(fields, descriptionIndex).trim(), cell(fields, notesIndex).trim()]
        .filter((part) => part !== '')
        .join('\n---\n')
      return {
        walletId: null,
        occurredAt,
        occurredAtText: date,
        direction: amount < 0n ? 'out' : 'in',
        amountMsat: abs(amount),
        feeMsat: fee,
        description,
      }
    }
  },
}
