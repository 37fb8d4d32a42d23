import type { Locator, Page } from 'playwright-core'
import type { ChildCard } from './parent-dashboard.js'

/** The wallet form, as on the onboarding tab and in the card's Configure dialog. */
export class WalletForm {
  readonly key: Locator
  readonly address: Locator
  readonly addressType: Locator
  readonly check: Locator
  readonly save: Locator

  constructor(root: Locator | Page) {
    this.key = root.getByLabel('Extended public key (xpub) or descriptor')
    this.address = root.getByLabel('Bitcoin address (optional)')
    this.addressType = root.getByLabel('Address type')
    this.check = root.getByRole('button', { name: 'Check Wallet' })
    this.save = root.getByRole('button', { name: 'Save Wallet' })
  }
}

/** `/onboarding-setup`'s Bitcoin Wallet tab. */
export class WalletSetupTab {
  readonly tab: Locator
  /** The tab's name once the green check shows. */
  readonly connectedTab: Locator
  readonly panel: Locator
  readonly form: WalletForm

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: /^Bitcoin Wallet/ })
    this.connectedTab = page.getByRole('tab', { name: /^Bitcoin Wallet\s+connected$/ })
    this.panel = page.getByRole('tabpanel', { name: /^Bitcoin Wallet/ })
    this.form = new WalletForm(this.panel)
  }

  async goto() {
    await this.page.goto('/onboarding-setup')
    await this.tab.waitFor()
  }

  firstAddress(address: string) {
    return this.panel.getByRole('definition').filter({ hasText: address })
  }
}

/** The parent dashboard's Bitcoin Wallet card. */
export class WalletCard {
  readonly root: Locator
  /** Shown while the saved key is a bare extended key: hardware wallets need its origin. */
  readonly keyOriginNotice: Locator
  /** The Configure dialog, however it was opened. */
  readonly dialog: Locator

  constructor(page: Page) {
    this.root = page.getByRole('article', { name: 'Bitcoin Wallet' })
    this.keyOriginNotice = this.root.getByRole('region', {
      name: 'Signing with a hardware wallet?',
    })
    this.dialog = page.getByRole('dialog', { name: 'Configure Bitcoin Wallet' })
  }

  status(text: 'Not configured' | 'Scanning' | 'Connected' | 'Sync Failed') {
    return this.root.getByText(text, { exact: true })
  }

  /** A labelled figure of the card: "Balance", "Addresses used". */
  figure(label: string) {
    return this.root
      .getByRole('term')
      .filter({ hasText: label })
      .locator('xpath=following-sibling::dd[1]')
  }
}

/** A child card's "Bitcoin Wallet - {name}" dialog. */
export class ChildWalletDialog {
  readonly root: Locator
  readonly sync: Locator
  readonly balances: Locator
  readonly sendTo: Locator
  readonly sendAmount: Locator
  readonly send: Locator
  readonly psbtQr: Locator
  readonly downloadPsbt: Locator
  /** The sends waiting for a signature, each with its PSBT, until cancelled or broadcast. */
  readonly waitingSends: Locator

  private constructor(
    readonly page: Page,
    childName: string,
  ) {
    this.root = page.getByRole('dialog', { name: `Bitcoin Wallet - ${childName}` })
    this.sync = this.root.getByRole('button', { name: 'Sync' })
    this.balances = this.root.getByRole('region', { name: `${childName}'s balances` })
    this.sendTo = this.root.getByLabel('Send to address')
    this.sendAmount = this.root.getByLabel('Amount to send (BTC)')
    this.send = this.root.getByRole('button', { name: 'Send', exact: true })
    this.psbtQr = this.root.getByRole('img', { name: 'Unsigned transaction (PSBT)' })
    this.downloadPsbt = this.root.getByRole('button', { name: 'Download .psbt' })
    this.waitingSends = this.root.getByRole('region', { name: 'Sends waiting for a signature' })
  }

  static async open(card: ChildCard) {
    await card.root.getByRole('button', { name: 'Bitcoin Wallet' }).click()
    const dialog = new ChildWalletDialog(card.page, card.name)
    await dialog.root.waitFor()
    return dialog
  }

  /** The QR code of the child's address (its name carries the address). */
  addressQr(address: string) {
    return this.root.getByRole('img', { name: new RegExp(`address ${address}$`) })
  }

  /** A balance figure, e.g. ('Savings', '0.00150000 BTC'). */
  balance(label: 'Savings' | 'Spending' | 'Pending', text: string) {
    return this.balances
      .getByRole('term')
      .filter({ hasText: label })
      .locator('xpath=following-sibling::dd[1]')
      .getByText(text)
  }
}
