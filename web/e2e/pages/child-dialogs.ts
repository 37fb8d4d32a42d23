import type { Locator, Page } from 'playwright-core'

/** The parent's dialogs for one child, opened from the child's card or the child picker. */

export class AddChildDialog {
  readonly root: Locator
  readonly name: Locator
  readonly age: Locator
  readonly submit: Locator

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Add Child' })
    this.name = this.root.getByLabel('Name')
    this.age = this.root.getByLabel('Age', { exact: true })
    this.submit = this.root.getByRole('button', { name: 'Add Child' })
  }
}

export class AllowanceDialog {
  readonly root: Locator
  readonly amount: Locator
  readonly day: Locator
  readonly save: Locator

  constructor(page: Page, childName: string) {
    this.root = page.getByRole('dialog', { name: `Allowance - ${childName}` })
    this.amount = this.root.getByLabel('Weekly allowance amount (BTC)')
    this.day = this.root.getByLabel('Allowance day')
    this.save = this.root.getByRole('button', { name: 'Save Allowance' })
  }
}

export class UpdateSavingsDialog {
  readonly root: Locator
  readonly balance: Locator
  readonly save: Locator

  constructor(page: Page, childName: string) {
    this.root = page.getByRole('dialog', { name: `Update Savings - ${childName}` })
    this.balance = this.root.getByLabel('New savings balance (BTC)')
    this.save = this.root.getByRole('button', { name: 'Save Balance' })
  }
}

export class ChildSignInDialog {
  readonly root: Locator
  readonly email: Locator
  readonly sendInvitation: Locator
  /** Asks first; the same button confirms. */
  readonly revoke: Locator
  readonly close: Locator

  constructor(page: Page, childName: string) {
    this.root = page.getByRole('dialog', { name: `Sign-in for ${childName}` })
    this.email = this.root.getByLabel(`${childName}'s e-mail address`)
    this.sendInvitation = this.root.getByRole('button', { name: 'Send Invitation' })
    this.revoke = this.root.getByRole('button', { name: 'Revoke Sign-in' })
    this.close = this.root.getByRole('button', { name: 'Close' })
  }
}

/** A child card's "Add Transaction - {name}": the parent books a bonus, an allowance or a chore. */
export class ParentTransactionDialog {
  readonly root: Locator
  readonly type: Locator
  readonly amount: Locator
  readonly description: Locator
  readonly submit: Locator

  constructor(page: Page, childName: string) {
    this.root = page.getByRole('dialog', { name: `Add Transaction - ${childName}` })
    this.type = this.root.getByLabel('Type')
    this.amount = this.root.getByLabel('Amount (BTC)')
    this.description = this.root.getByLabel('Description')
    this.submit = this.root.getByRole('button', { name: 'Add Transaction' })
  }
}

export class TransferToSpendingDialog {
  readonly root: Locator
  readonly amount: Locator
  readonly submit: Locator

  constructor(page: Page, childName: string) {
    this.root = page.getByRole('dialog', { name: `Transfer to Spending - ${childName}` })
    this.amount = this.root.getByLabel('Amount to transfer (BTC)')
    this.submit = this.root.getByRole('button', { name: 'Transfer', exact: true })
  }
}
