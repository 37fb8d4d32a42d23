import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { JSON_HEADERS } from '../../test-helpers.js'
import { startLnurlPayTestServer } from '../../testing/lnurl-pay-test-server.js'
import {
  MisbehavingServer,
  type Misbehaviour,
  RELAY_MISBEHAVIOURS,
} from '../../testing/misbehaving-server.js'
import { lightningSettleJob } from './lightning.job.js'
import { lightningFamily } from './lightning.test-setup.js'

/**
 * No relay can take the server down (issue 22): a relay that accepts the connection and
 * never answers, resets it in the middle of the handshake, answers garbage, sends a frame
 * no WebSocket may send, or text that is not Nostr, against every route and job that
 * opens a relay. Each answers with the wallet's failure in words, and the server goes on
 * (an uncaught exception or an unhandled rejection fails the test run), and recovers once
 * the relay works again. Timeouts are short so a stall costs a second, not ten.
 */

// Short enough that a stall costs a second a call, long enough that the calls made
// while the relay works pass on a loaded machine.
const TIMEOUTS = { connectMs: 1_000, readMs: 2_000, payMs: 2_000 }
// A stalled relay makes each call wait out its second.
vi.setConfig({ testTimeout: 60_000 })
const UNREACHABLE = /Could not reach the family wallet \(its relay 127\.0\.0\.1:\d+ .+\)\. Check/

/** A family whose saved connection reaches its wallet's relay through a server that can misbehave. */
async function familyBehind(mode: Misbehaviour) {
  const f = await lightningFamily({ timeouts: TIMEOUTS })
  const relay = await MisbehavingServer.start('proxy', {
    target: Number(new URL(f.relay.url).port),
  })
  onTestFinished(() => relay.close())
  const uri = f.wallet.createConnection({ relayUrls: [relay.url('ws')] })
  const saved = await f.parent.request('POST', '/api/lightning-config/setup', {
    provider: 'nwc',
    url: uri,
    credentials: '',
  })
  expect(saved.statusCode).toBe(200)
  await f.setSpending('0.00010000')
  // An invoice made while the relay worked, still open: the settling job will ask about it.
  const invoice = await f.parent.request('POST', '/api/lightning/invoice', {
    childId: f.childId,
    amount: '500',
  })
  expect(invoice.statusCode).toBe(201)
  const misbehave = () => {
    relay.mode = mode
    relay.dropConnections()
  }
  const recover = () => {
    relay.mode = 'proxy'
  }
  return { ...f, relay, uri, invoiceHash: invoice.json().paymentHash as string, misbehave, recover }
}

describe.each(RELAY_MISBEHAVIOURS)('a relay that misbehaves (%s)', (mode) => {
  it('POST /api/public/test-coinos says why the test failed', async () => {
    const f = await lightningFamily({ timeouts: TIMEOUTS })
    const relay = await MisbehavingServer.start(mode)
    onTestFinished(() => relay.close())
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/public/test-coinos',
      headers: JSON_HEADERS,
      payload: { connectionString: f.wallet.createConnection({ relayUrls: [relay.url('ws')] }) },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: false, connectionId: null })
    expect(res.json().error).toMatch(UNREACHABLE)
    expect(relay.connections).toBeGreaterThan(0)
  })

  it('a public test whose relay breaks after connecting: its invoice and balance steps answer 502', async () => {
    const f = await lightningFamily({ timeouts: TIMEOUTS })
    const relay = await MisbehavingServer.start('proxy', {
      target: Number(new URL(f.relay.url).port),
    })
    onTestFinished(() => relay.close())
    const connected = await f.app.inject({
      method: 'POST',
      url: '/api/public/test-coinos',
      headers: JSON_HEADERS,
      payload: { connectionString: f.wallet.createConnection({ relayUrls: [relay.url('ws')] }) },
    })
    expect(connected.json()).toMatchObject({ success: true })
    const { connectionId } = connected.json()
    // Whatever the test page hands the browser to carry (a cookie binding the test) goes along.
    const cookie = connected.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const headers = { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) }
    const made = await f.app.inject({
      method: 'POST',
      url: '/api/lightning/create-test-invoice',
      headers,
      payload: { connectionId },
    })
    expect(made.statusCode).toBe(200)
    relay.mode = mode
    relay.dropConnections()

    const invoice = await f.app.inject({
      method: 'POST',
      url: '/api/lightning/create-test-invoice',
      headers,
      payload: { connectionId },
    })
    expect(invoice.statusCode).toBe(502)
    expect(invoice.json()).toMatchObject({ code: 'lightning-wallet-error' })
    expect(invoice.json().message).toMatch(/^Could not reach the family wallet/)
    const balance = await f.app.inject({
      method: 'GET',
      url: `/api/lightning/test-balance/${connectionId}`,
      headers,
    })
    expect(balance.statusCode).toBe(502)
    expect(balance.json().message).toMatch(/^Could not reach the family wallet/)
    const paid = await f.app.inject({
      method: 'POST',
      url: '/api/lightning/pay-test-invoice',
      headers,
      payload: { connectionId, invoice: made.json().invoice },
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toMatchObject({ success: false, payment: null })
    expect(paid.json().error).toMatch(/^Could not reach the family wallet/)
  })

  it("a family's saved relay: every wallet route answers why, the job goes on, and both recover", async () => {
    const f = await familyBehind(mode)
    f.misbehave()
    const before = f.relay.connections

    const shop = f.wallet.node.lightningNetwork.createNode({ alias: 'shop' })
    const bill = shop.createInvoice({ amountMsat: 1_000_000, description: 'Comic book' })
    const address = await startLnurlPayTestServer({
      node: f.wallet.node.lightningNetwork.createNode({ alias: 'kids-wallet' }),
      users: ['kim'],
    })
    onTestFinished(() => address.close())
    await f.parent.request('POST', '/api/lightning/addresses', {
      childAddresses: { [f.childId]: address.addressOf('kim') },
    })
    // Each call waits out the relay on its own: asked at once, as a dashboard asks, they
    // cost one wait instead of one each.
    const [balance, tested, invoice, status, paid, payout, nodes, resaved] = await Promise.all([
      f.parent.request('GET', '/api/lightning/balance'),
      f.parent.request('POST', '/api/lightning/test-user-connection'),
      f.parent.request('POST', '/api/lightning/invoice', { childId: f.childId, amount: '500' }),
      f.parent.request('GET', `/api/lightning/invoices/${f.invoiceHash}`),
      f.parent.request('POST', '/api/lightning/pay', {
        childId: f.childId,
        paymentRequest: bill.bolt11,
      }),
      f.parent.request('POST', '/api/lightning/payout', { childId: f.childId, amount: '2000' }),
      f.parent.request('GET', '/api/lightning/nodes'),
      // Saving a connection whose relay misbehaves is refused with the reason.
      f.parent.request('POST', '/api/lightning-config/setup', {
        provider: 'nwc',
        url: f.wallet.createConnection({ relayUrls: [f.relay.url('ws')] }),
        credentials: '',
      }),
    ])

    expect(balance.statusCode).toBe(200)
    expect(balance.json()).toMatchObject({ connected: false, configured: true })
    expect(balance.json().error).toMatch(UNREACHABLE)

    expect(tested.statusCode).toBe(200)
    expect(tested.json()).toMatchObject({ success: false })
    expect(tested.json().message ?? tested.json().error).toMatch(UNREACHABLE)

    expect(invoice.statusCode).toBe(502)
    expect(invoice.json()).toMatchObject({ code: 'lightning-wallet-error' })
    expect(invoice.json().message).toMatch(UNREACHABLE)

    expect(status.statusCode).toBe(200)
    expect(status.json()).toMatchObject({ state: 'pending', paidAt: null })
    expect(status.json().walletError).toMatch(UNREACHABLE)

    expect(paid.statusCode).toBe(200)
    // Nothing went out: the relay never took the request, so it failed, and nothing was debited.
    expect(paid.json()).toMatchObject({ success: false, status: 'failed', debited: null })
    expect(paid.json().error).toMatch(UNREACHABLE)
    expect(payout.statusCode).toBe(200)
    expect(payout.json()).toMatchObject({ success: false, status: 'failed', debited: null })
    expect(payout.json().error).toMatch(UNREACHABLE)
    // Neither the payment nor the payout took anything.
    expect((await f.balances()).spending).toBe('0.00010000')

    expect(nodes.statusCode).toBe(502)
    expect(nodes.json().message).toMatch(UNREACHABLE)

    expect(resaved.statusCode).toBe(400)
    expect(resaved.json().message).toMatch(UNREACHABLE)

    expect(await lightningSettleJob.run(f.app)).toMatch(/1 still open$/)
    expect(f.relay.connections).toBeGreaterThan(before)

    f.recover()
    const back = await f.parent.request('GET', '/api/lightning/balance')
    expect(back.json()).toMatchObject({ connected: true, balance: 100_000 })
  })
})

describe('relay addresses', () => {
  it('a connection string with one forbidden relay is refused whole, naming that relay', async () => {
    const f = await lightningFamily({ timeouts: TIMEOUTS })
    const res = await f.parent.request('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: f.wallet.createConnection({ relayUrls: [f.relay.url, 'wss://169.254.169.254'] }),
      credentials: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(
      'its relay cannot be used: 169.254.169.254 is not an address this server may connect to',
    )
    expect((await f.parent.request('GET', '/api/lightning/config')).json()).toMatchObject({
      configured: false,
    })
  })

  it('under ALLOW_PRIVATE_HOSTS=true the public test refuses the LAN without advising that setting', async () => {
    const f = await lightningFamily({
      timeouts: TIMEOUTS,
      env: { ALLOW_PRIVATE_HOSTS: 'true', ALLOW_INSECURE_RELAYS: 'false' },
    })
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/public/test-coinos',
      headers: JSON_HEADERS,
      payload: {
        connectionString: f.wallet.createConnection({ relayUrls: ['wss://192.168.1.20'] }),
      },
    })
    expect(res.json()).toMatchObject({ success: false })
    expect(res.json().error).toContain(
      '192.168.1.20 is a private network address: the public connection test only reaches relays on the internet',
    )
    expect(res.json().error).not.toContain('ALLOW_PRIVATE_HOSTS')
  })
})
