import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorScreen } from './pages/error-screen.js'
import { LandingPage } from './pages/landing-page.js'
import { NotFoundPage } from './pages/not-found-page.js'
import { OnboardingPage } from './pages/onboarding-page.js'
import { OnboardingSetupPage } from './pages/onboarding-setup-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { VerifyPage } from './pages/verify-page.js'
import { setUpFamilyApp } from './support/family-app.js'

// The app mails real links over SMTP to the in-process mailbox.
const app = setUpFamilyApp()
const OWNER = 'owner@example.org'

// The instance's first account, made before any test so that whichever runs first, this
// one is the first.
beforeAll(async () => {
  const answer = await fetch(`${app.server.url}/api/onboarding/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER }),
  })
  expect(answer.status).toBe(200)
})

describe('signing up', () => {
  it('signs a parent up by magic link and leads them through setup to the dashboard', async () => {
    const email = 'ada@example.org'
    const page = await app.open()
    const onboarding = new OnboardingPage(page)
    await onboarding.goto()
    // The address is what the page asks for: typing starts there.
    await expect
      .poll(() => page.evaluate<string>('document.activeElement?.getAttribute("name") ?? ""'))
      .toBe('email')
    await onboarding.requestLink(email)
    await onboarding.checkYourEmail.waitFor()
    await toast(page, "We've sent you a magic link to login.").waitFor()
    await onboarding.resend.waitFor()

    const verify = new VerifyPage(page)
    await verify.open(await app.mailbox.waitForLink(email))
    await verify.accountCreated.waitFor()
    await page.waitForURL(`${app.server.url}/onboarding-setup`)
    const setup = new OnboardingSetupPage(page)
    await setup.howItWorks.waitFor()
    await setup.continueToDashboard.click()
    await page.waitForURL(`${app.server.url}/dashboard`)
    const { header } = new ParentDashboard(page)
    // Greeted without the e-mail address, and asked for a first name.
    await header.welcome().waitFor()
    expect(await page.getByRole('heading', { name: email }).count()).toBe(0)
    await header.saveName.click()
    await toast(page, 'Please enter your first name').waitFor()
    await page.getByText('Please enter your first name', { exact: true }).first().waitFor()
    await header.firstName.fill('Ada')
    await header.saveName.click()
    await header.welcome('Ada').waitFor()
    await header.firstName.waitFor({ state: 'detached' })
    expect(await header.parentView.getAttribute('aria-pressed')).toBe('true')
  })

  // A later account (the spouse's) has no Admin: see family-members.spec.ts.
  it('makes the first account of an instance its administrator', async () => {
    const dashboard = new ParentDashboard((await app.signInByLink(OWNER)).page)
    await dashboard.goto()
    await dashboard.header.admin.waitFor()
  })

  it('accepts a sign-in link only once', async () => {
    const { email } = await app.signUpParent()
    const verify = new VerifyPage(await app.open())
    await verify.open(app.mailbox.linkFor(email))
    await verify.invalidToken.waitFor()
    await toast(verify.page, 'Please request a new magic link.').waitFor()
    await verify.returnToLogin.click()
    await verify.page.waitForURL(`${app.server.url}/onboarding`)
    await new OnboardingPage(verify.page).email.waitFor()
  })

  it('shows the error state for a verify page opened without a token', async () => {
    const verify = new VerifyPage(await app.open())
    await verify.openWithoutToken()
    await verify.noToken.waitFor()
    await verify.returnToLogin.waitFor()
  })
})

describe('signing out', () => {
  it('logs a parent out to the landing page, where the dashboard is unknown again', async () => {
    const { page } = await app.signUpParent()
    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    await dashboard.header.logout.click()
    await page.waitForURL(`${app.server.url}/`)
    await new LandingPage(page).getStarted.waitFor()
    await toast(page, 'You have been successfully logged out.').waitFor()

    await page.goto('/dashboard')
    await new NotFoundPage(page).sessionEnded.waitFor()
    await page.goto('/no-such-page')
    await new NotFoundPage(page).heading.waitFor()
  })

  it('tells a parent whose session ended so, and brings them back to the page after signing in', async () => {
    const { email, page } = await app.signUpParent()
    // The session ends (expired, or revoked elsewhere): the browser holds no valid cookie.
    await page.context().clearCookies()
    await page.goto('/family-goals?from=mail')
    const screen = new NotFoundPage(page)
    await screen.sessionEnded.waitFor()
    expect(await screen.heading.count()).toBe(0)
    await screen.signIn.click()
    await page.waitForURL(`${app.server.url}/onboarding`)

    const mailsBefore = app.mailbox.messages.length
    await new OnboardingPage(page).requestLink(email)
    await expect.poll(() => app.mailbox.messages.length).toBeGreaterThan(mailsBefore)
    await new VerifyPage(page).open(app.mailbox.linkFor(email))
    await page.waitForURL(`${app.server.url}/family-goals?from=mail`)
    await page.getByRole('heading', { name: 'Family Goals', level: 1 }).waitFor()
  })
})

describe('document titles', () => {
  it('names each screen in the browser tab', async () => {
    const titleOf = async (page: import('playwright-core').Page, url: string, title: string) => {
      await page.goto(url)
      await expect.poll(() => page.title()).toBe(title)
    }
    const signedOut = await app.open()
    await titleOf(signedOut, '/', 'Family Bitcoin Allowance')
    await titleOf(signedOut, '/onboarding', 'Sign In · Family Bitcoin Allowance')
    await titleOf(signedOut, '/nowhere', 'Page Not Found · Family Bitcoin Allowance')
    await titleOf(signedOut, '/dashboard', 'Signed Out · Family Bitcoin Allowance')
    const { page } = await app.signUpParent()
    await titleOf(page, '/dashboard', 'Family Dashboard · Family Bitcoin Allowance')
    await titleOf(page, '/family-goals', 'Family Goals · Family Bitcoin Allowance')
    await titleOf(page, '/onboarding-setup', 'Set Up Your Family · Family Bitcoin Allowance')
  })
})

/** The page with `{ oops: true }` as the children's answer it carries. */
function withBrokenChildren(html: string): string {
  const block = /(<script type="application\/json" id="first-reads">)(.*?)(<\/script>)/s
  return html.replace(block, (_all, open: string, json: string, close: string) => {
    const answers = JSON.parse(json) as Record<string, unknown>
    answers['/api/children'] = { oops: true }
    return open + JSON.stringify(answers) + close
  })
}

describe('a screen that crashes', () => {
  it('shows "Something went wrong", and Try Again recovers', async () => {
    // The crash is on purpose: its uncaught error is expected.
    const { page: crashing } = await app.signUpParent({ expectUncaught: true })
    // An answer the dashboard cannot draw, in the answers the page carries
    // (api/contracts/first-reads.ts) and from the API alike.
    await crashing.route('**/dashboard?*', async (route) => {
      const page = await route.fetch()
      const {
        'content-encoding': _encoding,
        'content-length': _length,
        ...headers
      } = page.headers()
      await route.fulfill({
        status: page.status(),
        headers,
        body: withBrokenChildren(await page.text()),
      })
    })
    await crashing.route('**/api/children', (route) => route.fulfill({ json: { oops: true } }))
    // The Children tab draws every child from that answer.
    await crashing.goto('/dashboard?tab=children')
    const error = new ErrorScreen(crashing)
    await error.heading.waitFor()
    await error.message.waitFor()
    await crashing.unrouteAll()
    await error.tryAgain.click()
    await new ParentDashboard(crashing).heading.waitFor()
  })
})
