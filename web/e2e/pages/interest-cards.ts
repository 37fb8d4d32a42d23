import type { Locator, Page } from 'playwright-core'

/** The parent dashboard's Interest on Savings card (Children tab). */
export class InterestCard {
  readonly root: Locator
  readonly familyRate: Locator
  readonly saveFamilyRate: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('article', { name: 'Interest on Savings' })
    this.familyRate = this.root.getByLabel('Family rate (% a year)')
    this.saveFamilyRate = this.root
      .locator('form')
      .filter({ has: page.getByLabel('Family rate (% a year)') })
      .getByRole('button', { name: 'Save Rate' })
  }

  /** One child's figures and own rate. */
  child(name: string) {
    const root = this.root
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) })
    return {
      root,
      ownRate: root.getByLabel(`${name}'s own rate (% a year)`),
      save: root.getByRole('button', { name: 'Save Rate' }),
      useFamilyRate: root.getByRole('button', { name: 'Use Family Rate' }),
    }
  }
}

/** The child dashboard's Interest This Month card. */
export function childInterestCard(page: Page) {
  return page.getByRole('article', { name: 'Interest This Month' })
}
