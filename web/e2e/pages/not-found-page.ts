import type { Locator, Page } from 'playwright-core'

/** Any unknown path, and the signed-in paths for someone signed out. */
export class NotFoundPage {
  readonly heading: Locator
  readonly backHome: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: '404 Page Not Found' })
    this.backHome = page.getByRole('link', { name: 'Back to the home page' })
  }
}
