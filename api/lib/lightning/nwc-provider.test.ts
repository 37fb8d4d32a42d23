import { createServer, type Server } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { encodeInvoice, newNodeKey, newPaymentPreimage } from '../../testing/bolt11-encoder.js'
import { lightningFailure, loopbackForTests } from '../../testing/lightning-test-helpers.js'
import { MisbehavingServer } from '../../testing/misbehaving-server.js'
import { TestNostrRelay } from '../../testing/nostr-relay.js'
import { type TestWalletOptions, TestWalletService } from '../../testing/nwc-wallet-service.js'
import { TestLightningNetwork, type TestLightningNode } from '../../testing/test-lightning-node.js'
import { expectWalletHistory, makeWalletHistory } from '../../testing/wallet-history.js'
import type { OutboundPolicy } from '../outbound-url.js'
import { decodeInvoice } from './bolt11.js'
import type { LightningErrorCode } from './lightning-provider.js'
import { createNwcProvider, type NwcProvider, type NwcProviderOptions } from './nwc-provider.js'
import { NwcUriError } from './nwc-uri.js'

const strictPolicy: OutboundPolicy = { allowPrivateHosts: false, allowInsecureLoopback: false }

let relay: TestNostrRelay
/** The network the wallets pay through, with a shop whose invoices they pay. */
let network: TestLightningNetwork
let shop: TestLightningNode
const cleanups: (() => Promise<void>)[] = []
/** Every connection secret handed out, to prove none leaks into an error message. */
const secrets: string[] = []

beforeAll(async () => {
  relay = await TestNostrRelay.start()
})
beforeEach(() => {
  network = new TestLightningNetwork()
  shop = network.createNode({ alias: 'shop' })
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(() => relay.stop())

/** A wallet service on the test relay, its node on the test network. */
async function startWallet(options: Partial<TestWalletOptions> = {}) {
  const wallet = await TestWalletService.start({
    relayUrls: [relay.url],
    node: network.createNode({ alias: 'Test wallet' }),
    ...options,
  })
  cleanups.push(() => wallet.stop())
  return wallet
}

function connect(uri: string, options: Partial<NwcProviderOptions> = {}): NwcProvider {
  secrets.push(new URL(uri).searchParams.get('secret') ?? '')
  // The relay runs on 127.0.0.1 with plain ws://, which the operator flag allows.
  const provider = createNwcProvider(uri, { policy: loopbackForTests, ...options })
  cleanups.push(() => provider.close())
  return provider
}

function failure(promise: Promise<unknown>) {
  return lightningFailure(promise, secrets)
}

/** An invoice of another node of the test network (paying it needs a route). */
function externalInvoice(amountMsat: number) {
  return shop.createInvoice({ amountMsat, description: 'Ice cream', expirySeconds: 600 })
}

describe.each([
  ['nip44_v2 nip04', 'nip44_v2'],
  ['nip04', 'nip04'],
  [null, 'nip04'],
  ['nip44_v2', 'nip44_v2'],
] as const)('with the encryption tag %s', (tag, scheme) => {
  it(`speaks ${scheme} for every call`, async () => {
    const wallet = await startWallet({ encryption: tag })
    wallet.node.balanceMsat = 50_000_999
    const provider = connect(wallet.createConnection())

    expect(await provider.getInfo()).toEqual({
      alias: 'Test wallet',
      pubkey: wallet.node.pubkey,
      network: 'regtest',
      methods: [
        'pay_invoice',
        'get_balance',
        'make_invoice',
        'lookup_invoice',
        'get_info',
        'list_transactions',
      ],
    })
    expect(await provider.getBalance()).toEqual({ balanceSat: 50_000 })

    const created = await provider.makeInvoice({
      amountSat: 2_100,
      description: 'Allowance for Mia',
    })
    expect(created).toMatchObject({ amountSat: 2_100 })
    expect(decodeInvoice(created.bolt11)).toMatchObject({
      paymentHash: created.paymentHash,
      amountMsat: 2_100_000,
      description: 'Allowance for Mia',
      payee: wallet.node.pubkey,
      network: 'regtest',
    })
    expect(await provider.lookupInvoice(created.paymentHash)).toEqual({
      paymentHash: created.paymentHash,
      state: 'pending',
      amountSat: 2_100,
      settledAt: null,
    })
    wallet.receivePayment(created.bolt11)
    const settled = await provider.lookupInvoice(created.paymentHash)
    expect(settled).toMatchObject({ state: 'settled', amountSat: 2_100 })
    expect(settled.settledAt).toBeInstanceOf(Date)

    const outside = externalInvoice(1_000_000)
    const paid = await provider.payInvoice(outside.bolt11)
    expect(paid).toEqual({
      paymentHash: outside.paymentHash,
      preimage: outside.preimage,
      feeSat: 2,
    })
    expect(shop.invoices.get(outside.paymentHash)?.state).toBe('settled')
    expect(await provider.lookupPayment(outside.paymentHash)).toEqual({
      paymentHash: outside.paymentHash,
      state: 'succeeded',
      amountSat: 1_000,
      feeSat: 2,
      preimage: outside.preimage,
    })
    // 50,000.999 sat + 2,100 received − 1,000 paid − 1.5 fee
    expect(await provider.getBalance()).toEqual({ balanceSat: 51_099 })

    expect(new Set(wallet.requests.map((r) => r.scheme))).toEqual(new Set([scheme]))
    expect(wallet.requests.map((r) => r.method)).toEqual([
      'get_info',
      'get_balance',
      'make_invoice',
      'lookup_invoice',
      'lookup_invoice',
      'pay_invoice',
      'lookup_invoice',
      'get_balance',
    ])
    // The request says which scheme it uses only for NIP-44; NIP-04 goes without a tag.
    const requestEvents = relay.received.filter(
      (e) => e.kind === 23194 && e.tags.some((t) => t[1] === wallet.walletPubkey),
    )
    for (const event of requestEvents) {
      const encryption = event.tags.find((t) => t[0] === 'encryption')?.[1]
      expect(encryption).toBe(scheme === 'nip44_v2' ? 'nip44_v2' : undefined)
      // Only a payment carries an expiry, so a late wallet cannot pay after the app gave up.
      const expiration = event.tags.find((t) => t[0] === 'expiration')?.[1]
      const isPayment =
        wallet.requests.find((r) => r.requestId === event.id)?.method === 'pay_invoice'
      expect(expiration === undefined).toBe(!isPayment)
      if (isPayment) expect(Number(expiration)).toBe(event.created_at + 60)
    }
  })
})

describe('NWC provider calls', () => {
  it('pays an invoice of its own wallet without a fee and both sides see it settled', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    const created = await provider.makeInvoice({
      amountSat: 500,
      description: 'From Ben to Mia',
      expirySeconds: 120,
    })
    expect(created.expiresAt?.getTime()).toBe(
      decodeInvoice(created.bolt11).createdAt.getTime() + 120_000,
    )
    const before = wallet.node.balanceMsat

    const paid = await provider.payInvoice(created.bolt11)
    expect(paid.feeSat).toBe(0)
    expect((await provider.lookupInvoice(created.paymentHash)).state).toBe('settled')
    // The wallet answers the lookup with its invoice; settled there means paid.
    expect(await provider.lookupPayment(created.paymentHash)).toMatchObject({
      state: 'succeeded',
      preimage: paid.preimage,
    })
    expect(wallet.node.balanceMsat).toBe(before)
  })

  it('lists the settled payments sent and received since a date, 20 to a page', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    const since = new Date(Date.now() - 60_000)
    const history = await makeWalletHistory(wallet.node)
    expectWalletHistory(await provider.listTransactions({ since, limit: 100 }), history)
    for (let i = 0; i < 24; i++) await wallet.node.pay(externalInvoice(1_000).bolt11)
    const all = await provider.listTransactions({ since, limit: 100 })
    expect(all.transactions).toHaveLength(26)
    expect(all.isComplete).toBe(true)
    expect(wallet.requests.filter((r) => r.method === 'list_transactions').length).toBe(3)
    expect((await provider.listTransactions({ since, limit: 25 })).isComplete).toBe(false)
    const readOnly = connect(wallet.createConnection({ methods: ['get_balance'] }))
    expect((await failure(readOnly.listTransactions({ since, limit: 10 }))).code).toBe(
      'unauthorized',
    )
  })

  it('reads transactions of wallets that predate the state field', async () => {
    const wallet = await startWallet({ omitTransactionState: true })
    const provider = connect(wallet.createConnection())
    const created = await provider.makeInvoice({ amountSat: 21, description: 'Legacy' })
    expect((await provider.lookupInvoice(created.paymentHash)).state).toBe('pending')
    wallet.receivePayment(created.paymentHash)
    expect((await provider.lookupInvoice(created.paymentHash)).state).toBe('settled')
  })

  it('reports an unpaid invoice past its expiry as expired', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    const created = await provider.makeInvoice({ amountSat: 21, description: 'Soon gone' })
    expect((await provider.lookupInvoice(created.paymentHash)).state).toBe('pending')
    const invoice = wallet.node.invoices.get(created.paymentHash)
    if (!invoice) throw new Error('invoice missing')
    invoice.expiresAt = new Date(Date.now() - 1_000)
    expect((await provider.lookupInvoice(created.paymentHash)).state).toBe('expired')
  })

  it('refuses undecodable and amountless invoices without asking the wallet', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    const garbage = await failure(provider.payInvoice('lnbc1notaninvoice'))
    expect(garbage.code).toBe('payment-failed')
    expect(garbage.message).toBe('Invalid Invoice: Could not decode Lightning invoice')
    const amountless = encodeInvoice({
      paymentHash: newPaymentPreimage().paymentHash,
      nodeKey: newNodeKey(),
    })
    expect((await failure(provider.payInvoice(amountless))).code).toBe('payment-failed')
    expect(wallet.requests).toEqual([])
  })
})

describe('wallet errors in words a parent understands', () => {
  it.each<[string, LightningErrorCode, string]>([
    ['INSUFFICIENT_BALANCE', 'insufficient-balance', 'does not have enough funds'],
    ['QUOTA_EXCEEDED', 'quota-exceeded', 'budget this app may spend'],
    ['RATE_LIMITED', 'rate-limited', 'too many requests'],
    ['RESTRICTED', 'unauthorized', 'not allowed to do that'],
    ['UNAUTHORIZED', 'unauthorized', 'no longer accepts this connection'],
    ['NOT_IMPLEMENTED', 'not-supported', 'does not offer this function'],
    ['UNSUPPORTED_ENCRYPTION', 'not-supported', 'does not offer the encryption this app uses'],
    ['INTERNAL', 'wallet-error', 'reported an internal error'],
    ['OTHER', 'wallet-error', 'reported an error'],
    ['SOMETHING_NEW', 'wallet-error', 'reported an error'],
    // A code that names a property every object has is still just an unknown code.
    ['constructor', 'wallet-error', 'reported an error'],
  ])('%s on a read is %s', async (walletCode, code, words) => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    wallet.failWith('get_balance', walletCode, 'details from the wallet')
    const error = await failure(provider.getBalance())
    expect(error.code).toBe(code)
    expect(error.message).toContain(words)
    expect(error.message).toContain('The wallet said: "details from the wallet"')
  })

  it.each<[string, LightningErrorCode]>([
    ['PAYMENT_FAILED', 'payment-failed'],
    ['RATE_LIMITED', 'rate-limited'],
    ['INSUFFICIENT_BALANCE', 'insufficient-balance'],
    // These do not say whether money left: the payment must be settled by lookup.
    ['INTERNAL', 'outcome-unknown'],
    ['OTHER', 'outcome-unknown'],
    ['SOMETHING_NEW', 'outcome-unknown'],
    ['constructor', 'outcome-unknown'],
  ])('%s on a payment is %s', async (walletCode, code) => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    wallet.failWith('pay_invoice', walletCode)
    expect((await failure(provider.payInvoice(externalInvoice(5_000).bolt11))).code).toBe(code)
  })

  it('maps what the wallet itself refuses: balance, budget, permissions, revoked, unknown, no route, expired', async () => {
    const wallet = await startWallet({ node: network.createNode({ balanceSat: 10_000 }) })
    const unlimited = connect(wallet.createConnection())
    const budgeted = connect(wallet.createConnection({ budgetMsat: 3_000_000 }))
    const readOnly = connect(wallet.createConnection({ methods: ['get_balance', 'get_info'] }))
    const revokedUri = wallet.createConnection()
    const revoked = connect(revokedUri)
    wallet.revokeConnection(revokedUri)

    expect((await failure(unlimited.payInvoice(externalInvoice(20_000_000).bolt11))).code).toBe(
      'insufficient-balance',
    )
    // The budget is checked before the node sends anything, whatever the balance.
    expect((await failure(budgeted.payInvoice(externalInvoice(5_000_000).bolt11))).code).toBe(
      'quota-exceeded',
    )
    expect((await failure(budgeted.payInvoice(externalInvoice(50_000_000).bolt11))).code).toBe(
      'quota-exceeded',
    )
    expect((await failure(readOnly.payInvoice(externalInvoice(1_000).bolt11))).code).toBe(
      'unauthorized',
    )
    expect((await failure(readOnly.makeInvoice({ amountSat: 1, description: 'x' }))).code).toBe(
      'unauthorized',
    )
    expect((await failure(revoked.getBalance())).code).toBe('unauthorized')
    expect((await failure(budgeted.lookupInvoice('ab'.repeat(32)))).code).toBe('not-found')
    expect((await failure(budgeted.lookupPayment('ab'.repeat(32)))).code).toBe('not-found')

    const nobodysInvoice = encodeInvoice({
      amountMsat: 1_000,
      paymentHash: newPaymentPreimage().paymentHash,
      nodeKey: newNodeKey(),
    })
    const noRoute = await failure(budgeted.payInvoice(nobodysInvoice))
    expect(noRoute.code).toBe('payment-failed')
    expect(noRoute.message).toContain('Nothing was paid')

    const expired = shop.createInvoice({
      amountMsat: 1_000,
      expirySeconds: 60,
      createdAt: new Date(Date.now() - 120_000),
    })
    expect((await failure(budgeted.payInvoice(expired.bolt11))).code).toBe('payment-failed')
    expect(wallet.node.balanceMsat).toBe(10_000_000)
    expect(shop.balanceMsat).toBe(100_000_000)
  })

  it('refuses a wallet that offers no encryption it can speak', async () => {
    const wallet = await startWallet({ encryption: 'nip44_v3' })
    const error = await failure(connect(wallet.createConnection()).getBalance())
    expect(error.code).toBe('not-supported')
    expect(error.message).toContain('nip44_v3')
  })

  it('says so when the wallet has published nothing on the relay', async () => {
    const uri = `nostr+walletconnect://${'c'.repeat(64)}?relay=${encodeURIComponent(relay.url)}&secret=${'d'.repeat(64)}`
    const error = await failure(connect(uri).getBalance())
    expect(error.code).toBe('unreachable')
    expect(error.message).toContain('published no Wallet Connect information')
  })
})

describe('answers that cannot be trusted', () => {
  it('a payment confirmed with a wrong or missing preimage stays open (outcome-unknown)', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    wallet.tamperWithResults('pay_invoice', (r) => ({ ...r, preimage: 'ab'.repeat(32) }))
    const wrong = await failure(provider.payInvoice(externalInvoice(1_000).bolt11))
    expect(wrong.code).toBe('outcome-unknown')
    expect(wrong.message).toContain('does not match the invoice')
    wallet.tamperWithResults('pay_invoice', ({ preimage: _, ...r }) => r)
    expect((await failure(provider.payInvoice(externalInvoice(1_000).bolt11))).code).toBe(
      'outcome-unknown',
    )
  })

  it.each<[string, string, (r: Record<string, unknown>) => unknown]>([
    ['no result and no error', 'get_balance', () => null],
    ['a balance given as text', 'get_balance', () => ({ balance: '1000000' })],
    ['a negative balance', 'get_balance', () => ({ balance: -1 })],
    ['a fractional balance', 'get_balance', () => ({ balance: 1.5 })],
    ['an invoice for another amount', 'make_invoice', () => ({ ...externalInvoiceTx(22_000) })],
    [
      'an invoice with another hash',
      'make_invoice',
      (r) => ({ ...r, payment_hash: 'ab'.repeat(32) }),
    ],
    ['no invoice at all', 'make_invoice', ({ invoice: _, ...r }) => r],
    ['an undecodable invoice', 'make_invoice', (r) => ({ ...r, invoice: 'lnbcrt1garbage' })],
  ])('%s is a bad response', async (_name, method, rewrite) => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    wallet.tamperWithResults(method, rewrite)
    const call =
      method === 'get_balance'
        ? provider.getBalance()
        : provider.makeInvoice({ amountSat: 21, description: 'Pocket money' })
    expect((await failure(call)).code).toBe('bad-response')
  })

  it('a lookup about another payment, or with a preimage that does not fit, is a bad response', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    const created = await provider.makeInvoice({ amountSat: 21, description: 'x' })
    wallet.receivePayment(created.paymentHash)
    wallet.tamperWithResults('lookup_invoice', (r) => ({ ...r, payment_hash: 'ab'.repeat(32) }))
    expect((await failure(provider.lookupInvoice(created.paymentHash))).code).toBe('bad-response')
    wallet.tamperWithResults('lookup_invoice', (r) => ({ ...r, preimage: 'cd'.repeat(32) }))
    expect((await failure(provider.lookupPayment(created.paymentHash))).code).toBe('bad-response')
  })
})

/** make_invoice's answer shape for an invoice of `amountMsat` (hash and invoice agree). */
function externalInvoiceTx(amountMsat: number) {
  const issued = externalInvoice(amountMsat)
  return {
    type: 'incoming',
    invoice: issued.bolt11,
    payment_hash: issued.paymentHash,
    amount: amountMsat,
  }
}

describe('timeouts', () => {
  it('a read with no answer in time is a timeout, and the late answer is ignored', async () => {
    const wallet = await startWallet()
    // Margins of seconds, not milliseconds: on a busy machine an ordinary answer over the
    // relay can take a few hundred.
    const provider = connect(wallet.createConnection(), { timeouts: { readMs: 1_500 } })
    await provider.getInfo()
    const release = wallet.holdReplies('get_balance')
    const error = await failure(provider.getBalance())
    expect(error.code).toBe('timeout')
    expect(error.message).toContain('did not answer')
    const [late] = wallet.requests.filter((r) => r.method === 'get_balance')
    // The balance changes, so the late answer (made when it was asked) is told from the next.
    wallet.node.balanceMsat = 42_000_000
    release()
    // Once the relay has the late answer, it reaches the provider before any answer the
    // relay gets after it (one socket, in order): the next read must not take it for its own.
    await expect
      .poll(() =>
        relay.received.some((e) => e.tags.some(([t, id]) => t === 'e' && id === late?.requestId)),
      )
      .toBe(true)
    expect(await provider.getBalance()).toEqual({ balanceSat: 42_000 })
  })

  it('a payment with no answer in time is outcome-unknown, and a lookup then settles it', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection(), { timeouts: { payMs: 300 } })
    const invoice = externalInvoice(7_000_000)
    wallet.node.payOutcome = { kind: 'hang' }
    const error = await failure(provider.payInvoice(invoice.bolt11))
    expect(error.code).toBe('outcome-unknown')
    expect(await provider.lookupPayment(invoice.paymentHash)).toMatchObject({
      state: 'pending',
      preimage: null,
    })

    wallet.node.settlePendingPayment(invoice.paymentHash, 'succeed')
    expect(await provider.lookupPayment(invoice.paymentHash)).toEqual({
      paymentHash: invoice.paymentHash,
      state: 'succeeded',
      amountSat: 7_000,
      feeSat: 2,
      preimage: invoice.preimage,
    })
  })

  it('a payment that failed after the timeout is found failed by lookup', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection(), { timeouts: { payMs: 300 } })
    const invoice = externalInvoice(7_000_000)
    wallet.node.payOutcome = { kind: 'hang' }
    expect((await failure(provider.payInvoice(invoice.bolt11))).code).toBe('outcome-unknown')
    wallet.node.settlePendingPayment(invoice.paymentHash, 'fail')
    expect((await provider.lookupPayment(invoice.paymentHash)).state).toBe('failed')
  })

  it('a confirmation that arrives late still leaves the payment to lookup, never to a retry', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection(), { timeouts: { payMs: 300 } })
    const invoice = externalInvoice(2_000_000)
    wallet.delayReplies('pay_invoice', 600)
    expect((await failure(provider.payInvoice(invoice.bolt11))).code).toBe('outcome-unknown')
    expect((await provider.lookupPayment(invoice.paymentHash)).state).toBe('succeeded')
    // Paying again is refused by the wallet: the invoice is paid once. (A patient
    // provider asks: 300 ms is too short for an answer on a busy test machine.)
    wallet.delayReplies('pay_invoice', 0)
    const patient = connect(wallet.createConnection())
    expect((await failure(patient.payInvoice(invoice.bolt11))).code).toBe('payment-failed')
    expect(wallet.requests.filter((r) => r.method === 'pay_invoice')).toHaveLength(2)
  })
})

describe('connections', () => {
  it('20 parallel calls share one socket, which closes with the provider', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    const before = relay.connectionsOpened
    const balances = await Promise.all(Array.from({ length: 20 }, () => provider.getBalance()))
    expect(balances).toEqual(Array(20).fill({ balanceSat: 100_000 }))
    await provider.getBalance()
    expect(relay.connectionsOpened - before).toBe(1)
    expect(provider.connectionsOpened).toBe(1)

    const open = relay.openConnections
    await provider.close()
    await expect.poll(() => relay.openConnections).toBe(open - 1)
    expect((await failure(provider.getBalance())).code).toBe('unreachable')
  })

  it('closes an idle socket and opens a new one on the next call', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection(), { idleCloseMs: 100 })
    const before = relay.connectionsOpened
    await provider.getBalance()
    const open = relay.openConnections
    await expect.poll(() => relay.openConnections).toBe(open - 1)
    await provider.getBalance()
    expect(relay.connectionsOpened - before).toBe(2)
  })

  it('reconnects after the relay dropped the socket; a read in flight is unreachable', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    await provider.getBalance()
    wallet.delayReplies('get_balance', 500)
    const inFlight = provider.getBalance()
    await expect.poll(() => wallet.requests.length).toBe(2)
    relay.dropConnections()
    expect((await failure(inFlight)).code).toBe('unreachable')
    await wallet.reconnect()
    wallet.delayReplies('get_balance', 0)
    const before = relay.connectionsOpened
    expect(await provider.getBalance()).toEqual({ balanceSat: 100_000 })
    expect(relay.connectionsOpened - before).toBe(1)
  })

  it('a payment in flight when the relay drops is outcome-unknown', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    await provider.getBalance()
    wallet.node.payOutcome = { kind: 'hang' }
    const paying = provider.payInvoice(externalInvoice(1_000).bolt11)
    await expect.poll(() => wallet.requests.length).toBe(2)
    relay.dropConnections()
    expect((await failure(paying)).code).toBe('outcome-unknown')
  })

  it('uses every relay of the string and gets by while one of them is down', async () => {
    const second = await TestNostrRelay.start()
    cleanups.push(() => second.stop())
    const wallet = await startWallet({ relayUrls: [second.url] })
    const closedPort = await unusedPort()
    const provider = connect(
      wallet.createConnection({
        relayUrls: [`ws://127.0.0.1:${closedPort}`, relay.url, second.url],
      }),
    )
    expect(await provider.getBalance()).toEqual({ balanceSat: 100_000 })
    expect(provider.connectionsOpened).toBe(2)
    // The request went out on both reachable relays; the wallet listens on one.
    const requests = (r: TestNostrRelay) => r.received.filter((e) => e.kind === 23194).length
    expect(requests(second)).toBe(1)
    expect(
      relay.received.some((e) => e.id === second.received.find((x) => x.kind === 23194)?.id),
    ).toBe(true)
  })

  it('gets by on the working relay while the others stall, break the protocol or close at once', async () => {
    const wallet = await startWallet()
    const stalling = await MisbehavingServer.start('stall')
    // Opens, then breaks the protocol before the stalling relay's deadline, so before
    // any subscription is made on it.
    const garbage = await MisbehavingServer.start('not-nostr')
    const closing = await MisbehavingServer.start('reset')
    cleanups.push(
      () => stalling.close(),
      () => garbage.close(),
      () => closing.close(),
    )
    const provider = connect(
      wallet.createConnection({
        relayUrls: [stalling.url('ws'), garbage.url('ws'), closing.url('ws'), relay.url],
      }),
      { timeouts: { connectMs: 1_000 } },
    )
    expect(await provider.getBalance()).toEqual({ balanceSat: 100_000 })
    expect([stalling, garbage, closing].map((s) => s.connections)).toEqual([1, 1, 1])
  })

  it('is unreachable, saying why, when every relay misbehaves', async () => {
    const wallet = await startWallet()
    const stalling = await MisbehavingServer.start('stall')
    const frames = await MisbehavingServer.start('bad-frame')
    cleanups.push(
      () => stalling.close(),
      () => frames.close(),
    )
    const provider = connect(
      wallet.createConnection({ relayUrls: [frames.url('ws'), stalling.url('ws')] }),
      { timeouts: { connectMs: 1_000 } },
    )
    const error = await failure(provider.getBalance())
    expect(error.code).toBe('unreachable')
    expect(error.message).toContain(`its relay 127.0.0.1:${frames.port} broke the connection`)
  })

  it('is unreachable when the relay refuses the request; a refused payment was not paid', async () => {
    const wallet = await startWallet()
    const provider = connect(wallet.createConnection())
    await provider.getBalance()
    relay.refuseKind(23194, 'rate-limited: slow down')
    try {
      const read = await failure(provider.getBalance())
      expect(read.code).toBe('unreachable')
      expect(read.message).toBe(
        'Could not reach the family wallet (its relay did not take the request: rate-limited: slow down). Check that it is running and that its address is right.',
      )
      const pay = await failure(provider.payInvoice(externalInvoice(1_000).bolt11))
      expect(pay.code).toBe('unreachable')
      expect(pay.message).toContain('nothing was paid')
    } finally {
      relay.refuseKind(23194, null)
    }
    expect(wallet.requests.map((r) => r.method)).toEqual(['get_balance'])
  })

  it('is unreachable when no relay answers', async () => {
    const wallet = await startWallet()
    const closedPort = await unusedPort()
    const provider = connect(
      wallet.createConnection({ relayUrls: [`ws://127.0.0.1:${closedPort}`] }),
    )
    const error = await failure(provider.getBalance())
    expect(error.code).toBe('unreachable')
    expect(error.message).toContain(`127.0.0.1:${closedPort}`)
  })

  it('resolves a relay name through the guarded lookup', async () => {
    const wallet = await startWallet()
    const provider = connect(
      wallet.createConnection({ relayUrls: [relay.url.replace('127.0.0.1', 'localhost')] }),
    )
    expect(await provider.getBalance()).toEqual({ balanceSat: 100_000 })
  })
})

describe('relay address policy', () => {
  it('refuses a whole string when any of its relays is one this server may not use', async () => {
    const wallet = await startWallet()
    for (const forbidden of ['wss://10.0.0.7', 'wss://169.254.169.254']) {
      const provider = connect(
        wallet.createConnection({
          relayUrls: [relay.url, forbidden, relay.url.replace('127.0.0.1', 'localhost')],
        }),
      )
      const before = relay.connectionsOpened
      const error = await failure(provider.getBalance())
      expect(error.code).toBe('unreachable')
      expect(error.message).toContain(`its relay cannot be used: ${new URL(forbidden).host} is`)
      // Refused before any relay of the string was even connected to.
      expect(relay.connectionsOpened).toBe(before)
    }
  })

  it('refuses plain ws:// to loopback unless the operator allows it', async () => {
    const wallet = await startWallet()
    const uri = wallet.createConnection()
    expect(() => createNwcProvider(uri, { policy: strictPolicy })).toThrow(NwcUriError)
    expect(() => createNwcProvider(uri, { policy: strictPolicy })).toThrow(
      /ALLOW_INSECURE_RELAYS=true/,
    )
  })

  it('refuses a wss:// relay on a private or loopback address unless private hosts are allowed', async () => {
    const wallet = await startWallet()
    const uri = wallet.createConnection({ relayUrls: [relay.url.replace('ws://', 'wss://')] })
    const error = await failure(connect(uri, { policy: strictPolicy }).getBalance())
    expect(error.code).toBe('unreachable')
    expect(error.message).toContain('ALLOW_PRIVATE_HOSTS=true')
    expect(
      relay.received.filter(
        (e) => e.kind === 23194 && e.tags.some((t) => t[1] === wallet.walletPubkey),
      ),
    ).toEqual([])
  })
})

it('never shows the connection secret to the relay', () => {
  const seen = JSON.stringify(relay.received)
  for (const secret of secrets) expect(seen).not.toContain(secret)
})

function unusedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server: Server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
