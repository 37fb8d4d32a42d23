import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildTestApp, createFamily, manualClock, type TestFamily } from '../../test-helpers.js'
import { parseWalletCsv } from './wallet-csv.js'

const sample = (name: string) => readFileSync(join(import.meta.dirname, 'samples', name), 'utf8')

/** A family whose child holds `spending` BTC, below a generous spending limit. */
async function familyWithChild(spending: string, clock = manualClock()) {
  const app = await buildTestApp({ clock })
  const parent = await createFamily(app, 'pat@example.org')
  const child = await parent.addChild({ name: 'Kim' })
  await parent.request('PATCH', `/api/children/${child.id}/spending-threshold`, { threshold: '1' })
  await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, { newBalance: spending })
  return { app, parent, child }
}

async function balances(family: TestFamily, childId: number) {
  const c = (await family.request('GET', `/api/children/${childId}`)).json()
  return { savings: c.savingsBalance, spending: c.spendingBalance }
}

describe('POST /api/transactions/import-csv', () => {
  const formats = [
    ['phoenix.csv', 'Phoenix'],
    ['breez.csv', 'Breez'],
    ['alby-hub.csv', 'Alby Hub'],
    ['lnbits.csv', 'LNbits'],
    ['blink.csv', 'Blink'],
  ] as const

  it.each(formats)(
    'imports the payments sent in %s, and a re-import imports nothing',
    async (file, format) => {
      const { parent, child } = await familyWithChild('0.5')
      const csvContent = sample(file)
      const parsed = parseWalletCsv(csvContent)
      const sent = parsed.payments.filter((p) => p.direction === 'out')
      expect(sent.length).toBeGreaterThan(0)

      const first = await parent.request('POST', '/api/transactions/import-csv', {
        childId: child.id,
        csvContent,
        filename: file,
      })
      expect(first.statusCode).toBe(200)
      expect(first.json()).toMatchObject({
        imported: sent.length,
        skipped: parsed.payments.length - sent.length + parsed.ignored,
        alreadyBooked: 0,
        format,
      })
      const spent = sent.reduce((sum, p) => sum + p.amountSat, 0)
      expect((await balances(parent, child.id)).spending).toBe((0.5 - spent / 1e8).toFixed(8))

      const again = await parent.request('POST', '/api/transactions/import-csv', {
        childId: child.id,
        csvContent,
        filename: file,
      })
      expect(again.json()).toMatchObject({
        imported: 0,
        skipped: parsed.payments.length + parsed.ignored,
        alreadyBooked: sent.length,
      })
      expect(again.json().message).toContain(`(${sent.length} already booked)`)
      expect((await balances(parent, child.id)).spending).toBe((0.5 - spent / 1e8).toFixed(8))
    },
  )

  it('debits a file imported for two children once, for the child it was imported for first', async () => {
    const { parent, child } = await familyWithChild('0.5')
    const sibling = await parent.addChild({ name: 'Sam' })
    await parent.request('PATCH', `/api/children/${sibling.id}/spending-threshold`, {
      threshold: '1',
    })
    await parent.request('POST', `/api/lightning/sync-balance/${sibling.id}`, {
      newBalance: '0.5',
    })
    // Breez writes no payment hash: its rows are known by their import keys alone.
    const csvContent = sample('breez.csv')
    const sent = parseWalletCsv(csvContent).payments.filter((p) => p.direction === 'out')
    const importFor = (childId: number) =>
      parent.request('POST', '/api/transactions/import-csv', {
        childId,
        csvContent,
        filename: 'breez.csv',
      })
    expect((await importFor(child.id)).json()).toMatchObject({
      imported: sent.length,
      alreadyBooked: 0,
    })
    expect((await importFor(sibling.id)).json()).toMatchObject({
      imported: 0,
      alreadyBooked: sent.length,
    })
    expect((await balances(parent, sibling.id)).spending).toBe('0.50000000')
  })

  it('knows a payment by its hash whichever wallet export lists it', async () => {
    const { parent, child } = await familyWithChild('0.5')
    const hash = 'ab'.repeat(32)
    const phoenix = [
      'date,id,type,amount_msat,amount_fiat,fee_credit_msat,mining_fee_sat,mining_fee_fiat,service_fee_msat,service_fee_fiat,payment_hash,tx_id,destination,description',
      `2026-11-18T09:00:00.000Z,a1,lightning_sent,-1002000,,0,,,2000,,${hash.toUpperCase()},,02ab,Comic`,
    ].join('\n')
    const lnbits = [
      '"Status","Memo","Date","Amount","Fee","Tag","Payment Hash","Payment Proof","Webhook","Fiat Currency","Fiat Amount"',
      `"success","Comic","2026-11-18 09:00","-1000","-2000","","${hash}","","","EUR","0.92"`,
    ].join('\n')
    const call = (csvContent: string) =>
      parent.request('POST', '/api/transactions/import-csv', {
        childId: child.id,
        csvContent,
        filename: 'x.csv',
      })
    expect((await call(phoenix)).json()).toMatchObject({ imported: 1, alreadyBooked: 0 })
    expect((await call(lnbits)).json()).toMatchObject({ imported: 0, alreadyBooked: 1 })
    expect((await balances(parent, child.id)).spending).toBe('0.49998998')
  })

  it('imports a payment listed twice in one file once', async () => {
    const { parent, child } = await familyWithChild('0.5')
    const lines = sample('phoenix.csv').trimEnd().split('\n')
    const sent = lines.find((l) => l.includes('lightning_sent')) ?? ''
    const csvContent = [...lines, sent].join('\n')
    const parsed = parseWalletCsv(sample('phoenix.csv'))
    const outgoing = parsed.payments.filter((p) => p.direction === 'out').length
    const res = await parent.request('POST', '/api/transactions/import-csv', {
      childId: child.id,
      csvContent,
      filename: 'p.csv',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().imported).toBe(outgoing)
  })

  it('rejects a file with a broken line, naming the line, and imports nothing', async () => {
    const { parent, child } = await familyWithChild('0.5')
    const lines = sample('phoenix.csv').split('\n')
    lines[3] = lines[3]?.replace(/,-?\d+,/, ',12abc,') ?? ''
    const res = await parent.request('POST', '/api/transactions/import-csv', {
      childId: child.id,
      csvContent: lines.join('\n'),
      filename: 'phoenix.csv',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^Line 4: /)
    expect(await balances(parent, child.id)).toEqual({
      spending: '0.50000000',
      savings: '0.00000000',
    })
  })

  it('refuses other file types, empty files, unknown formats and spends above the balance', async () => {
    const { parent, child } = await familyWithChild('0.00001')
    const call = (csvContent: string, filename = 'x.csv') =>
      parent.request('POST', '/api/transactions/import-csv', {
        childId: child.id,
        csvContent,
        filename,
      })
    expect((await call(sample('phoenix.csv'), 'export.txt')).json().message).toBe(
      'Invalid File - Only .csv files are accepted',
    )
    expect((await call('')).json().message).toBe(
      'No File Selected - Please select a CSV file to import',
    )
    expect((await call('a,b,c\n1,2,3\n')).json().message).toContain('Unrecognised CSV format')
    const tooMuch = await call(sample('phoenix.csv'))
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().message).toMatch(/^Insufficient Funds - These payments total/)
  })

  it("answers 404 for another family's child", async () => {
    const { app, child } = await familyWithChild('0.5')
    const other = await createFamily(app, 'olga@example.org')
    const res = await other.request('POST', '/api/transactions/import-csv', {
      childId: child.id,
      csvContent: sample('phoenix.csv'),
      filename: 'p.csv',
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('the dates of imported payments', () => {
  const IMPORTED_AT = new Date('2026-11-25T10:00:00.000Z')

  async function importAndList(file: string, csvContent = sample(file), timeZone?: string) {
    const family = await familyWithChild('0.5', manualClock(IMPORTED_AT))
    if (timeZone) {
      const saved = await family.parent.request('PUT', '/api/allowances/schedule', {
        autoProcessHour: null,
        timeZone,
      })
      expect(saved.statusCode).toBe(200)
    }
    const res = await family.parent.request('POST', '/api/transactions/import-csv', {
      childId: family.child.id,
      csvContent,
      filename: file,
    })
    expect(res.statusCode, res.body).toBe(200)
    const rows = (
      await family.parent.request('GET', `/api/children/${family.child.id}/transactions`)
    ).json() as Array<{ type: string; description: string; createdAt: string; recordedAt: string }>
    return rows.filter((r) => r.type === 'lightning_spend')
  }

  it('keeps when each payment happened, records when it was imported, and lists by the former', async () => {
    const csvContent = [
      'date,id,type,amount_msat,amount_fiat,fee_credit_msat,mining_fee_sat,mining_fee_fiat,service_fee_msat,service_fee_fiat,payment_hash,tx_id,destination,description',
      '2026-11-18T09:00:00.000Z,a1,lightning_sent,-1000000,,0,,,0,,aa,,02ab,Comic',
      '2026-11-21T17:30:00.000Z,a2,lightning_sent,-2000000,,0,,,0,,bb,,02ab,Cinema',
      '2026-11-19T12:00:00.000Z,a3,lightning_sent,-3000000,,0,,,0,,cc,,02ab,Lunch',
    ].join('\n')
    const rows = await importAndList('phoenix.csv', csvContent)
    expect(rows.map((r) => [r.description, r.createdAt, r.recordedAt])).toEqual([
      ['Cinema', '2026-11-21T17:30:00.000Z', IMPORTED_AT.toISOString()],
      ['Lunch', '2026-11-19T12:00:00.000Z', IMPORTED_AT.toISOString()],
      ['Comic', '2026-11-18T09:00:00.000Z', IMPORTED_AT.toISOString()],
    ])
  })

  it("reads a wall-clock date without a zone (LNbits) in the family's time zone", async () => {
    const [row] = await importAndList('lnbits.csv', undefined, 'Europe/Berlin')
    // "2026-08-11 16:05" in Berlin, on summer time (UTC+2).
    expect(row?.createdAt).toBe('2026-08-11T14:05:00.000Z')
  })

  it("keeps a date it cannot read for sure (Breez, the phone's locale) in the description", async () => {
    const [row] = await importAndList('breez.csv')
    expect(row?.createdAt).toBe(IMPORTED_AT.toISOString())
    expect(row?.description).toBe('Game "Skins" pack (8/6/2026 9:15 AM)')
  })

  it('describes a payment the file gave no description by its wallet, with a date it cannot read', async () => {
    // phoenixd's export has no description column.
    const rows = await importAndList('phoenixd.csv')
    expect(rows.map((r) => r.description)).toContain('phoenixd payment')
    const untitled = sample('breez.csv').replace('"Game ""Skins"" pack"', '')
    const [row] = await importAndList('breez.csv', untitled)
    expect(row?.description).toBe('Breez payment (8/6/2026 9:15 AM)')
  })

  it('dates a payment from the future at its import', async () => {
    const csvContent = [
      'date,id,type,amount_msat,amount_fiat,fee_credit_msat,mining_fee_sat,mining_fee_fiat,service_fee_msat,service_fee_fiat,payment_hash,tx_id,destination,description',
      '2027-01-01T00:00:00.000Z,f1,lightning_sent,-1000000,,0,,,0,,aa,,02ab,Too early',
    ].join('\n')
    const [row] = await importAndList('phoenix.csv', csvContent)
    expect(row?.createdAt).toBe(IMPORTED_AT.toISOString())
  })
})
