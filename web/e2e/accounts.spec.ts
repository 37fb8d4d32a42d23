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
    await page.waitForURL(`${app.server.url}/`)
    await new LandingPage(page).goToDashboard.click()
    await page.waitForURL(`${app.server.url}/dashboard`)
    const { header } = new ParentDashboard(page)
    await header.welcome(email).waitFor()
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
    await new NotFoundPage(page).heading.waitFor()
  })
})

describe('a screen that crashes', () => {
  it('shows "Something went wrong", and Try Again recovers', async () => {
    // The crash is on purpose: its uncaught error is expected.
    const { page: crashing } = await app.signUpParent({ expectUncaught: true })
    // An answer the dashboard cannot draw.
    await crashing.route('**/api/children', (route) => route.fulfill({ json: { oops: true } }))
    await crashing.goto('/dashboard')
    const error = new ErrorScreen(crashing)
    await error.heading.waitFor()
    await error.message.waitFor()
    await crashing.unroute('**/api/children')
    await error.tryAgain.click()
    await new ParentDashboard(crashing).heading.waitFor()
  })
})
