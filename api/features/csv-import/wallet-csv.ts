/**
 * Reads the payment-history CSV exports of the Lightning wallets families use
 * (Phoenix, Breez, Alby Hub, LNbits, Blink) into one normalised list of payments.
 *
 * Column meanings come from each app's exporting code, summarised in
 * shared/reference/wallet-csv-formats.md. Amounts are read as exact integers
 * (BigInt millisatoshis) and only then turned into whole satoshis: a float never
 * touches an amount.
 */
import { createHash } from 'node:crypto'
import { MAX_SATS, type Sats, sats } from '../../lib/money.js'

export type WalletFormat =
  | 'phoenix'
  | 'phoenix-legacy'
  | 'phoenixd'
  | 'breez'
  | 'c-breez'
  | 'alby-hub'
  | 'lnbits'
  | 'blink'

export interface ImportedPayment {
  /**
   * Stable per payment across re-exports, prefixed with the format: the wallet's
   * own id or payment hash when the file has one, else a SHA-256 of the row's
   * normalised content.
   */
  externalId: string
  /** ISO-8601 UTC, or null when the file only has a local time without a zone. */
  occurredAt: string | null
  /** The date exactly as the file wrote it. */
  occurredAtText: string
  direction: 'in' | 'out'
  /** What the payment changed the balance by: for 'out' this includes the fee. */
  amountSat: Sats
  /** The fee the wallet reports for this payment, for display; already in amountSat. */
  feeSat: Sats
  description: string
}

export interface ParsedWalletCsv {
  format: WalletFormat
  formatName: string
  payments: ImportedPayment[]
  /** Rows deliberately skipped: failed, pending or zero-amount payments, Blink USD rows. */
  ignored: number
}

/** Rejects the whole file; `line` is the 1-based physical line where the bad row starts. */
export class CsvImportError extends Error {
  override name = 'CsvImportError'
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message)
  }
}

export const MAX_CSV_BYTES = 20 * 1024 * 1024
export const MAX_CSV_ROWS = 100_000

const DESCRIPTION_MAX_CHARS = 200
const MAX_MSAT = BigInt(MAX_SATS) * 1000n

/**
 * Parses a wallet export. Throws CsvImportError for an unknown header, a broken
 * row (the message starts with "Line N:"), no data rows, more than MAX_CSV_ROWS
 * rows or more than MAX_CSV_BYTES: one bad row rejects the whole file, so the
 * caller either imports every payment or none.
 */
export function parseWalletCsv(text: string): ParsedWalletCsv {
  // A UTF-16 unit is 1 to 3 UTF-8 bytes, so only a borderline file needs counting.
  if (
    text.length > MAX_CSV_BYTES ||
    (text.length * 3 > MAX_CSV_BYTES && Buffer.byteLength(text, 'utf8') > MAX_CSV_BYTES)
  ) {
    throw new CsvImportError('The file is larger than 20 MB')
  }
  const records = readCsvRecords(text)
  const first = records.next()
  if (first.done) throw new CsvImportError('The file has no transactions')
  const header = first.value
  const labels = header.fields.map((label) => label.trim())
  const spec = FORMATS.find((candidate) => candidate.matches(labels.map(lowerCase)))
  if (!spec) {
    throw new CsvImportError(
      'Unrecognised CSV format. Supported exports: Phoenix, Breez, Alby Hub, LNbits and Blink.',
      header.line,
    )
  }
  const readRow = spec.prepare(labels, header.line)

  const payments: ImportedPayment[] = []
  const reversalKeys: Array<string | undefined> = []
  const contentIdCounts = new Map<string, number>()
  let ignored = 0
  let rowCount = 0
  for (const record of records) {
    rowCount++
    if (rowCount > MAX_CSV_ROWS) {
      throw new CsvImportError('File has more than 100,000 rows', record.line)
    }
    if (record.fields.length !== labels.length) {
      throw rowError(
        record.line,
        `expected ${labels.length} columns but found ${record.fields.length}`,
      )
    }
    const draft = readRow(record.fields, record.line)
    if (!draft) {
      ignored++
      continue
    }
    // Each cell was range-checked, but an amount plus its fees can still add up past the cap.
    if (draft.amountMsat > MAX_MSAT || draft.feeMsat > MAX_MSAT) {
      throw rowError(record.line, 'the amount is more than 21,000,000 BTC')
    }
    const amountSat = msatToSats(draft.amountMsat)
    if (amountSat === 0) {
      ignored++
      continue
    }
    const payment: Omit<ImportedPayment, 'externalId'> = {
      occurredAt: draft.occurredAt,
      occurredAtText: draft.occurredAtText,
      direction: draft.direction,
      amountSat,
      feeSat: msatToSats(draft.feeMsat),
      description: normaliseDescription(draft.description),
    }
    const externalId = draft.walletId
      ? `${spec.format}:${draft.walletId}`
      : buildContentId(spec.format, payment, contentIdCounts)
    payments.push({ externalId, ...payment })
    reversalKeys.push(draft.reversalKey)
  }
  if (rowCount === 0) throw new CsvImportError('The file has no transactions')
  const refunded = findRefundedPairs(payments, reversalKeys)
  return {
    format: spec.format,
    formatName: spec.name,
    payments: payments.filter((_, index) => !refunded.has(index)),
    ignored: ignored + refunded.size,
  }
}

// ---------------------------------------------------------------------------
// RFC 4180 reader

interface CsvRecord {
  fields: string[]
  /** Physical line where the record starts; quoted fields may span lines. */
  line: number
}

const COMMA = 44
const QUOTE = 34
const CR = 13
const LF = 10

/**
 * One pass over the text with charCodeAt and slices (no per-character regex or
 * copies), so time grows linearly with the file. A lone CR also ends a line; a
 * quote inside an unquoted field is kept as text (lenient), but text after a
 * closing quote is an error.
 */
function* readCsvRecords(text: string): Generator<CsvRecord> {
  const length = text.length
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  while (pos < length) {
    const recordLine = line
    const fields: string[] = []
    for (;;) {
      if (text.charCodeAt(pos) === QUOTE) {
        let value = ''
        let chunkStart = pos + 1
        let i = chunkStart
        for (;;) {
          if (i >= length) {
            throw rowError(recordLine, 'a quoted field is never closed (missing ")')
          }
          const c = text.charCodeAt(i)
          if (c === QUOTE) {
            if (text.charCodeAt(i + 1) === QUOTE) {
              value += text.slice(chunkStart, i + 1)
              i += 2
              chunkStart = i
              continue
            }
            value += text.slice(chunkStart, i)
            i++
            break
          }
          if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) line++
          i++
        }
        pos = i
        fields.push(value)
        const next = text.charCodeAt(pos)
        if (pos < length && next !== COMMA && next !== CR && next !== LF) {
          throw rowError(recordLine, 'unexpected text after a closing quote')
        }
      } else {
        let i = pos
        while (i < length) {
          const c = text.charCodeAt(i)
          if (c === COMMA || c === CR || c === LF) break
          i++
        }
        fields.push(text.slice(pos, i))
        pos = i
      }
      if (pos >= length) break
      const c = text.charCodeAt(pos)
      if (c === COMMA) {
        pos++
        continue
      }
      pos += c === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1
      line++
      break
    }
    // Blank lines (including the usual one at the end) carry no data.
    if (fields.length === 1 && fields[0] === '') continue
    yield { fields, line: recordLine }
  }
}

// ---------------------------------------------------------------------------
// Formats

interface PaymentDraft {
  /** The wallet's own identifier, or null to fall back to a content hash. */
  walletId: string | null
  occurredAt: string | null
  occurredAtText: string
  direction: 'in' | 'out'
  /** Balance change in msat, unsigned: for 'out' the fee is included. */
  amountMsat: bigint
  /** Unsigned msat, for display only. */
  feeMsat: bigint
  description: string
  /**
   * Set where the wallet refunds a failed send with a credit under the same key
   * (Blink: the payment hash). Such a debit and credit cancel out and neither is
   * imported: only sent payments are, and the debit alone would charge the child
   * for a payment that never happened.
   */
  reversalKey?: string
}

/** Returns null for a row that is deliberately not imported. */
type RowReader = (fields: string[], line: number) => PaymentDraft | null

interface FormatSpec {
  format: WalletFormat
  name: string
  /** Receives the header labels trimmed and lower-cased. */
  matches(header: string[]): boolean
  /** Receives the header labels trimmed, original case (used in messages). */
  prepare(header: string[], line: number): RowReader
}

const PHOENIX: FormatSpec = {
  format: 'phoenix',
  name: 'Phoenix',
  matches: (header) => startsWith(header, ['date', 'id', 'type', 'amount_msat', 'amount_fiat']),
  prepare: (header, headerLine) => readPhoenixRows(header, headerLine, 'Phoenix', true),
}

const PHOENIXD: FormatSpec = {
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
    return {
      walletId: cell(fields, columns.id).trim() || null,
      occurredAt,
      occurredAtText: date,
      direction: amount < 0n ? 'out' : 'in',
      amountMsat: abs(amount),
      feeMsat: abs(miningFee) + abs(serviceFee),
      description: cell(fields, descriptionIndex),
    }
  }
}

const PHOENIX_LEGACY: FormatSpec = {
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

/**
 * Misty Breez. The labels of columns 1, 2, 5, 6, 8 and 9 follow the phone's
 * language, while "Status", "Type" and "Refund Amount" are always English, so the
 * header is recognised by those and the columns are read by position.
 */
const BREEZ: FormatSpec = {
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
const C_BREEZ: FormatSpec = {
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

/**
 * Alby Hub: the columns are the keys of the first transaction, so they are found
 * by name. Every data cell went through a CSV-injection guard that prefixes a
 * "'" to text starting with = + - @; that prefix is removed again.
 */
const ALBY_HUB: FormatSpec = {
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
      }
    }
  },
}

/**
 * LNbits (English UI; other languages translate the labels). Amount is in sats,
 * possibly fractional, negative for sends and without the fee; Fee is in msat and
 * negative. The date is the browser's local time with no zone.
 */
const LNBITS: FormatSpec = {
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
      }
    }
  },
}

/**
 * Blink: one row per ledger entry of the BTC or USD wallet. Only BTC rows are in
 * sats. The debit of a send already includes the fee (Blink debits amount + fee
 * in one entry), and a failed send shows up as a debit plus a reimbursing
 * credit with the same payment hash: the pair is dropped (see reversalKey).
 */
const BLINK: FormatSpec = {
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
        ...(paymentHash ? { reversalKey: paymentHash } : {}),
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

/** Indexes of sends and the credits that refunded them (same key, same amount). */
function findRefundedPairs(
  payments: ImportedPayment[],
  keys: Array<string | undefined>,
): Set<number> {
  const openSends = new Map<string, number[]>()
  payments.forEach((payment, index) => {
    const key = keys[index]
    if (key && payment.direction === 'out')
      openSends.set(key, [...(openSends.get(key) ?? []), index])
  })
  const paired = new Set<number>()
  payments.forEach((payment, index) => {
    const key = keys[index]
    if (!key || payment.direction !== 'in') return
    const sends = openSends.get(key) ?? []
    const match = sends.findIndex((send) => payments[send]?.amountSat === payment.amountSat)
    if (match < 0) return
    paired.add(index).add(sends[match] ?? -1)
    sends.splice(match, 1)
  })
  return paired
}

const FORMATS: readonly FormatSpec[] = [
  PHOENIX,
  PHOENIXD,
  PHOENIX_LEGACY,
  BREEZ,
  C_BREEZ,
  ALBY_HUB,
  LNBITS,
  BLINK,
]

// ---------------------------------------------------------------------------
// Columns

function startsWith(header: string[], expected: string[]): boolean {
  return expected.every((label, index) => header[index] === label)
}

function optionalColumn(header: string[], name: string): number {
  return header.findIndex((label) => lowerCase(label) === name)
}

function findColumns<K extends string>(
  header: string[],
  headerLine: number,
  formatName: string,
  names: Record<K, string>,
): Record<K, number> {
  const indexes = {} as Record<K, number>
  for (const key of Object.keys(names) as K[]) {
    indexes[key] = firstColumn(header, headerLine, formatName, [names[key]])
  }
  return indexes
}

function firstColumn(
  header: string[],
  headerLine: number,
  formatName: string,
  names: string[],
): number {
  for (const name of names) {
    const index = optionalColumn(header, name)
    if (index >= 0) return index
  }
  throw new CsvImportError(`The ${formatName} export has no "${names[0]}" column`, headerLine)
}

/** Column counts are checked before rows are read, so this only guards a missing optional column. */
function cell(fields: string[], index: number): string {
  return index < 0 ? '' : (fields[index] ?? '')
}

const INJECTION_GUARDED = /^'[ \t\r]*[=+\-@]/

function stripInjectionGuard(value: string): string {
  return INJECTION_GUARDED.test(value) ? value.slice(1) : value
}

// ---------------------------------------------------------------------------
// Numbers: exact, via BigInt millisatoshis

const INTEGER = /^[+-]?\d+$/
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/

/** An integer msat cell. Empty is an error only when `isRequired`. */
function parseMsat(raw: string, label: string, line: number, isRequired: boolean): bigint {
  const text = raw.trim()
  if (text === '') {
    if (isRequired) throw rowError(line, `${label} is empty`)
    return 0n
  }
  if (!INTEGER.test(text)) {
    const kind = DECIMAL.test(text) && /\d/.test(text) ? 'a whole number' : 'a number'
    throw rowError(line, `${label} "${raw}" is not ${kind}`)
  }
  return checkRange(BigInt(text), raw, label, line)
}

/**
 * A decimal sats cell ("-12.345") as msat. Digits beyond the third decimal are
 * dropped toward zero, which changes nothing once the total is rounded toward
 * zero to whole sats.
 */
function parseSatsAsMsat(raw: string, label: string, line: number, isRequired: boolean): bigint {
  const text = raw.trim()
  if (text === '') {
    if (isRequired) throw rowError(line, `${label} is empty`)
    return 0n
  }
  const match = DECIMAL.exec(text)
  const [, sign = '', whole = '', fraction = ''] = match ?? []
  if (!match || (whole === '' && fraction === '')) {
    throw rowError(line, `${label} "${raw}" is not a number`)
  }
  // Anything over 16 integer digits is far above 21M BTC (2.1e15 sat) anyway.
  if (whole.replace(/^0+/, '').length > 16) throw overMax(raw, label, line)
  const magnitude = BigInt(whole || '0') * 1000n + BigInt(fraction.slice(0, 3).padEnd(3, '0'))
  return checkRange(sign === '-' ? -magnitude : magnitude, raw, label, line)
}

function checkRange(msat: bigint, raw: string, label: string, line: number): bigint {
  if (abs(msat) > MAX_MSAT) throw overMax(raw, label, line)
  return msat
}

function overMax(raw: string, label: string, line: number): CsvImportError {
  return rowError(line, `${label} "${raw}" is more than 21,000,000 BTC`)
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value
}

function msatToSats(msat: bigint): Sats {
  // BigInt division truncates toward zero: 1999 msat is 1 sat.
  return sats(Number(msat / 1000n))
}

// ---------------------------------------------------------------------------
// Dates

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))$/

/** An ISO-8601 / RFC 3339 date-time with a zone, as UTC ISO text; null if it is not one. */
function parseIsoInstant(text: string): string | null {
  const match = ISO_INSTANT.exec(text)
  if (!match) return null
  const [, year, month, day, hour, minute, second = '0', fraction = '', zulu, sign, offH, offM] =
    match
  const offsetMinutes = zulu ? 0 : (Number(offH) * 60 + Number(offM)) * (sign === '-' ? -1 : 1)
  if (!zulu && (Number(offH) > 23 || Number(offM) > 59)) return null
  // Phoenix writes exactly what toISOString() would: skip the Date round trip for 50,000 rows.
  if (text.length === 24 && fraction.length === 3 && zulu === 'Z' && text[10] === 'T') {
    const isValid = isValidLocalTime(
      Number(year),
      Number(month),
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
    )
    return isValid ? text : null
  }
  return buildUtc(
    Number(year),
    Number(month),
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.slice(0, 3).padEnd(3, '0')),
    offsetMinutes,
  )
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const JS_DATE_STRING =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT([+-])(\d{2})(\d{2})(?: \([^)]*\))?$/

/** JavaScript's Date.prototype.toString() output, e.g. "Thu Aug 20 2026 16:07:30 GMT+0000 (Coordinated Universal Time)". */
function parseJsDateString(text: string): string | null {
  const match = JS_DATE_STRING.exec(text)
  if (!match) return null
  const [, monthName = '', day, year, hour, minute, second, sign, offH, offM] = match
  const month = MONTHS.indexOf(monthName) + 1
  if (month === 0 || Number(offH) > 23 || Number(offM) > 59) return null
  const offsetMinutes = (Number(offH) * 60 + Number(offM)) * (sign === '-' ? -1 : 1)
  return buildUtc(
    Number(year),
    month,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    0,
    offsetMinutes,
  )
}

function buildUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
  offsetMinutes: number,
): string | null {
  if (!isValidLocalTime(year, month, day, hour, minute, second)) return null
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
  return new Date(local - offsetMinutes * 60_000).toISOString()
}

function isValidLocalTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): boolean {
  // Below 1970 Date.UTC would also remap years 0-99; no wallet payment is that old.
  if (year < 1970 || month < 1 || month > 12 || day < 1) return false
  const isLeapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const daysInMonth = month === 2 && isLeapYear ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
  return day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/

function isLocalMinute(text: string): boolean {
  const match = LOCAL_MINUTE.exec(text)
  if (!match) return false
  const [, year, month, day, hour, minute] = match
  return isValidLocalTime(Number(year), Number(month), Number(day), Number(hour), Number(minute), 0)
}

function requireInstant(text: string, label: string, line: number): string {
  if (text === '') throw rowError(line, `${label} is empty`)
  const instant = parseIsoInstant(text)
  if (!instant) throw rowError(line, `${label} "${text}" is not an ISO-8601 date and time`)
  return instant
}

/** Breez dates follow the phone's locale, so anything non-empty is kept as text. */
function requireText(raw: string, label: string, line: number): string {
  const text = raw.trim()
  if (text === '') throw rowError(line, `${label} is empty`)
  return text
}

// ---------------------------------------------------------------------------
// Ids and text

/**
 * SHA-256 of what is stored, so the id can be recomputed from an imported
 * payment. Two identical rows in one file are two real payments (say, two 500
 * sat ice creams in the same minute), so repeats get "-2", "-3"... in file
 * order instead of collapsing into one.
 */
function buildContentId(
  format: WalletFormat,
  payment: Omit<ImportedPayment, 'externalId'>,
  counts: Map<string, number>,
): string {
  const content = JSON.stringify([
    format,
    payment.occurredAt ?? payment.occurredAtText,
    payment.direction,
    payment.amountSat,
    payment.feeSat,
    payment.description,
  ])
  const hash = createHash('sha256').update(content).digest('hex')
  const seen = (counts.get(hash) ?? 0) + 1
  counts.set(hash, seen)
  return seen === 1 ? `${format}:${hash}` : `${format}:${hash}-${seen}`
}

function normaliseDescription(raw: string): string {
  const text = raw.trim()
  if (text.length <= DESCRIPTION_MAX_CHARS) return text
  let cut = text.slice(0, DESCRIPTION_MAX_CHARS)
  // Never keep half of a surrogate pair (an emoji cut in two).
  const last = cut.charCodeAt(cut.length - 1)
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1)
  return cut.trimEnd()
}

function lowerCase(text: string): string {
  return text.toLowerCase()
}

function rowError(line: number, problem: string): CsvImportError {
  return new CsvImportError(`Line ${line}: ${problem}`, line)
}
