import { X509Certificate } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { startAlbyHubTestServer } from '../../testing/alby-hub-test-server.js'
import { startLndRestTestServer } from '../../testing/lnd-rest-test-server.js'
import { TestNostrRelay } from '../../testing/nostr-relay.js'
import { TestWalletService } from '../../testing/nwc-wallet-service.js'
import { startPhoenixdTestServer } from '../../testing/phoenixd-test-server.js'
import { TestLightningNetwork } from '../../testing/test-lightning-node.js'
import { OPERATOR_POLICY, parseConnectionString } from './connection-string.js'
import { createLightningProvider } from './create-lightning-provider.js'
import { LightningConfigError } from './lightning-provider.js'

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

const b64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url')

describe('parseConnectionString', () => {
  it('reads one string per backend into a connection that works against its server', async () => {
    const network = new TestLightningNetwork()
    const relay = await TestNostrRelay.start()
    const wallet = await TestWalletService.start({
      relayUrls: [relay.url],
      node: network.createNode({ balanceSat: 4 }),
    })
    const lnd = await startLndRestTestServer({ node: network.createNode({ balanceSat: 1 }) })
    const phoenixd = await startPhoenixdTestServer({ node: network.createNode({ balanceSat: 2 }) })
    const hub = await startAlbyHubTestServer({ node: network.createNode({ balanceSat: 3 }) })
    closers.push(
      () => relay.stop(),
      () => wallet.stop(),
      lnd.close,
      phoenixd.close,
      hub.close,
    )
    const lndHost = new URL(lnd.url).host
    const certDer = new X509Certificate(lnd.tlsCertPem).raw.toString('base64url')
    const strings = [
      wallet.createConnection(),
      `lndconnect://${lndHost}?cert=${certDer}&macaroon=${b64url(lnd.macaroonHex)}`,
      `phoenixd+${phoenixd.url}?password=${encodeURIComponent(phoenixd.password)}`,
      `albyhub+${hub.url}?token=${encodeURIComponent(hub.accessToken)}`,
    ]
    const answers = []
    for (const text of strings) {
      const config = parseConnectionString(text, OPERATOR_POLICY)
      const provider = createLightningProvider(config, { policy: OPERATOR_POLICY })
      answers.push([config.kind, (await provider.getBalance()).balanceSat])
      await provider.close()
    }
    expect(answers).toEqual([
      ['nwc', 4],
      ['lnd', 1],
      ['phoenix', 2],
      ['alby_hub', 3],
    ])
  })

  it('turns the lndconnect encodings into what the LND provider takes', () => {
    const macaroonHex = '0201036c6e6402'.padEnd(64, 'a')
    const config = parseConnectionString(
      `lndconnect://node.example:8080?macaroon=${b64url(macaroonHex)}`,
      OPERATOR_POLICY,
    )
    expect(config).toEqual({ kind: 'lnd', url: 'https://node.example:8080', macaroonHex })
  })

  it('keeps a path and drops a trailing slash', () => {
    expect(
      parseConnectionString('albyhub+https://example.com/hub/?token=abc.def', OPERATOR_POLICY),
    ).toEqual({ kind: 'alby_hub', url: 'https://example.com/hub', token: 'abc.def' })
  })

  it.each([
    ['https://node.example?token=abc', 'must start with nostr+walletconnect://'],
    ['lndconnect://node.example:8080', 'needs macaroon='],
    ['lndconnect://node.example:8080?macaroon=a+b', 'must be base64url'],
    ['lndconnect://node.example:8080?macaroon=AgED&cert=AgED', 'is not a certificate'],
    ['phoenixd+http://127.0.0.1:9740', 'needs password='],
    ['phoenixd+http://127.0.0.1:9740?pasword=hunter2', 'a parameter it does not take'],
    ['phoenixd+http://:hunter2@127.0.0.1:9740', 'in the query'],
    ['albyhub+https://hub.example?token=a&token=b', 'repeats token='],
    ['albyhub+https://?token=secret-token', 'names no host'],
    ['nostr+walletconnect://abc?relay=wss://r.example&secret=00', 'public key'],
  ])('refuses %s without quoting it', (text, message) => {
    const parse = () => parseConnectionString(text, OPERATOR_POLICY)
    expect(parse).toThrow(LightningConfigError)
    expect(parse).toThrow(message)
    const error = captured(parse)
    for (const secret of ['hunter2', 'secret-token', 'AgED', 'a+b']) {
      expect(error.message).not.toContain(secret)
    }
  })
})

function captured(run: () => unknown): Error {
  try {
    run()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected an error')
}
