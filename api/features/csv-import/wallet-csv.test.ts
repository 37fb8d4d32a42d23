import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MAX_CSV_BYTES } from '../../contracts/csv-import.js'
import { MAX_SATS } from '../../lib/money.js'
import { CsvImportError } from './import-error.js'
import { makePhoenixCsv } from './wallet-csv.bench-data.js'
import { MAX_CSV_ROWS, type ParsedWalletCsv, parseWalletCsv } from './wallet-csv.js'

function readSample(name: string): string {
  return readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8')
}

function parseSample(name: string): ParsedWalletCsv {
  return parseWalletCsv(readSample(name))
}

/** Runs `parse` and returns the CsvImportError it must throw. */
function catchImportError(parse: () => unknown): CsvImportError {
  try {
    parse()
  } catch (error) {
    if (error instanceof CsvImportError) return error
    throw error
  }
  throw new Error('expected a CsvImportError')
}

const PHOENIX_HEADER =
  'date,id,type,amount_msat,amount_fiat,fee_credit_msat,mining_fee_sat,mining_fee_fiat,service_fee_msat,service_fee_fiat,payment_hash,tx_id,destination,description'
const LEGACY_HEADER = 'Date,Amount Millisatoshi,Fees Millisatoshi,Description'
const LNBITS_HEADER =
  '"Status","Memo","Date","Amount","Fee","Tag","Payment Hash","Payment Proof","Webhook","Fiat Currency","Fiat Amount"'

/**
 * A Phoenix file with minimal rows: 100,000 generated rows of about 180 bytes
 * would pass MAX_CSV_BYTES before they reach MAX_CSV_ROWS.
 */
function makeCompactPhoenixCsv(rows: number): string {
  const lines = [PHOENIX_HEADER]
  for (let i = 0; i < rows; i++) lines.push(`2025-03-02T08:15:04.512Z,${i},,1000,,,,,,,,,,`)
  return lines.join('\n')
}

function phoenixRow(id: string, amountMsat: string, description = 'Allowance'): string {
  return `2025-03-02T08:15:04.512Z,${id},lightning_received,${amountMsat},,0,,,0,,,,,${description}`
}

describe('parseWalletCsv samples', () => {
  it('reads a Phoenix export, fees already inside the sent amount', () => {
    const parsed = parseSample('phoenix.csv')
    expect(parsed.format).toBe('phoenix')
    expect(parsed.formatName).toBe('Phoenix')
    expect(parsed.payments).toHaveLength(6)
    expect(parsed.ignored).toBe(0)
    expect(parsed.payments[0]).toEqual({
      externalId: 'phoenix:6f1c2a9e-3b7d-4c11-9a52-0d8e7f4b1a23',
      occurredAt: '2025-03-02T08:15:04.512Z',
      occurredAtText: '2025-03-02T08:15:04.512Z',
      direction: 'in',
      amountSat: 25_000,
      feeSat: 0,
      description: 'Weekly allowance from Mum',
      paymentHash: 'f6cca218ddcf9ef3a1139c498bbf0ab3cfe0ec9674f5c1d3ea61ca9efbfffe07',
    })
    // -10,512,345 msat with a 12,345 msat routing fee: 10,512 sats left the wallet.
    expect(parsed.payments[1]).toMatchObject({
      externalId: 'phoenix:a3d90b7e-51c4-4f0e-8b6d-2c7e19f3d4b8',
      direction: 'out',
      amountSat: 10_512,
      feeSat: 12,
      description: 'Ice cream, two scoops',
    })
    // Swap-in: 420 sat mining fee + 1,000,000 msat service fee.
    expect(parsed.payments[2]).toMatchObject({ direction: 'in', amountSat: 148_580, feeSat: 1_420 })
    expect(parsed.payments[3]?.description).toBe('Book "The Hobbit"\n---\nBirthday present for Sam')
    // 1,500 msat rounds toward zero.
    expect(parsed.payments[4]).toMatchObject({ direction: 'in', amountSat: 1 })
  })

  it('reads a phoenixd export and skips a zero-amount fee-credit row', () => {
    const parsed = parseSample('phoenixd.csv')
    expect(parsed.format).toBe('phoenixd')
    expect(parsed.payments).toHaveLength(4)
    expect(parsed.ignored).toBe(1)
    expect(parsed.payments[1]).toMatchObject({
      externalId: 'phoenixd:9e3b1f0a-7c62-4d85-b4a9-16f8e2d0c3b7',
      occurredAt: '2025-06-02T12:30:45.100Z',
      direction: 'out',
      amountSat: 2_002,
      feeSat: 2,
      description: '',
    })
    expect(parsed.payments[3]).toMatchObject({ direction: 'in', amountSat: 1 })
  })

  it('reads a legacy Phoenix export with CRLF line ends and content-hash ids', () => {
    const parsed = parseSample('phoenix-legacy.csv')
    expect(parsed.format).toBe('phoenix-legacy')
    expect(parsed.payments).toHaveLength(4)
    expect(parsed.ignored).toBe(0)
    expect(parsed.payments[1]).toMatchObject({
      occurredAt: '2024-11-03T15:00:00.000Z',
      direction: 'out',
      amountSat: 5_004,
      feeSat: 4,
      description: 'Stickers, holographic\n---\nShe said "thanks!"',
    })
    expect(parsed.payments[3]).toMatchObject({ direction: 'in', amountSat: 100_000, feeSat: 1_200 })
    for (const payment of parsed.payments) {
      expect(payment.externalId).toMatch(/^phoenix-legacy:[0-9a-f]{64}$/)
    }
  })

  it('reads a Misty Breez export, adding the fee to sends and keeping local dates as text', () => {
    const parsed = parseSample('breez.csv')
    expect(parsed.format).toBe('breez')
    expect(parsed.formatName).toBe('Breez')
    expect(parsed.payments).toHaveLength(3)
    // failed, pending and refunded
    expect(parsed.ignored).toBe(3)
    expect(parsed.payments[0]).toMatchObject({
      externalId: 'breez:36da254c90dbaceb8c2001ccc6822bb74ff8163e89c289c7ac0c527a8ccbc926',
      occurredAt: null,
      occurredAtText: '8/4/2026 2:04 PM',
      direction: 'in',
      amountSat: 5_000,
    })
    expect(parsed.payments[2]).toMatchObject({
      direction: 'out',
      amountSat: 1_521,
      feeSat: 21,
      description: 'Game "Skins" pack',
    })
  })

  it('refuses a c-Breez export because it has no payment direction', () => {
    const error = catchImportError(() => parseSample('c-breez.csv'))
    expect(error.message).toMatch(/c-Breez export does not say which payments were sent/)
    expect(error.line).toBe(1)
  })

  it('reads an Alby Hub export: settled only, injection guard stripped, fee added', () => {
    const parsed = parseSample('alby-hub.csv')
    expect(parsed.format).toBe('alby-hub')
    expect(parsed.formatName).toBe('Alby Hub')
    expect(parsed.payments).toHaveLength(4)
    expect(parsed.ignored).toBe(2)
    expect(parsed.payments[1]).toMatchObject({
      externalId: 'alby-hub:out:5ceb7342bc2e31cf1b103e69dd82a569bfa27cf0362ca8475a34345b9c4223e1',
      occurredAt: '2026-08-14T18:02:45.123Z',
      direction: 'out',
      amountSat: 5_003,
      feeSat: 3,
      description: 'Pizza, extra cheese',
      paymentHash: '5ceb7342bc2e31cf1b103e69dd82a569bfa27cf0362ca8475a34345b9c4223e1',
    })
    // settledAt has a +02:00 offset.
    expect(parsed.payments[2]).toMatchObject({
      occurredAt: '2026-08-15T08:00:00.500Z',
      description: '-5% discount voucher',
    })
    // The same payment hash both ways (a payment between two apps) gives two ids.
    expect(parsed.payments[2]?.externalId).not.toBe(parsed.payments[3]?.externalId)
  })

  it('reads an LNbits export with fractional sats and msat fees', () => {
    const parsed = parseSample('lnbits.csv')
    expect(parsed.format).toBe('lnbits')
    expect(parsed.payments).toHaveLength(3)
    // pending, failed, and a 0.999 sat payment that rounds to zero
    expect(parsed.ignored).toBe(3)
    // -12.345 sat plus a -2000 msat fee: 14.345 sat, rounded toward zero.
    expect(parsed.payments[1]).toEqual({
      externalId: 'lnbits:out:cf7647a3e4e20057e56bc76eb64cb9a8d20271146a7d96027dc3844f812c2f9e',
      occurredAt: null,
      occurredAtText: '2026-08-11 16:05',
      direction: 'out',
      amountSat: 14,
      feeSat: 2,
      description: 'Ice cream, vanilla',
      paymentHash: 'cf7647a3e4e20057e56bc76eb64cb9a8d20271146a7d96027dc3844f812c2f9e',
    })
    expect(parsed.payments[2]).toMatchObject({ direction: 'in', amountSat: 2_500 })
  })

  it('reads a Blink export: BTC rows only, the debit already includes the fee', () => {
    const parsed = parseSample('blink.csv')
    expect(parsed.format).toBe('blink')
    expect(parsed.payments).toHaveLength(4)
    // a USD-wallet row and an unconfirmed on-chain receipt
    expect(parsed.ignored).toBe(2)
    expect(parsed.payments[0]).toMatchObject({
      externalId: 'blink:66c4a1f2e3b5d7a9c0e1f201',
      occurredAt: '2026-08-20T16:07:30.000Z',
      direction: 'in',
      amountSat: 7_685,
      description: 'Allowance',
    })
    expect(parsed.payments[1]).toMatchObject({
      externalId: 'blink:66c7f0a3b2c4d6e8f0a1b302',
      direction: 'out',
      amountSat: 2_010,
      feeSat: 10,
      description: 'Cinema ticket, kids',
      paymentHash: 'ce2f55e9375960165858fdab0f7770f57b39172b9be9a222e8528373d74dcc0e',
    })
    expect(parsed.payments[2]?.description).toBe('Grandma says "well done"')
  })

  it('drops a failed Blink send together with the credit that refunded it', () => {
    const [header = '', , sent = ''] = readSample('blink.csv').split('\n')
    // The refund: same payment hash, the amount back as a credit.
    const refund = sent
      .replace('66c7f0a3b2c4d6e8f0a1b302', '66c7f0a3b2c4d6e8f0a1b399')
      .replace(',payment,0,2010,10,', ',payment,2010,0,0,')
    const parsed = parseWalletCsv([header, sent, refund].join('\n'))
    expect(parsed.payments).toEqual([])
    expect(parsed.ignored).toBe(2)
    // Alone, the same send is a payment.
    expect(parseWalletCsv([header, sent].join('\n')).payments).toHaveLength(1)
  })

  it.each([
    'phoenix.csv',
    'phoenixd.csv',
    'phoenix-legacy.csv',
    'breez.csv',
    'alby-hub.csv',
    'lnbits.csv',
    'blink.csv',
  ])('gives %s the same ids on every parse, with no duplicates', (name) => {
    const ids = parseSample(name).payments.map((payment) => payment.externalId)
    expect(parseSample(name).payments.map((payment) => payment.externalId)).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('parseWalletCsv content-hash ids', () => {
  const row = (date: string, amountMsat: string, description: string) =>
    `${date},${amountMsat},0,${description}`

  it('gives the same id to the same payment in two different exports', () => {
    const first = parseWalletCsv(
      [LEGACY_HEADER, row('2024-11-02T09:10:11.123Z', '20000000', 'Allowance')].join('\n'),
    )
    const second = parseWalletCsv(
      [
        LEGACY_HEADER,
        row('2024-11-01T09:00:00.000Z', '-1000000', 'Comic'),
        row('2024-11-02T09:10:11.123Z', '20000000', 'Allowance'),
      ].join('\r\n'),
    )
    expect(second.payments[1]?.externalId).toBe(first.payments[0]?.externalId)
  })

  it('gives different ids to rows that differ in any stored field', () => {
    const parsed = parseWalletCsv(
      [
        LEGACY_HEADER,
        row('2024-11-02T09:10:11.123Z', '20000000', 'Allowance'),
        row('2024-11-02T09:10:11.124Z', '20000000', 'Allowance'),
        row('2024-11-02T09:10:11.123Z', '20001000', 'Allowance'),
        row('2024-11-02T09:10:11.123Z', '-20000000', 'Allowance'),
        row('2024-11-02T09:10:11.123Z', '20000000', 'Allowance!'),
      ].join('\n'),
    )
    const ids = parsed.payments.map((payment) => payment.externalId)
    expect(new Set(ids).size).toBe(5)
  })

  it('keeps two identical rows in one file as two payments, stably', () => {
    const text = [
      LEGACY_HEADER,
      row('2024-11-02T09:10:00.000Z', '-500000', 'Ice cream'),
      row('2024-11-02T09:10:00.000Z', '-500000', 'Ice cream'),
    ].join('\n')
    const ids = parseWalletCsv(text).payments.map((payment) => payment.externalId)
    expect(ids[1]).toBe(`${ids[0]}-2`)
    expect(parseWalletCsv(text).payments.map((payment) => payment.externalId)).toEqual(ids)
  })
})

describe('parseWalletCsv rejects broken files', () => {
  it('names the supported apps for an unknown header', () => {
    const error = catchImportError(() => parseWalletCsv('when,what,how much\n2024-01-01,x,1\n'))
    expect(error.message).toBe(
      'Unrecognised CSV format. Supported exports: Phoenix, Breez, Alby Hub, LNbits and Blink.',
    )
    expect(error.line).toBe(1)
  })

  it.each([
    ['an empty file', ''],
    ['only a BOM and blank lines', '\uFEFF\n\n'],
    ['a header without rows', `${PHOENIX_HEADER}\n`],
  ])('says there are no transactions for %s', (_name, text) => {
    expect(() => parseWalletCsv(text)).toThrow('The file has no transactions')
  })

  it('reports a non-numeric amount with its line', () => {
    const text = [PHOENIX_HEADER, phoenixRow('a', '1000'), phoenixRow('b', 'abc')].join('\n')
    const error = catchImportError(() => parseWalletCsv(text))
    expect(error.message).toBe('Line 3: amount_msat "abc" is not a number')
    expect(error.line).toBe(3)
  })

  it('counts the physical lines of an earlier quoted field that spans lines', () => {
    const text = [
      PHOENIX_HEADER,
      phoenixRow('a', '1000', '"Two\nlines"'),
      phoenixRow('b', '1000', '"Three\r\nphysical\r\nlines"'),
      phoenixRow('c', '12.5'),
    ].join('\n')
    const error = catchImportError(() => parseWalletCsv(text))
    expect(error.message).toBe('Line 7: amount_msat "12.5" is not a whole number')
    expect(error.line).toBe(7)
  })

  it('reports a wrong column count with the line the row starts on', () => {
    const text = [
      PHOENIX_HEADER,
      phoenixRow('a', '1000', '"Spans\ntwo lines"'),
      `${phoenixRow('b', '1000')},extra`,
    ].join('\n')
    const error = catchImportError(() => parseWalletCsv(text))
    expect(error.message).toBe('Line 4: expected 14 columns but found 15')
    expect(error.line).toBe(4)
  })

  it('reports an unterminated quote with the line where its row starts', () => {
    const text = [
      PHOENIX_HEADER,
      phoenixRow('a', '1000'),
      phoenixRow('b', '1000', '"Never closed'),
      phoenixRow('c', '1000'),
    ].join('\n')
    const error = catchImportError(() => parseWalletCsv(text))
    expect(error.message).toBe('Line 3: a quoted field is never closed (missing ")')
    expect(error.line).toBe(3)
  })

  it('rejects text after a closing quote', () => {
    const text = [PHOENIX_HEADER, phoenixRow('a', '1000', '"Closed"early')].join('\n')
    expect(catchImportError(() => parseWalletCsv(text)).line).toBe(2)
  })

  it('rejects an amount over 21,000,000 BTC', () => {
    const overMaxMsat = (BigInt(MAX_SATS) * 1000n + 1n).toString()
    const text = [PHOENIX_HEADER, phoenixRow('a', overMaxMsat)].join('\n')
    const error = catchImportError(() => parseWalletCsv(text))
    expect(error.message).toBe(`Line 2: amount_msat "${overMaxMsat}" is more than 21,000,000 BTC`)
  })

  it('rejects fees that add up to more than 21,000,000 BTC', () => {
    const row = `2025-03-02T08:15:04.512Z,a,swap_out,-1000,,0,${MAX_SATS},,1000,,,,,`
    const error = catchImportError(() => parseWalletCsv([PHOENIX_HEADER, row].join('\n')))
    expect(error.message).toBe('Line 2: the amount is more than 21,000,000 BTC')
    expect(error.line).toBe(2)
  })

  it('accepts exactly 21,000,000 BTC', () => {
    const text = [PHOENIX_HEADER, phoenixRow('a', `${MAX_SATS}000`)].join('\n')
    expect(parseWalletCsv(text).payments[0]?.amountSat).toBe(MAX_SATS)
  })

  it.each([
    ['2025-02-30T08:00:00.000Z'],
    ['2025-03-02 08:00'],
    ['2025-03-02T08:00:00'],
    ['yesterday'],
  ])('rejects the Phoenix date %s', (date) => {
    const text = [PHOENIX_HEADER, phoenixRow('a', '1000').replace('2025-03-02T08:15:04.512Z', date)]
    const error = catchImportError(() => parseWalletCsv(text.join('\n')))
    expect(error.message).toBe(`Line 2: date "${date}" is not an ISO-8601 date and time`)
  })

  it('rejects an LNbits date that is not YYYY-MM-DD HH:mm', () => {
    const text = [
      LNBITS_HEADER,
      '"success","Tip","13/08/2026 20:00","100","0","","","","","",""',
    ].join('\r\n')
    expect(catchImportError(() => parseWalletCsv(text)).message).toBe(
      'Line 2: Date "13/08/2026 20:00" is not a date like 2026-08-13 14:41',
    )
  })

  it('does not validate the amounts of rows it ignores', () => {
    const text = [
      LNBITS_HEADER,
      '"failed","Tip","2026-08-13 20:00","oops","0","","","","","",""',
      '"success","Tip","2026-08-13 20:01","100","0","","","","","",""',
    ].join('\r\n')
    const parsed = parseWalletCsv(text)
    expect(parsed.payments).toHaveLength(1)
    expect(parsed.ignored).toBe(1)
  })
})

describe('parseWalletCsv input handling', () => {
  it('accepts a UTF-8 BOM and CRLF line ends', () => {
    const text = `\uFEFF${[PHOENIX_HEADER, phoenixRow('a', '-2500', '"Ice cream, vanilla"')].join('\r\n')}\r\n`
    const parsed = parseWalletCsv(text)
    expect(parsed.format).toBe('phoenix')
    expect(parsed.payments[0]).toMatchObject({
      externalId: 'phoenix:a',
      direction: 'out',
      amountSat: 2,
      description: 'Ice cream, vanilla',
    })
  })

  it('trims descriptions and cuts them to 200 characters', () => {
    const long = `  ${'x'.repeat(250)}  `
    const text = [PHOENIX_HEADER, phoenixRow('a', '1000', long)].join('\n')
    expect(parseWalletCsv(text).payments[0]?.description).toBe('x'.repeat(200))
  })

  it('accepts exactly MAX_CSV_ROWS rows', () => {
    const parsed = parseWalletCsv(makeCompactPhoenixCsv(MAX_CSV_ROWS))
    expect(parsed.payments).toHaveLength(MAX_CSV_ROWS)
  })

  it('rejects one row more than MAX_CSV_ROWS at the line of that row', () => {
    const error = catchImportError(() => parseWalletCsv(makeCompactPhoenixCsv(MAX_CSV_ROWS + 1)))
    expect(error.message).toBe('File has more than 100,000 rows')
    expect(error.line).toBe(MAX_CSV_ROWS + 2)
  })

  it('rejects a file larger than MAX_CSV_BYTES', () => {
    const text = makePhoenixCsv(120_000)
    expect(text.length).toBeGreaterThan(MAX_CSV_BYTES)
    expect(() => parseWalletCsv(text)).toThrow('The file is larger than 20 MB')
  })

  it('parses a generated 50,000-row Phoenix export', () => {
    const parsed = parseWalletCsv(makePhoenixCsv(50_000))
    expect(parsed.payments).toHaveLength(50_000)
    expect(parsed.ignored).toBe(0)
    expect(new Set(parsed.payments.map((payment) => payment.externalId)).size).toBe(50_000)
  })
})
