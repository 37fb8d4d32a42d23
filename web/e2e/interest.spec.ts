import { describe, expect, it } from 'vitest'
import { ChildDashboard } from './pages/child-dashboard.js'
import { childInterestCard, InterestCard } from './pages/interest-cards.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { seriousViolations } from './support/axe.js'
import { setUpFamilyApp } from './support/family-app.js'
import { familyWithMia, signInMia } from './support/goal-fixtures.js'

const app = setUpFamilyApp()

describe('interest on savings', () => {
  it('a parent sets the rates on the Children tab; the child sees its interest this month', async () => {
    const { parent, miaId } = await familyWithMia(app)
    const mia = await signInMia(app, parent, miaId)

    // Off by default: the child's dashboard has no interest card.
    const miaView = new ChildDashboard(mia.page)
    await miaView.goto('Mia')
    await miaView.activity.waitFor()
    expect(await childInterestCard(mia.page).count()).toBe(0)

    const dashboard = new ParentDashboard(parent.page)
    await dashboard.goto('Children')
    const card = new InterestCard(parent.page)
    await card.familyRate.fill('25')
    await card.saveFamilyRate.click()
    await toast(
      parent.page,
      'Please enter a yearly rate from 0 to 20%, with at most one decimal',
    ).waitFor()
    await card.familyRate.fill('12.5')
    await card.saveFamilyRate.click()
    await toast(parent.page, 'Savings earn 12.5% a year').waitFor()
    const miaCard = card.child('Mia')
    await miaCard.root.getByText('12.5% a year (family rate)').waitFor()
    // Mia's 0.01 BTC arrived this month: her lowest balance of the month so far is 0.
    await card.root.getByText(/Promised for .* if no savings go lower/).waitFor()
    expect(await seriousViolations(parent.page)).toEqual([])

    await miaCard.ownRate.fill('3')
    await miaCard.save.click()
    await toast(parent.page, 'Mia has a rate of their own').waitFor()
    await miaCard.root.getByText('3% a year (own rate)').waitFor()

    await miaView.goto('Mia')
    const interest = childInterestCard(mia.page)
    await interest.getByText('Your savings earn 3% a year', { exact: false }).waitFor()
    await interest.getByText('0 sats').first().waitFor()
    expect(await seriousViolations(mia.page)).toEqual([])

    await dashboard.goto('Children')
    await miaCard.useFamilyRate.click()
    await toast(parent.page, "Mia earns the family's rate again").waitFor()
    await miaCard.root.getByText('12.5% a year (family rate)').waitFor()
  })
})
