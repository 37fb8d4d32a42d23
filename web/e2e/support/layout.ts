import type { Locator, Page } from 'playwright-core'
import { fitProblems } from './phone-fit.js'
import { followRequests } from './settled-screen.js'

/** As much of the DOM as the check below reads (the e2e project has no DOM types). */
interface ControlElement {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number }
  contains(other: unknown): boolean
  ownerDocument: { elementFromPoint(x: number, y: number): unknown }
}

/**
 * Whether anything is drawn over a control: points across its middle row (left, centre,
 * right) must each hit the control itself. A toast over its right third fails this.
 */
export function isUncovered(control: Locator): Promise<boolean> {
  return control.evaluate((el: ControlElement) => {
    const box = el.getBoundingClientRect()
    const y = box.top + box.height / 2
    return [0.1, 0.5, 0.9].every((share) => {
      const hit = el.ownerDocument.elementFromPoint(box.left + box.width * share, y)
      return hit !== null && (hit === el || el.contains(hit))
    })
  })
}

/** As much of the window as the checks below read. */
interface PageWindow {
  innerWidth: number
  document: { documentElement: { scrollWidth: number } }
}

/** How wide the page's content makes the document: more than the screen scrolls sideways. */
export function documentWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const win = globalThis as unknown as PageWindow
    return win.document.documentElement.scrollWidth
  })
}

/** Where a phone layout went wrong, e.g. "/admin, tab Lightning: 545 px wide". */
export type LayoutProblem = string

/**
 * Whether the page fits the screen's width and, when a dialog is open, the dialog too;
 * `where` names the screen in the problem.
 */
export async function widthProblems(page: Page, where: string): Promise<LayoutProblem[]> {
  const { width } = page.viewportSize() ?? { width: 0 }
  const problems: LayoutProblem[] = []
  const document = await documentWidth(page)
  if (document > width) problems.push(`${where}: the page is ${document} px wide`)
  const dialog = page.locator('dialog[open] > article')
  if ((await dialog.count()) > 0) {
    const box = await dialog.boundingBox()
    if (box && (box.x < 0 || box.x + box.width > width)) {
      problems.push(
        `${where}: the dialog spans ${Math.round(box.x)}-${Math.round(box.x + box.width)} px`,
      )
    }
  }
  return problems
}

/**
 * Everything checked on each state of a walked screen: the width of the page and its dialog,
 * then every touch target's size and every element past the screen's edge (phone-fit.ts).
 */
export async function screenProblems(page: Page, where: string): Promise<LayoutProblem[]> {
  return [...(await widthProblems(page, where)), ...(await fitProblems(page, where))]
}

/**
 * Runs `press`, then waits until the screen shows what its calls answered: a tab's panel
 * and a card refreshed after a dialog closed draw their loading state first, and the
 * dialogs a screen offers are counted, then opened by their place in that count.
 */
async function afterSettling(page: Page, press: () => Promise<void>): Promise<void> {
  const requests = followRequests(page)
  try {
    await press()
    await requests.settled()
  } finally {
    requests.stop()
  }
}

/** Every tab of `scope` is on screen and uncovered (a finger can reach it), then each is opened. */
async function walkTabs(
  page: Page,
  scope: Locator,
  where: string,
  visit: (tab: string) => Promise<LayoutProblem[]>,
): Promise<LayoutProblem[]> {
  const { width } = page.viewportSize() ?? { width: 0 }
  const problems: LayoutProblem[] = []
  const tabs = scope.getByRole('tab')
  const names = await tabs.allInnerTexts()
  for (const [index, name] of names.entries()) {
    const tab = tabs.nth(index)
    if (await tab.isDisabled()) continue
    await tab.scrollIntoViewIfNeeded()
    const box = await tab.boundingBox()
    if (!box || box.x < 0 || box.x + box.width > width || !(await isUncovered(tab))) {
      problems.push(`${where}: the tab "${name.trim()}" cannot be reached`)
      continue
    }
    await afterSettling(page, () => tab.click())
    problems.push(...(await visit(name.trim())))
  }
  return problems
}

/** The dialogs the page's buttons open (ModalDialog marks its button aria-haspopup). */
const DIALOG_BUTTONS = 'button[aria-haspopup="dialog"]:visible'

/**
 * Opens every dialog the screen offers, one after the other, and checks it and its tabs
 * fit the screen's width; each is closed again with Escape.
 */
async function walkDialogs(page: Page, where: string): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = []
  const buttons = page.locator(DIALOG_BUTTONS)
  const count = await buttons.count()
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index)
    const name = (await button.innerText()).trim()
    await button.click()
    const dialog = page.locator('dialog[open]')
    await dialog.waitFor()
    const title = (await dialog.locator('h2').first().innerText()).trim()
    const inDialog = `${where}, dialog "${title}"`
    problems.push(...(await screenProblems(page, inDialog)))
    problems.push(
      ...(await walkTabs(page, dialog, inDialog, (tab) =>
        screenProblems(page, `${inDialog}, tab ${tab}`),
      )),
    )
    await afterSettling(page, async () => {
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' }).catch(async () => {
        problems.push(`${where}: the dialog opened by "${name}" did not close on Escape`)
      })
    })
  }
  return problems
}

/**
 * Walks one screen as it is now: its width, every tab of its tab lists (each opened, with
 * its dialogs) and, without tabs, its dialogs. Gives every problem found, not just the first,
 * so one run shows what to fix.
 */
export async function walkScreen(page: Page, where: string): Promise<LayoutProblem[]> {
  const problems = await screenProblems(page, where)
  const tabLists = page.locator('[role="tablist"]:visible')
  if ((await tabLists.count()) === 0) return [...problems, ...(await walkDialogs(page, where))]
  // The screen's first tab list; tab lists inside its panels are walked with their tab.
  problems.push(
    ...(await walkTabs(page, tabLists.first(), where, async (tab) => [
      ...(await screenProblems(page, `${where}, tab ${tab}`)),
      ...(await walkDialogs(page, `${where}, tab ${tab}`)),
    ])),
  )
  return problems
}
