import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { buildTestApp, createFamily, signInChild } from '../../test-helpers.js'
import { startAlbyHubTestServer } from '../../testing/alby-hub-test-server.js'
import {
  createTestCertificate,
  startLndRestTestServer,
} from '../../testing/lnd-rest-test-server.js'
import { startPhoenixdTestServer } from '../../testing/phoenixd-test-server.js'
import type { TestNodeServer } from '../../testing/test-http-server.js'
import { TestLightningNetwork } from '../../testing/test-lightning-node.js'

// Each test starts a node server and the app and talks over real sockets.
vi.setConfig({ testTimeout: 30_000 })

interface Backend {
  server: TestNodeServer
  /** The setup form's fields for this server. */
  setup: { provider: string; url: string; credentials: string; tlsCertificate?: string }
  /** The same form with a credential the server refuses. */
  badSetup: { provider: string; url: string; credentials: string; tlsCertificate?: string }
  secret: string
}

const BACKENDS: Record<string, (network: TestLightningNetwork) => Promise<Backend>> = {
  lnd: async (network) => {
    const server = await startLndRestTestServer({ node: network.createNode({ alias: 'lnd' }) })
    const setup = {
      provider: 'lnd',
      url: server.url,
      credentials: server.macaroonHex,
      tlsCertificate: server.tlsCertPem,
    }
    return {
      server,
      setup,
      badSetup: { ...setup, credentials: 'ab'.repeat(96) },
      secret: server.macaroonHex,
    }
  },
  phoenix: async (network) => {
    const server = await startPhoenixdTestServer({ node: network.createNode({ alias: 'phoenix' }) })
    const setup = { provider: 'phoenix', url: server.url, credentials: server.password }
    return { server, setup, badSetup: { ...setup, credentials: 'wrong' }, secret: server.password }
  },
  alby_hub: async (network) => {
    const server = await startAlbyHubTestServer({ node: network.createNode({ alias: 'hub' }) })
    const setup = { provider: 'alby_hub', url: server.url, credentials: server.accessToken }
    return {
      server,
      setup,
      badSetup: { ...setup, credentials: `${server.accessToken}x` },
      secret: server.accessToken,
    }
  },
}

async function backendFamily(kind: string) {
  const network = new TestLightningNetwork()
  const backend = await BACKENDS[kind]?.(network)
  if (!backend) throw new Error(`no backend ${kind}`)
  onTestFinished(() => backend.server.close())
  const app = await buildTestApp({
    env: { ALLOW_INSECURE_RELAYS: 'true' },
    lightningTimeouts: { readMs: 1_000, payMs: 2_000 },
  })
  const parent = await createFamily(app, 'pat@example.org')
  const child = await parent.addChild({ name: 'Kim' })
  return { network, app, parent, childId: child.id, ...backend }
}

describe.each(Object.keys(BACKENDS))('the %s backend, end to end', (kind) => {
  it('connects, reads the balance, makes an invoice a payer settles, pays and looks up', async () => {
    const f = await backendFamily(kind)
    const setup = await f.parent.request('POST', '/api/lightning-config/setup', f.setup)
    expect(setup.statusCode).toBe(200)
    expect(setup.json()).toMatchObject({
      success: true,
      config: { configured: true, provider: kind, url: f.server.url },
      balance: { confirmedBalance: 100_000 },
    })
    expect(setup.body).not.toContain(f.secret)
    const config = await f.parent.request('GET', '/api/lightning/config')
    expect(config.json()).toMatchObject({ configured: true, provider: kind })
    expect(config.body).not.toContain(f.secret)

    const balance = await f.parent.request('GET', '/api/lightning/balance')
    expect(balance.json()).toMatchObject({ connected: true, provider: kind, balance: 100_000 })
    const tested = await f.parent.request('POST', '/api/lightning/test-user-connection')
    expect(tested.json()).toMatchObject({ success: true, provider: kind })

    const invoice = (
      await f.parent.request('POST', '/api/lightning/invoice', {
        childId: f.childId,
        amount: '2100',
      })
    ).json()
    expect(invoice).toMatchObject({ amountSats: 2100, state: 'pending' })
    const payer = f.network.createNode({ alias: 'grandma' })
    await payer.pay(invoice.bolt11)
    const looked = await f.parent.request('GET', `/api/lightning/invoices/${invoice.paymentHash}`)
    expect(looked.json()).toMatchObject({ state: 'paid' })
    const child = (await f.parent.request('GET', `/api/children/${f.childId}`)).json()
    expect(child.spendingBalance).toBe('0.00002100')

    const shop = f.network.createNode({ alias: 'shop' })
    const bill = shop.createInvoice({ amountMsat: 1_000_000, description: 'Comic book' })
    const paid = await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: bill.bolt11,
    })
    expect(paid.json()).toMatchObject({
      success: true,
      status: 'succeeded',
      paymentHash: bill.paymentHash,
      amount: 1000,
      fee: 2,
      debited: '0.00001002',
    })
    expect(shop.invoices.get(bill.paymentHash)?.state).toBe('settled')
    const after = (await f.parent.request('GET', `/api/children/${f.childId}`)).json()
    expect(after.spendingBalance).toBe('0.00001098')
  })

  it('refuses credentials the wallet refuses, saving nothing and echoing no secret', async () => {
    const f = await backendFamily(kind)
    const res = await f.parent.request('POST', '/api/lightning-config/setup', f.badSetup)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('lightning-connection-failed')
    expect(res.json().message).toMatch(/^The wallet did not accept the connection: /)
    expect(res.body).not.toContain(f.badSetup.credentials)
    const config = await f.parent.request('GET', '/api/lightning/config')
    expect(config.json().configured).toBe(false)
  })

  it('shows Offline with the reason on a 5xx and on a wallet that does not answer in time', async () => {
    const f = await backendFamily(kind)
    expect(
      (await f.parent.request('POST', '/api/lightning-config/setup', f.setup)).statusCode,
    ).toBe(200)
    f.server.http.override = { status: 503, body: '<html>Bad gateway</html>' }
    const down = (await f.parent.request('GET', '/api/lightning/balance')).json()
    expect(down).toMatchObject({ connected: false, configured: true, provider: kind })
    expect(down.error).toEqual(expect.any(String))
    const failedTest = (
      await f.parent.request('POST', '/api/lightning/test-user-connection')
    ).json()
    expect(failedTest).toMatchObject({ success: false, provider: kind })

    f.server.http.override = null
    f.server.http.delayMs = 3_000
    const slow = (await f.parent.request('GET', '/api/lightning/balance')).json()
    expect(slow).toMatchObject({ connected: false, provider: kind })
    expect(slow.error).toEqual(expect.any(String))
  })
})

describe('LND certificates', () => {
  it('refuses a node whose certificate is not the one the parent supplied', async () => {
    const f = await backendFamily('lnd')
    const other = await createTestCertificate()
    const res = await f.parent.request('POST', '/api/lightning-config/setup', {
      ...f.setup,
      tlsCertificate: other.cert,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('lightning-connection-failed')
    const without = await f.parent.request('POST', '/api/lightning-config/setup', {
      ...f.setup,
      tlsCertificate: '',
    })
    expect(without.statusCode).toBe(400)
  })
})

describe('wallets connected through Wallet Connect', () => {
  it.each(['breez', 'zeus'])(
    'takes a %s connection string and saves it as nwc',
    async (provider) => {
      const app = await buildTestApp()
      const parent = await createFamily(app, 'pat@example.org')
      const withSecret = await parent.request('POST', '/api/lightning-config/setup', {
        provider,
        url: 'nostr+walletconnect://abc',
        credentials: 'x',
      })
      expect(withSecret.statusCode).toBe(400)
      expect(withSecret.json().field).toBe('credentials')
      // Read as a Wallet Connect string: its own message, not "choose a provider".
      const res = await parent.request('POST', '/api/lightning-config/setup', {
        provider,
        url: 'https://not-a-connection-string.example',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().field).toBe('url')
      const unknown = await parent.request('POST', '/api/lightning-config/setup', {
        provider: 'cln',
        url: 'https://node.example',
      })
      expect(unknown.json()).toMatchObject({
        code: 'unsupported-provider',
        message: 'Choose a provider: nwc, alby_hub, lnd, phoenix, breez or zeus',
      })
    },
  )
})

describe('POST /api/lightning/connect (the hub form)', () => {
  it('connects an Alby Hub by URL and token, keeping its name and region', async () => {
    const f = await backendFamily('alby_hub')
    const res = await f.parent.request('POST', '/api/lightning/connect', {
      type: 'alby_hub',
      url: ` ${f.server.url} `,
      token: f.secret,
      name: ' Home hub ',
      region: 'eu',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      provider: 'alby_hub',
      config: { provider: 'alby_hub', hubName: 'Home hub', hubRegion: 'eu' },
    })
    expect(res.body).not.toContain(f.secret)
    const balance = await f.parent.request('GET', '/api/lightning/balance')
    expect(balance.json()).toMatchObject({ connected: true, provider: 'alby_hub' })
  })

  it.each([
    [{ type: 'alby_hub', url: '', token: 'abc' }, 'url'],
    [{ type: 'alby_hub', url: 'https://hub.example', token: '  ' }, 'token'],
    [{ type: 'alby_hub' }, 'url'],
  ])('asks for the URL and the token (%j)', async (body, field) => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const res = await parent.request('POST', '/api/lightning/connect', body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: LIGHTNING_MESSAGES.hubDetailsRequired, field })
  })

  it('lets only the account holder connect', async () => {
    const f = await backendFamily('alby_hub')
    const kid = await signInChild(f.app, f.parent, f.childId, 'kim@example.org')
    const asChild = await kid.request('POST', '/api/lightning/connect', {
      type: 'alby_hub',
      url: f.server.url,
      token: f.secret,
    })
    expect(asChild.statusCode).toBe(403)
    expect(f.server.http.requests).toEqual([])
    const anonymous = await f.app.inject({
      method: 'POST',
      url: '/api/lightning/connect',
      payload: { type: 'alby_hub', url: f.server.url, token: f.secret },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe("this node's LND", () => {
  async function nodeApp(options: { files: boolean }) {
    const network = new TestLightningNetwork()
    const server = await startLndRestTestServer({ node: network.createNode({ alias: 'umbrel' }) })
    onTestFinished(() => server.close())
    const lndDir = await mkdtemp(join(tmpdir(), 'lnd-'))
    const port = new URL(server.url).port
    const app = await buildTestApp({
      env: {
        APP_LIGHTNING_NODE_IP: '127.0.0.1',
        APP_LIGHTNING_NODE_REST_PORT: port,
        LND_DIR: lndDir,
        BITCOIN_NETWORK: 'regtest',
      },
    })
    const nodeLnd = app.config.nodeLnd
    if (!nodeLnd) throw new Error('the node LND was not configured')
    if (options.files) {
      await mkdir(dirname(nodeLnd.macaroonPaths.admin), { recursive: true })
      await writeFile(nodeLnd.macaroonPaths.admin, Buffer.from(server.macaroonHex, 'hex'))
      await writeFile(nodeLnd.tlsCertPath, server.tlsCertPem)
    }
    const parent = await createFamily(app, 'pat@example.org')
    return { app, parent, server }
  }

  it('connects with the macaroon and certificate read on the server, never sent out', async () => {
    const { parent, server } = await nodeApp({ files: true })
    const offer = await parent.request('GET', '/api/lightning-config/node-lnd')
    expect(offer.json()).toEqual({ available: true, url: server.url })
    const res = await parent.request('POST', '/api/lightning-config/node-lnd')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      config: { provider: 'lnd', url: server.url },
      balance: { confirmedBalance: 100_000 },
    })
    expect(res.body).not.toContain(server.macaroonHex)
    // Private addresses stay refused for typed URLs: only the operator's node is trusted.
    const typed = await parent.request('POST', '/api/lightning-config/setup', {
      provider: 'phoenix',
      url: 'http://127.0.0.1:9',
      credentials: 'pw',
    })
    expect(typed.statusCode).toBe(400)
    const balance = await parent.request('GET', '/api/lightning/balance')
    expect(balance.json()).toMatchObject({ connected: true, provider: 'lnd', balance: 100_000 })
  })

  it('says what is wrong when the files are missing, and is absent when not configured', async () => {
    const { parent } = await nodeApp({ files: false })
    const res = await parent.request('POST', '/api/lightning-config/node-lnd')
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('node-lnd-unreadable')
    const app = await buildTestApp()
    const other = await createFamily(app, 'pat@example.org')
    expect((await other.request('GET', '/api/lightning-config/node-lnd')).json()).toEqual({
      available: false,
      url: null,
    })
    expect((await other.request('POST', '/api/lightning-config/node-lnd')).statusCode).toBe(404)
  })
})
