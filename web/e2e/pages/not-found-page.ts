import type { Locator, Page } from 'playwright-core'

/**
 * Any unknown path; for someone signed out, a signed-in path says the session ended
 * and offers Sign in instead.
 */
export class NotFoundPage {
  readonly heading: Locator
  readonly backHome: Locator
  readonly sessionEnded: Locator
  readonly signIn: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: '404 Page Not Found' })
    this.backHome = page.getByRole('link', { name: 'Back to the home page' })
    this.sessionEnded = page.getByRole('heading', { name: 'Your session has ended' })
    this.signIn = page.getByRole('button', { name: 'Sign in' })
  }
}
