import type { Page } from 'playwright-core'

/**
 * Waits until the app has taken over a page that arrived drawn: a prerendered public
 * page, or a signed-in screen the server drew (web/src/app/prerendered-takeover.tsx).
 */
export function appTookOver(page: Page): Promise<void> {
  return page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' })
}
