import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatBtcWithSats } from '../../api/lib/money.js'
import { TESTNET_BIP84_VPUB } from '../../api/testing/bitcoin-vectors.js'
import {
  type EsploraTestServer,
  startEsploraTestServer,
} from '../../api/testing/esplora-test-server.js'
import { TestNostrRelay } from '../../api/testing/nostr-relay.js'
import { TestWalletService } from '../../api/testing/nwc-wallet-service.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { ChildWalletDialog, WalletCard } from './pages/wallet-pages.js'
import { setUpFamilyApp } from './support/family-app.js'

// Issue 26, item 1: after a money action some cards kept their old figures until a
// reload. Here every action of a parent is made on the dashboard, and every card that
// shows a figure it moved must show the new one, with no reload in between. The
// family has a view-only wallet on a local Esplora test server (testnet) and a
// Lightning wallet behind Nostr Wallet Connect, both over real sockets.
let chain: EsploraTestServer
let relay: TestNostrRelay
let lightning: TestWalletService
// TZ fixes the family's "today" to the UTC weekday the test computes.
const env: Record<string, string> = {
  TZ: 'UTC',
  BITCOIN_NETWORK: 'testnet',
  ESPLORA_STYLE: 'mempool',
  // The chain is read at each sync: a deposit shows at the first one.
  ESPLORA_CACHE_SECONDS: '0',
  ALLOW_INSECURE_RELAYS: 'true',
}
beforeAll(async () => {
  chain = await startEsploraTestServer({ style: 'electrum', network: 'testnet' })
  env.ESPLORA_URL = chain.url
  relay = await TestNostrRelay.start()
  lightning = await TestWalletService.start({ relayUrls: [relay.url] })
})
afterAll(async () => {
  await lightning?.stop()
  await relay?.stop()
  await chain?.close()
})
const app = setUpFamilyApp(env, { timezoneId: 'UTC' })

const lightningSats = () => Math.floor(lightning.node.balanceMsat / 1000)

describe('the parent dashboard after a money action', () => {
  it('shows the new figures on every card that shows them, without a reload', async () => {
    const { page, api } = await app.signUpParent()
    const kimId = await api.addChild({
      name: 'Kim',
      age: 9,
      weeklyAllowance: '0.0005',
      allowanceDay: new Date().getUTCDay(),
    })
    await api.setSavings(kimId, '0.002')
    await api.connectLightning(lightning.createConnection())
    const configured = await page.request.post('/api/wallet/configure', {
      data: { walletXpub: TESTNET_BIP84_VPUB },
    })
    expect(configured.status()).toBe(200)
    const created = await page.request.post(`/api/wallet/create/${kimId}`)
    expect(created.status()).toBe(200)
    const kimAddress: string = (await created.json()).bitcoinAddress
    // A request waiting for approval (a parent may ask on a child's behalf).
    const asked = await page.request.post('/api/withdrawal-requests', {
      data: { childId: kimId, amount: '0.0002', reason: 'A new book' },
    })
    expect(asked.status()).toBe(201)

    const dashboard = new ParentDashboard(page)
    const kim = dashboard.childCard('Kim')
    const walletCard = new WalletCard(page)
    await dashboard.goto()

    /** The Overview's figures of the family's books: the total and Kim's share of the pie. */
    async function booksShow(btc: string) {
      await dashboard.showTab('Overview')
      await dashboard.familyBalanceFigure("Children's accounts").getByText(btc).waitFor()
      await dashboard.familyShare.getByText(`Kim: ${btc}`).waitFor()
    }
    await booksShow('0.00200000 BTC')
    await walletCard.figure('Balance').getByText('0.00000000 BTC').waitFor()
    await walletCard.figure('Addresses used').getByText('0', { exact: true }).waitFor()

    // An approval, on the Overview itself.
    await dashboard.pendingApprovals.getByRole('button', { name: /^Approve Kim's request/ }).click()
    await toast(page, 'Request Approved').waitFor()
    await booksShow('0.00180000 BTC')
    await dashboard.recentActivity.getByText('Savings withdrawal: A new book').waitFor()

    // Process Allowances, from the header.
    await dashboard.processAllowances.click()
    await toast(page, 'Allowances Processed').waitFor()
    await booksShow('0.00230000 BTC')

    // A bonus, from Kim's card on the Children tab.
    await dashboard.showTab('Children')
    const bonus = await kim.openAddTransaction()
    await bonus.type.selectOption({ label: 'Bonus' })
    await bonus.amount.fill('0.0001')
    await bonus.description.fill('Helped in the garden')
    await bonus.submit.click()
    await bonus.root.waitFor({ state: 'hidden' })
    await kim.text('0.00060000 BTC').first().waitFor()
    await booksShow('0.00240000 BTC')
    await dashboard.recentActivity.getByText('Helped in the garden').waitFor()

    // A manual balance: what Kim's savings really hold.
    await dashboard.showTab('Children')
    const savings = await kim.openUpdateSavings()
    await savings.balance.fill('0.003')
    await savings.save.click()
    await savings.root.waitFor({ state: 'hidden' })
    await booksShow('0.00360000 BTC')

    // A transfer from savings to spending: the books' total stays, the two balances move.
    await dashboard.showTab('Children')
    const transfer = await kim.openTransferToSpending()
    await transfer.amount.fill('0.0003')
    await transfer.submit.click()
    await transfer.root.waitFor({ state: 'hidden' })
    await kim.text('0.00270000 BTC').first().waitFor()
    await kim.text('0.00090000 BTC').first().waitFor()
    await booksShow('0.00360000 BTC')

    // A Lightning receipt: the family's Lightning wallet and Kim's spending both grow.
    await dashboard.showTab('Children')
    const receive = await kim.openLightning()
    await receive.amount.fill('0.000021')
    await receive.createInvoice.click()
    await receive.status('Waiting for payment').waitFor()
    const invoice = [...lightning.node.invoices.values()].at(-1)
    if (!invoice) throw new Error('The wallet made no invoice')
    lightning.receivePayment(invoice.bolt11)
    await receive.status(/^Paid: 0\.00002100 BTC \(2,100 sats\)/).waitFor()
    await page.keyboard.press('Escape')
    await receive.root.waitFor({ state: 'hidden' })
    await booksShow('0.00362100 BTC')
    await dashboard.lightning.root.getByText(formatBtcWithSats(lightningSats())).waitFor()
    await dashboard
      .familyBalanceFigure('Lightning')
      .getByText(formatBtcWithSats(lightningSats()))
      .waitFor()

    // A deposit to Kim's address, credited by Sync: the Bitcoin Wallet card's balance and
    // address count move with the books.
    chain.addDeposit(kimAddress, 150_000, { confirmed: true })
    // Above 100,000 sats a deposit needs 3 confirmations by default.
    chain.mineBlock()
    chain.mineBlock()
    await dashboard.showTab('Children')
    const wallet = await ChildWalletDialog.open(kim)
    const [synced] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/wallet/sync/')),
      wallet.sync.click(),
    ])
    expect(((await synced.json()) as { credited: number }).credited).toBe(1)
    await page.keyboard.press('Escape')
    await wallet.root.waitFor({ state: 'hidden' })
    await booksShow('0.00512100 BTC')
    await walletCard.figure('Balance').getByText('0.00150000 BTC').waitFor()
    await walletCard.figure('Addresses used').getByText('1', { exact: true }).waitFor()
    await dashboard.familyBalanceFigure('On-chain').getByText('0.00150000 BTC').waitFor()
  })
})
