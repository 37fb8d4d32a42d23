import type { Locator, Page } from 'playwright-core'

/** The dashboard's "Sign in on another device" card (Family tab, or a child's own dashboard). */
export class AnotherDeviceCard {
  readonly root: Locator
  readonly showCode: Locator
  readonly newCode: Locator
  /** The code as shown, ABCD-EFGH. */
  readonly code: Locator
  readonly qrCode: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('article', { name: 'Sign in on another device' })
    this.showCode = this.root.getByRole('button', { name: 'Show a Sign-in Code' })
    this.newCode = this.root.getByRole('button', { name: 'New Code' })
    this.code = this.root.getByText(/^Sign-in code: [0-9A-Z]{4}-[0-9A-Z]{4}$/)
    this.qrCode = this.root.getByRole('img', { name: 'QR code: the sign-in screen with this code' })
  }

  /** Shows a code and reads it. */
  async readCode(): Promise<string> {
    await this.showCode.click()
    const text = (await this.code.textContent()) ?? ''
    return text.replace('Sign-in code: ', '')
  }
}

/** `/onboarding`'s "Have a code from another device?" form. */
export class SignInCodeForm {
  readonly root: Locator
  readonly code: Locator
  readonly signIn: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('form', { name: 'Sign in with a code' })
    this.code = this.root.getByLabel('Sign-in code')
    this.signIn = this.root.getByRole('button', { name: 'Sign In With Code' })
  }

  async enter(code: string) {
    await this.code.fill(code)
    await this.signIn.click()
  }
}

/** The dashboard's Passkeys card: add one for this device, list and remove them. */
export class PasskeysCard {
  readonly root: Locator
  readonly name: Locator
  readonly add: Locator
  readonly showList: Locator
  readonly list: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('article', { name: 'Passkeys' })
    this.name = this.root.getByLabel('Name (optional)')
    this.add = this.root.getByRole('button', { name: 'Add a Passkey' })
    this.showList = this.root.getByRole('button', { name: 'Show My Passkeys' })
    this.list = this.root.getByRole('table', { name: 'My passkeys' })
  }

  remove(name: string) {
    return this.root.getByRole('button', { name: `Remove ${name}` })
  }
}

/** `/onboarding`'s "Sign in with a passkey". */
export class PasskeySignIn {
  readonly root: Locator
  readonly signIn: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('article', { name: 'Sign in with a passkey' })
    this.signIn = this.root.getByRole('button', { name: 'Sign In With a Passkey' })
  }
}
