import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Locator, Page } from 'playwright-core'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

export interface Violation {
  id: string
  impact: string | null
  help: string
  /** Each offending node's selector and what axe found wrong with it. */
  targets: string[]
}

/**
 * axe-core's serious and critical violations on the page as it is now (an open dialog
 * included). Injected through the DevTools protocol, so the page's CSP stays as it is.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // No colour transitions half-way: axe would measure a tab between its two colours.
  // Reduced motion stops new ones; one already running (a tab selected just before) is
  // waited for. Only transitions: a busy spinner's animation never finishes.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {})))',
  )
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) {
    await page.evaluate(axeSource)
  }
  return page.evaluate<Violation[]>(`axe
    .run(document, { resultTypes: ['violations'] })
    .then((result) => result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ') + ': ' + (n.any[0]?.message ?? '')),
      })))`)
}

/**
 * Clicks each of the buttons that opens a dialog, scans the page with that dialog open and
 * closes it again with Escape: every dialog reachable from those buttons gets a scan.
 * Returns the violations by dialog name.
 */
export async function scanDialogsOpenedBy(
  page: Page,
  buttons: Locator,
): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {}
  const count = await buttons.count()
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i)
    // Buttons come and go as dialogs close (a list refreshes): skip what is not there now.
    if (!(await button.isVisible()) || !(await button.isEnabled({ timeout: 1000 }))) continue
    const name = (await button.innerText({ timeout: 1000 })).trim()
    await button.click({ timeout: 2000 })
    const dialog = page.locator('dialog[open]')
    try {
      await dialog.first().waitFor({ timeout: 1500 })
    } catch {
      continue
    }
    found[name] = await seriousViolations(page)
    await page.keyboard.press('Escape')
    await dialog
      .first()
      .waitFor({ state: 'detached', timeout: 5000 })
      .catch(() => undefined)
  }
  return found
}
