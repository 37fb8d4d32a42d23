import { describe, expect, it } from 'vitest'
import { ChildDashboard } from './pages/child-dashboard.js'
import { FamilyGoalsPage } from './pages/family-goals-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'
import { BIKE, familyWithMia, signInMia, TRIP } from './support/goal-fixtures.js'
import { useViewport, VIEWPORTS } from './support/viewports.js'

// Its own file and server: every test signs two people in, and the sign-in routes allow
// 20 a minute from one address. With the motion most people see (the other specs ask for
// reduced motion): where focus goes as dialogs open and close, and toasts over them, is
// what it checks, the dialogs' animation running.
const app = setUpFamilyApp({}, { reducedMotion: 'no-preference' })

const SENT = 'Your contribution request has been sent to your parent for approval.'
const DENIAL_REASON = "Let's talk about allowances first"

/** Mia's family with an open Family Trip goal, and Mia signed in. */
async function miaAndTheTrip() {
  const { parent, miaId } = await familyWithMia(app)
  const tripId = await parent.api.createGoal(TRIP)
  return { parent, miaId, tripId, mia: await signInMia(app, parent, miaId) }
}

/** The same, plus a New Bike goal already complete (a gift of its whole target). */
async function miaWithAFinishedBike() {
  const family = await miaAndTheTrip()
  const bikeId = await family.parent.api.createGoal(BIKE)
  await family.parent.api.contribute(bikeId, {
    amount: BIKE.targetAmount,
    contributionType: 'gift',
  })
  return family
}

describe("a child's requests", () => {
  it("are sent from the dashboard's Family Goals card", async () => {
    const { mia } = await miaAndTheTrip()
    const dashboard = new ChildDashboard(mia.page)
    await dashboard.goto('Mia')
    const ask = await dashboard.contributeTo('Family Trip')
    await ask.percentage.fill('10')
    await ask.existingSavings.check()
    await ask.reason.fill('I want to help pay for the trip')
    await ask.send.click()
    await toast(mia.page, SENT).waitFor()
    await dashboard.goals.getByText('Waiting for parent approval').waitFor()
  })

  it('need a percentage and a reason of at least 10 characters', async () => {
    const { mia } = await miaAndTheTrip()
    const goals = new FamilyGoalsPage(mia.page)
    await goals.goto()
    const ask = await goals.goal('Family Trip').contribute()
    await ask.send.click()
    await ask.problem('Percentage is required').waitFor()
    await toast(mia.page, 'Percentage is required').waitFor()
    // The field keeps only digits and one decimal point.
    await ask.percentage.fill('1x5%')
    expect(await ask.percentage.inputValue()).toBe('15')
    await ask.reason.fill('Fun')
    await ask.send.click()
    await ask.problem('Please explain why you want to contribute (minimum 10 characters)').waitFor()
    await ask.reason.fill('I love the sea so much')
    await ask.send.click()
    await toast(mia.page, SENT).waitFor()
    await ask.root.waitFor({ state: 'hidden' })
    await goals.pendingCount(1).waitFor()
    await mia.page.getByText('Waiting for parent approval').waitFor()
  })

  it('are denied with a reason or approved by a parent', async () => {
    const { parent, miaId, tripId, mia } = await miaAndTheTrip()
    await mia.api.askForGoal(tripId, {
      childId: miaId,
      percentage: '10',
      reason: 'I want to help pay for the trip',
      applyTo: 'existing_savings',
    })
    await mia.api.askForGoal(tripId, {
      childId: miaId,
      percentage: '5',
      reason: 'A little of every allowance, please',
      applyTo: 'new_contributions',
    })

    const goals = new FamilyGoalsPage(parent.page)
    await goals.goto()
    await goals.pendingCount(2).waitFor()
    const review = await goals.reviewRequests()
    const denied = review.request('Mia: 5% for Family Trip')
    await denied.root.getByText('A little of every allowance, please').waitFor()
    await denied.deny.click()
    await denied.confirmDenial.click()
    await denied.problem('Please provide a reason for denial').waitFor()
    await denied.denialReason.fill(DENIAL_REASON)
    await denied.confirmDenial.click()
    await toast(parent.page, 'Mia will see your reason.').waitFor()
    await denied.root.waitFor({ state: 'detached' })
    expect(await review.root.isVisible()).toBe(true)

    const approved = review.request('Mia: 10% for Family Trip')
    await approved.root.getByText('Entire savings').waitFor()
    await approved.approve.click()
    await toast(parent.page, '10% now goes to Family Trip.').waitFor()
    // That was the last one: the dialog closes by itself.
    await review.root.waitFor({ state: 'hidden' })
    expect(await parent.page.getByText('pending request').count()).toBe(0)
    // 10% of Mia's 0.01 BTC savings: 0.001 of 0.1 BTC.
    await goals.goal('Family Trip').text('1.0%').waitFor()
  })

  it('tell the child the reason of a denial, on the goals page and the dashboard', async () => {
    const { parent, miaId, tripId, mia } = await miaAndTheTrip()
    const requestId = await mia.api.askForGoal(tripId, {
      childId: miaId,
      percentage: '5',
      reason: 'A little of every allowance, please',
      applyTo: 'new_contributions',
    })
    await parent.api.decideGoalRequest(requestId, { approved: false, denialReason: DENIAL_REASON })

    expect(await mia.api.allocationRequests()).toEqual([
      expect.objectContaining({ percentage: 5, status: 'denied', denialReason: DENIAL_REASON }),
    ])
    const goals = new FamilyGoalsPage(mia.page)
    await goals.goto()
    await mia.page.getByText(`Denied. Reason: ${DENIAL_REASON}`).waitFor()
    const dashboard = new ChildDashboard(mia.page)
    await dashboard.goto('Mia')
    await dashboard.goals.getByText(`Denied. Reason: ${DENIAL_REASON}`).waitFor()
  })
})

describe.each(VIEWPORTS)('a parent deciding by keyboard ($name)', (viewport) => {
  it('hears which child, goal and share each button decides, and keeps focus on the page', async () => {
    const { parent, miaId, tripId, mia } = await miaAndTheTrip()
    for (const percentage of ['10', '5']) {
      await mia.api.askForGoal(tripId, {
        childId: miaId,
        percentage,
        reason: 'I want to help pay for the trip',
        applyTo: 'existing_savings',
      })
    }
    const dashboard = new ParentDashboard(await useViewport(parent.page, viewport))
    await dashboard.goto()
    // The focused element's tag, or BODY when focus fell to the page.
    const focused = () => parent.page.evaluate<string>('document.activeElement?.tagName ?? "BODY"')

    // Process Allowances keeps focus while it runs and after.
    await parent.page.getByRole('button', { name: 'Process Allowances' }).focus()
    await parent.page.keyboard.press('Enter')
    await toast(parent.page, 'No Allowances Due').waitFor()
    expect(await parent.page.evaluate<string>('document.activeElement?.textContent ?? ""')).toBe(
      'Process Allowances',
    )

    const approve = dashboard.pendingApprovals.getByRole('button', {
      name: "Approve Mia's request: 10% for Family Trip",
      exact: true,
    })
    await dashboard.pendingApprovals
      .getByRole('button', { name: "Deny Mia's request: 5% for Family Trip", exact: true })
      .waitFor()
    await approve.focus()
    await parent.page.keyboard.press('Enter')
    await toast(parent.page, 'Request Approved').waitFor()
    await approve.waitFor({ state: 'detached' })
    // The approved request left the list; focus moved to what is left, not the body.
    await expect.poll(focused).not.toBe('BODY')
  })
})

describe('a finished goal', () => {
  it('offers a child no Contribute, on the goals page or the dashboard', async () => {
    const { mia } = await miaWithAFinishedBike()
    const goals = new FamilyGoalsPage(mia.page)
    await goals.goto()
    const bike = goals.goal('New Bike')
    await bike.text('Complete', { exact: true }).waitFor()
    await goals.goal('Family Trip').contributeButton.waitFor()
    expect(await bike.contributeButton.count()).toBe(0)
    // Creating goals is for parents.
    expect(await goals.createGoalButton.count()).toBe(0)

    const dashboard = new ChildDashboard(mia.page)
    await dashboard.goto('Mia')
    const card = dashboard.goal('New Bike')
    await card.getByText('Done!').waitFor()
    await dashboard.goal('Family Trip').getByRole('button', { name: 'Contribute' }).waitFor()
    expect(await card.getByRole('button', { name: 'Contribute' }).count()).toBe(0)
  })
})
