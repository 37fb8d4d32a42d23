import { afterAll, beforeAll } from 'vitest'
import { TestNostrRelay } from '../../../api/testing/nostr-relay.js'
import { TestWalletService } from '../../../api/testing/nwc-wallet-service.js'

/**
 * A Lightning wallet behind Nostr Wallet Connect for a spec file, started before its tests
 * and stopped after them. The relay and the wallet service run in the spec's process over
 * ws:// on loopback, which the server only reaches with ALLOW_INSECURE_RELAYS.
 */
export function setUpTestWallet(): { readonly wallet: TestWalletService } {
  let relay: TestNostrRelay | undefined
  let wallet: TestWalletService | undefined
  beforeAll(async () => {
    relay = await TestNostrRelay.start()
    wallet = await TestWalletService.start({ relayUrls: [relay.url] })
  })
  afterAll(async () => {
    await wallet?.stop()
    await relay?.stop()
  })
  return {
    get wallet() {
      if (!wallet) throw new Error('The test wallet is used before beforeAll ran')
      return wallet
    },
  }
}
