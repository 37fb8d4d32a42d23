import type { Locator, Page } from 'playwright-core'
import { appTookOver } from './app-takeover.js'
import { DashboardHeader } from './dashboard-header.js'
import { ContributeRequestDialog } from './goal-dialogs.js'

/** One child's dashboard: `/dashboard` for a signed-in child, or a parent's Child View. */
export class ChildDashboard {
  readonly header: DashboardHeader
  readonly mySavings: Locator
  readonly spendingMoney: Locator
  readonly weeklyAllowance: Locator
  readonly goals: Locator
  readonly activity: Locator
  /** The child's own savings withdrawal requests and what became of them. */
  readonly savingsRequests: Locator

  constructor(readonly page: Page) {
    this.header = new DashboardHeader(page)
    this.mySavings = page.getByRole('article', { name: 'My Savings' })
    this.spendingMoney = page.getByRole('article', { name: 'Spending Money' })
    this.weeklyAllowance = page.getByRole('article', { name: 'Weekly Allowance' })
    this.goals = page.getByRole('article', { name: 'Family Goals' })
    this.activity = page.getByRole('article', { name: 'My Recent Activity' })
    this.savingsRequests = page.getByRole('article', { name: 'My Savings Requests' })
  }

  greeting(childName: string) {
    return this.page.getByRole('heading', { name: `Hi, ${childName}!` })
  }

  /** Opens a signed-in child's own dashboard, once the app has taken it over. */
  async goto(childName: string) {
    await this.page.goto('/dashboard')
    await appTookOver(this.page)
    await this.greeting(childName).waitFor()
  }

  /** A goal in the dashboard's Family Goals card. */
  goal(title: string) {
    return this.goals.getByRole('article', { name: title, exact: true })
  }

  async contributeTo(goalTitle: string) {
    await this.goal(goalTitle).getByRole('button', { name: 'Contribute' }).click()
    return new ContributeRequestDialog(this.page, goalTitle)
  }

  async askToUseSavings() {
    await this.mySavings.getByRole('button', { name: 'Ask to Use Savings' }).click()
    return new WithdrawalRequestDialog(this.page)
  }

  /** One of the child's savings requests, by its reason. */
  savingsRequest(reason: string) {
    return this.savingsRequests.getByRole('listitem').filter({ hasText: reason })
  }

  async addTransaction() {
    await this.spendingMoney.getByRole('button', { name: 'Add Transaction' }).click()
    return new ChildTransactionDialog(this.page)
  }

  async importCsv() {
    await this.spendingMoney.getByRole('button', { name: 'Import CSV' }).click()
    return new ImportCsvDialog(this.page)
  }
}

export class WithdrawalRequestDialog {
  readonly root: Locator
  readonly amount: Locator
  readonly reason: Locator
  readonly send: Locator

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Request Savings Withdrawal' })
    this.amount = this.root.getByLabel('Amount (BTC)')
    this.reason = this.root.getByLabel('Why do you need this money?')
    this.send = this.root.getByRole('button', { name: 'Send Request' })
  }
}

/** The child's Add Transaction dialog; Move to Savings ends on a step naming where to send it. */
export class ChildTransactionDialog {
  readonly root: Locator
  readonly type: Locator
  readonly amount: Locator
  readonly description: Locator
  readonly submit: Locator
  /** The send step's QR code, address text and copy button, after a Move to Savings. */
  readonly parentAddress: Locator
  readonly done: Locator

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Add Transaction' })
    this.type = this.root.getByLabel('Type')
    this.amount = this.root.getByLabel('Amount (BTC)')
    this.description = this.root.getByLabel('Description')
    this.submit = this.root.getByRole('button', { name: 'Add Transaction' })
    this.parentAddress = this.root.getByRole('region', { name: "Your parent's Lightning address" })
    this.done = this.root.getByRole('button', { name: 'Done' })
  }
}

export class ImportCsvDialog {
  readonly root: Locator
  readonly file: Locator
  readonly import: Locator
  readonly result: Locator
  readonly close: Locator

  constructor(page: Page) {
    this.root = page.getByRole('dialog', { name: 'Import CSV Transactions' })
    this.file = this.root.getByLabel('CSV file')
    this.import = this.root.getByRole('button', { name: 'Import' })
    this.result = this.root.getByRole('article', { name: 'Import result' })
    this.close = this.root.getByRole('button', { name: 'Close' })
  }
}
