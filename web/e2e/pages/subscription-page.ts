import type { Locator, Page } from 'playwright-core'

/** `/subscription`: the family's subscription, the plans, the invoice and the referral code. */
export class SubscriptionPage {
  readonly heading: Locator
  readonly current: Locator
  readonly selfHosted: Locator
  readonly monthlyPlan: Locator
  readonly yearlyPlan: Locator
  readonly payMonthly: Locator
  readonly referralCode: Locator
  readonly invoice: Locator
  readonly qrCode: Locator
  readonly copyInvoice: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Subscription', level: 1 })
    this.current = page.getByRole('article', { name: 'Current Subscription' })
    this.selfHosted = page.getByRole('heading', { name: 'Self-hosted and free' })
    this.monthlyPlan = page.getByRole('article', { name: 'Monthly plan' })
    this.yearlyPlan = page.getByRole('article', { name: 'Yearly plan' })
    this.payMonthly = page.getByRole('button', { name: 'Pay Monthly' })
    this.referralCode = page.getByLabel('Referral code (optional)')
    this.invoice = page.getByRole('article', { name: 'Pay with Lightning' })
    this.qrCode = this.invoice.getByRole('img', { name: 'Lightning invoice QR code' })
    this.copyInvoice = this.invoice.getByRole('button', { name: 'Copy invoice' })
  }

  async goto() {
    await this.page.goto('/subscription')
    await this.heading.waitFor()
  }

  /** The status the Current Subscription card shows: "Free trial", "Active", "Expired". */
  status(text: string) {
    return this.current.getByRole('definition').getByText(text, { exact: true })
  }
}

/** The parent dashboard's trial banner, with its Upgrade Now button. */
export class TrialBanner {
  readonly root: Locator
  readonly upgradeNow: Locator

  constructor(page: Page) {
    this.root = page.getByRole('article', { name: 'Free trial' })
    this.upgradeNow = this.root.getByRole('button', { name: 'Upgrade Now' })
  }
}
