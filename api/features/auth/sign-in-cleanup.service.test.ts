import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { insertSecurityEvent } from '../../../db/queries/security-events.js'
import type { Database } from '../../../db/schema.js'
import { openDb } from '../../../db/sqlite-client.js'
import { buildTestApp, createFamily, manualClock } from '../../test-helpers.js'
import { purgeExpiredSignIns } from './sign-in-cleanup.service.js'

const DAY_MS = 86_400_000

describe('the data-purge policy', () => {
  it('leaves what it removed nowhere in the database files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'purge-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const filename = join(dir, 'family.db')
    const clock = manualClock()
    const app = await buildTestApp({ clock, db: openDb({ filename }) })
    await insertSecurityEvent(app.db, {
      type: 'login-failed',
      ip: '203.0.113.177',
      email: 'purged-visitor@example.org',
      createdAt: clock.now().toISOString(),
    })
    const inFiles = (value: string) =>
      ['', '-wal', '-shm']
        .map((suffix) => `${filename}${suffix}`)
        .some((path) => existsSync(path) && readFileSync(path).includes(value))
    expect(inFiles('purged-visitor@example.org')).toBe(true)

    clock.advance((app.config.retentionDays + 1) * DAY_MS)
    const purged = await purgeExpiredSignIns(app.db, clock.now(), app.config.retentionDays)
    expect(purged).toMatchObject({ events: 1, logEmptied: true })
    expect(inFiles('purged-visitor@example.org')).toBe(false)
    expect(inFiles('203.0.113.177')).toBe(false)
  })

  it('removes sign-in records, security events and unpaid expired invoices past RETENTION_DAYS, never the ledger', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock, env: { RETENTION_DAYS: '30' } })
    expect(app.config.retentionDays).toBe(30)
    const count = async (table: keyof Database) =>
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n

    // Day 0: a family signs up, a child gets savings (ledger rows), a refused sign-in.
    const family = await createFamily(app, 'old@example.org')
    const child = await family.addChild({ name: 'Ada' })
    const saved = await family.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '0.00050000',
    })
    expect(saved.statusCode).toBe(200)
    await insertSecurityEvent(app.db, {
      type: 'login-failed',
      ip: '203.0.113.7',
      createdAt: clock.now().toISOString(),
    })
    const familyId = (
      await app.db
        .selectFrom('children')
        .select('family_id')
        .where('id', '=', child.id)
        .executeTakeFirstOrThrow()
    ).family_id
    const at = clock.now().toISOString()
    // Two children's invoices that expired today (one unpaid, one paid) and two
    // subscription invoices (one never paid, one paid).
    const lightningInvoice = (hash: string, state: 'expired' | 'paid') => ({
      family_id: familyId,
      child_id: child.id,
      payment_hash: hash,
      bolt11: `lnbc1${hash}`,
      amount_sat: 21,
      description: 'test',
      state,
      expires_at: at,
      created_by: null,
      created_at: at,
      paid_at: state === 'paid' ? at : null,
      checked_at: null,
      transaction_id: null,
    })
    await app.db
      .insertInto('lightning_invoices')
      .values([
        lightningInvoice('a'.repeat(64), 'expired'),
        lightningInvoice('b'.repeat(64), 'paid'),
      ])
      .execute()
    const subscriptionInvoice = (hash: string, status: 'pending' | 'paid') => ({
      family_id: familyId,
      created_by: null,
      payment_hash: hash,
      bolt11: `lnbc2${hash}`,
      amount_sat: 21_000,
      months: 1,
      description: 'test',
      referrer_family_id: null,
      status,
      created_at: at,
      expires_at: at,
      settled_at: status === 'paid' ? at : null,
    })
    await app.db
      .insertInto('subscription_invoices')
      .values([
        subscriptionInvoice('c'.repeat(64), 'pending'),
        subscriptionInvoice('d'.repeat(64), 'paid'),
      ])
      .execute()
    const ledgerBefore = await app.db.selectFrom('transactions').selectAll().execute()
    expect(ledgerBefore.length).toBeGreaterThan(0)
    const eventsAtStart = await count('security_events')

    // Day 29: signed in again; nothing is old enough yet.
    clock.advance(29 * DAY_MS)
    await createFamily(app, 'new@example.org')
    expect(await purgeExpiredSignIns(app.db, clock.now(), 30)).toMatchObject({
      logins: 0,
      events: 0,
      invoices: 0,
    })

    // Day 31: day 0's records and events are past 30 days; day 29's stay.
    clock.advance(2 * DAY_MS)
    const purged = await purgeExpiredSignIns(app.db, clock.now(), app.config.retentionDays)
    expect(purged).toMatchObject({ logins: 1, events: eventsAtStart, invoices: 2 })
    // Only the paid invoices stay: they are what paid time and credits came from.
    expect(await app.db.selectFrom('lightning_invoices').select('state').execute()).toEqual([
      { state: 'paid' },
    ])
    expect(await app.db.selectFrom('subscription_invoices').select('status').execute()).toEqual([
      { status: 'paid' },
    ])
    const logins = await app.db.selectFrom('login_records').select(['created_at']).execute()
    expect(logins).toEqual([
      { created_at: new Date(clock.now().getTime() - 2 * DAY_MS).toISOString() },
    ])
    // The counts per day and country stay: the admin's totals do not drop.
    expect(await count('login_counts')).toBeGreaterThan(0)
    const totals = await app.db
      .selectFrom('login_counts')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .executeTakeFirstOrThrow()
    expect(totals.n).toBe(2)
    // The family's money is untouched.
    expect(await app.db.selectFrom('transactions').selectAll().execute()).toEqual(ledgerBefore)
    const kid = await app.db
      .selectFrom('children')
      .select('savings_sat')
      .where('id', '=', child.id)
      .executeTakeFirstOrThrow()
    expect(kid.savings_sat).toBe(50_000)
  })

  it('removes job runs a week after they ended, and rate-limit windows and test places once over', async () => {
    const clock = manualClock(new Date('2026-12-10T12:00:00.000Z'))
    const app = await buildTestApp({ clock })
    const ago = (days: number) => new Date(clock.now().getTime() - days * DAY_MS).toISOString()
    const run = { job: 'allowances', holder: 'a', taken_at: ago(9) }
    await app.db
      .insertInto('job_leases')
      .values([
        { ...run, period: 'finished 8 days ago', expires_at: ago(8), finished_at: ago(8) },
        { ...run, period: 'abandoned 8 days ago', expires_at: ago(8), finished_at: null },
        { ...run, period: 'finished 6 days ago', expires_at: ago(6), finished_at: ago(6) },
        { ...run, period: 'running', expires_at: ago(-0.01), finished_at: null },
      ])
      .execute()
    const window = { name: 'POST /api/auth/verify', count: 3 }
    await app.db
      .insertInto('rate_counts')
      .values([
        { ...window, key: 'over', window_started_at: ago(0.1), window_ends_at: ago(0.05) },
        { ...window, key: 'open', window_started_at: ago(0.01), window_ends_at: ago(-0.01) },
      ])
      .execute()
    await app.db
      .insertInto('connection_test_places')
      .values([
        { scope: 'all', place: 0, holder: 'over', expires_at: ago(0.01) },
        { scope: 'all', place: 1, holder: 'open', expires_at: ago(-0.001) },
      ])
      .execute()

    expect(await purgeExpiredSignIns(app.db, clock.now(), 90)).toMatchObject({
      jobRuns: 2,
      rateWindows: 1,
      testPlaces: 1,
    })
    const left = {
      runs: await app.db.selectFrom('job_leases').select('period').orderBy('period').execute(),
      windows: await app.db.selectFrom('rate_counts').select('key').execute(),
      places: await app.db.selectFrom('connection_test_places').select('holder').execute(),
    }
    expect(left).toEqual({
      runs: [{ period: 'finished 6 days ago' }, { period: 'running' }],
      windows: [{ key: 'open' }],
      places: [{ holder: 'open' }],
    })
  })
})
