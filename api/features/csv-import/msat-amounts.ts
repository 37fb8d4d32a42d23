/**
 * Amount cells, read exactly: as BigInt millisatoshis, turned into whole satoshis only
 * at the end. A float never touches an amount.
 */
import { MAX_SATS, type Sats, sats } from '../../lib/money.js'
import { type CsvImportError, rowError } from './import-error.js'

/** The largest amount any cell or row may hold: 21M BTC. */
export const MAX_MSAT = BigInt(MAX_SATS) * 1000n

const INTEGER = /^[+-]?\d+$/
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/

/** An integer msat cell. Empty is an error only when `isRequired`. */
export function parseMsat(raw: string, label: string, line: number, isRequired: boolean): bigint {
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
export function parseSatsAsMsat(
  raw: string,
  label: string,
  line: number,
  isRequired: boolean,
): bigint {
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

export function abs(value: bigint): bigint {
  return value < 0n ? -value : value
}

export function msatToSats(msat: bigint): Sats {
  // BigInt division truncates toward zero: 1999 msat is 1 sat.
  return sats(Number(msat / 1000n))
}
