import type { Locator, Page } from 'playwright-core'
import { appTookOver } from './app-takeover.js'
import {
  AddChildDialog,
  AllowanceDialog,
  ChildSignInDialog,
  ParentTransactionDialog,
  TransferToSpendingDialog,
  UpdateSavingsDialog,
} from './child-dialogs.js'
import { DashboardHeader } from './dashboard-header.js'
import { SharingPanel, SpousePanel } from './family-panels.js'
import { LightningCard, LightningDialog, PayoutDialog } from './lightning-pages.js'

/** The parent dashboard's tabs, each holding the sections of one concern. */
export type DashboardTab = 'Overview' | 'Children' | 'Goals' | 'Family'

/**
 * `/dashboard` in Parent View (Family View for a spouse): "Family Bitcoin Dashboard".
 * Its sections sit on tabs: Overview (approvals, alerts, totals, recent activity),
 * Children (cards, allowance processing), Goals, Family (sharing, spouse).
 */
export class ParentDashboard {
  readonly header: DashboardHeader
  readonly heading: Locator
  readonly addChildButton: Locator
  readonly processAllowances: Locator
  readonly pendingApprovals: Locator
  readonly weeklyAllowance: Locator
  readonly recentActivity: Locator
  readonly goals: Locator
  readonly spouse: SpousePanel
  readonly sharing: SharingPanel
  readonly lightning: LightningCard
  /** The first summary card: on-chain plus Lightning, beside the children's accounts. */
  readonly familyBalance: Locator
  /** The pie of the children's accounts, with a legend of each child's total. */
  readonly familyShare: Locator

  constructor(readonly page: Page) {
    this.header = new DashboardHeader(page)
    this.heading = page.getByRole('heading', { name: 'Family Bitcoin Dashboard' })
    this.addChildButton = page.getByRole('button', { name: 'Add Child', exact: true })
    this.processAllowances = page.getByRole('button', { name: 'Process Allowances' })
    this.pendingApprovals = page.getByRole('article', { name: 'Pending Approvals' })
    this.weeklyAllowance = page.getByRole('article', { name: 'Weekly Allowance' })
    this.recentActivity = page.getByRole('article', { name: 'Recent Activity' })
    this.goals = page.getByRole('article', { name: 'Family Goals' })
    this.spouse = new SpousePanel(page)
    this.sharing = new SharingPanel(page)
    this.lightning = new LightningCard(page)
    this.familyBalance = page.getByRole('article', { name: 'Total Family Balance' })
    this.familyShare = page.getByRole('article', { name: 'Family Bitcoin Share' })
  }

  /** A labelled figure of the Total Family Balance card, e.g. "Lightning". */
  familyBalanceFigure(label: string) {
    return this.familyBalance
      .getByRole('term')
      .filter({ hasText: label })
      .locator('xpath=following-sibling::dd[1]')
  }

  /**
   * Opens the dashboard on a tab (Overview, the first, by default), once the app has
   * taken over the screen the server drew (first-reads.spec.ts tests that screen).
   */
  async goto(tab: DashboardTab = 'Overview') {
    await this.page.goto('/dashboard')
    await appTookOver(this.page)
    await this.heading.waitFor()
    if (tab !== 'Overview') await this.showTab(tab)
  }

  tab(name: DashboardTab) {
    return this.page.getByRole('tab', { name, exact: true })
  }

  /** The open tab's content. */
  get tabPanel() {
    return this.page.getByRole('tabpanel')
  }

  async showTab(name: DashboardTab) {
    await this.tab(name).click()
    await this.page.getByRole('tabpanel', { name }).waitFor()
  }

  /** The family pie, named by its shares, e.g. "Sam 100%". */
  familyShareChart(shares: string) {
    return this.page.getByRole('img', { name: `Family Bitcoin Share: ${shares}` })
  }

  async addChild() {
    await this.addChildButton.click()
    return new AddChildDialog(this.page)
  }

  childCard(name: string) {
    return new ChildCard(this.page, name)
  }
}

/** One child's card on the parent dashboard, with the buttons that open its dialogs. */
export class ChildCard {
  readonly root: Locator

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.root = page.getByRole('article', { name, exact: true })
  }

  text(text: string) {
    return this.root.getByText(text)
  }

  async openAllowance() {
    await this.root.getByRole('button', { name: 'Allowance', exact: true }).click()
    return new AllowanceDialog(this.page, this.name)
  }

  async openLightning() {
    await this.root.getByRole('button', { name: 'Lightning', exact: true }).click()
    return new LightningDialog(this.page, this.name)
  }

  async openPayout() {
    await this.root.getByRole('button', { name: 'Pay out', exact: true }).click()
    return new PayoutDialog(this.page, this.name)
  }

  async openAddTransaction() {
    await this.root.getByRole('button', { name: 'Add Transaction', exact: true }).click()
    return new ParentTransactionDialog(this.page, this.name)
  }

  async openTransferToSpending() {
    await this.root.getByRole('button', { name: 'Transfer to Spending', exact: true }).click()
    return new TransferToSpendingDialog(this.page, this.name)
  }

  async openUpdateSavings() {
    await this.root.getByRole('button', { name: 'Update Savings' }).click()
    return new UpdateSavingsDialog(this.page, this.name)
  }

  async openSignIn() {
    await this.root.getByRole('button', { name: 'Child Sign-in' }).click()
    return new ChildSignInDialog(this.page, this.name)
  }
}
