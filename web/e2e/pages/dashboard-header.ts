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

  /** The greeting: "Welcome, Ada" once the first name is known, else "Welcome". */
  welcome(firstName?: string) {
    return this.page.getByRole('heading', {
      name: firstName === undefined ? 'Welcome' : `Welcome, ${firstName}`,
      exact: true,
    })
  }

  /** Asked for while the greeting has no first name. */
  get firstName() {
    return this.page.getByLabel('What should we call you?')
  }

  get saveName() {
    return this.page.getByRole('button', { name: 'Save Name' })
  }
}
