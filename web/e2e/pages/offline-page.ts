import type { Locator, Page } from 'playwright-core'

/**
 * The offline page (web/src/app/offline-screen.tsx) the service worker answers a page
 * load with when the server cannot be reached, at the address that was asked for.
 */
export class OfflinePage {
  readonly heading: Locator
  readonly tryAgain: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'You are offline' })
    this.tryAgain = page.getByRole('button', { name: 'Try Again' })
  }
}
