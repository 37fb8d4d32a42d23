import type { Locator, Page } from 'playwright-core'

/** /lightning-config: the saved connection, and the provider form behind its buttons. */
export class LightningConfigPage {
  readonly connectWallet: Locator
  readonly addConnection: Locator
  readonly provider: Locator
  readonly url: Locator
  readonly credentials: Locator
  readonly tlsCertificate: Locator
  readonly save: Locator
  readonly useNodeLnd: Locator
  readonly savedConnection: Locator

  constructor(readonly page: Page) {
    this.connectWallet = page.getByRole('button', { name: 'Connect Lightning Wallet' })
    this.addConnection = page.getByRole('button', { name: 'Add Connection' })
    this.provider = page.getByLabel('Provider')
    this.url = page.getByRole('textbox', { name: /URL|Connection string/ })
    this.credentials = page.getByLabel(/Macaroon \(hex\)|HTTP password|Access token/)
    this.tlsCertificate = page.getByLabel('TLS certificate (optional)')
    this.save = page.getByRole('button', { name: 'Save Connection' })
    this.useNodeLnd = page.getByRole('button', { name: "Use this node's LND" })
    this.savedConnection = page.getByRole('article', { name: 'Saved connection' })
  }

  async goto() {
    await this.page.goto('/lightning-config')
    await this.page.getByRole('heading', { name: 'Lightning Configuration', level: 1 }).waitFor()
  }
}
