import type { Locator, Page } from 'playwright-core'

/** `/auth/verify?token=...`: where a mailed sign-in link lands. */
export class VerifyPage {
  /** Shown (as text and toast) when the link created the account. */
  readonly accountCreated: Locator
  /** An existing account's successful sign-in. */
  readonly welcome: Locator
  readonly invalidToken: Locator
  readonly noToken: Locator
  readonly returnToLogin: Locator

  constructor(readonly page: Page) {
    this.accountCreated = page.getByText('Your account has been created.').first()
    this.welcome = page.getByRole('heading', { name: 'Welcome!' })
    this.invalidToken = page.getByRole('heading', { name: 'Invalid or expired token' })
    this.noToken = page.getByRole('heading', { name: 'No verification token found' })
    this.returnToLogin = page.getByRole('button', { name: 'Return to Login' })
  }

  async open(link: string) {
    await this.page.goto(link)
  }

  async openWithoutToken() {
    await this.page.goto('/auth/verify')
  }
}
