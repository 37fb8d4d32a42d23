import { afterEach, describe, expect, it } from 'vitest'
import { startAlbyHubTestServer } from '../../testing/alby-hub-test-server.js'
import { loopbackForTests } from '../../testing/lightning-test-helpers.js'
import { startLndRestTestServer } from '../../testing/lnd-rest-test-server.js'
import { startPhoenixdTestServer } from '../../testing/phoenixd-test-server.js'
import { TestLightningNetwork } from '../../testing/test-lightning-node.js'
import { createLightningProvider, type HttpBackendConfig } from './create-lightning-provider.js'
import { LightningConfigError } from './http-endpoint.js'

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

describe('createLightningProvider', () => {
  it('builds the provider each saved connection names, working against its server', async () => {
    const network = new TestLightningNetwork()
    const lnd = await startLndRestTestServer({ node: network.createNode({ balanceSat: 1 }) })
    const phoenixd = await startPhoenixdTestServer({ node: network.createNode({ balanceSat: 2 }) })
    const hub = await startAlbyHubTestServer({ node: network.createNode({ balanceSat: 3 }) })
    closers.push(lnd.close, phoenixd.close, hub.close)
    const configs: HttpBackendConfig[] = [
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
  })
})
