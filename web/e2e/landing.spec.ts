import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type OpenPage, openPage } from './support/browser.js'
import { startServer, type TestServer } from './support/server.js'

const LANDING_BUTTONS = [
  'Get Started',
  'Try Demo',
  'How It Works',
  'Setup Wizard',
  'Privacy & Security',
  'Lightning Setup Guide',
  'Code Review',
]

let server: TestServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function withPage(run: (open: OpenPage) => Promise<void>): Promise<void> {
  const open = await openPage(browser, server.url)
  try {
    await run(open)
  } catch (error) {
    // The server's output is usually what explains a failed browser test.
    throw new Error(
      `${error instanceof Error ? error.message : error}\n--- server log ---\n${server.logs()}`,
      {
        cause: error,
      },
    )
  } finally {
    await open.close()
  }
}

describe('landing page', () => {
  it('shows every landing button and the free-trial promise to a signed-out visitor', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/')
      for (const name of LANDING_BUTTONS) {
        await page.getByRole('button', { name, exact: true }).waitFor()
      }
      expect(await page.getByRole('button', { name: 'Go to Dashboard' }).count()).toBe(0)
      expect(await page.getByText('90-day free trial').isVisible()).toBe(true)
      expect(await page.getByText('No payment needed to start').isVisible()).toBe(true)
    })
  })

  it.each([
    ['How It Works', '/how-it-works'],
    ['Get Started', '/onboarding'],
    ['Try Demo', '/demo'],
    ['Lightning Setup Guide', '/setup-wizard'],
  ])('goes to the screen of "%s" (%s)', async (name, path) => {
    await withPage(async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name, exact: true }).click()
      await page.waitForURL(`${server.url}${path}`)
    })
  })

  it('does not download the code of other screens', async () => {
    await withPage(async ({ page }) => {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await page.goto('/')
      await page.getByRole('button', { name: 'Get Started' }).waitFor()
      expect(scripts.length).toBeGreaterThan(0)
      const otherScreens = [
        '/not-found-',
        '/onboarding-',
        '/onboarding-setup-',
        '/auth-verify-',
        '/logout-',
        '/dashboard-',
      ]
      expect(scripts.filter((url) => otherScreens.some((name) => url.includes(name)))).toEqual([])
    })
  })

  it('runs under the content security policy without violations', async () => {
    await withPage(async ({ page, errors }) => {
      const response = await page.goto('/')
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      await page.getByRole('button', { name: 'Get Started' }).waitFor()
      const violations = errors().filter((text) =>
        /content security policy|refused to (load|apply|execute)/i.test(text),
      )
      expect(violations).toEqual([])
      expect(errors().filter((text) => text.startsWith('Uncaught'))).toEqual([])
    })
  })
})

describe('unknown paths', () => {
  it('shows "404 Page Not Found" with a way back home', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/no-such-page/anywhere')
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
      await page.getByRole('link', { name: 'Back to the home page' }).click()
      await page.waitForURL(`${server.url}/`)
      await page.getByRole('button', { name: 'Get Started' }).waitFor()
    })
  })
})
