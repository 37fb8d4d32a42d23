import { describe, expect, it } from 'vitest'
import { ChildDashboard } from './pages/child-dashboard.js'
import { FamilyGoalsPage } from './pages/family-goals-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { scanDialogsOpenedBy, seriousViolations } from './support/axe.js'
import { setUpFamilyApp } from './support/family-app.js'
import { familyWithMia, signInMia, TRIP } from './support/goal-fixtures.js'
import { useViewport, VIEWPORTS } from './support/viewports.js'

// Its own server: the sign-in routes allow 20 a minute from one address.
const app = setUpFamilyApp()

describe.each(VIEWPORTS)('axe-core finds nothing serious or critical ($name)', (viewport) => {
  it('on the landing page', async () => {
    const page = await useViewport(await app.open(), viewport)
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it("on the parent dashboard's tabs, the goals page and every dialog they open", async () => {
    const { parent } = await familyWithMia(app)
    await parent.api.createGoal(TRIP)
    const page = await useViewport(parent.page, viewport)
    const dashboard = new ParentDashboard(page)
    for (const tab of ['Overview', 'Children', 'Goals', 'Family'] as const) {
      await dashboard.goto(tab)
      expect(await seriousViolations(page), tab).toEqual([])
    }
    await dashboard.goto('Children')
    const dialogs = {
      ...(await scanDialogsOpenedBy(page, dashboard.addChildButton)),
      ...(await scanDialogsOpenedBy(page, dashboard.childCard('Mia').root.getByRole('button'))),
    }
    const goals = new FamilyGoalsPage(page)
    await goals.goto()
    expect(await seriousViolations(page), 'goals page').toEqual([])
    Object.assign(
      dialogs,
      await scanDialogsOpenedBy(page, page.getByRole('main').getByRole('button')),
    )
    expect(Object.keys(dialogs).length).toBeGreaterThanOrEqual(6)
    for (const [name, violations] of Object.entries(dialogs)) expect(violations, name).toEqual([])
  })

  it("on a child's dashboard and its dialogs", async () => {
    const { parent, miaId } = await familyWithMia(app)
    await parent.api.createGoal(TRIP)
    const mia = await signInMia(app, parent, miaId)
    const own = new ChildDashboard(await useViewport(mia.page, viewport))
    await own.goto('Mia')
    expect(await seriousViolations(mia.page)).toEqual([])
    const dialogs = await scanDialogsOpenedBy(
      mia.page,
      mia.page.getByRole('main').getByRole('button'),
    )
    expect(Object.keys(dialogs).length).toBeGreaterThanOrEqual(3)
    for (const [name, violations] of Object.entries(dialogs)) expect(violations, name).toEqual([])
  })
})

describe('keyboard focus', () => {
  it('opens each dialog of a child card on its first field, not on Close', async () => {
    const { parent } = await familyWithMia(app)
    const { page } = parent
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Children')
    const buttons = dashboard.childCard('Mia').root.getByRole('button')
    const withFields: string[] = []
    for (let i = 0; i < (await buttons.count()); i++) {
      const button = buttons.nth(i)
      const name = (await button.innerText()).trim()
      await button.click()
      const dialog = page.locator('dialog[open]')
      if ((await dialog.count()) === 0) continue
      const field = dialog
        .locator(
          'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
        )
        .first()
      if ((await field.count()) > 0) {
        withFields.push(name)
        await expect
          .poll(
            () =>
              field.evaluate((el: { matches(selector: string): boolean }) => el.matches(':focus')),
            { message: `${name} opens on its first field` },
          )
          .toBe(true)
      }
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    // Allowance, Add Transaction, Update Savings and more: dialogs to fill in.
    expect(withFields.length).toBeGreaterThanOrEqual(4)
  })

  it("is drawn as a solid ring of at least 2 px with 3:1 contrast on a child card's outline buttons", async () => {
    const { parent } = await familyWithMia(app)
    const dashboard = new ParentDashboard(parent.page)
    await dashboard.goto('Children')
    const outlineButton = dashboard.childCard('Mia').root.locator('button.outline').first()
    await outlineButton.focus()
    // Focus by keyboard: move away and back so :focus-visible applies.
    await parent.page.keyboard.press('Shift+Tab')
    await parent.page.keyboard.press('Tab')
    const ring = await outlineButton.evaluate(
      (el: { ownerDocument: { defaultView: unknown }; parentElement: unknown }) => {
        type Styled = { parentElement: Styled | null }
        const view = el.ownerDocument.defaultView as {
          getComputedStyle(e: unknown): Record<string, string>
        }
        const style = view.getComputedStyle(el)
        // What the ring is drawn on: the nearest ancestor with a background of its own.
        let behind = 'rgb(255, 255, 255)'
        for (let at = el.parentElement as Styled | null; at; at = at.parentElement) {
          const color = view.getComputedStyle(at).backgroundColor ?? ''
          if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
            behind = color
            break
          }
        }
        return {
          width: style.outlineWidth,
          style: style.outlineStyle,
          color: style.outlineColor,
          page: behind,
        }
      },
    )
    expect(ring.style).toBe('solid')
    expect(Number.parseFloat(ring.width ?? '0')).toBeGreaterThanOrEqual(2)
    expect(contrast(ring.color ?? '', ring.page ?? '')).toBeGreaterThanOrEqual(3)
  })
})

/** WCAG contrast ratio of two computed rgb()/rgba() colours (alpha ignored: both opaque). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number)
    const channel = (v: number) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl)
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}
