import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVOICE_EXPIRY_SECONDS, PAYMENT_POLL_MS } from '../../api/contracts/billing.js'
import { TestNostrRelay } from '../../api/testing/nostr-relay.js'
import { TestWalletService } from '../../api/testing/nwc-wallet-service.js'
import { AdminDashboardPage } from './pages/admin-pages.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { SubscriptionPage, TrialBanner } from './pages/subscription-page.js'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'

/** Counts the page's questions whether its invoice was paid, as it asks them. */
function countPaymentChecks(page: Page): { readonly count: number } {
  const checks = { count: 0 }
  page.on('request', (request) => {
    if (request.url().includes('/api/billing/check-payment/')) checks.count += 1
  })
  return checks
}

/**
 * Returns once every request the page made so far has been seen here: the page asks for
 * /health after them, and the browser reports a page's requests in the order it made them.
 */
async function seenAllRequests(page: Page) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/health')
  await page.evaluate(() => fetch('/health').then(() => undefined))
  await answered
}

/** Moves the page's paused clock on by `ms` and waits for the check that falls due then. */
async function runUntilCheck(page: Page, ms: number) {
  const asked = page.waitForResponse((r) => r.url().includes('/api/billing/check-payment/'))
  await page.clock.runFor(ms)
  await asked
}

describe('with billing on', () => {
  // The operator's receiving wallet runs in the test process; the server reaches it over
  // real WebSockets through the relay. Its connection string is known once it started,
  // before the server does (hooks run in order).
  const env: Record<string, string> = {
    BILLING_ENABLED: 'true',
    ALLOW_INSECURE_RELAYS: 'true',
    ADMIN_EMAILS: 'operator@example.org',
  }
  let relay: TestNostrRelay | undefined
  let wallet: TestWalletService | undefined
  beforeAll(async () => {
    relay = await TestNostrRelay.start()
    wallet = await TestWalletService.start({ relayUrls: [relay.url] })
    env.BILLING_LIGHTNING_URL = wallet.createConnection()
  })
  afterAll(async () => {
    await wallet?.stop()
    await relay?.stop()
  })
  const app = setUpFamilyApp(env)

  it('a family pays a subscription invoice through the wallet, and the trial banner goes', async () => {
    // Its clock is made fake, which emptying a context does not undo.
    const { page } = await app.signUpParent({ discardAfter: true })
    await page.clock.install()
    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    const banner = new TrialBanner(page)
    // The day of sign-up counts whole: the 90-day trial has 90 days left.
    await banner.root.getByText(/^90 days left in your free trial/).waitFor()
    await banner.upgradeNow.click()

    const subscription = new SubscriptionPage(page)
    await subscription.heading.waitFor()
    await subscription.status('Free trial').waitFor()
    await subscription.monthlyPlan.getByText('21,000 sats').waitFor()
    await subscription.yearlyPlan.getByText('200,000 sats').waitFor()
    await subscription.yearlyPlan.getByText('Saves 52,000 sats: 2 months free').waitFor()

    // The page's time stands still from here: it moves only as far as the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    const checks = countPaymentChecks(page)
    const created = page.waitForResponse((r) => r.url().endsWith('/api/billing/create-invoice'))
    await subscription.payMonthly.click()
    const { invoice } = (await (await created).json()) as {
      invoice: { bolt11: string; amountSats: number }
    }
    expect(invoice.amountSats).toBe(21_000)
    await subscription.qrCode.waitFor()
    await subscription.copyInvoice.waitFor()

    // Unpaid, the page asks every 3 s, and not sooner.
    for (let period = 1; period <= 3; period++) {
      await page.clock.runFor(PAYMENT_POLL_MS - 1)
      await seenAllRequests(page)
      expect(checks.count).toBe(period - 1)
      await runUntilCheck(page, 1)
      expect(checks.count).toBe(period)
    }
    wallet?.receivePayment(invoice.bolt11)

    await runUntilCheck(page, PAYMENT_POLL_MS)
    await toast(page, 'Payment Received').waitFor()
    await subscription.invoice.waitFor({ state: 'hidden' })
    await subscription.status('Active').waitFor()
    await subscription.current.getByText('21,000 sats').waitFor()
    await page.clock.resume()

    await dashboard.goto()
    await page.getByRole('link', { name: 'Subscription and referral code' }).waitFor()
    expect(await banner.root.count()).toBe(0)
  })

  it('shows the admin the balance of the wallet subscriptions are paid into', async () => {
    const { page } = await app.signUpParent({ email: 'operator@example.org' })
    const admin = new AdminDashboardPage(page)
    await admin.goto()
    await admin.tab('Lightning').click()
    await page.getByRole('heading', { name: 'Billing Wallet' }).waitFor()
    const sats = Math.floor((wallet?.node.balanceMsat ?? 0) / 1000).toLocaleString('en-US')
    await page.getByText(`nwc: ${sats} sats`).waitFor()
  })

  it("says 'Invoice expired' when 10 minutes pass unpaid", async () => {
    // Fake timers in the page only, whose context is not handed on: 10 minutes pass at a jump.
    const { page } = await app.signUpParent({ discardAfter: true })
    await page.clock.install()
    const subscription = new SubscriptionPage(page)
    await subscription.goto()
    await subscription.payMonthly.click()
    await subscription.qrCode.waitFor()
    await page.clock.fastForward(INVOICE_EXPIRY_SECONDS * 1000)
    await toast(page, 'Invoice expired').waitFor()
    await subscription.invoice.waitFor({ state: 'hidden' })
    await subscription.payMonthly.waitFor()
  })
})

describe('with billing off', () => {
  const app = setUpFamilyApp()

  it('shows no trial banner and no price anywhere', async () => {
    const { page } = await app.signUpParent()
    const billingCalls: string[] = []
    page.on('request', (request) => {
      if (/\/api\/billing\/(pricing|create-invoice)/.test(request.url())) {
        billingCalls.push(request.url())
      }
    })
    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    await dashboard.addChildButton.waitFor()
    expect(await new TrialBanner(page).root.count()).toBe(0)
    const dashboardText = await page.locator('main').innerText()
    expect(dashboardText).not.toMatch(/trial|Upgrade Now|Renew Now|subscription|21,000|200,000/i)

    const subscription = new SubscriptionPage(page)
    await subscription.goto()
    await subscription.selfHosted.waitFor()
    await page.getByText('This server is self-hosted and free').waitFor()
    const pageText = await page.locator('main').innerText()
    expect(pageText).not.toMatch(/sats|Pay Monthly|Pay Yearly|trial ends|21,000|200,000/i)
    expect(billingCalls).toEqual([])
  })
})
