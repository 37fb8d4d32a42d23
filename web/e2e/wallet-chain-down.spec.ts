import { beforeAll, describe, expect, it } from 'vitest'
import { TESTNET_BIP84_VPUB, VECTORS } from '../../api/testing/bitcoin-vectors.js'
import {
  type EsploraTestServer,
  startEsploraTestServer,
} from '../../api/testing/esplora-test-server.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { ChildWalletDialog } from './pages/wallet-pages.js'
import { setUpFamilyApp } from './support/family-app.js'

// A file of its own: once the chain source fails, the app's client backs off for up to a
// minute, which would hold up any test after this one.
let chain: EsploraTestServer
// The server reads the chain at each request (no cache): what it shows changes as soon as
// the chain source does.
const env: Record<string, string> = {
  BITCOIN_NETWORK: 'testnet',
  ESPLORA_STYLE: 'esplora',
  ESPLORA_CACHE_SECONDS: '0',
}
beforeAll(async () => {
  chain = await startEsploraTestServer({ style: 'esplora', network: 'testnet' })
  env.ESPLORA_URL = chain.url
  return () => chain.close()
})
const app = setUpFamilyApp(env)

describe('the child wallet dialog while the chain source answers 503', () => {
  it('keeps the balances with the time of the last reading, sends past the savings check, and reopens without old errors', async () => {
    const { page, api } = await app.signUpParent()
    const childId = await api.addChild({ name: 'Kim', age: 9 })
    const configured = await page.request.post('/api/wallet/configure', {
      data: { walletXpub: TESTNET_BIP84_VPUB },
    })
    expect(configured.status()).toBe(200)
    const address = (await (await page.request.post(`/api/wallet/create/${childId}`)).json())
      .bitcoinAddress
    chain.addDeposit(address, 90_000, { confirmed: true })
    // Something on its way too, read while the chain source still answers.
    chain.addDeposit(address, 7_000)
    const synced = await (await page.request.post(`/api/wallet/sync/${childId}`)).json()
    expect([synced.savingsBalance, synced.pendingBalance]).toEqual(['0.00090000', '0.00007000'])

    chain.failNext({ status: 503, count: Infinity })
    const balances = await (await page.request.get(`/api/wallet/balances/${childId}`)).json()
    expect(balances.chainUnreachable).toBe(true)
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Children')
    const dialog = await ChildWalletDialog.open(dashboard.childCard('Kim'))
    await dialog.balances.getByText(/^The blockchain source cannot be reached\./).waitFor()
    await dialog.balance('Savings', '0.00090000 BTC').waitFor()
    await dialog.balance('Pending', '0.00007000 BTC').waitFor()
    await dialog.balances.getByText(/^as of /).waitFor()

    // The savings are known, so the send is not refused for them: the server says why it fails.
    await dialog.sendTo.fill(VECTORS.testnetBip49.receive0)
    await dialog.sendAmount.fill('0.0005')
    await dialog.send.click()
    await toast(page, 'Transaction Failed').waitFor()
    const sendForm = dialog.root.getByRole('form', { name: "Send from Kim's savings" })
    await sendForm
      .getByRole('alert')
      .getByText(/The blockchain source cannot be reached/)
      .waitFor()
    expect(await dialog.root.getByText('Not enough Bitcoin in savings account').count()).toBe(0)
    await dialog.balance('Savings', '0.00090000 BTC').waitFor()

    // Reopened, the dialog shows what is true now, not the last opening's error.
    await page.keyboard.press('Escape')
    await dialog.root.waitFor({ state: 'hidden' })
    const reopened = await ChildWalletDialog.open(dashboard.childCard('Kim'))
    await reopened.balance('Savings', '0.00090000 BTC').waitFor()
    await reopened.balances.getByText(/^The blockchain source cannot be reached\./).waitFor()
    expect(await sendForm.getByRole('alert').count()).toBe(0)
    chain.clearFailures()
  })
})
