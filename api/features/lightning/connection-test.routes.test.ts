import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { openDb } from '../../../db/client.js'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { buildTestApp, JSON_HEADERS, manualClock } from '../../test-helpers.js'
import { TEST_INVOICE_NOTE } from './connection-test.service.js'
import { lightningFamily, startWallet } from './lightning.test-setup.js'

// Each test starts a relay, a wallet service and the app, and talks over real sockets:
// on a loaded two-core machine that outgrows vitest's 5 s default.
vi.setConfig({ testTimeout: 30_000 })

/** The public test page's calls, as a visitor who is not signed in makes them. */
async function testPage(
  options: { env?: Record<string, string>; clock?: ReturnType<typeof manualClock> } = {},
) {
  const { relay, wallet } = await startWallet()
  const app = await buildTestApp({
    env: { ALLOW_INSECURE_RELAYS: 'true', ...options.env },
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: JSON_HEADERS, ...(payload ? { payload } : {}) })
  return { app, relay, wallet, call }
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
