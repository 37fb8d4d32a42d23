import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { startMailbox } from '../../../api/test-mailbox.js'
import {
  type BuiltServer,
  type StartOptions,
  startBuiltServer,
} from '../../../scripts/lib/built-server.js'
import { HEADLESS_SHELL_PATH, launchChromium } from '../../../scripts/lib/chromium.js'
import { HYDRATION_ERROR_PREFIX } from '../../src/app/hydration-error.js'
import { FamilyApi } from './family-api.js'

type Mailbox = Awaited<ReturnType<typeof startMailbox>>

/** One person at their own browser: own context, so own cookies and session. */
export interface Person {
  email: string
  page: Page
  /** Setup through the API with this person's session. */
  api: FamilyApi
}

/** A page with its own context, kept for the next test once this one is done with it. */
interface PooledPage {
  context: BrowserContext
  page: Page
  cdp: CDPSession
}

interface OpenedPage extends PooledPage {
  errors: string[]
  expectsUncaught: boolean
  discardAfter: boolean
}

/** How a test opens a page. */
export interface OpenOptions {
  /** The page may throw uncaught errors (a screen that crashes on purpose). */
  expectUncaught?: boolean
  /**
   * Its context is closed after the test instead of handed to the next one: for a test
   * that changes what emptying a context does not undo, such as its clock.
   */
  discardAfter?: boolean
}

export interface FamilyApp {
  readonly server: BuiltServer
  /** The in-process SMTP server the app mails its real links to. */
  readonly mailbox: Mailbox
  /**
   * A page in a context of its own, signed out: no cookies, no storage. After the test,
   * its console is checked (no CSP violation, no failed hydration, no uncaught error unless
   * `expectUncaught`).
   */
  open(options?: OpenOptions): Promise<Page>
  /** Console errors and uncaught exceptions a page opened by open() has seen so far. */
  consoleErrors(page: Page): string[]
  /**
   * A new parent (so a new family), signed up through the API on a page of their own,
   * opened with `options` as open() does.
   */
  signUpParent(options?: { email?: string } & OpenOptions): Promise<Person>
  /**
   * Someone signed in on a page of their own by the link last mailed to them: an invited
   * child or spouse, or an account started without a page.
   */
  signInByLink(email: string): Promise<Person>
}

const VIOLATION = /content security policy|refused to (load|apply|execute)/i

/**
 * The built server, a mailbox and one chromium for a spec file: started before its
 * tests, stopped after them. Each test opens its own pages and a failed test prints the
 * server's output from its run. Mind that the sign-in routes take 20 requests a minute
 * from one address: a file that signs more people in than that needs splitting.
 *
 * A context and its page are emptied after a test (cookies, storage, listeners, routes)
 * and handed to the next one: starting a renderer for every page was half of the suite's
 * time. The HTTP cache stays: it holds only the hashed, immutable assets (the API's
 * answers are not cacheable), as in a browser that visited before.
 */
export function setUpFamilyApp(
  env: Record<string, string> = {},
  contextOptions: BrowserContextOptions = {},
  serverOptions: Pick<StartOptions, 'urlHost'> = {},
): FamilyApp {
  let mailbox: Mailbox | undefined
  let server: BuiltServer | undefined
  let browser: Browser | undefined
  const opened = new Map<Page, OpenedPage>()
  const pool: PooledPage[] = []
  let logsBefore = ''
  let parents = 0

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The family app is used before beforeAll ran')
    return value
  }

  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startBuiltServer({ SMTP_URL: mailbox.smtpUrl, ...env }, serverOptions)
    browser = await launchChromium(HEADLESS_SHELL_PATH)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await mailbox?.close()
  })
  beforeEach(() => {
    logsBefore = server?.logs() ?? ''
  })
  afterEach(async ({ task }) => {
    const pages = [...opened.values()]
    opened.clear()
    await Promise.all(
      pages.map((page) => (page.discardAfter ? page.context.close() : release(page))),
    )
    // The server's output is usually what explains a failed browser test.
    if (task.result?.state === 'fail') {
      const logs = server?.logs() ?? ''
      // The kept output is bounded; when its start moved, all of it is shown.
      const during = logs.startsWith(logsBefore) ? logs.slice(logsBefore.length) : logs
      console.error(`--- server output during the test ---\n${during}`)
    }
    for (const { errors, expectsUncaught } of pages) {
      const problems = errors.filter(
        (text) =>
          VIOLATION.test(text) ||
          // A screen that crashes on purpose crashes first while it is hydrated, which
          // React reports as a hydration it could not finish.
          (!expectsUncaught &&
            (text.startsWith(HYDRATION_ERROR_PREFIX) || text.startsWith('Uncaught'))),
      )
      expect(problems, 'CSP violations, hydration errors or uncaught errors').toEqual([])
    }
  })

  /** Empties a page's context for the next test, or closes it when that fails. */
  async function release({ context, page, cdp }: PooledPage) {
    try {
      page.removeAllListeners()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      // Leaving the app first: nothing of it runs or writes while the rest is cleared.
      await page.goto('about:blank')
      await context.clearCookies()
      await cdp.send('Storage.clearDataForOrigin', {
        origin: ready(server).url,
        storageTypes: 'all',
      })
      pool.push({ context, page, cdp })
    } catch {
      // A crashed or closed page is not worth saving.
      await context.close().catch(() => undefined)
    }
  }

  async function newPooledPage(): Promise<PooledPage> {
    const context = await ready(browser).newContext({
      baseURL: ready(server).url,
      // The app's service worker would answer page loads and shell files itself, out of
      // sight of page.route. Its own spec (installable.spec.ts) allows it.
      serviceWorkers: 'block',
      // As a person who asked their system for less motion sees the app: Pico's transitions
      // and the dialogs' opening animation end at once. What the tests check is the same;
      // drawing the motion was 14% of the browser project's CPU, 40% of the compositor's
      // (docs/performance.md, "Test suite"). The app reacts to no animation or transition
      // in script; goal-requests.spec.ts keeps the motion, for focus in animated dialogs.
      reducedMotion: 'reduce',
      ...contextOptions,
    })
    const page = await context.newPage()
    return { context, page, cdp: await context.newCDPSession(page) }
  }

  const app: FamilyApp = {
    get server() {
      return ready(server)
    },
    get mailbox() {
      return ready(mailbox)
    },
    async open({ expectUncaught = false, discardAfter = false } = {}) {
      const entry = pool.pop() ?? (await newPooledPage())
      const errors: string[] = []
      entry.page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      entry.page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`))
      opened.set(entry.page, { ...entry, errors, expectsUncaught: expectUncaught, discardAfter })
      return entry.page
    },
    consoleErrors(page) {
      const entry = opened.get(page)
      if (!entry) throw new Error('consoleErrors() is only known for pages from open()')
      return [...entry.errors]
    },
    async signUpParent({ email = `parent-${++parents}@example.org`, ...options } = {}) {
      const page = await app.open(options)
      const started = await page.request.post('/api/onboarding/start', { data: { email } })
      expect(started.status(), await started.text()).toBe(200)
      await followLinkByApi(page, email)
      return { email, page, api: new FamilyApi(page.request) }
    },
    async signInByLink(email) {
      const page = await app.open()
      await followLinkByApi(page, email)
      return { email, page, api: new FamilyApi(page.request) }
    },
  }

  /** Signs the page's context in by the link last mailed to `email`, without any screen. */
  async function followLinkByApi(page: Page, email: string) {
    const link = new URL(await ready(mailbox).waitForLink(email))
    const verified = await page.request.post('/api/auth/verify', {
      data: { token: link.searchParams.get('token') },
    })
    expect(verified.status(), await verified.text()).toBe(200)
  }

  return app
}
