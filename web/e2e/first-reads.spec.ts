import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SMALL_CHUNK_BYTES } from '../../scripts/small-chunks.js'
import { appTookOver } from './pages/app-takeover.js'
import { ChildDashboard } from './pages/child-dashboard.js'
import { DashboardHeader } from './pages/dashboard-header.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { setUpFamilyApp } from './support/family-app.js'
import { followRequests } from './support/settled-screen.js'

const app = setUpFamilyApp()

/**
 * The dashboard reads that reach another service (a watched wallet, a Lightning node):
 * the server does not wait for them to send the page, so the browser asks for them.
 */
const READS_OF_OTHER_SERVICES = [
  '/api/family/balance-summary',
  '/api/lightning/balance',
  '/api/wallet/family-info',
]

/**
 * Holds the dashboard's own chunk until the returned function is called, so a test can
 * act on the screen the server drew before the app takes it over.
 */
function holdDashboardCode(page: Page): Promise<() => void> {
  return holdScript(page, '**/assets/chunks/dashboard-route-*.js')
}

/** Holds the scripts `urlGlob` matches until the returned function is called. */
async function holdScript(page: Page, urlGlob: string): Promise<() => void> {
  const { promise: held, resolve: release } = Promise.withResolvers<void>()
  await page.route(urlGlob, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * The layout shifts a page has seen since its first byte, summed as Lighthouse's CLS
 * sums those no input caused, kept in `data-layout-shift` of the document.
 */
const LAYOUT_SHIFT_WATCH = `
  new PerformanceObserver((list) => {
    const root = document.documentElement
    for (const shift of list.getEntries()) {
      if (shift.hadRecentInput) continue
      root.dataset.layoutShift = String(Number(root.dataset.layoutShift ?? 0) + shift.value)
      // What moved, for the failure message: each source's element and its rectangles.
      const moved = shift.sources.map((source) =>
        (source.node?.outerHTML ?? String(source.node)).slice(0, 120) + ' ' +
        JSON.stringify(source.previousRect) + ' -> ' + JSON.stringify(source.currentRect))
      root.dataset.shiftSources =
        (root.dataset.shiftSources ?? '') + shift.value + ': ' + moved.join('; ') + ' | '
    }
  }).observe({ type: 'layout-shift', buffered: true })
`

/**
 * The elements the browser reported as the page's largest paint, in order, kept in
 * `window.largestPaints` (Lighthouse's LCP is the last of them).
 */
const LARGEST_PAINT_WATCH = `
  window.largestPaints = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.largestPaints.push(entry.element)
  }).observe({ type: 'largest-contentful-paint', buffered: true })
`

/** Where each heading and card of the page's screen is drawn, in document order. */
function placesOf(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`
    [...document.querySelectorAll('#root h1, #root h2, #root h3, #root article')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return element.tagName + ' ' + element.textContent.slice(0, 20) + ' ' + [x, y, width, height].join(',')
    })
  `)
}

/** The API reads `page` makes from now on, by path and query. */
function recordApiReads(page: Page): string[] {
  const reads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      reads.push(url.pathname + url.search)
    }
  })
  return reads
}

describe('a signed-in page comes with the answers its first screen draws from', () => {
  it("a parent's dashboard asks the server for nothing but other services' figures", async () => {
    const parent = await app.signUpParent()
    await parent.api.addChild({ name: 'Sam', age: 9 })
    const reads = recordApiReads(parent.page)
    const dashboard = new ParentDashboard(parent.page)
    await dashboard.goto()
    await dashboard.recentActivity.waitFor()
    await parent.page.waitForLoadState('networkidle')
    expect([...new Set(reads)].sort()).toEqual(READS_OF_OTHER_SERVICES)
  })

  it("a child's dashboard asks for nothing at all", async () => {
    const parent = await app.signUpParent()
    const childId = await parent.api.addChild({ name: 'Mia', age: 10 })
    const email = `mia-${childId}@example.org`
    await parent.api.inviteChild(childId, email)
    const mia = await app.signInByLink(email)
    const reads = recordApiReads(mia.page)
    const dashboard = new ChildDashboard(mia.page)
    await dashboard.goto('Mia')
    await dashboard.activity.waitFor()
    await mia.page.waitForLoadState('networkidle')
    expect(reads).toEqual([])
  })

  it('carries a name that closes a script tag as text, running nothing', async () => {
    const parent = await app.signUpParent()
    const name = '</script><b>x'
    await parent.api.addChild({ name, age: 9 })
    const dashboard = new ParentDashboard(parent.page)
    await dashboard.goto('Children')
    await dashboard.childCard(name).root.waitFor()
    expect(await parent.page.locator('b').count()).toBe(0)
  })

  it("has the dashboard's code fetched in few files: no small shared chunk", async () => {
    const parent = await app.signUpParent()
    const chunks: string[] = []
    parent.page.on('request', (request) => {
      // Shared chunks only: the dashboard's own chunk is as large as its code.
      if (request.url().includes('/chunks/chunk-')) chunks.push(request.url())
    })
    await new ParentDashboard(parent.page).goto()
    expect(chunks.length).toBeGreaterThan(0)
    for (const url of chunks) {
      // esbuild's own helpers (for the CommonJS packages: React, React DOM) come in a chunk
      // that every entry imports, the start stages too (web/src/main.tsx), so it is
      // shared with none of the pages alone; it holds no source file of the app.
      const map = (await (await parent.page.request.get(`${url}.map`)).json()) as {
        sources: string[]
      }
      if (map.sources.length === 0) continue
      const bytes = (await (await parent.page.request.get(url)).body()).length
      expect(bytes, url).toBeGreaterThanOrEqual(SMALL_CHUNK_BYTES)
    }
  })
})

describe('the dashboard arrives with its first screen drawn from those answers', () => {
  it('reads before any script runs, the family share legend included', async () => {
    const parent = await app.signUpParent()
    const samId = await parent.api.addChild({ name: 'Sam', age: 9 })
    await parent.api.setSavings(samId, '0.001')
    await parent.page.route('**/*.js', (route) => route.abort())
    const dashboard = new ParentDashboard(parent.page)
    await parent.page.goto('/dashboard')
    await dashboard.heading.waitFor()
    await dashboard.familyShare.getByText('Sam:').waitFor()
    await dashboard.weeklyAllowance.waitFor()
    expect(await parent.page.locator('#root[data-prerendered]').count()).toBe(1)
    // The stylesheet came inside the page, allowed by its hash (the harness fails the test
    // on a CSP violation), and was applied: Pico's spacing is set.
    expect(await parent.page.locator('link[rel="stylesheet"]').count()).toBe(0)
    const spacing = await parent.page.evaluate<string>(
      "getComputedStyle(document.documentElement).getPropertyValue('--pico-spacing')",
    )
    expect(spacing).toBe('1rem')
  })

  it("a child's too", async () => {
    const parent = await app.signUpParent()
    const childId = await parent.api.addChild({ name: 'Mia', age: 10 })
    const email = `mia-${childId}@example.org`
    await parent.api.inviteChild(childId, email)
    const mia = await app.signInByLink(email)
    await mia.page.route('**/*.js', (route) => route.abort())
    await mia.page.goto('/dashboard')
    await new ChildDashboard(mia.page).greeting('Mia').waitFor()
  })

  it("is hydrated: the largest paint is the server's, and the app keeps its elements", async () => {
    const parent = await app.signUpParent()
    const samId = await parent.api.addChild({ name: 'Sam', age: 9 })
    // A row in Recent Activity, with its date and time.
    await parent.api.setSavings(samId, '0.001')
    // A device far from the server's time zone, in another locale: what the server
    // cannot know must not make the browser's first render differ from the server's
    // (that would be a hydration error, which fails every browser test).
    const device = await parent.page.context().newCDPSession(parent.page)
    const watch = await parent.page.addInitScript(LARGEST_PAINT_WATCH)
    try {
      await device.send('Emulation.setTimezoneOverride', { timezoneId: 'Pacific/Kiritimati' })
      await device.send('Emulation.setLocaleOverride', { locale: 'de-DE' })
      const dashboard = new ParentDashboard(parent.page)
      const release = await holdDashboardCode(parent.page)
      await parent.page.goto('/dashboard')
      await dashboard.recentActivity.locator('time').first().waitFor()
      await parent.page.evaluate("window.drawnByServer = [...document.querySelectorAll('#root *')]")
      release()
      await appTookOver(parent.page)
      await parent.page.waitForLoadState('networkidle')
      const { kept, largestPaints } = await parent.page.evaluate<{
        kept: boolean
        largestPaints: Array<{ tag: string; drawnByServer: boolean }>
      }>(`({
        kept: document.querySelector('#root h2') === window.drawnByServer.find((e) => e.tagName === 'H2'),
        largestPaints: window.largestPaints.map((element) => ({
          tag: element?.tagName ?? 'none',
          drawnByServer: window.drawnByServer.includes(element),
        })),
      })`)
      expect(kept).toBe(true)
      expect(largestPaints.length).toBeGreaterThan(0)
      expect(largestPaints.filter(({ drawnByServer }) => !drawnByServer)).toEqual([])
      // After hydration the device's own time zone: Kiritimati is 14 hours ahead of UTC.
      const shown = await dashboard.recentActivity.locator('time').first().textContent()
      const expected = await parent.page.evaluate<string>(`
        new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(document.querySelector('#root time').dateTime),
        )
      `)
      expect(shown).toBe(expected)
    } finally {
      await watch.dispose()
      await device.detach()
    }
  })

  it('is not drawn again once hydrated: the answers it was hydrated from stay as they were', async () => {
    const parent = await app.signUpParent()
    await parent.api.addChild({ name: 'Sam', age: 9 })
    // React keeps the props an element was last drawn with on the element itself
    // (`__reactProps$...`): a render of the component that draws it gives it new ones.
    // They are taken as hydration ends (the app removes data-prerendered in that task),
    // before any effect has run.
    const watch = await parent.page.addInitScript(`
      new MutationObserver(() => {
        const root = document.getElementById('root')
        if (!root || root.dataset.prerendered !== undefined || window.hydratedProps) return
        window.reactPropsOf = (element) =>
          element[Object.keys(element).find((key) => key.startsWith('__reactProps$'))]
        window.hydratedProps = ['.dashboard-intro h1', 'section.parent-dashboard h2'].map(
          (selector) => window.reactPropsOf(document.querySelector(selector)),
        )
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-prerendered'] })
    `)
    try {
      const dashboard = new ParentDashboard(parent.page)
      await dashboard.goto()
      await appTookOver(parent.page)
      // Other services' figures arrive after hydration and redraw their own cards only.
      await parent.page.waitForLoadState('networkidle')
      const drawnAgain = await parent.page.evaluate<boolean[]>(`
        ['.dashboard-intro h1', 'section.parent-dashboard h2'].map(
          (selector, at) => window.reactPropsOf(document.querySelector(selector)) !== window.hydratedProps[at],
        )
      `)
      expect(drawnAgain).toEqual([false, false])
    } finally {
      await watch.dispose()
    }
  })

  it('is taken over by the app without a loading screen and without moving', async () => {
    const parent = await app.signUpParent()
    const samId = await parent.api.addChild({ name: 'Sam', age: 9 })
    await parent.api.setSavings(samId, '0.001')
    const watch = await parent.page.addInitScript(`
      ${LAYOUT_SHIFT_WATCH}
      new MutationObserver(() => {
        if (document.querySelector('#root .loading-screen, #root [aria-busy="true"]:not(article *):not(article)')) {
          document.documentElement.dataset.sawLoading = 'yes'
        }
      }).observe(document, { childList: true, subtree: true })
    `)
    try {
      const dashboard = new ParentDashboard(parent.page)
      const release = await holdDashboardCode(parent.page)
      // What the page does not carry draws loading on both sides of the takeover; once it
      // arrives, its cards grow below the first screen, as they did before.
      const { promise: othersHeld, resolve: releaseOthers } = Promise.withResolvers<void>()
      for (const read of READS_OF_OTHER_SERVICES) {
        await parent.page.route(`**${read}`, async (route) => {
          await othersHeld
          await route.continue()
        })
      }
      await parent.page.goto('/dashboard')
      await dashboard.familyShare.getByText('Sam:').waitFor()
      const drawnByServer = await placesOf(parent.page)
      release()
      await appTookOver(parent.page)
      // Every part stays where the server drew it (hydration keeps the elements, so the
      // layout shifts below would see any move too).
      expect(await placesOf(parent.page)).toEqual(drawnByServer)
      releaseOthers()
      await parent.page.waitForLoadState('networkidle')
      const { layoutShift, sawLoading, shiftSources } = await parent.page.evaluate<
        Record<string, string | undefined>
      >('({ ...document.documentElement.dataset })')
      expect(sawLoading).toBeUndefined()
      // CLS 0 as Lighthouse reports it (three decimals). One full CI run measured 0.00035
      // once, a move no eye sees and no rerun repeated; the message names what moved.
      expect(Number(layoutShift ?? 0), shiftSources).toBeLessThan(0.0005)
    } finally {
      await watch.dispose()
    }
  })

  it.each([
    ['the app took over', (page: Page) => holdDashboardCode(page)],
    // The entry's first start stage (web/src/main.tsx), which brings React DOM.
    ['React itself arrived', (page: Page) => holdScript(page, '**/assets/chunks/react-dom-*.js')],
  ])('keeps what was typed and a button pressed before %s', async (_, hold) => {
    const parent = await app.signUpParent()
    const release = await hold(parent.page)
    const header = new DashboardHeader(parent.page)
    await parent.page.goto('/dashboard')
    await header.firstName.fill('Ada')
    await header.saveName.click()
    release()
    await header.welcome('Ada').waitFor()
  })

  it("is not settled for a test's next step until the app has it, on a slow phone", async () => {
    // The app starts in stages with pauses where no request is open and nothing is busy;
    // a wait that ended there let the role walk press on, and a press held meanwhile
    // opened a dialog over the walk's next control (support/settled-screen.ts).
    // A child's dashboard: it asks for nothing once drawn (a parent's draws the other
    // services' figures as loading, busy until the app has asked for them).
    const parent = await app.signUpParent()
    const childId = await parent.api.addChild({ name: 'Mia', age: 10 })
    await parent.api.inviteChild(childId, `mia-${childId}@example.org`)
    const { page } = await app.signInByLink(`mia-${childId}@example.org`)
    const device = await page.context().newCDPSession(page)
    await device.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const requests = followRequests(page)
    const stillDrawn: boolean[] = []
    for (let load = 0; load < 3; load++) {
      await page.goto('/dashboard')
      await requests.settled()
      stillDrawn.push((await page.locator('#root[data-prerendered]').count()) > 0)
    }
    requests.stop()
    expect(stillDrawn).toEqual([false, false, false])
  })
})
