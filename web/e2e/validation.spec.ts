import { describe, expect, it } from 'vitest'
import { FamilyGoalsPage } from './pages/family-goals-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'
import { familyWithMia, signInMia, TRIP } from './support/goal-fixtures.js'
import { useViewport, VIEWPORTS } from './support/viewports.js'

// Its own server: the sign-in routes allow 20 a minute from one address.
const app = setUpFamilyApp()

/** The one way every form shows a problem: the spec's toast and the same words at the field. */
describe.each(VIEWPORTS)('a refused form field ($name)', (viewport) => {
  it("on a child's sign-in shows the toast and the inline message, never a browser bubble", async () => {
    const { parent } = await familyWithMia(app)
    const dashboard = new ParentDashboard(await useViewport(parent.page, viewport))
    await dashboard.goto('Children')
    const dialog = await dashboard.childCard('Mia').openSignIn()
    await dialog.sendInvitation.click()
    const message = 'Please enter a valid e-mail address'
    await toast(parent.page, message).waitFor()
    await dialog.root.locator('small').getByText(message, { exact: true }).waitFor()
    expect(await dialog.email.getAttribute('aria-invalid')).toBe('true')
    // The form does not hand the check to the browser (whose bubble says other words).
    expect(await dialog.root.locator('form[novalidate]').count()).toBeGreaterThan(0)
    await dialog.email.fill('mia@example')
    await dialog.sendInvitation.click()
    await toast(parent.page, message).waitFor()
  })

  it('on a goal request denial shows the toast and the inline message', async () => {
    const { parent, miaId } = await familyWithMia(app)
    const tripId = await parent.api.createGoal(TRIP)
    const mia = await signInMia(app, parent, miaId)
    await mia.api.askForGoal(tripId, {
      childId: miaId,
      percentage: '10',
      reason: 'I want to help pay for the trip',
      applyTo: 'existing_savings',
    })
    const goals = new FamilyGoalsPage(await useViewport(parent.page, viewport))
    await goals.goto()
    const review = await goals.reviewRequests()
    const request = review.request('Mia: 10% for Family Trip')
    await request.deny.click()
    await request.confirmDenial.click()
    await toast(parent.page, 'Please provide a reason for denial').waitFor()
    await request.problem('Please provide a reason for denial').waitFor()
  })
})
