import type { Page } from 'playwright-core'
import { describe, expect, it, onTestFinished } from 'vitest'
import { DashboardHeader } from './pages/dashboard-header.js'
import { OnboardingPage } from './pages/onboarding-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { PasskeySignIn, PasskeysCard } from './pages/sign-in-pages.js'
import { setUpFamilyApp } from './support/family-app.js'

// http://localhost is a secure context with a name: where browsers offer passkeys.
const app = setUpFamilyApp({}, {}, { urlHost: 'localhost' })

/**
 * Chromium's virtual authenticator on `page` (the DevTools WebAuthn domain): a platform
 * authenticator that keeps passkeys and verifies its user, with no prompt to answer.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  onTestFinished(async () => {
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
    await cdp.send('WebAuthn.disable')
    await cdp.detach()
  })
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

describe('passkeys in the browser', () => {
  it('a parent adds a passkey on the dashboard and signs in with it after logging out', async () => {
    const parent = await app.signUpParent()
    const authenticator = await addVirtualAuthenticator(parent.page)
    await new ParentDashboard(parent.page).goto('Family')
    const card = new PasskeysCard(parent.page)
    await card.name.fill('Test phone')
    await card.add.click()
    await parent.page.getByText('Next time, sign in with "Test phone".').waitFor()
    await card.list.getByRole('cell', { name: 'Test phone', exact: true }).waitFor()
    await card.list.getByRole('cell', { name: 'localhost', exact: true }).waitFor()
    const [credential] = await authenticator.credentials()
    expect(credential?.isResidentCredential).toBe(true)
    expect(credential?.rpId).toBe('localhost')

    await new DashboardHeader(parent.page).logout.click()
    await parent.page.waitForURL(`${app.server.url}/`)
    await new OnboardingPage(parent.page).goto()
    await new PasskeySignIn(parent.page).signIn.click()
    await parent.page.waitForURL(`${app.server.url}/dashboard`)
    await new ParentDashboard(parent.page).heading.waitFor()
    const me = await (await parent.page.request.get('/api/auth/user')).json()
    expect(me.email).toBe(parent.email)
    expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(0)

    // Removed, it signs in no more.
    await new ParentDashboard(parent.page).goto('Family')
    await card.showList.click()
    await card.remove('Test phone').click()
    await card.root.getByText('You have no passkeys yet.').waitFor()
    await new DashboardHeader(parent.page).logout.click()
    await parent.page.waitForURL(`${app.server.url}/`)
    await new OnboardingPage(parent.page).goto()
    const signIn = new PasskeySignIn(parent.page)
    await signIn.signIn.click()
    await signIn.root
      .getByText('This passkey was not accepted. Try again, or sign in with a magic link.')
      .waitFor()
  })

  it('offers a passkey right after a sign-in by link', async () => {
    const page = await app.open()
    const authenticator = await addVirtualAuthenticator(page)
    const email = 'linked@example.org'
    const started = await page.request.post('/api/onboarding/start', { data: { email } })
    expect(started.status()).toBe(200)
    await page.goto(await app.mailbox.waitForLink(email))
    await page.getByRole('button', { name: 'Add a Passkey for This Device' }).click()
    // A new account goes on to the setup page once the passkey is added.
    await page.waitForURL(`${app.server.url}/onboarding-setup`)
    expect(await authenticator.credentials()).toHaveLength(1)
    const passkeys = await (await page.request.get('/api/auth/passkeys')).json()
    expect(passkeys).toEqual([expect.objectContaining({ name: 'Passkey', rpId: 'localhost' })])
  })
})
