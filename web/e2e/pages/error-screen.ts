import type { Locator, Page } from 'playwright-core'

/** What replaces a screen that crashed while drawing. */
export class ErrorScreen {
  readonly heading: Locator
  readonly message: Locator
  readonly tryAgain: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Something went wrong' })
    this.message = page.getByText('An unexpected error occurred. Please try refreshing the page.')
    this.tryAgain = page.getByRole('button', { name: 'Try Again' })
  }
}
