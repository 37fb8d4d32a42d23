import type { Locator, Page } from 'playwright-core'

/** `/onboarding-setup`: where a new parent's first sign-in leads. */
export class OnboardingSetupPage {
  readonly howItWorks: Locator
  readonly continueToDashboard: Locator

  constructor(readonly page: Page) {
    this.howItWorks = page.getByRole('link', { name: 'Read how it works' })
    this.continueToDashboard = page.getByRole('button', { name: 'Continue to Dashboard' })
  }
}
