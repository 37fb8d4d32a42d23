import { describe, expect, it } from 'vitest'
import { LandingPage } from './pages/landing-page.js'
import { NotFoundPage } from './pages/not-found-page.js'
import { setUpFamilyApp } from './support/family-app.js'

const app = setUpFamilyApp()

describe('landing page', () => {
  it('shows every landing button and the free-trial promise to a signed-out visitor', async () => {
    const landing = new LandingPage(await app.open())
    await landing.goto()
    for (const name of LandingPage.BUTTONS) await landing.button(name).waitFor()
    expect(await landing.goToDashboard.count()).toBe(0)
    expect(await landing.freeTrial.isVisible()).toBe(true)
    expect(await landing.noPaymentNeeded.isVisible()).toBe(true)
  })

  it.each([
    ['How It Works', '/how-it-works'],
    ['Get Started', '/onboarding'],
    ['Try Demo', '/demo'],
    ['Lightning Setup Guide', '/setup-wizard'],
  ])('goes to the screen of "%s" (%s)', async (name, path) => {
    const landing = new LandingPage(await app.open())
    await landing.goto()
    await landing.button(name).click()
    await landing.page.waitForURL(`${app.server.url}${path}`)
  })

  it('does not download the code of other screens', async () => {
    const landing = new LandingPage(await app.open())
    const scripts: string[] = []
    landing.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await landing.goto()
    await landing.getStarted.waitFor()
    expect(scripts.length).toBeGreaterThan(0)
    const otherScreens = [
      '/not-found-',
      '/onboarding-',
      '/onboarding-setup-',
      '/auth-verify-',
      '/logout-',
      '/dashboard-',
      '/admin-routes-',
    ]
    expect(scripts.filter((url) => otherScreens.some((name) => url.includes(name)))).toEqual([])
  })

  it('runs under the content security policy without violations', async () => {
    const page = await app.open()
    const landing = new LandingPage(page)
    const response = await landing.goto()
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await landing.getStarted.waitFor()
    const errors = app.consoleErrors(page)
    expect(
      errors.filter((text) =>
        /content security policy|refused to (load|apply|execute)/i.test(text),
      ),
    ).toEqual([])
    expect(errors.filter((text) => text.startsWith('Uncaught'))).toEqual([])
  })
})

describe('unknown paths', () => {
  it('shows "404 Page Not Found" with a way back home', async () => {
    const page = await app.open()
    const notFound = new NotFoundPage(page)
    await page.goto('/no-such-page/anywhere')
    await notFound.heading.waitFor()
    await notFound.backHome.click()
    await page.waitForURL(`${app.server.url}/`)
    await new LandingPage(page).getStarted.waitFor()
  })
})
