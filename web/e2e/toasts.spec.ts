import { describe, expect, it } from 'vitest'
import { ChildDashboard } from './pages/child-dashboard.js'
import { FamilyGoalsPage } from './pages/family-goals-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'
import { familyWithMia, signInMia, TRIP } from './support/goal-fixtures.js'
import { isUncovered } from './support/layout.js'
import { useViewport, VIEWPORTS } from './support/viewports.js'

// Its own server: the sign-in routes allow 20 a minute from one address.
const app = setUpFamilyApp()

describe.each(VIEWPORTS)('a toast in a dialog ($name)', (viewport) => {
  it("never covers Add Child's own button", async () => {
    const { page } = await app.signUpParent()
    const dashboard = new ParentDashboard(await useViewport(page, viewport))
    await dashboard.goto()
    const addChild = await dashboard.addChild()
    await addChild.submit.click()
    await toast(page, 'Please enter a name for your child').waitFor()
    await addChild.submit.scrollIntoViewIfNeeded()
    expect(await isUncovered(addChild.submit)).toBe(true)
    expect(await isUncovered(addChild.name)).toBe(true)
  })

  it('never covers Create Allocation or Send Request', async () => {
    const { parent, miaId } = await familyWithMia(app)
    await parent.api.createGoal(TRIP)
    const goals = new FamilyGoalsPage(await useViewport(parent.page, viewport))
    await goals.goto()
    const allocate = await goals.goal('Family Trip').allocate()
    await allocate.submit.click()
    await toast(parent.page, 'Percentage must be between 0.1 and 100').waitFor()
    await allocate.submit.scrollIntoViewIfNeeded()
    expect(await isUncovered(allocate.submit)).toBe(true)

    const mia = await signInMia(app, parent, miaId)
    const own = new ChildDashboard(await useViewport(mia.page, viewport))
    await own.goto('Mia')
    const ask = await own.askToUseSavings()
    await ask.amount.fill('0.0005')
    await ask.send.click()
    await toast(mia.page, 'Please tell your parent why you need this money').waitFor()
    await ask.send.scrollIntoViewIfNeeded()
    expect(await isUncovered(ask.send)).toBe(true)
    expect(await isUncovered(ask.reason)).toBe(true)
  })
})
