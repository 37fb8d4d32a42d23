import type { Locator, Page } from 'playwright-core'

/** The goal dialogs of the family goals page and the child's dashboard. */

/** A goal form's message under its field (the same words also come as a toast). */
function fieldProblem(dialog: Locator, text: string) {
  return dialog.locator('small', { hasText: text })
}

export class CreateGoalDialog {
  readonly root: Locator
  readonly title: Locator
  readonly definition: Locator
  readonly targetAmount: Locator
  readonly category: Locator
  readonly submit: Locator

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Create Family Goal' })
    this.title = this.root.getByLabel('Title')
    this.definition = this.root.getByLabel('Clear definition')
    this.targetAmount = this.root.getByLabel('Target amount (BTC)')
    this.category = this.root.getByLabel('Category')
    this.submit = this.root.getByRole('button', { name: 'Create Goal' })
  }

  problem(text: string) {
    return fieldProblem(this.root, text)
  }
}

export class AllocateDialog {
  readonly root: Locator
  readonly percentage: Locator
  readonly child: Locator
  readonly entireSavings: Locator
  readonly submit: Locator

  constructor(page: Page, goalTitle: string) {
    this.root = page.getByRole('dialog', { name: `Allocate Savings to ${goalTitle}` })
    this.percentage = this.root.getByLabel('Percentage (%)')
    this.child = this.root.getByLabel('Child')
    this.entireSavings = this.root.getByLabel('Entire savings')
    this.submit = this.root.getByRole('button', { name: 'Create Allocation' })
  }
}

/** View Details: Overview, History and Contribute tabs, and Delete Goal for a parent. */
export class GoalDetailsDialog {
  readonly root: Locator
  /** The tabs live only while the dialog is open. */
  readonly tabList: Locator
  readonly amount: Locator
  readonly contributionType: Locator
  readonly child: Locator
  readonly addContribution: Locator
  /** Asks first; the same button confirms. */
  readonly deleteGoal: Locator
  readonly cancel: Locator
  readonly close: Locator

  constructor(page: Page, goalTitle: string) {
    this.root = page.getByRole('dialog', { name: goalTitle, exact: true })
    this.tabList = page.getByRole('tablist', { name: 'Goal details' })
    this.amount = this.root.getByLabel('Amount (BTC)')
    this.contributionType = this.root.getByLabel('Contribution type')
    this.child = this.root.getByLabel('Child')
    this.addContribution = this.root.getByRole('button', { name: 'Add Contribution' })
    this.deleteGoal = this.root.getByRole('button', { name: 'Delete Goal' })
    this.cancel = this.root.getByRole('button', { name: 'Cancel' })
    this.close = this.root.getByRole('button', { name: 'Close' })
  }

  tab(name: 'Overview' | 'History' | 'Contribute') {
    return this.root.getByRole('tab', { name })
  }

  /** A History row, by text it contains. */
  historyRow(text: string) {
    return this.root.getByRole('row').filter({ hasText: text })
  }

  /** Adds one contribution from the Contribute tab. */
  async contribute(amount: string, type: string, childLabel: string) {
    await this.tab('Contribute').click()
    await this.amount.fill(amount)
    await this.contributionType.selectOption(type)
    await this.child.selectOption({ label: childLabel })
    await this.addContribution.click()
  }
}

export class ReviewRequestsDialog {
  readonly root: Locator

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Review Allocation Requests' })
  }

  /** One request, named like "Mia: 10% for Family Trip". */
  request(name: string) {
    return new RequestDecision(this.root.getByRole('article', { name }))
  }
}

export class RequestDecision {
  readonly approve: Locator
  readonly deny: Locator
  readonly confirmDenial: Locator
  readonly denialReason: Locator

  constructor(readonly root: Locator) {
    this.approve = root.getByRole('button', { name: 'Approve' })
    this.deny = root.getByRole('button', { name: 'Deny' })
    this.confirmDenial = root.getByRole('button', { name: 'Confirm Denial' })
    this.denialReason = root.getByLabel('Reason for denial')
  }

  problem(text: string) {
    return fieldProblem(this.root, text)
  }
}

/** A child's Contribute dialog: asks a parent to put a share into the goal. */
export class ContributeRequestDialog {
  readonly root: Locator
  readonly percentage: Locator
  readonly existingSavings: Locator
  readonly reason: Locator
  readonly send: Locator

  constructor(page: Page, goalTitle: string) {
    this.root = page.getByRole('dialog', { name: goalTitle, exact: true })
    this.percentage = this.root.getByLabel('Percentage (%)')
    this.existingSavings = this.root.getByLabel('Existing savings (part of what I have saved now)')
    this.reason = this.root.getByLabel('Why do you want to contribute?')
    this.send = this.root.getByRole('button', { name: 'Send Request' })
  }

  problem(text: string) {
    return fieldProblem(this.root, text)
  }
}
