import type { Locator, Page } from 'playwright-core'

/** The top of `/dashboard` for everyone: greeting, account buttons and the view toggle. */
export class DashboardHeader {
  readonly admin: Locator
  readonly logout: Locator
  /** "Parent View" for the parent who holds the account... */
  readonly parentView: Locator
  /** ...and "Family View" for a spouse. */
  readonly familyView: Locator
  readonly childView: Locator

  constructor(readonly page: Page) {
    this.admin = page.getByRole('button', { name: 'Admin' })
    this.logout = page.getByRole('button', { name: 'Logout' })
    this.parentView = page.getByRole('button', { name: 'Parent View' })
    this.familyView = page.getByRole('button', { name: 'Family View' })
    this.childView = page.getByRole('button', { name: 'Child View' })
  }

  welcome(name: string) {
    return this.page.getByRole('heading', { name: `Welcome, ${name}` })
  }
}
