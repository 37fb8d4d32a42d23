import type { Locator, Page } from 'playwright-core'
import { ChildSignInDialog } from './child-dialogs.js'

/** `/dashboard` in Child View for a parent: which child's dashboard to open. */
export class ChildPicker {
  readonly root: Locator
  readonly noChildren: Locator
  readonly backToParentView: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Choose a child' })
    this.noChildren = this.root.getByText('No child accounts found')
    this.backToParentView = this.root.getByRole('button', { name: 'Back to Parent View' })
  }

  card(name: string) {
    return new PickerCard(this.page, this.root, name)
  }
}

export class PickerCard {
  readonly root: Locator
  readonly openDashboard: Locator

  constructor(
    readonly page: Page,
    picker: Locator,
    readonly name: string,
  ) {
    this.root = picker
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
    this.openDashboard = this.root.getByRole('button', { name: `Open ${name}'s Dashboard` })
  }

  text(text: string) {
    return this.root.getByText(text)
  }

  async openSignIn() {
    await this.root.getByRole('button', { name: 'Child Sign-in' }).click()
    return new ChildSignInDialog(this.page, this.name)
  }
}
