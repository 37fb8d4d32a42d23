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
import { setImmediate as nextTurn } from 'node:timers/promises'
import { MAX_CSV_BYTES } from '../../contracts/csv-import.js'
import type { CsvWalletName } from '../../contracts/csv-wallets.js'
import { MESSAGES } from '../../contracts/messages.js'
import type { Sats } from '../../lib/money.js'
import { lowerCase } from './columns.js'
import { readCsvRecords } from './csv-reader.js'
import { ALBY_HUB } from './formats/alby-hub.js'
import { BLINK } from './formats/blink.js'
import { BREEZ, C_BREEZ } from './formats/breez.js'
import type { FormatSpec, WalletFormat } from './formats/format-spec.js'
import { LNBITS } from './formats/lnbits.js'
import { PHOENIX, PHOENIX_LEGACY, PHOENIXD } from './formats/phoenix.js'
import { CsvImportError, rowError } from './import-error.js'
import { MAX_MSAT, msatToSats } from './msat-amounts.js'

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
  /** The Lightning payment hash (64 lower-case hex), when the file has a readable one. */
  paymentHash: string | null
}

export interface ParsedWalletCsv {
  format: WalletFormat
  formatName: CsvWalletName
  payments: ImportedPayment[]
  /** Rows deliberately skipped: failed, pending or zero-amount payments, Blink USD rows. */
  ignored: number
}

export const MAX_CSV_ROWS = 100_000

const DESCRIPTION_MAX_CHARS = 200

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

/**
 * Parses a wallet export. Throws CsvImportError for an unknown header, a broken
 * row (the message starts with "Line N:"), no data rows, more than MAX_CSV_ROWS
 * rows or more than MAX_CSV_BYTES: one bad row rejects the whole file, so the
 * caller either imports every payment or none.
 */
export function parseWalletCsv(text: string): ParsedWalletCsv {
  const steps = parseInSteps(text)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/**
 * Rows parsed between two turns of the event loop: about 20 ms of work. A 100,000-row
 * file parsed in one go held the server for two seconds, every family's requests
 * waiting behind it (issue 9).
 */
export const ROWS_PER_SLICE = 1000

/**
 * parseWalletCsv in slices of ROWS_PER_SLICE rows, giving the event loop back between
 * them, so other requests are answered while a large file is read. Same result, same errors.
 */
export async function parseWalletCsvInSlices(text: string): Promise<ParsedWalletCsv> {
  const steps = parseInSteps(text)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await nextTurn()
  }
}

/** The parser, pausing (yielding) after every ROWS_PER_SLICE rows. */
function* parseInSteps(text: string): Generator<void, ParsedWalletCsv> {
  // A UTF-16 unit is 1 to 3 UTF-8 bytes, so only a borderline file needs counting.
  if (
    text.length > MAX_CSV_BYTES ||
    (text.length * 3 > MAX_CSV_BYTES && Buffer.byteLength(text, 'utf8') > MAX_CSV_BYTES)
  ) {
    throw new CsvImportError(MESSAGES.csvTooLarge, undefined, 'file-too-large')
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
    if (rowCount % ROWS_PER_SLICE === 0) yield
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
      paymentHash: readPaymentHash(draft.paymentHash),
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

/**
 * A payment hash as the wallet wrote it, lower-cased; anything but 32 bytes of hex (an
 * on-chain row's empty cell, a wallet's own id) is no hash: the row is still imported,
 * and deduplicated by its import key alone.
 */
function readPaymentHash(text: string | undefined): string | null {
  const hash = text?.trim().toLowerCase() ?? ''
  return /^[0-9a-f]{64}$/.test(hash) ? hash : null
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
