import type { Locator, Page } from 'playwright-core'

/** The parent dashboard's Chores card (Overview tab). */
export class ChoresCard {
  readonly root: Locator
  readonly waiting: Locator
  readonly all: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('article', { name: 'Chores', exact: true })
    this.waiting = this.root.getByRole('region', { name: 'Waiting for approval' })
    this.all = this.root.getByRole('list', { name: 'All chores' })
  }

  async addChore() {
    await this.root.getByRole('button', { name: 'Add Chore' }).click()
    return new ChoreDialog(this.page, 'Add Chore')
  }

  /** A chore in the list of all chores, by its title. */
  chore(title: string) {
    return this.all.getByRole('listitem').filter({ hasText: title })
  }

  approve(childName: string, title: string) {
    return this.waiting.getByRole('button', { name: `Approve ${childName}'s chore ${title}` })
  }

  reject(childName: string, title: string) {
    return this.waiting.getByRole('button', { name: `Reject ${childName}'s chore ${title}` })
  }

  get reason() {
    return this.waiting.getByLabel(/will read this/)
  }

  sendBack(childName: string, title: string) {
    return this.waiting.getByRole('button', { name: `Send back ${childName}'s chore ${title}` })
  }
}

/** Add Chore or Edit <title>: the chore's settings. */
export class ChoreDialog {
  readonly root: Locator
  readonly child: Locator
  readonly title: Locator
  readonly reward: Locator
  readonly howOften: Locator
  readonly day: Locator
  readonly dueDate: Locator
  readonly destination: Locator
  readonly autoApprove: Locator
  readonly submit: Locator

  constructor(page: Page, name: string) {
    this.root = page.getByRole('dialog', { name })
    this.child = this.root.getByLabel('Child')
    this.title = this.root.getByLabel('Chore', { exact: true })
    this.reward = this.root.getByLabel('Reward (BTC)')
    this.howOften = this.root.getByLabel('How often')
    this.day = this.root.getByLabel('Day', { exact: true })
    this.dueDate = this.root.getByLabel('Due date (optional)')
    this.destination = this.root.getByLabel('Reward goes to')
    this.autoApprove = this.root.getByRole('switch')
    this.submit = this.root.getByRole('button', { name: /^(Add|Save) Chore$/ })
  }
}

/** The child dashboard's My Chores card. */
export class MyChoresCard {
  readonly root: Locator

  constructor(page: Page) {
    this.root = page.getByRole('article', { name: 'My Chores' })
  }

  chore(title: string) {
    return this.root.getByRole('listitem').filter({ hasText: title })
  }

  done(title: string) {
    return this.root.getByRole('button', { name: `Done: ${title}` })
  }
}
