import { describe, expect, it, onTestFinished } from 'vitest'
import { buildTestApp, createFamily, signInChild } from '../../test-helpers.js'
import { BIP84_ZPUB, VECTORS } from '../../testing/bitcoin-vectors.js'
import { startEsploraTestServer } from '../../testing/esplora-test-server.js'
import { TestNostrRelay } from '../../testing/nostr-relay.js'
import { TestWalletService } from '../../testing/nwc-wallet-service.js'
import { combineBalances } from './family-balance.service.js'

/**
 * The real app reading a local Esplora server and a Wallet Connect wallet over a local
 * relay, both over real sockets, with a family of one child.
 */
async function familyWithWallets() {
  const chain = await startEsploraTestServer({ style: 'esplora', network: 'mainnet' })
  const relay = await TestNostrRelay.start()
  const wallet = await TestWalletService.start({ relayUrls: [relay.url] })
  wallet.node.balanceMsat = 250_000_000
  onTestFinished(async () => {
    await wallet.stop()
    await relay.stop()
    await chain.close()
  })
  const app = await buildTestApp({
    env: {
      BITCOIN_NETWORK: 'mainnet',
      ESPLORA_URL: chain.url,
      ALLOW_INSECURE_RELAYS: 'true',
    },
    // A wallet that stops answering is given up on after this instead of the default 15 s;
    // ample for a local relay's answers on a busy machine.
    lightningTimeouts: { readMs: 2_000 },
  })
  const parent = await createFamily(app, 'pat@example.org')
  const child = await parent.addChild({ name: 'Kim' })
  const summary = async () => {
    const res = await parent.request('GET', '/api/family/balance-summary')
    expect(res.statusCode).toBe(200)
    return res.json()
  }
  return { app, chain, wallet, parent, child, summary }
}

describe('GET /api/family/balance-summary', () => {
  it('shows no wallet as absent, and the books from the children', async () => {
    const { parent, child, summary } = await familyWithWallets()
    await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '0.00030000',
    })
    expect(await summary()).toEqual({
      onChain: { state: 'not_configured' },
      lightning: { state: 'not_configured' },
      total: null,
      books: '0.00030000',
      difference: null,
    })
  })

  it('adds the view-only wallet and the Lightning balance, beside the books', async () => {
    const { chain, wallet, parent, child, summary } = await familyWithWallets()
    chain.addDeposit(VECTORS.bip84.receive0, 42_000, { confirmed: true })
    expect(
      (await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB }))
        .statusCode,
    ).toBe(200)
    const setup = await parent.request('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: wallet.createConnection(),
      credentials: '',
    })
    expect(setup.statusCode).toBe(200)
    await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '0.00300000',
    })
    expect(await summary()).toEqual({
      onChain: { state: 'known', balance: '0.00042000' },
      lightning: { state: 'known', balance: '0.00250000' },
      total: '0.00292000',
      books: '0.00300000',
      difference: '-0.00008000',
    })

    // A wallet that stops answering leaves the total without a comparison.
    await wallet.stop()
    const offline = await summary()
    expect(offline.lightning).toEqual({ state: 'unavailable' })
    expect(offline.total).toBe('0.00042000')
    expect(offline.difference).toBeNull()
  })

  it('is the parents’ only, and shows each family its own books', async () => {
    const { app, parent, child } = await familyWithWallets()
    await parent.request('POST', `/api/children/${child.id}/update-savings`, {
      newBalance: '0.00030000',
    })
    const kid = await signInChild(app, parent, child.id, 'kim@example.org')
    expect((await kid.request('GET', '/api/family/balance-summary')).statusCode).toBe(403)
    const other = await createFamily(app, 'sam@example.org')
    const theirs = (await other.request('GET', '/api/family/balance-summary')).json()
    expect(theirs.books).toBe('0.00000000')
  })
})

describe('combineBalances', () => {
  it('sums in satoshis: 0.1 + 0.2 BTC is exactly 0.3', () => {
    const figures = combineBalances(
      { configured: true, balance: '0.10000000' },
      { configured: true, connected: true, channelBalance: 20_000_000 },
      29_999_999,
    )
    expect(figures.total).toBe('0.30000000')
    expect(figures.difference).toBe('0.00000001')
  })

  it('waits for a wallet still on its first scan before comparing', () => {
    const figures = combineBalances(
      { configured: true, balance: null },
      { configured: false, connected: false, channelBalance: 0 },
      0,
    )
    expect(figures).toMatchObject({
      onChain: { state: 'unavailable' },
      lightning: { state: 'not_configured' },
      total: null,
      difference: null,
    })
  })
})
