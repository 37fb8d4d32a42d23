import type { FastifyInstance } from 'fastify'
import { onTestFinished } from 'vitest'
import type { Clock } from '../app.js'
import type { BitcoinNetwork } from '../contracts/networks.js'
import { createEsploraSource, type EsploraSourceOptions } from '../lib/bitcoin/esplora-source.js'
import { buildTestApp, createFamily, type TestFamily } from '../test-helpers.js'
import {
  type EsploraTestServer,
  type EsploraTestStyle,
  startEsploraTestServer,
} from './esplora-test-server.js'

export interface WalletTestApp {
  app: FastifyInstance
  server: EsploraTestServer
  parent: TestFamily
}

export interface WalletTestAppOptions {
  style: EsploraTestStyle
  network?: BitcoinNetwork
  /**
   * Chain source settings for the app. By default the app builds its own from ESPLORA_URL
   * and ESPLORA_STYLE, as in production; tests of deposits pass `addressTtlMs: 0` to see
   * each new block at once, and tests of failures short timeouts and backoff.
   */
  source?: Partial<Omit<EsploraSourceOptions, 'baseUrl' | 'network'>>
  /** The app's clock; tests of /health move it past the report's one-second cache. */
  clock?: Clock
}

/**
 * The real app reading a local Esplora test server (either answer style) over HTTP, with
 * a signed-up parent. Both are closed when the test ends.
 */
export async function startWalletTestApp({
  style,
  network = 'mainnet',
  source,
  clock,
}: WalletTestAppOptions): Promise<WalletTestApp> {
  const server = await startEsploraTestServer({ style, network })
  onTestFinished(() => server.close())
  const app = await buildTestApp({
    env: {
      BITCOIN_NETWORK: network,
      ESPLORA_URL: server.url,
      ESPLORA_STYLE: style === 'electrum' ? 'mempool' : 'esplora',
    },
    ...(clock ? { clock } : {}),
    ...(source
      ? {
          chainSource: createEsploraSource({
            baseUrl: server.url,
            network,
            style: style === 'electrum' ? 'electrum' : 'auto',
            ...source,
          }),
        }
      : {}),
  })
  const parent = await createFamily(app, 'pat@example.org')
  return { app, server, parent }
}

/**
 * Chain source settings for tests that need every block seen at once and failures fast.
 * The failures these tests make are answered at once (failNext); the timeout only has to
 * outlast a local server's answer on a loaded two-core machine, where 1 s did not.
 */
export const FRESH_AND_FAST: WalletTestAppOptions['source'] = {
  addressTtlMs: 0,
  tipTtlMs: 0,
  timeoutMs: 5_000,
  retryBaseMs: 5,
  retryMaxMs: 20,
  cooldownBaseMs: 1,
  cooldownMaxMs: 1,
}
