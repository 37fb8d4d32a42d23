import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { MESSAGES } from './contracts/messages.js'
import { billingJob } from './features/billing/billing.job.js'
import { lightningSettleJob } from './features/lightning/lightning.job.js'
import { startWallet } from './features/lightning/lightning.test-setup.js'
import { syncRemindersJob } from './features/lightning/sync-reminders.job.js'
import { walletSyncJob } from './features/wallet/wallet-sync.job.js'
import { createEsploraSource } from './lib/bitcoin/esplora-source.js'
import { buildTestApp, createFamily, familyAs, manualClock, signUpParent } from './test-helpers.js'
import { startMailbox } from './test-mailbox.js'
import { startAlbyHubTestServer } from './testing/alby-hub-test-server.js'
import { BIP84_ZPUB } from './testing/bitcoin-vectors.js'
import { startEsploraTestServer } from './testing/esplora-test-server.js'
import { startLndRestTestServer } from './testing/lnd-rest-test-server.js'
import { startLnurlPayTestServer } from './testing/lnurl-pay-test-server.js'
import {
  MISBEHAVIOURS,
  MisbehavingServer,
  type Misbehaviour,
  RELAY_MISBEHAVIOURS,
} from './testing/misbehaving-server.js'
import { startPhoenixdTestServer } from './testing/phoenixd-test-server.js'
import type { TestNodeServer } from './testing/test-http-server.js'
import { TestLightningNetwork } from './testing/test-lightning-node.js'

/**
 * No outside service can take the server down (issue 22): every HTTP service the app
 * calls (a family's LND, phoenixd or Alby Hub, a child's Lightning address service, the
 * chain source), the mail server and the operator's billing relay, when it accepts the connection and never answers
 * (on https:// a TLS handshake that never completes), resets it in the middle of the
 * exchange, or answers bytes of no protocol. Each route answers with the app's own
 * error for that service, each job finishes its run, and the server goes on (an
 * uncaught exception or an unhandled rejection fails the test run). The families' Nostr
 * relays have their own file (features/lightning/relay-failures.routes.test.ts); the
 * operator's billing relay is here. Waits are short
 * so a stall costs a second, not ten.
 */

// Short enough that a stall costs a second a call, long enough that the calls made
// while a service works pass on a loaded machine.
const LIGHTNING_TIMEOUTS = { readMs: 1_000, payMs: 1_000, connectMs: 1_000 }
vi.setConfig({ testTimeout: 60_000 })

/** What a parent reads when the family's node misbehaves so. */
function walletDown(mode: Misbehaviour, kind: string): RegExp {
  if (mode === 'stall') return /^The family wallet did not answer in time\. Try again\.$/
  const detail =
    mode === 'reset'
      ? '(: the connection failed| closed the connection early)'
      : kind === 'lnd'
        ? ' did not complete a TLS handshake \\(is it an https:// address\\?\\)'
        : ' did not answer as an HTTP server does'
  return new RegExp(
    `^Could not reach the family wallet \\(127\\.0\\.0\\.1:\\d+${detail}\\)\\. Check that it is running`,
  )
}

interface HttpBackend {
  server: TestNodeServer
  /** The setup form for an address, with this server's credential. */
  form(url: string): Record<string, string>
}

const HTTP_BACKENDS: Record<string, (network: TestLightningNetwork) => Promise<HttpBackend>> = {
  lnd: async (network) => {
    const server = await startLndRestTestServer({ node: network.createNode({ alias: 'lnd' }) })
    return {
      server,
      form: (url) => ({
        provider: 'lnd',
        url,
        credentials: server.macaroonHex,
        tlsCertificate: server.tlsCertPem,
      }),
    }
  },
  phoenix: async (network) => {
    const server = await startPhoenixdTestServer({ node: network.createNode({ alias: 'phoenix' }) })
    return {
      server,
      form: (url) => ({ provider: 'phoenix', url, credentials: server.password }),
    }
  },
  alby_hub: async (network) => {
    const server = await startAlbyHubTestServer({ node: network.createNode({ alias: 'hub' }) })
    return {
      server,
      form: (url) => ({ provider: 'alby_hub', url, credentials: server.accessToken }),
    }
  },
}

/** A proxy in front of a real test server, which can start misbehaving at any time. */
async function inFrontOf(url: string) {
  const proxy = await MisbehavingServer.start('proxy', { target: Number(new URL(url).port) })
  onTestFinished(() => proxy.close())
  const scheme = new URL(url).protocol.replace(':', '') as 'http' | 'https'
  return {
    proxy,
    /** The real server's URL, reached through the proxy. */
    url: `${proxy.url(scheme)}${new URL(url).pathname.replace(/\/$/, '')}`,
    misbehave(mode: Misbehaviour) {
      proxy.mode = mode
      proxy.dropConnections()
    },
    recover() {
      proxy.mode = 'proxy'
    },
  }
}

async function lightningBackendFamily(kind: string) {
  const network = new TestLightningNetwork()
  const backend = await HTTP_BACKENDS[kind]?.(network)
  if (!backend) throw new Error(`no backend ${kind}`)
  onTestFinished(() => backend.server.close())
  const front = await inFrontOf(backend.server.url)
  const app = await buildTestApp({
    env: { ALLOW_INSECURE_RELAYS: 'true' },
    lightningTimeouts: LIGHTNING_TIMEOUTS,
  })
  const parent = await createFamily(app, 'pat@example.org')
  const child = await parent.addChild({ name: 'Kim' })
  return { network, app, parent, childId: child.id, backend, ...front }
}

describe.each(Object.keys(HTTP_BACKENDS))('a %s node that misbehaves', (kind) => {
  it.each(MISBEHAVIOURS)(
    '%s: every wallet route answers why, the job goes on, both recover',
    async (mode) => {
      const f = await lightningBackendFamily(kind)
      const saved = await f.parent.request(
        'POST',
        '/api/lightning-config/setup',
        f.backend.form(f.url),
      )
      expect(saved.statusCode).toBe(200)
      await f.parent.request('POST', `/api/lightning/sync-balance/${f.childId}`, {
        newBalance: '0.00010000',
      })
      const open = await f.parent.request('POST', '/api/lightning/invoice', {
        childId: f.childId,
        amount: '500',
      })
      expect(open.statusCode).toBe(201)
      f.misbehave(mode)
      const before = f.proxy.connections
      const WALLET_DOWN = walletDown(mode, kind)

      // Each call waits out the wallet's timeout on its own: asked at once, as a dashboard
      // asks, they cost one timeout instead of one each.
      const shop = f.network.createNode({ alias: 'shop' })
      const [balance, tested, invoice, status, paid, refused] = await Promise.all([
        f.parent.request('GET', '/api/lightning/balance'),
        f.parent.request('POST', '/api/lightning/test-user-connection'),
        f.parent.request('POST', '/api/lightning/invoice', { childId: f.childId, amount: '500' }),
        f.parent.request('GET', `/api/lightning/invoices/${open.json().paymentHash}`),
        f.parent.request('POST', '/api/lightning/pay', {
          childId: f.childId,
          paymentRequest: shop.createInvoice({ amountMsat: 1_000_000, description: 'Comic' })
            .bolt11,
        }),
        f.parent.request('POST', '/api/lightning-config/setup', f.backend.form(f.url)),
      ])
      expect(balance.json()).toMatchObject({ connected: false, configured: true })
      expect(balance.json().error).toMatch(WALLET_DOWN)
      expect(tested.json()).toMatchObject({ success: false })
      expect(invoice.statusCode).toBe(502)
      expect(invoice.json()).toMatchObject({ code: 'lightning-wallet-error' })
      expect(invoice.json().message).toMatch(WALLET_DOWN)
      expect(status.json()).toMatchObject({ state: 'pending', paidAt: null })
      expect(status.json().walletError).toMatch(WALLET_DOWN)
      expect(paid.statusCode).toBe(200)
      // Failed, or pending when the request may have reached the node: nothing is debited.
      expect(paid.json()).toMatchObject({ success: false, debited: null })
      const child = (await f.parent.request('GET', `/api/children/${f.childId}`)).json()
      expect(child.spendingBalance).toBe('0.00010000')
      expect(refused.statusCode).toBe(400)
      expect(await lightningSettleJob.run(f.app)).toMatch(/still open$/)
      expect(f.proxy.connections).toBeGreaterThan(before)

      f.recover()
      const back = await f.parent.request('GET', '/api/lightning/balance')
      expect(back.json()).toMatchObject({ connected: true })
    },
  )
})

describe.each(MISBEHAVIOURS)('a Lightning address service that misbehaves (%s)', (mode) => {
  it('a payout answers 502 lnurl-unavailable and pays nothing', async () => {
    const network = new TestLightningNetwork()
    const phoenixd = await startPhoenixdTestServer({ node: network.createNode() })
    onTestFinished(() => phoenixd.close())
    const service = await startLnurlPayTestServer({ node: network.createNode(), users: ['kim'] })
    onTestFinished(() => service.close())
    const front = await inFrontOf(service.url)
    const app = await buildTestApp({
      env: { ALLOW_INSECURE_RELAYS: 'true' },
      lightningTimeouts: LIGHTNING_TIMEOUTS,
      lnurlTimeoutMs: 1_000,
    })
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild({ name: 'Kim' })
    await parent.request('POST', '/api/lightning-config/setup', {
      provider: 'phoenix',
      url: phoenixd.url,
      credentials: phoenixd.password,
    })
    await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, {
      newBalance: '0.00010000',
    })
    const address = `kim@${new URL(front.url).host}`
    await parent.request('POST', '/api/lightning/addresses', {
      childAddresses: { [child.id]: address },
    })
    front.misbehave(mode)
    const res = await parent.request('POST', '/api/lightning/payout', {
      childId: child.id,
      amount: '2000',
    })
    expect(res.statusCode).toBe(502)
    expect(res.json().code).toBe('lnurl-unavailable')
    expect(phoenixd.node.payments.size).toBe(0)
    const kim = (await parent.request('GET', `/api/children/${child.id}`)).json()
    expect(kim.spendingBalance).toBe('0.00010000')
  })
})

describe.each(MISBEHAVIOURS)('a chain source that misbehaves (%s)', (mode) => {
  it('the wallet routes answer "Sync Failed", the sync job counts the failure, /health says down', async () => {
    const esplora = await startEsploraTestServer({ style: 'esplora', network: 'mainnet' })
    onTestFinished(() => esplora.close())
    const front = await inFrontOf(esplora.url)
    const clock = manualClock()
    const app = await buildTestApp({
      env: { BITCOIN_NETWORK: 'mainnet', ESPLORA_URL: front.url },
      clock,
      chainSource: createEsploraSource({
        baseUrl: front.url,
        network: 'mainnet',
        style: 'esplora',
        addressTtlMs: 0,
        tipTtlMs: 0,
        // Setting the wallet up scans many addresses; on a busy machine that needs time.
        timeoutMs: 2_000,
        retryBaseMs: 5,
        retryMaxMs: 20,
        // The default cool-down after a final failure: the next calls fail at once
        // instead of each waiting for the stalled source.
      }),
    })
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild({ name: 'Kim' })
    await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
    const created = await parent.request('POST', `/api/wallet/create/${child.id}`)
    expect(created.statusCode, created.body).toBe(200)
    front.misbehave(mode)
    // Past the stored scan's freshness, so the card asks the chain source again.
    clock.advance(10 * 60_000)

    const info = await parent.request('GET', '/api/wallet/family-info')
    expect(info.statusCode).toBe(200)
    expect(info.json()).toMatchObject({ status: 'failed', message: MESSAGES.syncFailed })
    const synced = await parent.request('POST', `/api/wallet/sync/${child.id}`)
    expect(synced.statusCode).toBe(503)
    expect(synced.json()).toMatchObject({ code: 'chain-unavailable', message: MESSAGES.syncFailed })
    expect(await walletSyncJob.run(app)).toMatch(/\(1 failed\)$/)
    clock.advance(10 * 60_000)
    const health = (await app.inject({ method: 'GET', url: '/health' })).json()
    expect(health.services.bitcoin).toMatchObject({ status: 'down' })
    expect(front.proxy.connections).toBeGreaterThan(0)
  })
})

describe.each(MISBEHAVIOURS)('a mail server that misbehaves (%s)', (mode) => {
  it('mail sent within a request answers 502, mail after the answer and the reminder job are logged', async () => {
    const mailbox = await startMailbox()
    onTestFinished(() => mailbox.close())
    const front = await inFrontOf(mailbox.smtpUrl.replace('smtp:', 'http:'))
    const lines: string[] = []
    const clock = manualClock(new Date('2026-11-23T09:00:00Z'))
    const app = await buildTestApp({
      env: { SMTP_URL: front.url.replace('http:', 'smtp:'), LOG_LEVEL: 'warn' },
      clock,
      mailTimeoutMs: 1_000,
      logStream: { write: (line) => lines.push(line) },
    })
    const email = 'pat@example.org'
    const parent = familyAs(app, await signUpParent(app, mailbox, email), email)
    await parent.request('POST', '/api/lightning/sync-preferences', {
      syncFrequency: 'daily',
      emailReminders: true,
      spendingAlerts: false,
    })
    front.misbehave(mode)

    const invited = await parent.request('POST', '/api/family/invite-spouse', {
      email: 'sam@example.org',
    })
    expect(invited.statusCode).toBe(502)
    expect(invited.json()).toMatchObject({
      code: 'mail-failed',
      message: 'The e-mail could not be sent. Please try again later.',
    })
    // An existing account's link goes out after the answer: its failure is only logged.
    const failuresBefore = lines.filter((l) => l.includes('sending mail failed')).length
    const link = await app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { 'content-type': 'application/json' },
      payload: { email },
    })
    expect(link.statusCode).toBe(200)
    await expect
      .poll(() => lines.filter((l) => l.includes('sending mail failed')).length)
      .toBeGreaterThan(failuresBefore)
    expect(await syncRemindersJob.run(app)).toBe('Sync reminders: 0 sent, 1 failed')
    clock.advance(10 * 60_000)
    const health = (await app.inject({ method: 'GET', url: '/health' })).json()
    expect(health.services.email).toMatchObject({ status: 'down' })
  })
})

describe.each(RELAY_MISBEHAVIOURS)(
  "the operator's billing wallet behind a relay that misbehaves (%s)",
  (mode) => {
    it('a subscription invoice answers 502, and the billing job goes on', async () => {
      const { wallet } = await startWallet()
      const relay = await MisbehavingServer.start(mode)
      onTestFinished(() => relay.close())
      const app = await buildTestApp({
        env: {
          ALLOW_INSECURE_RELAYS: 'true',
          BILLING_ENABLED: 'true',
          BILLING_LIGHTNING_URL: wallet.createConnection({ relayUrls: [relay.url('ws')] }),
        },
        lightningTimeouts: LIGHTNING_TIMEOUTS,
      })
      const parent = await createFamily(app, 'pat@example.org')
      const res = await parent.request('POST', '/api/billing/create-invoice', {
        subscriptionMonths: 1,
      })
      expect(res.statusCode).toBe(502)
      // The operator's wallet is not the family's business: the answer says only that.
      expect(res.json().message).toBe(
        'The payment service could not create an invoice right now. Please try again in a few minutes.',
      )
      expect(await billingJob.run(app)).toMatch(/^settled 0/)
      expect(relay.connections).toBeGreaterThan(0)
    })
  },
)
