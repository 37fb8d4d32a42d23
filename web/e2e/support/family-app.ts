import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { startMailbox } from '../../../api/test-mailbox.js'
import { launchBrowser, type OpenPage, openPage } from './browser.js'
import { startServer, type TestServer } from './server.js'

type Mailbox = Awaited<ReturnType<typeof startMailbox>>

export interface FamilyApp {
  readonly server: TestServer
  /** The in-process SMTP server the app mails its real links to. */
  readonly mailbox: Mailbox
  /**
   * Runs a journey with pages in their own contexts (own cookies, one per person),
   * fails it on CSP violations or uncaught errors, attaches the server log to a
   * failure, and closes every page at the end.
   */
  withPages(
    run: (open: () => Promise<OpenPage>) => Promise<void>,
    options?: { allowUncaught?: boolean },
  ): Promise<void>
  /** Signs in by a mailed link without the onboarding screen (its own test covers it). */
  signInByLink(page: Page, email: string): Promise<void>
}

/**
 * The built server, a mailbox and a browser for one spec file: started before its
 * tests, stopped after them.
 */
export function setUpFamilyApp(
  env: Record<string, string> = {},
  pageOptions: BrowserContextOptions = {},
): FamilyApp {
  let mailbox: Mailbox | undefined
  let server: TestServer | undefined
  let browser: Browser | undefined

  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startServer({ SMTP_URL: mailbox.smtpUrl, ...env })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await mailbox?.close()
  })

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The family app is used before beforeAll ran')
    return value
  }

  return {
    get server() {
      return ready(server)
    },
    get mailbox() {
      return ready(mailbox)
    },
    async withPages(run, { allowUncaught = false } = {}) {
      const opened: OpenPage[] = []
      try {
        await run(async () => {
          const page = await openPage(ready(browser), ready(server).url, pageOptions)
          opened.push(page)
          return page
        })
        for (const { errors } of opened) {
          // A test that crashes a screen on purpose expects its uncaught error.
          const watched = allowUncaught
            ? /content security policy|refused to (load|apply|execute)/i
            : /content security policy|refused to (load|apply|execute)|^Uncaught/i
          const problems = errors().filter((text) => watched.test(text))
          expect(problems).toEqual([])
        }
      } catch (error) {
        // The server's output is usually what explains a failed browser test.
        throw new Error(
          `${error instanceof Error ? error.message : error}\n--- server log ---\n${ready(server).logs()}`,
          { cause: error },
        )
      } finally {
        for (const page of opened) await page.close()
      }
    },
    async signInByLink(page, email) {
      const answer = await page.request.post('/api/onboarding/start', { data: { email } })
      expect(answer.status()).toBe(200)
      await page.goto(await ready(mailbox).waitForLink(email))
      await page.getByRole('heading', { name: 'Welcome!' }).waitFor()
    },
  }
}

/** The visible toast with exactly this text. */
export function toast(page: Page, text: string) {
  return page.getByRole('status').getByText(text, { exact: true })
}
