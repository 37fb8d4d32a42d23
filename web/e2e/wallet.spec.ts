import type { Locator } from 'playwright-core'
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
const env: Record<string, string> = {
  BITCOIN_NETWORK: 'testnet',
  ESPLORA_STYLE: 'mempool',
  ESPLORA_CACHE_SECONDS: '0',
}
beforeAll(async () => {
  chain = await startEsploraTestServer({ style: 'electrum', network: 'testnet' })
  env.ESPLORA_URL = chain.url
  return () => chain.close()
})
const app = setUpFamilyApp(env)

/** Someone else's testnet address, to send to. */
const OUTSIDE = VECTORS.testnetBip49.receive0

/**
 * Syncs and waits for what the chain now says to show. The server reads the chain on every
 * sync (ESPLORA_CACHE_SECONDS=0 above); with its default cache a payment made right after
 * an address was read is seen seconds later, which is the chain source's own test's concern
 * (api/lib/bitcoin/esplora-source.test.ts), not this one's.
 */
async function syncAndSee(dialog: ChildWalletDialog, shown: Locator) {
  await dialog.sync.click()
  await toast(dialog.page, 'Wallet Synced').waitFor()
  await shown.waitFor()
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
    // The family's first child gets the wallet's first change address, never the receive
    // address the family's wallet app shows (the one onboarding showed for comparison),
    // and the dialog says where the money shows in that app.
    const address = VECTORS.testnetBip84.change0
    await dialog.addressQr(address).waitFor()
    await dialog.root.getByText(address, { exact: true }).waitFor()
    await dialog.root.getByRole('button', { name: 'Copy address' }).waitFor()
    await dialog.root.getByText(/this is a change address/).waitFor()
    expect(await dialog.root.getByText(VECTORS.testnetBip84.receive0).count()).toBe(0)

    chain.addDeposit(address, 150_000, { confirmed: true })
    // Above 100,000 sats a deposit needs 3 confirmations by default.
    chain.mineBlock()
    chain.mineBlock()
    await syncAndSee(dialog, dialog.balance('Savings', '0.00150000 BTC'))
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
    await syncAndSee(dialog, dialog.balance('Savings', '0.00090000 BTC'))

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

    // Closed before signing, the send keeps its PSBT: reopened, the dialog offers it again.
    await page.keyboard.press('Escape')
    await dialog.root.waitFor({ state: 'hidden' })
    const reopened = await ChildWalletDialog.open(dashboard.childCard('Kim'))
    const waiting = reopened.waitingSends
    await waiting.getByRole('img', { name: 'Unsigned transaction (PSBT)' }).waitFor()
    await waiting.getByRole('button', { name: 'Copy PSBT' }).waitFor()
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      waiting.getByRole('button', { name: 'Download .psbt' }).click(),
    ])
    expect(again.suggestedFilename()).toBe(download.suggestedFilename())
    await reopened.balance('Savings', '0.00040000 BTC').waitFor()

    // The cancel prompt says what each button does: Keep leaves the send as it is.
    await waiting.getByRole('button', { name: 'Cancel Send' }).click()
    await waiting.getByRole('button', { name: 'Keep' }).click()
    await waiting.getByRole('button', { name: 'Keep' }).waitFor({ state: 'hidden' })
    await waiting.getByRole('img', { name: 'Unsigned transaction (PSBT)' }).waitFor()
    await waiting.getByRole('button', { name: 'Cancel Send' }).click()
    await waiting.getByRole('button', { name: 'Cancel Send' }).click()
    await toast(page, '0.00050000 BTC is back in savings.').waitFor()
    await reopened.balance('Savings', '0.00090000 BTC').waitFor()
    await waiting.waitFor({ state: 'hidden' })
  })

  it('takes back a deposit that left the chain, shown on the wallet card and in the activity', async () => {
    const { parent, address } = await familyWithWallet()
    const txid = chain.addDeposit(address, 20_000, { confirmed: true })
    const { page } = parent
    const dashboard = new ParentDashboard(page)
    await dashboard.goto('Children')
    const dialog = await ChildWalletDialog.open(dashboard.childCard('Kim'))
    await syncAndSee(dialog, dialog.balance('Savings', '0.00020000 BTC'))
    chain.reorg(1, { evicted: [txid] })
    await syncAndSee(dialog, dialog.balance('Savings', '0.00000000 BTC'))
    await page.keyboard.press('Escape')

    await dashboard.goto()
    const card = new WalletCard(page)
    const reversed = card.root.getByRole('region', { name: 'Reversed deposits' })
    await reversed.getByText(/^A deposit left the blockchain after it was credited/).waitFor()
    await reversed.getByText(/^Kim: 0\.00020000 BTC on .*, taken back\.$/).waitFor()
    await dashboard.recentActivity.getByText(/On-chain deposit left the blockchain/).waitFor()
  })

  it('lets a parent choose the confirmations a deposit needs, refusing fewer for large ones', async () => {
    const { parent } = await familyWithWallet()
    const { page } = parent
    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    const card = new WalletCard(page)
    await card.root.getByRole('button', { name: 'Edit' }).click()
    const form = page.getByRole('form', { name: 'Deposit confirmations' })
    const small = form.getByLabel('Confirmations for smaller deposits')
    const large = form.getByLabel('Confirmations for larger deposits')
    await small.waitFor()
    expect(await small.inputValue()).toBe('1')
    expect(await large.inputValue()).toBe('3')
    expect(await form.getByLabel('Larger deposits are above (BTC)').inputValue()).toBe('0.00100000')

    await small.selectOption('4')
    await form.getByRole('button', { name: 'Save confirmations' }).click()
    await form
      .getByText(
        'Deposits above 0.00100000 BTC need at least as many confirmations as smaller ones (4)',
      )
      .waitFor()
    expect(await large.getAttribute('aria-invalid')).toBe('true')
    await large.selectOption('6')
    await form.getByRole('button', { name: 'Save confirmations' }).click()
    await toast(page, 'Confirmations Saved').waitFor()
    const saved = await page.request.get('/api/wallet/deposit-settings')
    expect(await saved.json()).toEqual({
      confirmations: 4,
      largeConfirmations: 6,
      largeAmount: '0.00100000',
    })
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
