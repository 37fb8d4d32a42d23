import { X509Certificate } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LNDCONNECT_MESSAGES } from '../../api/contracts/lndconnect.js'
import {
  type AlbyHubTestServer,
  startAlbyHubTestServer,
} from '../../api/testing/alby-hub-test-server.js'
import {
  type LndRestTestServer,
  startLndRestTestServer,
} from '../../api/testing/lnd-rest-test-server.js'
import {
  type LnurlPayTestServer,
  startLnurlPayTestServer,
} from '../../api/testing/lnurl-pay-test-server.js'
import { TestLightningNetwork } from '../../api/testing/test-lightning-node.js'
import { LightningConfigPage } from './pages/lightning-config-page.js'
import { AutoPayoutForm, LightningAddressTab } from './pages/lightning-pages.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { seriousViolations } from './support/axe.js'
import { setUpFamilyApp } from './support/family-app.js'

// The LND test node listens on loopback, which the server reaches only when allowed.
const app = setUpFamilyApp({ ALLOW_INSECURE_RELAYS: 'true' })
const network = new TestLightningNetwork()
let lnd: LndRestTestServer
/** The children's own wallets' Lightning address service (over http on loopback). */
let kidsWallets: LnurlPayTestServer
let hub: AlbyHubTestServer

beforeAll(async () => {
  lnd = await startLndRestTestServer({ node: network.createNode({ alias: 'family-lnd' }) })
  kidsWallets = await startLnurlPayTestServer({
    node: network.createNode({ alias: 'kids-wallets' }),
    users: ['sam', 'ada'],
  })
  hub = await startAlbyHubTestServer({ node: network.createNode({ alias: 'hub' }) })
})
afterAll(async () => {
  await lnd?.close()
  await kidsWallets?.close()
  await hub?.close()
})

describe('a parent with an LND node', () => {
  it('connects it through /lightning-config with the macaroon and certificate', async () => {
    const { page } = await app.signUpParent()
    const config = new LightningConfigPage(page)
    await config.goto()
    await config.connectWallet.click()
    await config.provider.selectOption('lnd')
    await config.url.fill(lnd.url)
    await config.credentials.fill(lnd.macaroonHex)
    await config.tlsCertificate.fill(lnd.tlsCertPem)
    await config.save.click()
    await config.savedConnection.getByText('LND', { exact: true }).waitFor()
    await config.savedConnection.getByText(lnd.url, { exact: true }).waitFor()
    expect(await page.content()).not.toContain(lnd.macaroonHex)

    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    await dashboard.lightning.text('Connected').waitFor()
    await dashboard.lightning.text('0.00100000 BTC (100,000 sats)').waitFor()
  })

  it('fills the LND form from a pasted lndconnect URI and connects with it', async () => {
    const { page } = await app.signUpParent()
    const config = new LightningConfigPage(page)
    await config.goto()
    await config.connectWallet.click()
    // A URI missing its macaroon is refused at the field, before anything is sent.
    await config.url.fill('lndconnect://node.example:8080?cert=AgED')
    await page.getByText(LNDCONNECT_MESSAGES.noMacaroon).waitFor()
    expect(await config.url.getAttribute('aria-invalid')).toBe('true')

    // Pasted while the form still shows Nostr Wallet Connect: the URI says it is LND.
    const cert = new X509Certificate(lnd.tlsCertPem).raw.toString('base64url')
    const macaroon = Buffer.from(lnd.macaroonHex, 'hex').toString('base64url')
    await config.url.fill(`lndconnect://${new URL(lnd.url).host}?cert=${cert}&macaroon=${macaroon}`)
    await page
      .getByText(
        'Filled from the lndconnect URI: the REST URL, the macaroon and the TLS certificate.',
      )
      .waitFor()
    expect(await config.provider.inputValue()).toBe('lnd')
    expect(await config.url.inputValue()).toBe(lnd.url)
    expect(await config.credentials.inputValue()).toBe(lnd.macaroonHex)
    expect(await config.tlsCertificate.inputValue()).toMatch(/^-----BEGIN CERTIFICATE-----\n/)
    await config.save.click()
    await config.savedConnection.getByText('LND', { exact: true }).waitFor()
    await config.savedConnection.getByText(lnd.url, { exact: true }).waitFor()
  })

  it('saves Lightning addresses for two children and pays one out after confirming', async () => {
    const { page, api } = await app.signUpParent()
    const config = new LightningConfigPage(page)
    await config.goto()
    await config.connectWallet.click()
    await config.provider.selectOption('lnd')
    await config.url.fill(lnd.url)
    await config.credentials.fill(lnd.macaroonHex)
    await config.tlsCertificate.fill(lnd.tlsCertPem)
    await config.save.click()
    await config.savedConnection.waitFor()
    await api.addChild({ name: 'Sam', age: 9 })
    const adaId = await api.addChild({ name: 'Ada', age: 11 })
    await api.setSpending(adaId, '0.00005')

    const addresses = new LightningAddressTab(page)
    await addresses.goto()
    await addresses.childAddress('Sam').fill(` ${kidsWallets.addressOf('sam')} `)
    await addresses.childAddress('Ada').fill(kidsWallets.addressOf('ada'))
    await addresses.save.click()
    await page.getByText('Lightning addresses saved').waitFor()
    await page.reload()
    await addresses.tab.click()
    expect(await addresses.childAddress('Sam').inputValue()).toBe(kidsWallets.addressOf('sam'))

    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Children')
    const payout = await dashboard.childCard('Ada').openPayout()
    // The whole spending balance by default, less the routing fee's budget (1%), in BTC.
    expect(await payout.amount.inputValue()).toBe('0.00004950')
    await payout.amount.fill('0.00003')
    await payout.payOut.click()
    await payout.root
      .getByText(`Pay 0.00003000 BTC (3,000 sats) to ${kidsWallets.addressOf('ada')}?`)
      .waitFor()
    expect(kidsWallets.node.invoices.size).toBe(0)
    await payout.confirm.click()
    await payout
      .status(
        `Paid out 0.00003000 BTC (3,000 sats) to ${kidsWallets.addressOf('ada')}. Fee: 0.00000002 BTC (2 sats).`,
      )
      .waitFor()
    const received = [...kidsWallets.node.invoices.values()]
    expect(received.map((invoice) => [invoice.amountMsat, invoice.state])).toEqual([
      [3_000_000, 'settled'],
    ])
    await payout.root.getByRole('button', { name: 'Close' }).click()
    await dashboard.childCard('Ada').text('0.00001998 BTC').waitFor()
    await dashboard.showTab('Overview')
    await dashboard.recentActivity
      .getByText(`Lightning payment: Payout to ${kidsWallets.addressOf('ada')}`, { exact: true })
      .waitFor()
    await dashboard.recentActivity
      .getByText(`Routing fee of a Lightning payment: Payout to ${kidsWallets.addressOf('ada')}`)
      .waitFor()
  })
})

describe('automatic payouts after the allowance', () => {
  it('pays a child out after the allowance once the parent turned it on, and shows it', async () => {
    const { page, api } = await app.signUpParent()
    await api.connectLnd(lnd)
    // The allowance falls on today (the family's zone is UTC by default).
    await api.addChild({
      name: 'Ada',
      age: 11,
      weeklyAllowance: '0.0001',
      allowanceDay: new Date().getUTCDay(),
    })

    const addresses = new LightningAddressTab(page)
    await addresses.goto()
    const auto = new AutoPayoutForm(page, 'Ada')
    // No address saved yet: the switch waits for one.
    expect(await auto.toggle.isDisabled()).toBe(true)
    await addresses.childAddress('Ada').fill(kidsWallets.addressOf('ada'))
    await addresses.save.click()
    await page.getByText('Lightning addresses saved').waitFor()
    // One week's allowance is the first limit offered.
    expect(await auto.weeklyLimit.inputValue()).toBe('0.00010000')
    await auto.toggle.check()
    await auto.weeklyLimit.fill('0.00008')
    await auto.save.click()
    await page
      .getByText(
        'Ada is paid out automatically after each allowance, up to 0.00008000 BTC (8,000 sats) a week',
      )
      .waitFor()

    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    await dashboard.processAllowances.click()
    await page.getByText('Allowances Processed').waitFor()
    await dashboard.recentActivity
      .getByText(`Lightning payment: Automatic payout to ${kidsWallets.addressOf('ada')}`, {
        exact: true,
      })
      .waitFor()
    expect(
      [...kidsWallets.node.invoices.values()]
        .filter((invoice) => invoice.amountMsat === 8_000_000)
        .map((invoice) => invoice.state),
    ).toEqual(['settled'])
    // 10,000 sats credited, 8,000 plus the 2 sats fee paid out.
    await dashboard.showTab('Children')
    await dashboard.childCard('Ada').text('0.00001998 BTC').waitFor()

    await addresses.goto()
    await auto
      .status(
        /^Last automatic payout \(after the allowance of \d{4}-\d{2}-\d{2}\): 0\.00008000 BTC \(8,000 sats\) paid, fee 0\.00000002 BTC \(2 sats\)\.$/,
      )
      .waitFor()
    expect(await auto.toggle.isChecked()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
  })
})

describe("/lightning-connect's Advanced tab", () => {
  it('connects an Alby Hub by URL and token, then opens the dashboard', async () => {
    const { page } = await app.signUpParent()
    await page.goto('/lightning-connect?tab=advanced')
    const form = page.getByRole('form', { name: 'Connect Alby Hub' })
    await form.getByRole('button', { name: 'Connect Hub' }).click()
    await page.getByText('Please enter your Alby Hub URL and access token').waitFor()
    await form.getByLabel('Hub URL').fill(hub.url)
    await form.getByLabel('Access token').fill(hub.accessToken)
    await form.getByLabel('Name (optional)').fill('Home hub')
    await form.getByRole('button', { name: 'Connect Hub' }).click()
    await form.getByText('Alby Hub connected. Opening the dashboard...').waitFor()
    // Connected: the fields are disabled and the button gone, as in onboarding.
    for (const field of await form.locator('input').all()) {
      expect(await field.isDisabled()).toBe(true)
    }
    expect(await form.getByRole('button', { name: 'Connect Hub' }).count()).toBe(0)
    await page.waitForURL(/\/dashboard$/)
    const dashboard = new ParentDashboard(page)
    await dashboard.lightning.text('Connected').waitFor()
  })
})
