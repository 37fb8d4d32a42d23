import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { openDb } from '../../../db/sqlite-client.js'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { decodeInvoice } from '../../lib/lightning/bolt11.js'
import { buildTestApp, JSON_HEADERS, manualClock, recordedRefusals } from '../../test-helpers.js'
import { encodeInvoice } from '../../testing/bolt11-encoder.js'
import { TEST_INVOICE_NOTE } from './connection-test.service.js'
import { lightningFamily, startWallet } from './lightning.test-setup.js'

// Each test starts a relay, a wallet service and the app, and talks over real sockets:
// on a loaded two-core machine that outgrows vitest's 5 s default.
vi.setConfig({ testTimeout: 30_000 })

/**
 * The public test page's calls, as a visitor who is not signed in makes them: `call`
 * is one browser at 127.0.0.1, keeping the cookies the answers set, as a browser does.
 */
async function testPage(
  options: {
    env?: Record<string, string>
    clock?: ReturnType<typeof manualClock>
    logStream?: { write(line: string): void }
  } = {},
) {
  const { relay, wallet } = await startWallet()
  const app = await buildTestApp({
    env: { ALLOW_INSECURE_RELAYS: 'true', ...options.env },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  })
  const browser = (remoteAddress = '127.0.0.1') => browserAt(app, remoteAddress)
  return { app, relay, wallet, browser, call: browser().call }
}

/** One browser: its own address and cookie jar. */
function browserAt(app: FastifyInstance, remoteAddress: string) {
  const jar = new Map<string, string>()
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const res = await app.inject({
      method,
      url,
      remoteAddress,
      headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    })
    for (const { name, value } of res.cookies) jar.set(name, value)
    return res
  }
  return { call, jar }
}

describe('the public connection test (/coinos-test)', () => {
  it('walks the three steps: connect, the tested wallet makes an invoice, it pays it', async () => {
    const { wallet, call } = await testPage()
    const connected = await call('POST', '/api/public/test-coinos', {
      connectionString: wallet.createConnection(),
    })
    expect(connected.statusCode).toBe(200)
    const { connectionId, ...rest } = connected.json()
    expect(rest).toEqual({
      success: true,
      provider: 'nwc',
      balance: 100_000,
      alias: 'Test wallet',
      expiresInSeconds: 600,
    })
    expect(connectionId).toMatch(/^[0-9a-f]{32}$/)
    // The test is bound to this browser by a cookie no script reads and no other site sends.
    expect(connected.cookies).toEqual([
      expect.objectContaining({
        name: 'connection_test',
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/',
        maxAge: 600,
      }),
    ])

    const invoice = await call('POST', '/api/lightning/create-test-invoice', { connectionId })
    expect(invoice.statusCode).toBe(200)
    expect(invoice.json()).toMatchObject({ amount: 21, note: TEST_INVOICE_NOTE })
    expect(wallet.node.invoices.has(invoice.json().paymentHash)).toBe(true)

    const paid = await call('POST', '/api/lightning/pay-test-invoice', {
      connectionId,
      invoice: invoice.json().invoice,
    })
    // The wallet paid itself: no routing fee, the balance is where it was.
    expect(paid.json()).toEqual({ success: true, payment: { amount: 21, fee: 0 } })
    const balance = await call('GET', `/api/lightning/test-balance/${connectionId}`)
    expect(balance.json()).toEqual({ provider: 'nwc', balance: 100_000 })

    const again = await call('POST', '/api/lightning/pay-test-invoice', {
      connectionId,
      invoice: invoice.json().invoice,
    })
    expect(again.statusCode).toBe(400)
  })

  it('takes 1 to 1000 sats, 21 for anything that is not a number', async () => {
    const { wallet, call } = await testPage()
    const { connectionId } = (
      await call('POST', '/api/public/test-coinos', { connectionString: wallet.createConnection() })
    ).json()
    for (const [amount, expected] of [
      ['1000', 1000],
      ['1', 1],
      ['abc', 21],
      ['', 21],
    ] as const) {
      const res = await call('POST', '/api/lightning/create-test-invoice', { connectionId, amount })
      expect(res.json().amount, amount).toBe(expected)
    }
    for (const amount of ['0', '1001', '-5']) {
      const res = await call('POST', '/api/lightning/create-test-invoice', { connectionId, amount })
      expect(res.statusCode, amount).toBe(400)
      expect(res.json().message).toBe(LIGHTNING_MESSAGES.testAmountRange)
    }
  })

  it('pays only the invoice the test made, and only for a live test', async () => {
    const { wallet, call } = await testPage()
    const { connectionId } = (
      await call('POST', '/api/public/test-coinos', { connectionString: wallet.createConnection() })
    ).json()
    const elsewhere = wallet.node.lightningNetwork.createNode().createInvoice({ amountMsat: 5000 })
    const refused = await call('POST', '/api/lightning/pay-test-invoice', {
      connectionId,
      invoice: elsewhere.bolt11,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(
      'Only the test invoice made in the previous step can be paid here.',
    )
    const unknown = await call('GET', `/api/lightning/test-balance/${'0'.repeat(32)}`)
    expect(unknown.statusCode).toBe(404)
    const malformed = await call('GET', '/api/lightning/test-balance/xyz')
    expect(malformed.statusCode).toBe(400)
    expect(wallet.requests.filter((r) => r.method === 'pay_invoice')).toEqual([])
  })

  it('pays only the very invoice the test made: the same hash under another amount or payee is refused before the wallet is asked', async () => {
    const { wallet, call } = await testPage()
    const { connectionId } = (
      await call('POST', '/api/public/test-coinos', { connectionString: wallet.createConnection() })
    ).json()
    const made = (await call('POST', '/api/lightning/create-test-invoice', { connectionId })).json()
    const { paymentHash } = made
    const stranger = wallet.node.lightningNetwork.createNode()
    const swaps = {
      'another amount, same payee': { amountMsat: 500_000_000, nodeKey: wallet.node.nodeKey },
      'another payee, same amount': { amountMsat: 21_000, nodeKey: stranger.nodeKey },
      'another payee and amount': { amountMsat: 500_000_000, nodeKey: stranger.nodeKey },
      'another invoice, same amount and payee': {
        amountMsat: 21_000,
        nodeKey: wallet.node.nodeKey,
      },
    }
    for (const [swap, fields] of Object.entries(swaps)) {
      const invoice = encodeInvoice({ ...fields, paymentHash, expirySeconds: 600 })
      expect(decodeInvoice(invoice).paymentHash, swap).toBe(paymentHash)
      const res = await call('POST', '/api/lightning/pay-test-invoice', { connectionId, invoice })
      expect(res.statusCode, swap).toBe(400)
      expect(res.json().message, swap).toBe(
        'Only the test invoice made in the previous step can be paid here.',
      )
    }
    expect(wallet.requests.filter((r) => r.method === 'pay_invoice')).toEqual([])

    // The test's own invoice is still payable, however the page writes it.
    const paid = await call('POST', '/api/lightning/pay-test-invoice', {
      connectionId,
      invoice: `LIGHTNING:${made.invoice.toUpperCase()}`,
    })
    expect(paid.json()).toEqual({ success: true, payment: { amount: 21, fee: 0 } })
    expect(wallet.requests.filter((r) => r.method === 'pay_invoice')).toEqual([
      expect.objectContaining({ params: { invoice: made.invoice } }),
    ])
  })

  it('answers only the browser that started the test: any other gets 404, as if it did not exist', async () => {
    const { wallet, call, browser } = await testPage()
    const { connectionId } = (
      await call('POST', '/api/public/test-coinos', { connectionString: wallet.createConnection() })
    ).json()
    const made = (await call('POST', '/api/lightning/create-test-invoice', { connectionId })).json()
    const asked = () => wallet.requests.length

    const noCookie = browser()
    const forged = browser()
    forged.jar.set('connection_test', 'A'.repeat(43))
    const before = asked()
    for (const other of [noCookie, forged]) {
      for (const res of [
        await other.call('GET', `/api/lightning/test-balance/${connectionId}`),
        await other.call('POST', '/api/lightning/create-test-invoice', { connectionId }),
        await other.call('POST', '/api/lightning/pay-test-invoice', {
          connectionId,
          invoice: made.invoice,
        }),
      ]) {
        expect(res.statusCode).toBe(404)
        expect(res.json().message).toContain('This connection test has ended')
      }
    }
    expect(asked()).toBe(before)

    const paid = await call('POST', '/api/lightning/pay-test-invoice', {
      connectionId,
      invoice: made.invoice,
    })
    expect(paid.json().success).toBe(true)
  })

  it("ends a browser's earlier test when it starts a new one", async () => {
    const { relay, wallet, call } = await testPage()
    const walletSockets = relay.openConnections
    const connectionString = wallet.createConnection()
    const ids: string[] = []
    // More than one address's share of places: a browser testing again and again never runs out.
    for (let i = 0; i < 7; i++) {
      const res = await call('POST', '/api/public/test-coinos', { connectionString })
      expect(res.json().success).toBe(true)
      ids.push(res.json().connectionId)
    }
    for (const id of ids.slice(0, -1)) {
      expect((await call('GET', `/api/lightning/test-balance/${id}`)).statusCode).toBe(404)
    }
    expect((await call('GET', `/api/lightning/test-balance/${ids.at(-1)}`)).statusCode).toBe(200)
    await vi.waitFor(() => expect(relay.openConnections).toBe(walletSockets + 1))
  })

  it('keeps to 50 open tests when 80 start at once', async () => {
    const { app, wallet } = await testPage()
    // The wallet answers no balance until the test says so: the 80 are all under way.
    const release = wallet.holdReplies('get_balance')
    const answered: number[] = []
    const starts = Array.from({ length: 80 }, (_, i) =>
      browserAt(app, `198.51.100.${i + 1}`)
        .call('POST', '/api/public/test-coinos', { connectionString: wallet.createConnection() })
        .then((res) => {
          answered.push(res.statusCode)
          return res
        }),
    )
    // 30 are refused without waiting for any wallet, while 50 hold their places.
    await vi.waitFor(() => expect(answered.filter((s) => s === 429)).toHaveLength(30), {
      timeout: 20_000,
    })
    release()
    const results = await Promise.all(starts)
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(30)
    expect(results.find((r) => r.statusCode === 429)?.json().message).toBe(
      'Too many connection tests are running. Try again in a few minutes.',
    )
    // The other 50 ran their test, and only they asked the wallet. (On a loaded machine a
    // test whose relay did not answer in time fails, but never makes room for a 51st.)
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(50)
    expect(wallet.requests.filter((r) => r.method === 'get_balance').length).toBeLessThanOrEqual(50)
  })

  it('gives one address at most 5 of the places', async () => {
    const { wallet, browser } = await testPage()
    const connectionString = wallet.createConnection()
    for (let i = 0; i < 5; i++) {
      const res = await browser('203.0.113.5').call('POST', '/api/public/test-coinos', {
        connectionString,
      })
      expect(res.json().success).toBe(true)
    }
    const sixth = await browser('203.0.113.5').call('POST', '/api/public/test-coinos', {
      connectionString,
    })
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().message).toBe(
      '5 connection tests are already running from your network. Try again when one of them has ended (tests are kept for 10 minutes).',
    )
    const elsewhere = await browser('203.0.113.6').call('POST', '/api/public/test-coinos', {
      connectionString,
    })
    expect(elsewhere.json().success).toBe(true)
  })

  it('writes no test id to the log or the security events', async () => {
    const lines: string[] = []
    const { app, wallet, call } = await testPage({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    })
    const { connectionId } = (
      await call('POST', '/api/public/test-coinos', { connectionString: wallet.createConnection() })
    ).json()
    // 30 balance reads a minute, then a refusal, which is recorded with its request.
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      statuses.push((await call('GET', `/api/lightning/test-balance/${connectionId}`)).statusCode)
    }
    expect(statuses.at(-1)).toBe(429)
    await recordedRefusals(app.db, 1)
    const events = await app.db.selectFrom('security_events').select('detail').execute()
    expect(events).toEqual([{ detail: 'GET /api/lightning/test-balance/[redacted]' }])
    const log = lines.join('')
    expect(log).toContain('"url":"/api/lightning/test-balance/[redacted]"')
    expect(log).not.toContain(connectionId)
  })

  it('drops a test after 10 minutes and closes its connection', async () => {
    const clock = manualClock(new Date())
    const { relay, wallet, call } = await testPage({ clock })
    const walletSockets = relay.openConnections
    const { connectionId } = (
      await call('POST', '/api/public/test-coinos', { connectionString: wallet.createConnection() })
    ).json()
    expect(relay.openConnections).toBe(walletSockets + 1)
    clock.advance(9 * 60 * 1000)
    expect((await call('GET', `/api/lightning/test-balance/${connectionId}`)).statusCode).toBe(200)
    clock.advance(60 * 1000)
    const gone = await call('GET', `/api/lightning/test-balance/${connectionId}`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).toContain('tests are kept for 10 minutes')
    await vi.waitFor(() => expect(relay.openConnections).toBe(walletSockets))
  })

  it('reports a wallet that does not answer as a failed test', async () => {
    const { wallet, call } = await testPage()
    const uri = wallet.createConnection()
    wallet.revokeConnection(uri)
    const res = await call('POST', '/api/public/test-coinos', { connectionString: uri })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: false, connectionId: null, balance: null })
    expect(res.json().error).toContain('no longer accepts this connection')
  })

  it.each([
    ['', LIGHTNING_MESSAGES.connectionStringRequired],
    ['   ', LIGHTNING_MESSAGES.connectionStringRequired],
    ['hello', 'must start with nostr+walletconnect://'],
  ])('refuses the string %j', async (connectionString, message) => {
    const { call } = await testPage()
    const res = await call('POST', '/api/public/test-coinos', { connectionString })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
  })

  it('refuses plain ws:// relays without ALLOW_INSECURE_RELAYS, and LAN relays always', async () => {
    const { wallet, call } = await testPage({ env: { ALLOW_INSECURE_RELAYS: 'false' } })
    const plain = await call('POST', '/api/public/test-coinos', {
      connectionString: wallet.createConnection(),
    })
    expect(plain.statusCode).toBe(400)
    expect(plain.json().message).toContain('use a wss:// relay')

    // A family may let its own connection reach the LAN; a stranger's string never does.
    const lan = await testPage({ env: { ALLOW_PRIVATE_HOSTS: 'true' } })
    const res = await lan.call('POST', '/api/public/test-coinos', {
      connectionString: lan.wallet.createConnection({ relayUrls: ['wss://10.1.2.3:7000'] }),
    })
    expect(res.json()).toMatchObject({ success: false })
    expect(res.json().error).toContain('its relay cannot be used')
  })

  it('limits each address to 10 tests a minute', async () => {
    const { call } = await testPage()
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await call('POST', '/api/public/test-coinos', { connectionString: 'x' })).statusCode,
      )
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(codes[10]).toBe(429)
  })
})

describe('connection secrets', () => {
  it('are in no byte of the SQLite file and no log line, whatever was done with them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lightning-secrets-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const filename = join(dir, 'family.db')
    const lines: string[] = []
    const f = await lightningFamily({
      db: openDb({ filename }),
      logStream: { write: (line) => void lines.push(line) },
      env: { LOG_LEVEL: 'trace' },
    })
    const refused = f.wallet.createConnection()
    f.wallet.revokeConnection(refused)
    const tested = f.wallet.createConnection()
    const secrets = [f.uri, refused, tested].map((uri) => new URL(uri).searchParams.get('secret'))

    await f.parent.request('POST', '/api/lightning-config/setup', { provider: 'nwc', url: refused })
    await f.connect()
    await f.setSpending('0.0001')
    await f.parent.request('GET', '/api/lightning/balance')
    await f.parent.request('POST', '/api/lightning/test-user-connection')
    const invoice = await f.parent.request('POST', '/api/lightning/invoice', {
      childId: f.childId,
      amount: '100',
    })
    f.wallet.receivePayment(invoice.json().paymentHash)
    await f.parent.request('GET', `/api/lightning/invoices/${invoice.json().paymentHash}`)
    const shop = f.wallet.node.lightningNetwork.createNode()
    await f.parent.request('POST', '/api/lightning/pay', {
      childId: f.childId,
      paymentRequest: shop.createInvoice({ amountMsat: 10_000 }).bolt11,
    })
    const test = await f.app.inject({
      method: 'POST',
      url: '/api/public/test-coinos',
      headers: JSON_HEADERS,
      payload: { connectionString: tested },
    })
    expect(test.json().success).toBe(true)
    await f.app.inject({
      method: 'POST',
      url: '/api/public/test-coinos',
      headers: JSON_HEADERS,
      payload: { connectionString: `${tested}&relay=ws%3A%2F%2F` },
    })

    const stored = Buffer.concat(
      [filename, `${filename}-wal`].filter(existsSync).map((path) => readFileSync(path)),
    ).toString('latin1')
    // What is stored in clear is there (the file was read): the wallet's public key.
    expect(stored).toContain(f.wallet.walletPubkey)
    expect(lines.join('').length).toBeGreaterThan(1000)
    for (const secret of secrets) {
      expect(secret).toMatch(/^[0-9a-f]{64}$/)
      expect(stored).not.toContain(secret)
      expect(stored.toLowerCase()).not.toContain(secret)
      for (const line of lines) expect(line).not.toContain(secret)
    }
  })
})
