import { describe, expect, it } from 'vitest'
import { LIGHTNING_MESSAGES } from '../../api/contracts/lightning.js'
import { formatBtcWithSats, satsToBtc } from '../../api/lib/money.js'
import { DashboardHeader } from './pages/dashboard-header.js'
import { ConnectionTestPage } from './pages/lightning-pages.js'
import { OnboardingSetupPage } from './pages/onboarding-setup-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { setUpFamilyApp } from './support/family-app.js'
import { setUpTestWallet } from './support/test-wallet.js'

const app = setUpFamilyApp({ ALLOW_INSECURE_RELAYS: 'true' })
const nwc = setUpTestWallet()

/** The invoice the family wallet made last (what the QR code shows). */
function newestInvoice() {
  const invoice = [...nwc.wallet.node.invoices.values()].at(-1)
  if (!invoice) throw new Error('The wallet made no invoice')
  return invoice
}

describe('a parent with a Lightning wallet', () => {
  it('pastes a connection string in /onboarding-setup and sees the balance on the dashboard', async () => {
    const { page } = await app.signUpParent()
    await page.goto('/onboarding-setup')
    const setup = new OnboardingSetupPage(page)
    // The Bitcoin Wallet tab opens first (spec 2 names it first).
    await setup.lightningTab.click()
    expect(await setup.connectedCheck(setup.lightningTab).count()).toBe(0)
    // The tab has no provider to select: an empty string is asked for as what it is.
    await setup.connectLightning.click()
    await toast(page, 'Please paste your NWC connection string').waitFor()
    expect(await toast(page, 'Please select a provider and enter connection details').count()).toBe(
      0,
    )
    await setup.connectionString.fill(nwc.wallet.createConnection())
    await setup.connectLightning.click()
    await setup.connectedCheck(setup.lightningTab).waitFor()
    expect(await setup.connectionString.isDisabled()).toBe(true)
    expect(await setup.connectLightning.count()).toBe(0)

    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    await dashboard.lightning.text('Connected').waitFor()
    const balance = formatBtcWithSats(Math.floor(nwc.wallet.node.balanceMsat / 1000))
    await dashboard.lightning.text(balance).waitFor()
    // The Total Family Balance counts it too, beside the (empty) children's accounts, and
    // writes it the same way as the Lightning card (issue 26: sats there, BTC here).
    const lightningBtc = `${satsToBtc(Math.floor(nwc.wallet.node.balanceMsat / 1000))} BTC`
    await dashboard.familyBalanceFigure('Lightning').getByText(balance).waitFor()
    expect(await dashboard.familyBalanceFigure('Lightning').textContent()).toBe(balance)
    expect(await dashboard.familyBalanceFigure('On-chain').textContent()).toBe('Not set up')
    // The total is the Lightning balance alone: the family watches no on-chain wallet.
    expect(await dashboard.familyBalance.locator('.big-figure').textContent()).toBe(lightningBtc)
  })

  it('makes an invoice for a child, shown as a QR code; once the wallet is paid the child’s spending rises', async () => {
    const { page, api } = await app.signUpParent()
    await api.connectLightning(nwc.wallet.createConnection())
    await api.addChild({ name: 'Sam', age: 9 })
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Children')
    const dialog = await dashboard.childCard('Sam').openLightning()
    // Typed in BTC like every amount, its sats shown as it is typed.
    await dialog.amount.fill('0.000021')
    await dialog.root.getByText('2,100 sats', { exact: true }).waitFor()
    await dialog.createInvoice.click()
    await dialog.qrCode('0.00002100 BTC (2,100 sats)').waitFor()
    await dialog.status('Waiting for payment').waitFor()

    // Someone pays the invoice the family wallet made: the dialog sees it on its next poll.
    const invoice = newestInvoice()
    expect(invoice.amountMsat).toBe(2_100_000)
    nwc.wallet.receivePayment(invoice.bolt11)
    await dialog.status("Paid: 0.00002100 BTC (2,100 sats) added to Sam's spending.").waitFor()
    await dialog.root.getByRole('button', { name: 'Close' }).click()
    await dashboard.childCard('Sam').text('0.00002100 BTC').waitFor()
  })

  it('says how much of a payment the spending limit moved on to savings', async () => {
    const { page, api } = await app.signUpParent()
    await api.connectLightning(nwc.wallet.createConnection())
    const leoId = await api.addChild({ name: 'Leo', age: 10 })
    await api.setSpendingLimit(leoId, '0.00005')
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Children')
    const dialog = await dashboard.childCard('Leo').openLightning()
    await dialog.amount.fill('0.0001')
    await dialog.createInvoice.click()
    await dialog.qrCode('0.00010000 BTC (10,000 sats)').waitFor()
    nwc.wallet.receivePayment(newestInvoice().bolt11)
    const split =
      "0.00010000 BTC (10,000 sats) received: 0.00005000 BTC (5,000 sats) to Leo's spending and 0.00005000 BTC (5,000 sats) to savings, above the spending limit"
    await toast(page, split).waitFor()
    await dialog.status(`Paid: ${split}.`).waitFor()
  })

  it('pays an invoice from a child’s spending money and sees the fee', async () => {
    const { page, api } = await app.signUpParent()
    await api.connectLightning(nwc.wallet.createConnection())
    const childId = await api.addChild({ name: 'Ada', age: 11 })
    await api.setSpending(childId, '0.0001')
    // An invoice of another node of the wallet's network: a shop Ada buys from.
    const shop = nwc.wallet.node.lightningNetwork.createNode({ alias: 'Comic shop' })
    const bill = shop.createInvoice({ amountMsat: 1_000_000, description: 'Comic book' })

    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Children')
    const dialog = await dashboard.childCard('Ada').openLightning()
    await dialog.sendTab.click()
    await dialog.invoice.fill(bill.bolt11)
    await dialog.decode.click()
    await dialog.details.getByText('Comic book').waitFor()
    await dialog.details.getByText('0.00001000 BTC (1,000 sats)', { exact: true }).waitFor()
    await dialog.payButton('0.00001000 BTC (1,000 sats)').click()
    await dialog.status('Paid 0.00001000 BTC (1,000 sats). Fee: 0.00000002 BTC (2 sats).').waitFor()
    expect(shop.invoices.get(bill.paymentHash)?.state).toBe('settled')
    await dialog.root.getByRole('button', { name: 'Close' }).click()
    // 1,000 sats and the 2 sats fee the wallet reported.
    await dashboard.childCard('Ada').text('0.00008998 BTC').waitFor()
  })
})

describe('/lightning-config', () => {
  it('tests the saved connection and removes it after the spec’s confirmation', async () => {
    const { page, api } = await app.signUpParent()
    const connectionString = nwc.wallet.createConnection()
    await api.connectLightning(connectionString)
    await page.goto('/lightning-setup')
    await page.waitForURL(/\/lightning-connect$/)
    // Both pages sit under the app's header, Logout in reach.
    const header = new DashboardHeader(page)
    await header.logout.waitFor()

    await page.goto('/lightning-config')
    await page.getByText('Nostr Wallet Connect', { exact: true }).waitFor()
    await header.logout.waitFor()
    // Cut to 40 characters, and never the secret.
    await page.getByText(`${connectionString.slice(0, 40)}...`, { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Test Connection' }).click()
    const result = page.getByRole('article', { name: 'Test result' })
    await result.getByText('Connection works').waitFor()
    await result.getByText(/^Balance: \d+\.\d{8} BTC \([\d,]+ sats\)$/).waitFor()

    await page.getByRole('button', { name: 'Remove' }).click()
    await page.getByText(LIGHTNING_MESSAGES.removeConfirmation).waitFor()
    await page.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('heading', { name: 'No Lightning wallet connected' }).waitFor()
    await page.getByRole('button', { name: 'Connect Lightning Wallet' }).waitFor()
  })
})

describe('/coinos-test', () => {
  it('walks its three steps against the wallet it tests, signed out', async () => {
    const page = await app.open()
    const test = new ConnectionTestPage(page)
    await test.goto()
    const connectionString = nwc.wallet.createConnection()
    await test.connectionString.fill(connectionString)
    await test.testConnection.click()
    await test.status(/Connected to Test wallet\. Balance: [\d,]+ sats\./).waitFor()

    expect(await test.amount.inputValue()).toBe('21')
    await test.createInvoice.click()
    await test.qrCode('21 sats').waitFor()
    await page.getByText('made by your wallet').waitFor()

    await test.payInvoice.click()
    await test.status(/Paid 21 sats \(fee 0 sats\)\. Balance now: [\d,]+ sats\./).waitFor()
    // The test never saved or printed the string.
    const secret = new URL(connectionString).searchParams.get('secret') ?? ''
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(app.server.logs()).not.toContain(secret)
  })
})
