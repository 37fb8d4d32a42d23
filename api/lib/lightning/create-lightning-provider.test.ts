import { afterEach, describe, expect, it } from 'vitest'
import { startAlbyHubTestServer } from '../../testing/alby-hub-test-server.js'
import { loopbackForTests } from '../../testing/lightning-test-helpers.js'
import { startLndRestTestServer } from '../../testing/lnd-rest-test-server.js'
import { TestNostrRelay } from '../../testing/nostr-relay.js'
import { TestWalletService } from '../../testing/nwc-wallet-service.js'
import { startPhoenixdTestServer } from '../../testing/phoenixd-test-server.js'
import { TestLightningNetwork, type TestLightningNode } from '../../testing/test-lightning-node.js'
import {
  createLightningProvider,
  type LightningConnectionConfig,
} from './create-lightning-provider.js'
import { LightningConfigError } from './lightning-provider.js'

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

/** A Wallet Connect wallet for `node`, on a relay of its own. */
async function startNwcWallet(node: TestLightningNode) {
  const relay = await TestNostrRelay.start()
  closers.push(() => relay.stop())
  const wallet = await TestWalletService.start({ relayUrls: [relay.url], node })
  closers.push(() => wallet.stop())
  return wallet
}

describe('createLightningProvider', () => {
  it('builds the provider each saved connection names, working against its server', async () => {
    const network = new TestLightningNetwork()
    const wallet = await startNwcWallet(network.createNode({ balanceSat: 4 }))
    const lnd = await startLndRestTestServer({ node: network.createNode({ balanceSat: 1 }) })
    const phoenixd = await startPhoenixdTestServer({ node: network.createNode({ balanceSat: 2 }) })
    const hub = await startAlbyHubTestServer({ node: network.createNode({ balanceSat: 3 }) })
    closers.push(lnd.close, phoenixd.close, hub.close)
    const configs: LightningConnectionConfig[] = [
      { kind: 'nwc', uri: wallet.createConnection() },
      { kind: 'lnd', url: lnd.url, macaroonHex: lnd.macaroonHex, tlsCertPem: lnd.tlsCertPem },
      { kind: 'phoenix', url: phoenixd.url, password: phoenixd.password },
      { kind: 'alby_hub', url: hub.url, token: hub.accessToken },
    ]
    const answers = []
    for (const config of configs) {
      const provider = createLightningProvider(config, { policy: loopbackForTests })
      answers.push([provider.kind, (await provider.getBalance()).balanceSat])
      await provider.close()
    }
    expect(answers).toEqual([
      ['nwc', 4],
      ['lnd', 1],
      ['phoenix', 2],
      ['alby_hub', 3],
    ])
  })

  it('refuses settings that cannot work before connecting', () => {
    const options = { policy: loopbackForTests }
    expect(() =>
      createLightningProvider(
        { kind: 'lnd', url: 'ftp://node', macaroonHex: 'ab'.repeat(20) },
        options,
      ),
    ).toThrow(LightningConfigError)
    expect(() =>
      createLightningProvider({ kind: 'alby_hub', url: 'not a url', token: 'abc' }, options),
    ).toThrow('The address is not a valid URL')
    const secret = 'e'.repeat(66)
    const uri = `nostr+walletconnect://${'c'.repeat(64)}?relay=wss://relay.example.com&secret=${secret}`
    const nwc = () => createLightningProvider({ kind: 'nwc', uri }, options)
    expect(nwc).toThrow(LightningConfigError)
    expect(nwc).toThrow('must be 64 hexadecimal characters')
    expect(nwc).not.toThrow(secret)
  })

  it('connects every backend to one network: an NWC wallet and an LND node pay each other', async () => {
    const network = new TestLightningNetwork()
    const wallet = await startNwcWallet(network.createNode({ balanceSat: 10_000 }))
    const lnd = await startLndRestTestServer({ node: network.createNode({ balanceSat: 20_000 }) })
    closers.push(lnd.close)
    const nwc = createLightningProvider(
      { kind: 'nwc', uri: wallet.createConnection() },
      { policy: loopbackForTests },
    )
    const node = createLightningProvider(
      { kind: 'lnd', url: lnd.url, macaroonHex: lnd.macaroonHex, tlsCertPem: lnd.tlsCertPem },
      { policy: loopbackForTests },
    )
    closers.push(
      () => nwc.close(),
      () => node.close(),
    )

    const fromLnd = await node.makeInvoice({ amountSat: 1_500, description: 'Chores' })
    const paidByNwc = await nwc.payInvoice(fromLnd.bolt11)
    expect((await node.lookupInvoice(fromLnd.paymentHash)).state).toBe('settled')
    expect((await nwc.lookupPayment(fromLnd.paymentHash)).preimage).toBe(paidByNwc.preimage)

    const fromNwc = await nwc.makeInvoice({ amountSat: 4_000, description: 'Birthday' })
    const paidByLnd = await node.payInvoice(fromNwc.bolt11)
    expect(await nwc.lookupInvoice(fromNwc.paymentHash)).toMatchObject({
      state: 'settled',
      amountSat: 4_000,
    })
    expect((await node.lookupPayment(fromNwc.paymentHash)).preimage).toBe(paidByLnd.preimage)

    // Each side paid 1.5 sat of routing fee, rounded up to 2 in the accounting.
    expect([paidByNwc.feeSat, paidByLnd.feeSat]).toEqual([2, 2])
    expect(wallet.node.balanceMsat).toBe(10_000_000 - 1_500_000 - 1_500 + 4_000_000)
    expect(lnd.node.balanceMsat).toBe(20_000_000 + 1_500_000 - 4_000_000 - 1_500)
    expect(await nwc.getBalance()).toEqual({ balanceSat: 12_498 })
    expect(await node.getBalance()).toEqual({ balanceSat: 17_498 })
  })
})
