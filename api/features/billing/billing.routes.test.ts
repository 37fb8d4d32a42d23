import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeInvoice } from '../../lib/lightning/bolt11.js'
import {
  buildTestApp,
  createFamily,
  manualClock,
  signInChild,
  type TestFamily,
} from '../../test-helpers.js'
import { TestNostrRelay } from '../../testing/nostr-relay.js'
import { TestWalletService } from '../../testing/nwc-wallet-service.js'
import { billingJob } from './billing.job.js'
import { addMonths, DROP_GRACE_MS } from './billing.service.js'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

// The operator's receiving wallet: a NIP-47 wallet service on a relay of the test
// process, reached by the app over real WebSockets.
let relay: TestNostrRelay
let wallet: TestWalletService
beforeAll(async () => {
  relay = await TestNostrRelay.start()
  wallet = await TestWalletService.start({ relayUrls: [relay.url] })
})
afterAll(async () => {
  await wallet.stop()
  await relay.stop()
})

/**
 * The app with billing on, its clock at the real time (the test wallet dates its
 * invoices by the real clock) and movable from there.
 */
async function billingApp(env: Record<string, string> = {}) {
  const clock = manualClock(new Date(Math.floor(Date.now() / 1000) * 1000))
  const app = await buildTestApp({
    clock,
    env: {
      BILLING_ENABLED: 'true',
      // Receiving needs no payment permission: the connection docs/billing.md advises.
      BILLING_LIGHTNING_URL: wallet.createConnection({
        methods: ['make_invoice', 'lookup_invoice'],
      }),
      ALLOW_INSECURE_RELAYS: 'true',
      // The tests move the clock past the trial; the sign-in must outlive that.
      SESSION_DAYS: '365',
      ...env,
    },
  })
  return { app, clock }
}

async function json(family: TestFamily, method: 'GET' | 'POST', url: string, body?: object) {
  const res = await family.request(method, url, body)
  return { status: res.statusCode, body: res.json() }
}

async function subscriptionOf(family: TestFamily) {
  return (await json(family, 'GET', '/api/billing/subscription')).body.subscription
}

async function createInvoice(family: TestFamily, body: object = { subscriptionMonths: 1 }) {
  const res = await json(family, 'POST', '/api/billing/create-invoice', body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.invoice as { bolt11: string; paymentHash: string; expiresAt: string }
}

const checkPayment = (family: TestFamily, paymentHash: string) =>
  json(family, 'GET', `/api/billing/check-payment/${paymentHash}`)

/** An outside payer pays the invoice; then the page's check books it. */
async function pay(family: TestFamily, invoice: { bolt11: string; paymentHash: string }) {
  wallet.receivePayment(invoice.bolt11)
  expect((await checkPayment(family, invoice.paymentHash)).body.payment.verified).toBe(true)
}

async function until(condition: () => boolean) {
  const deadline = Date.now() + 5000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const plusMonths = (iso: string, months: number) => addMonths(new Date(iso), months).toISOString()

describe('pricing and the trial', () => {
  it('answers the prices in sats and what a subscription includes', async () => {
    const { app } = await billingApp({ PRICE_MONTHLY_SATS: '25000' })
    const parent = await createFamily(app, 'ada@example.org')
    const { status, body } = await json(parent, 'GET', '/api/billing/pricing')
    expect(status).toBe(200)
    expect(body.pricing).toEqual({ monthly: 25_000, yearly: 200_000 })
    expect(body.features.length).toBeGreaterThan(0)
  })

  it('starts a new family on a TRIAL_DAYS trial that every member sees', async () => {
    const { app, clock } = await billingApp({ TRIAL_DAYS: '30' })
    const parent = await createFamily(app, 'ada@example.org')
    const trialEnd = new Date(clock.now().getTime() + 30 * DAY_MS).toISOString()
    expect(await subscriptionOf(parent)).toEqual({
      status: 'trial',
      isActive: true,
      expiresAt: trialEnd,
      totalPaid: 0,
    })
    const child = await signInChild(app, parent, (await parent.addChild()).id, 'kid@example.org')
    for (const member of [parent, child]) {
      expect((await json(member, 'GET', '/api/auth/user')).body).toMatchObject({
        subscriptionStatus: 'trial',
        trialExpiresAt: trialEnd,
      })
    }
  })
})

describe('paying a subscription invoice', () => {
  it("makes the invoice with the operator's wallet: amount, hash, 10-minute expiry", async () => {
    const { app, clock } = await billingApp()
    const parent = await createFamily(app, 'ada@example.org')
    const { status, body } = await json(parent, 'POST', '/api/billing/create-invoice', {
      subscriptionMonths: 12,
    })
    expect(status).toBe(200)
    const { invoice } = body
    expect(invoice).toEqual({
      bolt11: expect.stringMatching(/^lnbcrt/),
      paymentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      amountSats: 200_000,
      description: 'Family Bitcoin subscription: 12 months',
      expiresAt: expect.any(String),
    })
    const decoded = decodeInvoice(invoice.bolt11)
    expect(decoded.amountSat).toBe(200_000)
    expect(decoded.paymentHash).toBe(invoice.paymentHash)
    expect(decoded.expirySeconds).toBe(600)
    const offered = new Date(invoice.expiresAt).getTime() - clock.now().getTime()
    expect(offered).toBeGreaterThanOrEqual(10 * MINUTE_MS)
    expect(offered).toBeLessThan(10 * MINUTE_MS + 5000)
    // The operator's wallet holds it: that is where the payment is looked up.
    expect(wallet.node.invoices.get(invoice.paymentHash)?.state).toBe('open')
    expect((await checkPayment(parent, invoice.paymentHash)).body).toEqual({
      payment: { verified: false, status: 'pending' },
    })
  })

  it("keeps one connection to the operator's wallet, closed with the app", async () => {
    const { app } = await billingApp()
    const parent = await createFamily(app, 'ada@example.org')
    const opened = relay.connectionsOpened
    const invoice = await createInvoice(parent)
    await createInvoice(parent, { subscriptionMonths: 12 })
    await checkPayment(parent, invoice.paymentHash)
    expect(relay.connectionsOpened - opened).toBe(1)
    const open = relay.openConnections
    await app.close()
    await until(() => relay.openConnections === open - 1)
  })

  it('refuses other plans and leaves paying to the parents', async () => {
    const { app } = await billingApp()
    const parent = await createFamily(app, 'ada@example.org')
    for (const subscriptionMonths of [6, '12', 0]) {
      const res = await json(parent, 'POST', '/api/billing/create-invoice', { subscriptionMonths })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Choose the monthly (1) or the yearly (12) plan')
    }
    const child = await signInChild(app, parent, (await parent.addChild()).id, 'kid@example.org')
    expect(
      (await json(child, 'POST', '/api/billing/create-invoice', { subscriptionMonths: 1 })).status,
    ).toBe(403)
  })

  it('verifies a payment once, whatever the number of concurrent checks', async () => {
    const { app } = await billingApp()
    const parent = await createFamily(app, 'ada@example.org')
    const trialEnd = (await subscriptionOf(parent)).expiresAt
    const invoice = await createInvoice(parent)
    wallet.receivePayment(invoice.bolt11)

    const checks = await Promise.all(
      Array.from({ length: 10 }, () => checkPayment(parent, invoice.paymentHash)),
    )
    expect(checks.map((c) => c.body.payment)).toEqual(
      Array(10).fill({ verified: true, status: 'paid' }),
    )
    // Paid during the trial: the month comes after the trial, once.
    expect(await subscriptionOf(parent)).toEqual({
      status: 'active',
      isActive: true,
      expiresAt: plusMonths(trialEnd, 1),
      totalPaid: 21_000,
    })
    expect((await json(parent, 'GET', '/api/auth/user')).body.subscriptionStatus).toBe('active')
    const rows = await app.db.selectFrom('subscription_invoices').selectAll().execute()
    expect(rows.map((r) => [r.status, r.amount_sat])).toEqual([['paid', 21_000]])
  })

  it('extends a lapsed subscription from now, not from its old end', async () => {
    const { app, clock } = await billingApp()
    const parent = await createFamily(app, 'ada@example.org')
    clock.advance(100 * DAY_MS)
    expect((await subscriptionOf(parent)).status).toBe('expired')
    const invoice = await createInvoice(parent, { subscriptionMonths: 12 })
    await pay(parent, invoice)
    expect((await subscriptionOf(parent)).expiresAt).toBe(plusMonths(clock.now().toISOString(), 12))
  })

  it("answers 404 for another family's invoice, as for an unknown one", async () => {
    const { app } = await billingApp()
    const ada = await createFamily(app, 'ada@example.org')
    const bob = await createFamily(app, 'bob@example.org')
    const invoice = await createInvoice(ada)
    wallet.receivePayment(invoice.bolt11)
    for (const hash of [invoice.paymentHash, 'ab'.repeat(32)]) {
      const res = await checkPayment(bob, hash)
      expect(res.status).toBe(404)
      expect(res.body.code).toBe('not-found')
    }
    // Bob's look did not book Ada's payment for anyone.
    expect((await subscriptionOf(bob)).totalPaid).toBe(0)
    expect((await checkPayment(bob, 'not-a-hash')).status).toBe(400)
  })

  it('says so when the wallet cannot make or check an invoice, and books nothing', async () => {
    const { app } = await billingApp()
    const parent = await createFamily(app, 'ada@example.org')
    const invoice = await createInvoice(parent)
    wallet.failWith('make_invoice', 'INTERNAL', 'node offline')
    wallet.failWith('lookup_invoice', 'INTERNAL', 'node offline')
    try {
      const made = await json(parent, 'POST', '/api/billing/create-invoice', {
        subscriptionMonths: 1,
      })
      expect(made.status).toBe(502)
      expect(made.body.message).toBe(
        'The payment service could not create an invoice right now. Please try again in a few minutes.',
      )
      const checked = await checkPayment(parent, invoice.paymentHash)
      expect(checked.status).toBe(502)
      expect(checked.body.code).toBe('billing-unavailable')
    } finally {
      wallet.clearFailures()
    }
    expect((await subscriptionOf(parent)).status).toBe('trial')
  })
})

describe('the settlement job', () => {
  it('settles an invoice paid after the page was closed', async () => {
    const { app } = await billingApp()
    const parent = await createFamily(app, 'ada@example.org')
    const trialEnd = (await subscriptionOf(parent)).expiresAt
    const invoice = await createInvoice(parent)
    wallet.receivePayment(invoice.bolt11)
    expect(await billingJob.run(app)).toBe('settled 1, dropped 0, still open 0, not checked 0')
    expect((await subscriptionOf(parent)).expiresAt).toBe(plusMonths(trialEnd, 1))
    // Booked once: neither the page's check nor the next run adds to it.
    expect((await checkPayment(parent, invoice.paymentHash)).body.payment.verified).toBe(true)
    expect(await billingJob.run(app)).toBe('settled 0, dropped 0, still open 0, not checked 0')
    expect((await subscriptionOf(parent)).expiresAt).toBe(plusMonths(trialEnd, 1))
  })

  it('drops an unpaid invoice once it expired, and never one paid late', async () => {
    const { app, clock } = await billingApp()
    const parent = await createFamily(app, 'ada@example.org')
    const unpaid = await createInvoice(parent)
    const paidLate = await createInvoice(parent)
    clock.advance(10 * MINUTE_MS + 5000)
    expect((await checkPayment(parent, unpaid.paymentHash)).body).toEqual({
      payment: { verified: false, status: 'expired' },
    })
    // The wallet still calls them pending: kept through the grace period.
    expect(await billingJob.run(app)).toBe('settled 0, dropped 0, still open 2, not checked 0')
    wallet.receivePayment(paidLate.bolt11)
    clock.advance(DROP_GRACE_MS)
    expect(await billingJob.run(app)).toBe('settled 1, dropped 1, still open 0, not checked 0')
    expect((await checkPayment(parent, unpaid.paymentHash)).status).toBe(404)
    expect((await checkPayment(parent, paidLate.paymentHash)).body.payment.verified).toBe(true)
    expect((await subscriptionOf(parent)).totalPaid).toBe(21_000)
  })
})

describe('referrals', () => {
  async function twoFamilies() {
    const { app, clock } = await billingApp()
    const ada = await createFamily(app, 'ada@example.org')
    const bob = await createFamily(app, 'bob@example.org')
    const code = (await json(ada, 'POST', '/api/billing/referral-code')).body.referralCode
    return { app, clock, ada, bob, code: code as string }
  }

  it("answers the family's stable code", async () => {
    const { ada, code } = await twoFamilies()
    expect(code).toMatch(/^[A-Z2-9]{8}$/)
    expect((await json(ada, 'POST', '/api/billing/referral-code')).body).toEqual({
      referralCode: code,
    })
  })

  it('gives both families a month once the first payment settles, and only once', async () => {
    const { ada, bob, code } = await twoFamilies()
    const adaEnd = (await subscriptionOf(ada)).expiresAt
    const bobEnd = (await subscriptionOf(bob)).expiresAt
    // Two invoices with the code before either is paid: only the first payment counts.
    const first = await createInvoice(bob, {
      subscriptionMonths: 1,
      referralCode: code.toLowerCase(),
    })
    const second = await createInvoice(bob, { subscriptionMonths: 1, referralCode: code })
    expect((await subscriptionOf(ada)).expiresAt).toBe(adaEnd)
    await pay(bob, first)
    expect((await subscriptionOf(bob)).expiresAt).toBe(plusMonths(bobEnd, 2))
    expect((await subscriptionOf(ada)).expiresAt).toBe(plusMonths(adaEnd, 1))
    await pay(bob, second)
    expect((await subscriptionOf(bob)).expiresAt).toBe(plusMonths(bobEnd, 3))
    expect((await subscriptionOf(ada)).expiresAt).toBe(plusMonths(adaEnd, 1))
    // A code after the first payment is refused outright.
    const late = await json(bob, 'POST', '/api/billing/create-invoice', {
      subscriptionMonths: 1,
      referralCode: code,
    })
    expect(late.status).toBe(400)
    expect(late.body.code).toBe('referral-not-first-payment')
  })

  it('refuses the own code and an unknown one with a clear message', async () => {
    const { ada, code } = await twoFamilies()
    const own = await json(ada, 'POST', '/api/billing/create-invoice', {
      subscriptionMonths: 1,
      referralCode: code,
    })
    expect(own.status).toBe(400)
    expect(own.body).toEqual({
      code: 'own-referral-code',
      message: 'This is your own referral code: share it with another family instead.',
      field: 'referralCode',
    })
    const unknown = await json(ada, 'POST', '/api/billing/create-invoice', {
      subscriptionMonths: 1,
      referralCode: 'NOSUCHCODE',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual({
      code: 'unknown-referral-code',
      message: 'Referral code not found. Check the code, or leave the field empty.',
      field: 'referralCode',
    })
  })
})

/**
 * Every route of the app, read from Fastify's route tree (`/a/:id|:childId` keeps `:id`).
 * A child segment continues its parent's text: `/api/lightning/pay` then `-test-invoice`.
 */
function routesOf(app: FastifyInstance): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = []
  const parents: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S+)(?: \(([^)]+)\))?$/.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4 - 1
    const segment = (match[2] ?? '').split('|')[0] ?? ''
    parents.length = depth
    const path = (parents[depth - 1] ?? '') + segment
    parents[depth] = path
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path })
  }
  return routes
}

/**
 * Writes a lapsed family may still make: signing in and out, paying, people and
 * settings that move no money. Every other write must answer 402.
 */
const UNLOCKED_WRITES = [
  'POST /api/onboarding/start',
  'POST /api/onboarding/resend-magic-link',
  'POST /api/auth/magic-link',
  'POST /api/auth/verify',
  'POST /api/auth/logout',
  'PATCH /api/auth/user',
  // The language the app is shown in: no money.
  'PUT /api/auth/language',
  // Signing in on another device, with a code or a passkey.
  'POST /api/auth/sign-in-codes',
  'POST /api/auth/sign-in-codes/redeem',
  'POST /api/auth/passkeys/registration-options',
  'POST /api/auth/passkeys',
  'DELETE /api/auth/passkeys/:id',
  'POST /api/auth/passkeys/sign-in-options',
  'POST /api/auth/passkeys/sign-in',
  // The instance's mail server, set by its administrator: no family's money.
  'PUT /api/admin/mail-settings',
  'DELETE /api/admin/mail-settings',
  'POST /api/admin/mail-settings/test',
  'POST /api/billing/create-invoice',
  'POST /api/billing/referral-code',
  'POST /api/family/invite-spouse',
  'POST /api/family/resend-spouse-invitation',
  'DELETE /api/family/spouse',
  'PATCH /api/family/net-worth-sharing',
  'POST /api/family-net-worth/settings',
  'PATCH /api/children/:id',
  'POST /api/children/:id/invite',
  'DELETE /api/children/:id/sign-in',
  // A lapsed family may always take its data away: deleting it creates no money.
  'POST /api/family/delete',
  // The family's own wallets: connecting, testing and watching them moves no money.
  'POST /api/lightning-config/setup',
  'POST /api/lightning-config/node-lnd',
  'POST /api/lightning/connect',
  'POST /api/lightning/addresses',
  'POST /api/lightning/sync-preferences',
  // A setting: payouts follow an allowance credit, which a lapsed family does not get.
  'PUT /api/lightning/auto-payouts/:id',
  'DELETE /api/lightning/config',
  'POST /api/lightning/test-user-connection',
  'POST /api/lightning/decode',
  'POST /api/wallet/preview',
  'POST /api/wallet/configure',
  'POST /api/wallet/create/:childId',
  // How many confirmations a deposit waits for: a setting, like the wallet's key.
  'PUT /api/wallet/deposit-settings',
  // Bitcoin that really arrived is recorded (the sync job would record it anyway), and a
  // PSBT never signed is given back: neither makes a new money move.
  'POST /api/wallet/sync/:childId',
  'POST /api/bitcoin/send/:transactionId/cancel',
  // The public connection test page: no family behind it.
  'POST /api/public/test-coinos',
  'POST /api/lightning/create-test-invoice',
  'POST /api/lightning/pay-test-invoice',
]

describe('a lapsed family', () => {
  async function lapsedFamily() {
    const { app, clock } = await billingApp()
    const parent = await createFamily(app, 'ada@example.org')
    const child = await parent.addChild({ name: 'Mia', weeklyAllowance: '0.0001' })
    const goal = (
      await json(parent, 'POST', '/api/family-goals', {
        title: 'Bike',
        description: 'A red bike',
        targetAmount: '0.01',
        category: 'bike',
      })
    ).body
    const invoice = await createInvoice(parent)
    clock.advance(91 * DAY_MS)
    return { app, parent, child, goal, invoice }
  }

  it('gets 402 on every money-changing call, with how to renew', async () => {
    const { app, parent } = await lapsedFamily()
    const writes = routesOf(app).filter(
      (r) => r.path.startsWith('/api/') && !['GET', 'HEAD'].includes(r.method),
    )
    const names = writes.map((r) => `${r.method} ${r.path}`)
    // The list of exceptions names real routes only.
    expect(UNLOCKED_WRITES.filter((name) => !names.includes(name))).toEqual([])
    const locked = writes.filter((r) => !UNLOCKED_WRITES.includes(`${r.method} ${r.path}`))
    expect(locked.length).toBeGreaterThan(20)
    for (const route of locked) {
      const url = route.path.replace(/:\w+/g, '1')
      const res = await parent.request(route.method as 'POST', url, {})
      expect([route.method, route.path, res.statusCode]).toEqual([route.method, route.path, 402])
      expect(res.json()).toEqual({
        code: 'subscription-lapsed',
        message:
          "Your family's free trial has ended. Everything stays readable and can be exported; to change balances, allowances, goals or requests again, a parent renews on the Subscription page (/subscription) with a Lightning payment.",
      })
    }
  })

  it('still reads everything', async () => {
    const { app, parent, child, goal, invoice } = await lapsedFamily()
    const reads = routesOf(app).filter(
      // The public connection test reads a wallet the visitor pasted, not the family.
      (r) => r.path.startsWith('/api/') && r.method === 'GET' && !r.path.includes('/test-balance/'),
    )
    for (const route of reads) {
      const url = route.path
        .replace(':paymentHash', invoice.paymentHash)
        .replace(/:\w+/, String(route.path.startsWith('/api/family-goals') ? goal.id : child.id))
      const res = await parent.request('GET', url)
      // The family has no Lightning invoice (no connection): 404, past the lock.
      const expected =
        route.path === '/api/login'
          ? 302
          : route.path.startsWith('/api/lightning/invoices/')
            ? 404
            : 200
      expect([url, res.statusCode]).toEqual([url, expected])
    }
  })

  it('pays while lapsed, and may change money again', async () => {
    const { parent, child, invoice } = await lapsedFamily()
    const update = () =>
      parent.request('POST', `/api/children/${child.id}/update-savings`, { newBalance: '0.001' })
    expect((await update()).statusCode).toBe(402)
    await pay(parent, invoice)
    expect((await update()).statusCode).toBe(200)
  })
})

describe("the operator's receiving wallet, for the admin", () => {
  it("shows its balance, not the admin family's wallet, and only to the admin", async () => {
    const { app } = await billingApp({
      BILLING_LIGHTNING_URL: wallet.createConnection({
        methods: ['make_invoice', 'lookup_invoice', 'get_balance'],
      }),
    })
    const operator = await createFamily(app, 'op@example.org')
    const res = await json(operator, 'GET', '/api/billing/operator-wallet')
    expect(res).toEqual({
      status: 200,
      body: {
        billingEnabled: true,
        provider: 'nwc',
        connected: true,
        balance: Math.floor(wallet.node.balanceMsat / 1000),
      },
    })
    // The operator's family has no Lightning connection of its own: that is another wallet.
    expect((await json(operator, 'GET', '/api/lightning/balance')).body).toMatchObject({
      configured: false,
    })
    const family = await createFamily(app, 'ada@example.org')
    expect((await json(family, 'GET', '/api/billing/operator-wallet')).status).toBe(403)
  })

  it('says why when the receive-only connection may not read the balance, or billing is off', async () => {
    const { app } = await billingApp()
    const operator = await createFamily(app, 'op@example.org')
    const { body } = await json(operator, 'GET', '/api/billing/operator-wallet')
    expect(body).toMatchObject({ billingEnabled: true, connected: false, balance: 0 })
    expect(body.error).toEqual(expect.any(String))

    const off = await buildTestApp()
    const offOperator = await createFamily(off, 'op@example.org')
    expect((await json(offOperator, 'GET', '/api/billing/operator-wallet')).body).toEqual({
      billingEnabled: false,
      provider: null,
      connected: false,
      balance: 0,
    })
  })
})

describe('with billing off', () => {
  it('shows no trial and no price, and locks nothing', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock, env: { SESSION_DAYS: '365' } })
    const parent = await createFamily(app, 'ada@example.org')
    clock.advance(100 * DAY_MS)
    expect(await subscriptionOf(parent)).toEqual({
      status: 'free',
      isActive: true,
      expiresAt: null,
      totalPaid: 0,
    })
    expect((await json(parent, 'GET', '/api/auth/user')).body).toMatchObject({
      subscriptionStatus: 'free',
      trialExpiresAt: null,
    })
    for (const [method, url] of [
      ['GET', '/api/billing/pricing'],
      ['POST', '/api/billing/create-invoice'],
      ['POST', '/api/billing/referral-code'],
      ['GET', `/api/billing/check-payment/${'ab'.repeat(32)}`],
    ] as const) {
      const res = await json(
        parent,
        method,
        url,
        method === 'POST' ? { subscriptionMonths: 1 } : undefined,
      )
      expect(res.status).toBe(404)
      expect(res.body).toEqual({
        code: 'billing-disabled',
        message: 'This server is self-hosted and free: there is nothing to pay.',
      })
    }
    expect(
      (await parent.request('POST', '/api/children', { name: 'Mia', age: 8 })).statusCode,
    ).toBe(201)
  })
})
