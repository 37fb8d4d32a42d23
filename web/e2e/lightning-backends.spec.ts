import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type LndRestTestServer,
  startLndRestTestServer,
} from '../../api/testing/lnd-rest-test-server.js'
import { TestLightningNetwork } from '../../api/testing/test-lightning-node.js'
import { LightningConfigPage } from './pages/lightning-config-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { setUpFamilyApp } from './support/family-app.js'

// The LND test node listens on loopback, which the server reaches only when allowed.
const app = setUpFamilyApp({ ALLOW_INSECURE_RELAYS: 'true' })
const network = new TestLightningNetwork()
let lnd: LndRestTestServer

beforeAll(async () => {
  lnd = await startLndRestTestServer({ node: network.createNode({ alias: 'family-lnd' }) })
})
afterAll(async () => {
  await lnd?.close()
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
    await dashboard.lightning.text('100,000 sats').waitFor()
  })
})
