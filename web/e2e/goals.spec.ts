import { describe, expect, it } from 'vitest'
import { FamilyGoalsPage } from './pages/family-goals-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'
import { BIKE, familyWithMia, TRIP } from './support/goal-fixtures.js'

const app = setUpFamilyApp()

describe('a parent on the family goals page', () => {
  it("creates the family's first goal; an empty title is refused in the spec words", async () => {
    const goals = new FamilyGoalsPage((await app.signUpParent()).page)
    await goals.goto()
    await goals.noGoals.waitFor()
    await goals.backToDashboard.waitFor()

    const create = await goals.createGoal()
    await create.submit.click()
    await create.problem('Title is required').waitFor()
    await toast(goals.page, 'Title is required').waitFor()
    expect(await create.title.getAttribute('aria-invalid')).toBe('true')

    await create.title.fill(BIKE.title)
    await create.definition.fill(BIKE.description)
    // The amount field keeps only digits and one decimal point.
    await create.targetAmount.fill('0.00x5')
    expect(await create.targetAmount.inputValue()).toBe('0.005')
    await create.category.selectOption(BIKE.category)
    await create.submit.click()
    await toast(goals.page, 'New Bike was added to your family goals.').waitFor()
    await create.root.waitFor({ state: 'hidden' })
    await goals.goal('New Bike').text('0.0%').waitFor()
  })

  it("allocates a share of a child's savings, which moves into the goal and shows in its details", async () => {
    const { parent, miaId } = await familyWithMia(app)
    await parent.api.createGoal(BIKE)
    const goals = new FamilyGoalsPage(parent.page)
    await goals.goto()
    const bike = goals.goal('New Bike')
    // 10% of Mia's entire 0.01 BTC savings: 0.001 BTC, a fifth of the target.
    const allocate = await bike.allocate()
    await allocate.percentage.fill('10')
    // The first child is chosen once the children have arrived: an allocation with no
    // child moves no money, and says so.
    await expect.poll(() => allocate.child.inputValue()).toBe(String(miaId))
    await allocate.child.selectOption({ label: "No child (parent's own allocation)" })
    await allocate.root
      .getByText("The parents' own pledge: it is listed on the goal but moves no money")
      .waitFor()
    await allocate.child.selectOption({ label: 'Mia' })
    await allocate.entireSavings.check()
    await allocate.root.getByText('0.00100000 BTC').waitFor()
    await allocate.submit.click()
    await toast(parent.page, '10% now goes to New Bike.').waitFor()
    await bike.text('20.0%').waitFor()

    // The goal's details show it on the Overview and in History.
    const details = await bike.viewDetails()
    await details.tab('Overview').waitFor()
    await details.root.getByText('Mia: 10% of entire savings').waitFor()
    await details.tab('History').click()
    const row = details.historyRow('10% of savings to New Bike')
    await row.waitFor()
    const cells = await row.getByRole('cell').allInnerTexts()
    expect(cells.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/^Allocation .+ · Mia · 10% of savings to New Bike$/),
      '0.00100000 BTC',
    ])
  })

  it('completes a goal with gifts, takes only what it still needs and says so, and then takes no more', async () => {
    const { parent, miaId } = await familyWithMia(app)
    const bikeId = await parent.api.createGoal(BIKE)
    await parent.api.allocate(bikeId, {
      percentage: '10',
      childId: miaId,
      applyTo: 'entire_savings',
    })
    const goals = new FamilyGoalsPage(parent.page)
    await goals.goto()
    const bike = goals.goal('New Bike')
    const details = await bike.viewDetails()
    // The goal needs 0.002 BTC more after the first gift: the second is booked at that.
    for (const [amount, said, progress] of [
      ['0.002', '0.00200000 BTC added to New Bike.', '60.0%'],
      [
        '0.003',
        '0.00200000 BTC added to New Bike. It needed only that much to be complete; the other 0.00100000 BTC was not taken.',
        '100.0%',
      ],
    ] as const) {
      await details.contribute(amount, 'gift', 'No child (family money)')
      await toast(parent.page, said).waitFor()
      // The open dialog sits inside the card and shows the progress too.
      await bike.text(progress).first().waitFor()
    }
    // Complete: the dialog is back on the Overview and contributing is disabled.
    await details.root.getByText('Complete', { exact: true }).waitFor()
    expect(await details.tab('Contribute').isDisabled()).toBe(true)
    await details.close.click()
    // The dialog's content unmounts once it is closed.
    await details.tabList.waitFor({ state: 'detached' })
    await bike.text('100.0%').waitFor()
    await bike.text('Complete', { exact: true }).waitFor()
    expect(await bike.allocateButton.isDisabled()).toBe(true)
  })

  it("deletes a goal after confirming: Mia's own money back to her savings, a gift in her name back to its givers", async () => {
    const { parent, miaId } = await familyWithMia(app)
    const bikeId = await parent.api.createGoal(BIKE)
    await parent.api.allocate(bikeId, {
      percentage: '10',
      childId: miaId,
      applyTo: 'entire_savings',
    })
    // Never in Mia's balances, so it must not reach her savings when the goal goes.
    await parent.api.contribute(bikeId, {
      amount: '0.0005',
      contributionType: 'gift',
      childId: miaId,
    })
    await parent.api.createGoal(TRIP)
    const goals = new FamilyGoalsPage(parent.page)
    await goals.goto()
    const bike = goals.goal('New Bike')
    const details = await bike.viewDetails()
    await details.deleteGoal.click()
    await details.root
      .getByText('What each child put in from their own balances goes back to their savings', {
        exact: false,
      })
      .waitFor()
    await details.cancel.click()
    await details.deleteGoal.click()
    await details.root.getByRole('alert').waitFor()
    await details.deleteGoal.click()
    await toast(
      parent.page,
      "New Bike was deleted. Returned to savings: 0.00100000 BTC to Mia. 0.00050000 BTC of gifts and parents' money goes back to whoever gave it.",
    ).waitFor()
    await bike.root.waitFor({ state: 'detached' })
    await goals.goal('Family Trip').root.waitFor()
  })
})

describe('a parent contributing to a goal', () => {
  it("starts from the parent's own money, and a child's short balance is named as that child's", async () => {
    const { parent } = await familyWithMia(app)
    await parent.api.createGoal(TRIP)
    const goals = new FamilyGoalsPage(parent.page)
    await goals.goto()
    const details = await goals.goal('Family Trip').viewDetails()
    await details.tab('Contribute').click()
    // No child's money is preselected.
    expect(await details.child.inputValue()).toBe('')
    await details.contribute('0.001', 'allowance', 'Mia')
    await toast(parent.page, 'Insufficient Funds').waitFor()
    await toast(parent.page, "Not enough Bitcoin in Mia's spending balance").waitFor()
  })
})

describe('the parent dashboard', () => {
  it('lists the goals in its Family Goals card, with the way to the goals page', async () => {
    const { page, api } = await app.signUpParent()
    await api.createGoal(BIKE)
    await api.createGoal(TRIP)
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Goals')
    await dashboard.goals.getByText('New Bike').waitFor()
    await dashboard.goals.getByText('Family Trip').waitFor()
    await dashboard.goals.getByRole('button', { name: 'View All Goals' }).click()
    await page.waitForURL('**/family-goals')
  })
})
