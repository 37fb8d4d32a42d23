import type { Locator, Page } from 'playwright-core'

/** `/`: the signed-out landing page, and its Go to Dashboard for a signed-in visitor. */
export class LandingPage {
  /** Every button the spec puts on the landing page for a signed-out visitor. */
  static readonly BUTTONS = [
    'Get Started',
    'Try Demo',
    'How It Works',
    'Setup Wizard',
    'Privacy & Security',
    'Lightning Setup Guide',
    'Code Review',
  ] as const

  readonly getStarted: Locator
  readonly goToDashboard: Locator
  readonly freeTrial: Locator
  readonly noPaymentNeeded: Locator

  constructor(readonly page: Page) {
    this.getStarted = this.button('Get Started')
    this.goToDashboard = page.getByRole('button', { name: 'Go to Dashboard' })
    this.freeTrial = page.getByText('90-day free trial')
    this.noPaymentNeeded = page.getByText('No payment needed to start')
  }

  /** Opens the page and returns the document's response. */
  goto() {
    return this.page.goto('/')
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true })
  }
}
