import { describe, expect, it } from 'vitest'
import { DashboardHeader } from './pages/dashboard-header.js'
import { FamilyGoalsPage } from './pages/family-goals-page.js'
import { NotFoundPage } from './pages/not-found-page.js'
import { OnboardingPage } from './pages/onboarding-page.js'
import { setUpFamilyApp } from './support/family-app.js'
import { familyWithMia, TRIP } from './support/goal-fixtures.js'
import { useViewport, VIEWPORTS } from './support/viewports.js'

const app = setUpFamilyApp()

/** Rounded right edges of the first element matching each selector. */
function rightEdges(page: import('playwright-core').Page, selectors: string[]) {
  return page.evaluate<number[]>(
    `${JSON.stringify(selectors)}.map((s) => Math.round(document.querySelector(s).getBoundingClientRect().right))`,
  )
}

describe.each(VIEWPORTS)('the layout ($name)', (viewport) => {
  it('gives the goals page and a signed-in 404 the app header; the goal buttons reach the edge; History fits its dialog', async () => {
    const { parent, miaId } = await familyWithMia(app)
    const tripId = await parent.api.createGoal(TRIP)
    await parent.api.allocate(tripId, {
      percentage: '10',
      childId: miaId,
      applyTo: 'entire_savings',
    })
    const page = await useViewport(parent.page, viewport)
    const goals = new FamilyGoalsPage(page)
    await goals.goto()
    await goals.goal('Family Trip').root.waitFor()
    await new DashboardHeader(page).logout.waitFor()
    const [intro, row] = await rightEdges(page, [
      '.dashboard-intro',
      '.dashboard-intro .button-row',
    ])
    if (viewport.name === 'phone') expect(row).toBe(intro)

    const details = await goals.goal('Family Trip').viewDetails()
    await details.tab('History').click()
    await details.historyRow('10% of savings').waitFor()
    const overflow = await page.evaluate<number>(
      `(() => { const a = document.querySelector('dialog[open] article'); return a.scrollWidth - a.clientWidth })()`,
    )
    expect(overflow).toBe(0)
    // One size for every dialog title, whether the dialog opens from a card or not.
    const titleSize = () =>
      page.evaluate<string>(`getComputedStyle(document.querySelector('dialog[open] h2')).fontSize`)
    const fromCard = await titleSize()
    await details.close.click()
    await goals.createGoal()
    expect(await titleSize()).toBe(fromCard)

    await page.goto('/no-such-page')
    await new NotFoundPage(page).heading.waitFor()
    await new DashboardHeader(page).logout.waitFor()
  })

  it('ends the "Check your email" card without an empty strip', async () => {
    const page = await useViewport(await app.open(), viewport)
    const onboarding = new OnboardingPage(page)
    await onboarding.goto()
    await onboarding.requestLink(`strip-${viewport.name}@example.org`)
    await onboarding.checkYourEmail.waitFor()
    const margin = await page.evaluate<string>(
      `getComputedStyle(document.querySelector('main article').lastElementChild).marginBottom`,
    )
    expect(margin).toBe('0px')
  })
})
