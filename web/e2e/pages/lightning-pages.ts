import type { Locator, Page } from 'playwright-core'

/** The parent dashboard's Lightning card: Connected or Offline, and the balance. */
export class LightningCard {
  readonly root: Locator

  constructor(page: Page) {
    this.root = page.getByRole('article', { name: 'Lightning', exact: true })
  }

  text(text: string) {
    return this.root.getByText(text, { exact: true })
  }
}

/** A child card's Lightning dialog, tabs Receive, Send and Transfer. */
export class LightningDialog {
  readonly root: Locator
  readonly receiveTab: Locator
  readonly sendTab: Locator
  readonly transferTab: Locator
  // Receive
  readonly amount: Locator
  readonly createInvoice: Locator
  // Send
  readonly invoice: Locator
  readonly decode: Locator
  readonly details: Locator

  constructor(
    readonly page: Page,
    childName: string,
  ) {
    this.root = page.getByRole('dialog', { name: `Lightning - ${childName}` })
    this.receiveTab = this.root.getByRole('tab', { name: 'Receive' })
    this.sendTab = this.root.getByRole('tab', { name: 'Send' })
    this.transferTab = this.root.getByRole('tab', { name: 'Transfer' })
    this.amount = this.root.getByLabel('Amount (BTC)')
    this.createInvoice = this.root.getByRole('button', { name: 'Create Invoice' })
    this.invoice = this.root.getByLabel('Lightning invoice')
    this.decode = this.root.getByRole('button', { name: 'Decode Invoice' })
    this.details = this.root.getByRole('article', { name: 'Invoice details' })
  }

  /** The invoice's QR code, named by its amount ("0.00002100 BTC (2,100 sats)"). */
  qrCode(amount: string) {
    return this.root.getByRole('img', { name: `Lightning invoice for ${amount}` })
  }

  status(text: string | RegExp) {
    return this.root.getByRole('status').filter({ hasText: text })
  }

  payButton(amount: string) {
    return this.details.getByRole('button', { name: `Pay ${amount}` })
  }
}

/** /coinos-test: the public three-step connection test. */
export class ConnectionTestPage {
  readonly connectionString: Locator
  readonly testConnection: Locator
  readonly amount: Locator
  readonly createInvoice: Locator
  readonly payInvoice: Locator

  constructor(readonly page: Page) {
    this.connectionString = page.getByLabel('Connection string')
    this.testConnection = page.getByRole('button', { name: 'Test Connection' })
    this.amount = page.getByLabel('Test amount (sats)')
    this.createInvoice = page.getByRole('button', { name: 'Create Test Invoice' })
    this.payInvoice = page.getByRole('button', { name: 'Pay Test Invoice' })
  }

  async goto() {
    await this.page.goto('/coinos-test')
    await this.page.getByRole('heading', { name: 'Wallet Connection Test', level: 1 }).waitFor()
  }

  status(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text })
  }

  qrCode(amount: string) {
    return this.page.getByRole('img', { name: `Test invoice for ${amount}` })
  }
}

/** /lightning-connect's Lightning Address tab. */
export class LightningAddressTab {
  readonly tab: Locator
  readonly parentAddress: Locator
  readonly save: Locator

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: 'Lightning Address' })
    this.parentAddress = page.getByLabel('Your Lightning address')
    this.save = page.getByRole('button', { name: 'Save Addresses' })
  }

  async goto() {
    await this.page.goto('/lightning-connect')
    await this.tab.click()
    await this.save.waitFor()
  }

  childAddress(name: string) {
    return this.page.getByLabel(`${name}'s Lightning address`)
  }
}

/** A child's automatic payout form, below the addresses in the Lightning Address tab. */
export class AutoPayoutForm {
  readonly root: Locator
  readonly toggle: Locator
  readonly weeklyLimit: Locator
  readonly save: Locator

  constructor(
    readonly page: Page,
    childName: string,
  ) {
    this.root = page.getByRole('form', { name: `Automatic payout for ${childName}` })
    this.toggle = this.root.getByRole('switch', {
      name: 'Pay out automatically after each allowance',
    })
    this.weeklyLimit = this.root.getByLabel('Weekly limit (BTC)')
    this.save = this.root.getByRole('button', { name: 'Save automatic payout' })
  }

  status(text: string | RegExp) {
    return this.root.getByRole('status').filter({ hasText: text })
  }
}

/** A child card's Pay out dialog and its confirm step. */
export class PayoutDialog {
  readonly root: Locator
  readonly amount: Locator
  readonly payOut: Locator
  readonly confirm: Locator

  constructor(
    readonly page: Page,
    childName: string,
  ) {
    this.root = page.getByRole('dialog', { name: `Pay out - ${childName}` })
    this.amount = this.root.getByLabel('Amount (BTC)')
    this.payOut = this.root.getByRole('button', { name: 'Pay out' })
    this.confirm = this.root.getByRole('button', { name: 'Confirm Payout' })
  }

  status(text: string | RegExp) {
    return this.root.getByRole('status').filter({ hasText: text })
  }
}
