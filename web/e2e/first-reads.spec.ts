import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SMALL_CHUNK_BYTES } from '../../scripts/small-chunks.js'
import { ChildDashboard } from './pages/child-dashboard.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { setUpFamilyApp } from './support/family-app.js'

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

  it("has the dashboard's code fetched beside the page in few files: no small shared chunk", async () => {
    const parent = await app.signUpParent()
    const page = await parent.page.request.get('/dashboard')
    const chunks = [...(await page.text()).matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      // Shared chunks only: the dashboard's own chunk is as large as its code.
      .filter((url) => url.includes('/chunks/chunk-'))
    expect(chunks.length).toBeGreaterThan(0)
    for (const url of chunks) {
      const bytes = (await (await parent.page.request.get(url)).body()).length
      expect(bytes, url).toBeGreaterThanOrEqual(SMALL_CHUNK_BYTES)
    }
  })
})
