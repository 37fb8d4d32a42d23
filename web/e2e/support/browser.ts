import { existsSync } from 'node:fs'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type Page,
} from 'playwright-core'

/** Debian's chromium: playwright-core ships no browser, and downloading one is not allowed. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * Launches headless chromium.
 * @throws when chromium is not installed: browser tests must fail, never silently skip.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install it with \`apt-get install -y chromium\` to run the browser tests.`,
    )
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

export interface OpenPage {
  context: BrowserContext
  page: Page
  /** Console messages of type error and uncaught page errors seen so far. */
  errors: () => string[]
  close: () => Promise<void>
}

/**
 * Opens a page in its own context (own cookies, so tests never share a session) and
 * collects its console errors and uncaught exceptions.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ baseURL, ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`))
  return { context, page, errors: () => [...errors], close: () => context.close() }
}
