import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import {
  buildTestApp,
  familyAs,
  JSON_HEADERS,
  type MemoryMailer,
  manualClock,
  sessionCookieFrom,
  signInChild,
  signInSpouse,
  type TestFamily,
} from '../../test-helpers.js'
import { getUserStats } from './admin.service.js'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** Signs the account in (signing it up if new) through its mailed link, from `ip`. */
async function signInFrom(app: FastifyInstance, email: string, ip: string): Promise<TestFamily> {
  const mailer = app.mailer as MemoryMailer
  mailer.sent.length = 0
  const start = await app.inject({
    method: 'POST',
    url: '/api/onboarding/start',
    headers: JSON_HEADERS,
    payload: { email },
  })
  expect(start.statusCode).toBe(200)
  const token = new URL(await mailer.waitForLink(email)).searchParams.get('token') ?? ''
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: JSON_HEADERS,
    payload: { token },
    remoteAddress: ip,
  })
  expect(verify.statusCode).toBe(200)
  return familyAs(app, sessionCookieFrom(verify), email)
}

/**
 * An instance with known answers, the clock ending at 2026-11-21T12:00Z:
 * - the operator (first account) signed up 45 days ago from the LAN and again now;
 * - a family signed up 40 days ago from the Netherlands and never came back;
 * - a family signed up 2 days ago from the UK, added a child with an allowance 3 hours
 *   later, and signed in again now from another UK address;
 * - a family signed up 1 day ago from the US and added a child without allowance 6 hours later;
 * - the UK family watches a wallet and connected Lightning; the US family only a wallet.
 */
async function seededInstance() {
  const clock = manualClock()
  const end = clock.now().getTime()
  const app = await buildTestApp({ clock })
  const at = (msBeforeEnd: number) => clock.set(new Date(end - msBeforeEnd))

  at(45 * DAY_MS)
  await signInFrom(app, 'operator@example.org', '192.168.1.20')
  at(40 * DAY_MS)
  await signInFrom(app, 'gone@example.org', '193.0.0.1')
  at(2 * DAY_MS)
  const uk = await signInFrom(app, 'uk@example.org', '81.2.69.142')
  at(2 * DAY_MS - 3 * HOUR_MS)
  await uk.addChild({ name: 'Ada', weeklyAllowance: '0.00010000' })
  at(DAY_MS)
  const us = await signInFrom(app, 'us@example.org', '8.8.8.8')
  at(DAY_MS - 6 * HOUR_MS)
  await us.addChild({ name: 'Ben' })
  // The wallet's and Lightning's own tests drive them through their servers; here
  // only that a family has one counts, so the rows are written directly.
  const familyOf = async (email: string) =>
    (
      await app.db
        .selectFrom('users')
        .select('family_id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).family_id
  for (const email of ['uk@example.org', 'us@example.org']) {
    await app.db
      .insertInto('family_wallets')
      .values({
        family_id: await familyOf(email),
        network: 'mainnet',
        watch_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        configured_at: clock.now().toISOString(),
      })
      .execute()
  }
  await app.db
    .insertInto('lightning_connections')
    .values({
      family_id: await familyOf('uk@example.org'),
      provider: 'nwc',
      sealed_config: 'sealed',
      display_url: 'wss://relay.example.org',
      hub_name: null,
      hub_region: null,
      created_by: null,
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
    })
    .execute()
  // The UK family paid three times (one in an earlier year) and has an invoice waiting.
  const ukFamilyId = await familyOf('uk@example.org')
  const invoice = (amountSat: number, status: 'paid' | 'pending', settledAt: string | null) =>
    app.db
      .insertInto('subscription_invoices')
      .values({
        family_id: ukFamilyId,
        created_by: null,
        payment_hash: `hash-${amountSat}-${settledAt}`,
        bolt11: 'lnbc1',
        amount_sat: amountSat,
        months: amountSat === 200_000 ? 12 : 1,
        description: 'Subscription',
        referrer_family_id: null,
        status,
        created_at: settledAt ?? clock.now().toISOString(),
        expires_at: clock.now().toISOString(),
        settled_at: settledAt,
      })
      .execute()
  await invoice(21_000, 'paid', '2025-12-10T08:00:00.000Z')
  await invoice(200_000, 'paid', '2026-03-05T08:00:00.000Z')
  await invoice(21_000, 'paid', '2026-11-19T13:00:00.000Z')
  await invoice(21_000, 'pending', null)
  await app.db
    .insertInto('billing_accounts')
    .values({
      family_id: ukFamilyId,
      paid_until: '2027-03-05T08:00:00.000Z',
      referral_code: null,
      updated_at: clock.now().toISOString(),
    })
    .execute()
  at(0)
  await signInFrom(app, 'uk@example.org', '81.2.69.143')
  const admin = await signInFrom(app, 'operator@example.org', '192.168.1.20')
  return { app, admin, uk }
}

describe('the admin figures of a seeded instance', () => {
  it('GET /api/admin/revenue-stats sums the paid subscriptions, in all, this month and this year', async () => {
    const { admin } = await seededInstance()
    const stats = (await admin.request('GET', '/api/admin/revenue-stats')).json()
    expect(stats).toMatchObject({
      billingEnabled: false,
      totalRevenue: 242_000,
      monthlyRevenue: 21_000,
      yearlyRevenue: 221_000,
    })
    expect(stats.revenueByMonth).toHaveLength(12)
    expect(stats.revenueByMonth[0]).toEqual({ month: '2025-12', amount: 21_000 })
    expect(stats.revenueByMonth.filter((m: { amount: number }) => m.amount > 0)).toEqual([
      { month: '2025-12', amount: 21_000 },
      { month: '2026-03', amount: 200_000 },
      { month: '2026-11', amount: 21_000 },
    ])
    expect(stats.recentPayments).toHaveLength(4)
    expect(stats.recentPayments[0]).toMatchObject({
      userEmail: 'uk@example.org',
      amount: 21_000,
      status: 'pending',
    })
  })

  it("keeps a deleted family's payments in the revenue, by amount and date only", async () => {
    const { app, admin, uk } = await seededInstance()
    const revenue = async () => (await admin.request('GET', '/api/admin/revenue-stats')).json()
    const before = await revenue()
    expect(before.totalRevenue).toBe(242_000)
    const deleted = await uk.request('POST', '/api/family/delete', { confirmation: 'DELETE' })
    expect(deleted.statusCode).toBe(200)
    const after = await revenue()
    // Totals and months as they were; the list of payments names families, so not theirs.
    expect({ ...after, recentPayments: [] }).toEqual({ ...before, recentPayments: [] })
    expect(after.recentPayments).toEqual([])
    const kept = await sql`select * from retained_revenue order by id`.execute(app.db)
    expect(kept.rows).toEqual([
      { id: 1, amount_sat: 21_000, settled_at: '2025-12-10T08:00:00.000Z' },
      { id: 2, amount_sat: 200_000, settled_at: '2026-03-05T08:00:00.000Z' },
      { id: 3, amount_sat: 21_000, settled_at: '2026-11-19T13:00:00.000Z' },
    ])
  })

  it('counts paying and trial families, not their accounts, when billing is on', async () => {
    const { app, uk } = await seededInstance()
    // The paying family's spouse and child sign in too: still one paying family.
    const spouse = await signInSpouse(app, uk, 'uk-spouse@example.org')
    const ada = await spouse.request('GET', '/api/children')
    await signInChild(app, uk, ada.json()[0].id, 'ada@example.org')
    const now = app.clock.now()
    expect(await getUserStats(app.db, { enabled: false }, now)).toMatchObject({
      paidUsers: 0,
      trialUsers: 0,
    })
    const on = await getUserStats(app.db, { enabled: true }, now)
    // The UK family (three accounts) paid until March; the US family is in its 90-day
    // trial; the two families from 40 and 45 days ago too (the trial is 90 days).
    expect(on).toMatchObject({ totalUsers: 6, paidUsers: 1, trialUsers: 3 })
    const status = Object.fromEntries(on.recentSignups.map((s) => [s.email, s.subscriptionStatus]))
    expect(status).toEqual({
      'ada@example.org': 'active',
      'uk-spouse@example.org': 'active',
      'us@example.org': 'trial',
      'uk@example.org': 'active',
      'gone@example.org': 'trial',
      'operator@example.org': 'trial',
    })
  })

  it('GET /api/admin/user-stats counts accounts, the active ones and the signups per day', async () => {
    const { admin } = await seededInstance()
    const res = await admin.request('GET', '/api/admin/user-stats')
    expect(res.statusCode).toBe(200)
    const stats = res.json()
    expect(stats).toMatchObject({ totalUsers: 4, activeUsers: 3, paidUsers: 0, trialUsers: 0 })
    expect(stats.recentSignups.map((s: { email: string }) => s.email)).toEqual([
      'us@example.org',
      'uk@example.org',
      'gone@example.org',
      'operator@example.org',
    ])
    expect(stats.recentSignups[0]).toEqual({
      id: expect.any(Number),
      email: 'us@example.org',
      createdAt: '2026-11-20T12:00:00.000Z',
      subscriptionStatus: 'free',
    })
    expect(stats.signupsByDay).toHaveLength(30)
    expect(stats.signupsByDay[0]).toEqual({ day: '2026-10-23', count: 0 })
    expect(stats.signupsByDay.at(-1)).toEqual({ day: '2026-11-21', count: 0 })
    expect(stats.signupsByDay.filter((d: { count: number }) => d.count > 0)).toEqual([
      { day: '2026-11-19', count: 1 },
      { day: '2026-11-20', count: 1 },
    ])
  })

  it('GET /api/admin/login-stats counts sign-ins per country, the LAN as "Local network"', async () => {
    const { admin } = await seededInstance()
    const stats = (await admin.request('GET', '/api/admin/login-stats')).json()
    expect(stats).toEqual({
      totalLogins: 6,
      uniqueIPs: 5,
      countryStats: [
        { country: 'GB', countryName: 'United Kingdom', count: 2 },
        { country: 'local', countryName: 'Local network', count: 2 },
        { country: 'NL', countryName: 'Netherlands', count: 1 },
        { country: 'US', countryName: 'United States', count: 1 },
      ],
    })
  })

  it('GET /api/admin/engagement-stats measures activation and the setup funnel', async () => {
    const { admin } = await seededInstance()
    const stats = (await admin.request('GET', '/api/admin/engagement-stats')).json()
    expect(stats).toMatchObject({
      userActivationRate: 50,
      avgTimeToFirstChild: 4.5,
      lightningConfigRate: 25,
    })
    expect(stats.featureAdoptionFunnel).toEqual([
      { stage: 'Signed up', count: 4, percentage: 100 },
      { stage: 'Added a child', count: 2, percentage: 50 },
      { stage: 'Set an allowance', count: 1, percentage: 25 },
      { stage: 'Connected a wallet', count: 2, percentage: 50 },
      { stage: 'Connected Lightning', count: 1, percentage: 25 },
      { stage: 'Paid', count: 1, percentage: 25 },
    ])
  })

  it('answers nothing of the figures to a family that is not the operator', async () => {
    const { uk } = await seededInstance()
    for (const path of ['user-stats', 'revenue-stats', 'login-stats', 'engagement-stats']) {
      const res = await uk.request('GET', `/api/admin/${path}`)
      expect(res.statusCode).toBe(403)
      expect(res.body).not.toContain('example.org')
    }
  })
})
