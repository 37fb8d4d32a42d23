import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { required } from '../../api/lib/required.js'
import { collectCodeFacts } from '../../scripts/build-facts/code-facts.js'
import { parseEnvExample } from '../../scripts/build-facts/env-example.js'
import { appTookOver } from './pages/app-takeover.js'
import { setUpFamilyApp } from './support/family-app.js'

const rootDir = path.resolve(import.meta.dirname, '../..')
const PRODUCT = 'Family Bitcoin Allowance'
const SETTINGS_KEY = 'family-bitcoin-allowance:privacy-settings'

const PUBLIC_PAGES = [
  { path: '/how-it-works', heading: 'How It Works', title: 'How It Works' },
  { path: '/setup-wizard', heading: 'Setup Wizard', title: 'Setup Wizard' },
  { path: '/privacy', heading: 'Privacy & Security', title: 'Privacy & Security' },
  { path: '/code-review', heading: 'Code Review', title: 'Code Review' },
  { path: '/logo-demo', heading: 'Logo', title: 'Logo' },
  { path: '/demo', heading: 'Welcome, Sam', title: 'Demo' },
  { path: '/demo-goals', heading: 'Family Goals', title: 'Family Goals Demo' },
]

/** The pages the build prerenders (web/src/app/router.tsx), with their document titles. */
const PRERENDERED_PAGES = [
  { path: '/', heading: 'Bitcoin allowances your whole family can follow', title: PRODUCT },
  ...PUBLIC_PAGES.map((p) => ({ ...p, title: `${p.title} · ${PRODUCT}` })),
]

const app = setUpFamilyApp()

/** Runs a test on a signed-out page of its own (the harness checks its console after). */
async function withPage(run: (open: { page: Page }) => Promise<void>): Promise<void> {
  await run({ page: await app.open() })
}

/**
 * Holds the answers for `urlGlob` (a page's own chunk) until the returned function is
 * called, so a test can act on the prerendered page before the app takes it over.
 */
async function holdBack(page: Page, urlGlob: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(urlGlob, async (route) => {
    await held
    await route.continue()
  })
  return release
}

const metaDescription = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content')

describe('public pages', () => {
  it('renders each page with its heading, its own title and description', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Get Started' }).waitFor()
      const landingDescription = await metaDescription(page)
      for (const { path: url, heading, title } of PUBLIC_PAGES) {
        await page.goto(url)
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor()
        expect(await page.title()).toBe(`${title} · ${PRODUCT}`)
        const description = await metaDescription(page)
        expect(description?.length).toBeGreaterThan(50)
        expect(description).not.toBe(landingDescription)
      }
      // Back on the landing page the index.html title and description return.
      await page.getByRole('link', { name: 'Back to Home' }).click()
      await page.getByRole('button', { name: 'Get Started' }).waitFor()
      expect(await page.title()).toBe(PRODUCT)
      expect(await metaDescription(page)).toBe(landingDescription)
    })
  })

  it('arrives prerendered: each page reads before any script runs', async () => {
    await withPage(async ({ page }) => {
      await page.route('**/*.js', (route) => route.abort())
      for (const { path: url, heading, title } of PRERENDERED_PAGES) {
        await page.goto(url)
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor()
        expect(await page.title()).toBe(title)
      }
    })
  })

  it('is taken over by the app without a loading screen in between', async () => {
    await withPage(async ({ page }) => {
      // Noted from the first byte: a loading screen ever shown in place of the page.
      const watcher = await page.addInitScript(`
        new MutationObserver(() => {
          if (document.querySelector('#root .loading-screen')) {
            document.documentElement.dataset.sawLoading = 'yes'
          }
        }).observe(document, { childList: true, subtree: true })
      `)
      try {
        for (const { path: url, heading } of PRERENDERED_PAGES) {
          await page.goto(url)
          await appTookOver(page)
          await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor()
          const sawLoading = await page.evaluate<string | undefined>(
            'document.documentElement.dataset.sawLoading',
          )
          expect(sawLoading, url).toBeUndefined()
        }
      } finally {
        await watcher.dispose()
      }
    })
  })

  it('keeps the keyboard focus where it was when the app takes over', async () => {
    await withPage(async ({ page }) => {
      const release = await holdBack(page, '**/assets/chunks/how-it-works-*.js')
      await page.goto('/how-it-works')
      const focusedText = () => page.evaluate<string>("document.activeElement?.textContent ?? ''")
      await page.getByRole('button', { name: 'Try Demo' }).focus()
      expect(await focusedText()).toBe('Try Demo')
      release()
      await appTookOver(page)
      expect(await focusedText()).toBe('Try Demo')
    })
  })

  it('answers a button pressed before the app took over, once it has', async () => {
    await withPage(async ({ page }) => {
      const release = await holdBack(page, '**/assets/chunks/demo-dashboard-*.js')
      await page.goto('/demo')
      await page.getByRole('button', { name: 'Child View' }).click()
      release()
      await page.getByRole('heading', { name: 'Choose a child' }).waitFor()
    })
  })

  it('shows the error screen when the page’s code cannot be fetched, not a page that never answers', async () => {
    await withPage(async ({ page }) => {
      await page.route('**/assets/chunks/demo-dashboard-*.js', (route) => route.abort())
      await page.goto('/demo')
      await page.getByRole('heading', { name: 'Something went wrong' }).waitFor()
      await appTookOver(page)
    })
  })

  it('shows "404 Page Not Found" for an unknown path', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/how-it-works/nothing-here')
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    })
  })

  it('is reachable and usable from the keyboard', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Get Started' }).waitFor()
      // From the top of the landing page, Tab reaches How It Works; Enter opens it.
      let focused = ''
      for (let i = 0; i < 10 && focused !== 'How It Works'; i++) {
        await page.keyboard.press('Tab')
        focused = (await page.locator(':focus').textContent()) ?? ''
      }
      expect(focused).toBe('How It Works')
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { level: 1, name: 'How It Works' }).waitFor()
      // The first stops on a guide page lead home.
      await page.keyboard.press('Tab')
      expect(await page.locator(':focus').textContent()).toBe(PRODUCT)
      await page.keyboard.press('Tab')
      expect(await page.locator(':focus').textContent()).toBe('Back to Home')
      await page.keyboard.press('Enter')
      await page.getByRole('button', { name: 'Get Started' }).waitFor()
    })
  })

  it('keeps every guide page out of the landing page download', async () => {
    await withPage(async ({ page }) => {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await page.goto('/')
      await page.getByRole('button', { name: 'Get Started' }).waitFor()
      const chunkNames = PUBLIC_PAGES.map(({ path: url }) => `${url}-`)
      expect(scripts.filter((url) => chunkNames.some((name) => url.includes(name)))).toEqual([])
    })
  })
})

describe('setup wizard', () => {
  it('lists exactly the variables of .env.example and the connections the app makes', async () => {
    const variables = parseEnvExample(await readFile(path.join(rootDir, '.env.example'), 'utf8'))
    await withPage(async ({ page }) => {
      await page.goto('/setup-wizard')
      await page.getByRole('heading', { level: 1, name: 'Setup Wizard' }).waitFor()
      const listed = await page.locator('.env-list dt code').allTextContents()
      expect(listed).toEqual(
        variables.map((v) => `${v.isSetInExample ? '' : '#'}${v.name}=${v.example}`),
      )
      // The providers the setup form offers and the server saves (docs/lightning.md), no other.
      const connections = page.getByRole('list', { name: 'Lightning connections' })
      expect(await connections.getByRole('listitem').locator('strong').allTextContents()).toEqual([
        'Nostr Wallet Connect',
        'Alby Hub',
        'LND (REST)',
        'Phoenix (phoenixd)',
        'Breez',
        'Zeus',
      ])
      for (const promise of ['Core Lightning', 'Coming Soon', 'Breez (API)']) {
        expect(await page.getByText(promise).count(), promise).toBe(0)
      }
      for (const wallet of ['Coinos', 'Alby Hub', 'Zeus']) {
        const connect = page.getByRole('button', { name: `Connect ${wallet}` })
        expect(await connect.isEnabled(), wallet).toBe(true)
      }
      const guide = page.getByRole('link', { name: 'Lightning connection guide' })
      expect(await guide.getAttribute('href')).toBe('/lightning-connect')
      await page.getByRole('button', { name: 'Try Demo' }).click()
      await page.waitForURL(`${app.server.url}/demo`)
    })
  })
})

describe('code review', () => {
  it('shows the figures computed from the code', async () => {
    const facts = await collectCodeFacts(rootDir)
    await withPage(async ({ page }) => {
      await page.goto('/code-review')
      const figure = (name: string) => page.getByRole('heading', { name }).locator('.fact-figure')
      expect(await figure('database tables').textContent()).toBe(String(facts.tables.names.length))
      expect(await figure('API routes').textContent()).toBe(String(facts.apiRoutes.count))
      const fastify = required(
        facts.stack.find((entry) => entry.name === 'fastify'),
        'fastify in the stack facts',
      )
      await page
        .getByRole('listitem')
        .filter({ hasText: `fastify ${fastify.version}` })
        .waitFor()
      await page.getByRole('heading', { name: 'Measured performance' }).waitFor()
    })
  })
})

describe('privacy settings panel', () => {
  const storedSettings = (page: Page) =>
    page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(SETTINGS_KEY)})`)
  const savedSettings = async (page: Page) =>
    required(await storedSettings(page), 'settings saved on this device')

  async function openPanel(page: Page) {
    await page.goto('/privacy')
    await page.getByRole('button', { name: 'Save Settings' }).waitFor()
  }

  it('starts from the defaults and saves encrypted, readable again after a reload', async () => {
    await withPage(async ({ page }) => {
      await openPanel(page)
      const analytics = page.getByRole('switch', { name: 'Allow anonymous usage analytics' })
      expect(
        await page.getByRole('switch', { name: 'Encrypt data stored on this device' }).isChecked(),
      ).toBe(true)
      expect(await analytics.isChecked()).toBe(false)
      expect(await page.getByLabel('Delete after (days)').inputValue()).toBe('30')

      await analytics.check()
      await page.getByLabel('Delete after (days)').fill('90')
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await page.getByRole('status').getByText('Settings saved on this device.').waitFor()

      const stored = await savedSettings(page)
      expect(() => JSON.parse(stored)).toThrow()
      expect(stored).not.toContain('allowAnalytics')

      await page.reload()
      await page.getByRole('button', { name: 'Save Settings' }).waitFor()
      expect(await analytics.isChecked()).toBe(true)
      expect(await page.getByLabel('Delete after (days)').inputValue()).toBe('90')
    })
  })

  it('refuses purge days outside 1-365', async () => {
    await withPage(async ({ page }) => {
      await openPanel(page)
      await page.getByLabel('Delete after (days)').fill('366')
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await page.getByText('Enter a whole number of days from 1 to 365.').waitFor()
      expect(await storedSettings(page)).toBeNull()
    })
  })

  it('exports the settings to a dated JSON file without the key', async () => {
    await withPage(async ({ page }) => {
      await openPanel(page)
      await page.getByRole('switch', { name: 'Keep transaction history on this device' }).check()
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await page.getByRole('status').getByText('Settings saved on this device.').waitFor()
      const sealed = await savedSettings(page)

      await page.getByRole('button', { name: 'Export Data' }).click()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('dialog').getByRole('button', { name: 'Download' }).click(),
      ])
      const today = await page.evaluate(() => {
        const now = new Date()
        const pad = (n: number) => String(n).padStart(2, '0')
        return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
      })
      expect(download.suggestedFilename()).toBe(`family-bitcoin-allowance-data-${today}.json`)
      const file = await readFile(await download.path(), 'utf8')
      const exported = JSON.parse(file)
      expect(Object.keys(exported).sort()).toEqual(['exportedAt', 'privacySettings', 'product'])
      expect(exported.privacySettings).toEqual({
        encryptSensitiveData: true,
        storeTransactionHistory: true,
        enableDataPurging: true,
        dataPurgeDays: 30,
        allowAnalytics: false,
      })
      expect(file).not.toMatch(/key|jwk|aes-gcm/i)
      expect(file).not.toContain(sealed.slice(-20))
    })
  })

  it('deletes everything after a confirmation, reloads, and the old key is gone', async () => {
    await withPage(async ({ page }) => {
      await openPanel(page)
      await page.getByRole('switch', { name: 'Allow anonymous usage analytics' }).check()
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await page.getByRole('status').getByText('Settings saved on this device.').waitFor()
      const sealed = await savedSettings(page)
      await page.evaluate("localStorage.setItem('another-app', 'stays')")

      // Cancel keeps everything.
      await page.getByRole('button', { name: 'Delete All Data' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
      expect(await storedSettings(page)).toBe(sealed)

      await page.getByRole('button', { name: 'Delete All Data' }).click()
      const reloaded = page.waitForEvent('load')
      await page.getByRole('dialog').getByRole('button', { name: 'Delete Everything' }).click()
      await page.getByText('All data on this device was deleted. Reloading...').waitFor()
      await reloaded
      await page.getByRole('button', { name: 'Save Settings' }).waitFor()
      expect(await storedSettings(page)).toBeNull()
      expect(await page.evaluate("localStorage.getItem('another-app')")).toBe('stays')
      expect(
        await page.getByRole('switch', { name: 'Allow anonymous usage analytics' }).isChecked(),
      ).toBe(false)

      // The device key went too: what it sealed no longer opens.
      await page.evaluate(
        `localStorage.setItem(${JSON.stringify(SETTINGS_KEY)}, ${JSON.stringify(sealed)})`,
      )
      await page.reload()
      await page.getByRole('alert').getByText('Invalid encryption key or corrupted data').waitFor()
    })
  })

  it("says 'Encryption not initialized' when the browser cannot keep a key", async () => {
    await withPage(async ({ page }) => {
      // Like a private window without IndexedDB: no place to keep the device key.
      await page.addInitScript("Object.defineProperty(window, 'indexedDB', { value: undefined })")
      await openPanel(page)
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await page
        .getByRole('alert')
        .getByText('Encryption not initialized', { exact: true })
        .waitFor()
      expect(await storedSettings(page)).toBeNull()

      // With encryption off the settings are kept as they are.
      await page.getByRole('switch', { name: 'Encrypt data stored on this device' }).uncheck()
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await page.getByRole('status').getByText('Settings saved on this device.').waitFor()
      expect(JSON.parse(await savedSettings(page)).encryptSensitiveData).toBe(false)
    })
  })
})
