import type { Locator, Page } from 'playwright-core'

/** `/onboarding`: the e-mail step of sign-up and sign-in, then "Check your email". */
export class OnboardingPage {
  readonly email: Locator
  readonly sendMagicLink: Locator
  readonly checkYourEmail: Locator
  readonly resend: Locator

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email address')
    this.sendMagicLink = page.getByRole('button', { name: 'Send Magic Link' })
    this.checkYourEmail = page.getByRole('heading', { name: 'Check your email' })
    this.resend = page.getByRole('button', { name: 'Resend' })
  }

  async goto() {
    await this.page.goto('/onboarding')
  }

  async requestLink(email: string) {
    await this.email.fill(email)
    await this.sendMagicLink.click()
  }
}
