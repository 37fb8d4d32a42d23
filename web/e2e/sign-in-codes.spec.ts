import { describe, expect, it } from 'vitest'
import { ChildDashboard } from './pages/child-dashboard.js'
import { OnboardingPage } from './pages/onboarding-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { AnotherDeviceCard, SignInCodeForm } from './pages/sign-in-pages.js'
import { setUpFamilyApp } from './support/family-app.js'

const app = setUpFamilyApp()

describe('sign in on another device with a code', () => {
  it('a parent shows a code on the dashboard and the new device enters it on the sign-in screen', async () => {
    const parent = await app.signUpParent()
    const dashboard = new ParentDashboard(parent.page)
    await dashboard.goto('Family')
    const card = new AnotherDeviceCard(parent.page)
    const code = await card.readCode()
    await card.qrCode.waitFor()

    const phone = await app.open()
    await new OnboardingPage(phone).goto()
    const form = new SignInCodeForm(phone)
    await form.enter('ZZZZ-ZZZ0')
    await form.root
      .getByText('This code is wrong, used or expired. Show a new code on your other device')
      .waitFor()
    await form.enter(code.toLowerCase())
    await phone.waitForURL(`${app.server.url}/dashboard`)
    await new ParentDashboard(phone).heading.waitFor()
    const me = await phone.request.get('/api/auth/user')
    expect((await me.json()).email).toBe(parent.email)
  })

  it("a child's QR code link signs the new device in at once", async () => {
    const parent = await app.signUpParent()
    const childId = await parent.api.addChild({ name: 'Mia', age: 10 })
    const email = `mia-${childId}@example.org`
    await parent.api.inviteChild(childId, email)
    const mia = await app.signInByLink(email)
    await new ChildDashboard(mia.page).goto('Mia')
    const card = new AnotherDeviceCard(mia.page)
    await card.readCode()
    // The QR code holds the sign-in screen's address with the code; the API gives it as text.
    const made = await mia.page.request.post('/api/auth/sign-in-codes')
    const { link } = await made.json()
    expect(link).toMatch(
      new RegExp(`^${app.server.url}/onboarding\\?code=[0-9A-Z]{4}-[0-9A-Z]{4}$`),
    )

    const tablet = await app.open()
    await tablet.goto(link)
    await tablet.waitForURL(`${app.server.url}/dashboard`)
    await new ChildDashboard(tablet).greeting('Mia').waitFor()
  })
})
