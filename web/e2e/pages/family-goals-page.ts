import type { Locator, Page } from 'playwright-core'
import {
  AllocateDialog,
  ContributeRequestDialog,
  CreateGoalDialog,
  GoalDetailsDialog,
  ReviewRequestsDialog,
} from './goal-dialogs.js'

/** `/family-goals`: the family's goals, for parents and children alike. */
export class FamilyGoalsPage {
  readonly heading: Locator
  readonly noGoals: Locator
  readonly backToDashboard: Locator
  readonly createGoalButton: Locator
  readonly reviewRequestsButton: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Family Goals', level: 1 })
    this.noGoals = page.getByRole('heading', { name: 'No Family Goals Yet' })
    this.backToDashboard = page.getByRole('link', { name: 'Back to Dashboard' })
    this.createGoalButton = page.getByRole('button', { name: 'Create Goal' })
    this.reviewRequestsButton = page.getByRole('button', { name: 'Review Requests' })
  }

  async goto() {
    await this.page.goto('/family-goals')
    await this.heading.waitFor()
  }

  /** "1 pending request", "2 pending requests". */
  pendingCount(count: number) {
    return this.page.getByText(`${count} pending ${count === 1 ? 'request' : 'requests'}`)
  }

  goal(title: string) {
    return new GoalCard(this.page, title)
  }

  async createGoal() {
    await this.createGoalButton.click()
    return new CreateGoalDialog(this.page)
  }

  async reviewRequests() {
    await this.reviewRequestsButton.click()
    return new ReviewRequestsDialog(this.page)
  }
}

export class GoalCard {
  readonly root: Locator
  readonly allocateButton: Locator
  readonly contributeButton: Locator

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.root = page.getByRole('article', { name: title, exact: true })
    this.allocateButton = this.root.getByRole('button', { name: 'Allocate', exact: true })
    this.contributeButton = this.root.getByRole('button', { name: 'Contribute' })
  }

  text(text: string, options: { exact?: boolean } = {}) {
    return this.root.getByText(text, options)
  }

  async allocate() {
    await this.allocateButton.click()
    return new AllocateDialog(this.page, this.title)
  }

  async viewDetails() {
    await this.root.getByRole('button', { name: 'View Details' }).click()
    return new GoalDetailsDialog(this.page, this.title)
  }

  async contribute() {
    await this.contributeButton.click()
    return new ContributeRequestDialog(this.page, this.title)
  }
}
