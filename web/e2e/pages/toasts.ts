import type { Page } from 'playwright-core'

/** The visible toast with exactly this text (toasts live in a status region on every screen). */
export function toast(page: Page, text: string) {
  return page.getByRole('status').getByText(text, { exact: true })
}
