import { describe, expect, it } from 'vitest'
import { OnboardingPage } from './pages/onboarding-page.js'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'

// Its own server: the sign-in routes take 20 requests a minute from one address, and this
// file spends a burst of them on one e-mail address.
const app = setUpFamilyApp()

describe('asking for sign-in links', () => {
  it('says when a link was held back by the per-address limit, and when to ask again', async () => {
    const page = await app.open()
    const onboarding = new OnboardingPage(page)
    await onboarding.goto()
    await onboarding.requestLink('busy@example.org')
    await toast(page, "We've sent you a magic link to login.").waitFor()
    // Five links an address per 15 minutes from one network: the start and four resends.
    for (let sent = 2; sent <= 5; sent++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/resend-magic-link'))
      await onboarding.resend.click()
      expect((await (await answered).json()).nextLinkAt).toBeNull()
    }
    await onboarding.resend.click()
    await toast(page, 'No link sent').waitFor()
    await page
      .getByText(
        /^No link was sent: too many were asked for this address in the last 15 minutes\. Ask again in 1[45] minutes\.$/,
      )
      .waitFor()
    // Links are mailed after the answer: the five arrive, and no sixth.
    const mailed = () => app.mailbox.messages.filter((m) => m.to.includes('busy@example.org'))
    await expect.poll(() => mailed().length).toBe(5)
  })
})
