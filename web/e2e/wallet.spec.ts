import { beforeAll, describe, expect, it } from 'vitest'
import {
  MASTER_FINGERPRINT,
  TESTNET_BIP84_VPUB,
  VECTORS,
} from '../../api/testing/bitcoin-vectors.js'
import {
  type EsploraTestServer,
  startEsploraTestServer,
} from '../../api/testing/esplora-test-server.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { toast } from './pages/toasts.js'
import { ChildWalletDialog, WalletCard, WalletForm, WalletSetupTab } from './pages/wallet-pages.js'
import type { Person } from './support/family-app.js'
import { setUpFamilyApp } from './support/family-app.js'

// A testnet server reading a local Esplora test server that answers like a node's own
// mempool (Umbrel's, on an Electrum backend). Its URL is known only once it listens, so
// it is put into the app's environment before the app starts.
let chain: EsploraTestServer
const env: Record<string, string> = { BITCOIN_NETWORK: 'testnet', ESPLORA_STYLE: 'mempool' }
beforeAll(async () => {
  chain = await startEsploraTestServer({ style: 'electrum', network: 'testnet' })
  env.ESPLORA_URL = chain.url
  return () => chain.close()
})
const app = setUpFamilyApp(env)

/** Someone else's testnet address, to send to. */
const OUTSIDE = VECTORS.testnetBip49.receive0

/**
 * Syncs until `done` shows: the server caches an address's history for a few seconds (it
 * is what keeps 30 s polling cheap), so a payment made right after the address was read
 * can take that long to be seen.
 */
async function syncUntil(dialog: ChildWalletDialog, done: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 15; attempt++) {
    await dialog.sync.click()
    await toast(dialog.page, 'Wallet Synced').waitFor()
    if (await done()) return
    await dialog.page.waitForTimeout(1_000)
  }
  throw new Error('the deposit was never credited')
}

async function familyWithWallet(): Promise<{ parent: Person; childId: number; address: string }> {
  const parent = await app.signUpParent()
  const childId = await parent.api.addChild({ name: 'Kim', age: 9 })
  const configured = await parent.page.request.post('/api/wallet/configure', {
    data: { walletXpub: TESTNET_BIP84_VPUB },
  })
  expect(configured.status()).toBe(200)
  const created = await parent.page.request.post(`/api/wallet/create/${childId}`)
  expect(created.status()).toBe(200)
  return { parent, childId, address: (await created.json()).bitcoinAddress }
}

describe('the view-only Bitcoin wallet', () => {
  it('is connected in onboarding, gives a child an address with a QR code, and a deposit becomes savings', async () => {
    const { page, api } = await app.signUpParent()
    await api.addChild({ name: 'Kim', age: 9 })
    const setup = new WalletSetupTab(page)
    await setup.goto()
    await setup.form.check.waitFor()
    // Spec 2: the key is required here.
    await setup.form.check.click()
    await toast(page, 'Please enter your Bitcoin wallet extended public key (xpub)').waitFor()

    await setup.form.key.fill(TESTNET_BIP84_VPUB)
    await setup.form.check.click()
    // The first receive address shows before anything is saved.
    await setup.firstAddress(VECTORS.testnetBip84.receive0).waitFor()
    expect(await setup.connectedTab.count()).toBe(0)
    await setup.form.save.click()
    await toast(page, 'Bitcoin wallet configured').waitFor()
    await setup.connectedTab.waitFor()
    expect(await setup.form.key.isDisabled()).toBe(true)

    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    await new WalletCard(page).status('Connected').waitFor()
    await dashboard.showTab('Children')
    const dialog = await ChildWalletDialog.open(dashboard.childCard('Kim'))
    // The family's first child gets the wallet's first unused receive address.
    const address = VECTORS.testnetBip84.receive0
    await dialog.addressQr(address).waitFor()
    await dialog.root.getByText(address, { exact: true }).waitFor()
    await dialog.root.getByRole('button', { name: 'Copy address' }).waitFor()

    chain.addDeposit(address, 150_000, { confirmed: true })
    await syncUntil(dialog, () => dialog.balance('Savings', '0.00150000 BTC').isVisible())
    await page.keyboard.press('Escape')
    await dialog.root.waitFor({ state: 'hidden' })
    // Savings and the card's total both read 0.00150000 BTC (no spending money yet).
    await dashboard.childCard('Kim').text('0.00150000 BTC').first().waitFor()
  })

  it("sends from a child's savings as an unsigned PSBT with its fee and the testnet note, and cancels it", async () => {
    const { parent, address } = await familyWithWallet()
    chain.addDeposit(address, 90_000, { confirmed: true })
    const { page } = parent
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Children')
    const dialog = await ChildWalletDialog.open(dashboard.childCard('Kim'))
    await syncUntil(dialog, () => dialog.balance('Savings', '0.00090000 BTC').isVisible())

    // The spec's check before anything is sent.
    await dialog.sendTo.fill(OUTSIDE)
    await dialog.sendAmount.fill('0.001')
    await dialog.send.click()
    await toast(page, 'Not enough Bitcoin in savings account').waitFor()

    await dialog.sendAmount.fill('0.0005')
    await dialog.send.click()
    await dialog.psbtQr.waitFor()
    await dialog.root.getByText(/^Network fee:/).waitFor()
    await dialog.root
      .getByText('Testnet transaction: confirmations may take 10-60 minutes and fees apply.')
      .first()
      .waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.downloadPsbt.click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^send-\d+\.psbt$/)
    await dialog.balance('Savings', '0.00040000 BTC').waitFor()

    await dialog.root.getByRole('button', { name: 'New Send' }).click()
    await dialog.root.getByRole('button', { name: 'Cancel Send' }).click()
    await dialog.root.getByRole('button', { name: 'Cancel Send' }).click()
    await toast(page, '0.00050000 BTC is back in savings.').waitFor()
    await dialog.balance('Savings', '0.00090000 BTC').waitFor()
  })

  it('explains on the card that hardware wallets need the key origin, and takes the descriptor without moving the children', async () => {
    const { parent, childId, address } = await familyWithWallet()
    const { page } = parent
    await new ParentDashboard(page).goto()
    const card = new WalletCard(page)
    // The family saved a bare vpub: its PSBTs can only name the account key.
    await card.keyOriginNotice
      .getByText(/A hardware wallet finds its key in a PSBT by the master key's fingerprint/)
      .waitFor()
    await card.keyOriginNotice.getByRole('button', { name: 'Paste descriptor' }).click()
    const form = new WalletForm(card.dialog)
    await form.key.fill(`wpkh([${MASTER_FINGERPRINT}/84h/1h/0h]${TESTNET_BIP84_VPUB}/0/*)`)
    await form.check.click()
    await card.dialog.getByRole('definition').filter({ hasText: MASTER_FINGERPRINT }).waitFor()
    await form.save.click()
    await toast(page, 'Wallet Configured').waitFor()
    await card.keyOriginNotice.waitFor({ state: 'detached' })
    // The same key: Kim keeps the address she was given.
    const again = await page.request.post(`/api/wallet/create/${childId}`)
    expect((await again.json()).bitcoinAddress).toBe(address)
  })

  it('keeps the saved key when Edit is saved with its fields empty, as its hint says', async () => {
    const { parent } = await familyWithWallet()
    const { page } = parent
    await new ParentDashboard(page).goto()
    const card = new WalletCard(page)
    await card.root.getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Configure Bitcoin Wallet' })
    const form = new WalletForm(dialog)
    await dialog
      .getByText(
        `Leave empty to keep the saved key (first address ${VECTORS.testnetBip84.receive0}).`,
      )
      .waitFor()
    await form.save.click()
    await toast(page, 'The saved key and address stay.').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    expect(await toast(page, 'Please enter either a Bitcoin address or XPUB').count()).toBe(0)
    await card.status('Connected').waitFor()
  })

  it('takes a plain address in onboarding too, as the dashboard does', async () => {
    const { page } = await app.signUpParent()
    const setup = new WalletSetupTab(page)
    await setup.goto()
    await setup.form.address.fill(OUTSIDE)
    await setup.form.save.click()
    await toast(page, 'Bitcoin wallet configured').waitFor()
    await setup.connectedTab.waitFor()
    expect(await setup.form.address.isDisabled()).toBe(true)
    expect(await setup.form.key.isDisabled()).toBe(true)
  })
})
