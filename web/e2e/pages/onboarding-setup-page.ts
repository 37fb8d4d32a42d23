import type { Locator, Page } from 'playwright-core'

/** `/onboarding-setup`: where a new parent's first sign-in leads. */
export class OnboardingSetupPage {
  readonly howItWorks: Locator
  readonly continueToDashboard: Locator
  readonly lightningTab: Locator
  readonly connectionString: Locator
  readonly connectLightning: Locator

  constructor(readonly page: Page) {
    this.howItWorks = page.getByRole('link', { name: 'Read how it works' })
    this.continueToDashboard = page.getByRole('button', { name: 'Continue to Dashboard' })
    this.lightningTab = page.getByRole('tab', { name: /Lightning Node/ })
    this.connectionString = page.getByLabel('Nostr Wallet Connect string')
    this.connectLightning = page.getByRole('button', { name: 'Connect Lightning Wallet' })
  }

  /** The green check a tab shows once its connection is made. */
  connectedCheck(tab: Locator) {
    return tab.getByRole('img', { name: 'connected' })
  }
}
