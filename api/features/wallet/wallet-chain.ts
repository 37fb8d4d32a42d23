import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db } from '../../../db/client.js'
import { hasAnyFamilyWallet } from '../../../db/queries/family-wallets.js'
import type { ChainSource as ChainSourceConfig } from '../../config.js'
import { createEsploraSource, type EsploraSource } from '../../lib/bitcoin/esplora-source.js'
import type { Onchain } from './wallet-keys.js'

/**
 * The process's one chain source (its cache and request limits only work when shared).
 * A configured 'mempool' is a node's mempool on an Electrum backend; 'esplora', the
 * default, is read as 'auto': the first /address answer says which it is, so a node's
 * mempool named without ESPLORA_STYLE still works.
 */
export function chainSourceFromConfig(config: ChainSourceConfig): EsploraSource {
  return createEsploraSource({
    baseUrl: config.url,
    network: config.network,
    style: config.style === 'mempool' ? 'electrum' : 'auto',
    addressTtlMs: config.cacheMs,
    tipTtlMs: config.cacheMs,
  })
}

/**
 * /health's `bitcoin` service: the chain source's tip height (cached for seconds by the
 * source, so frequent probes cost the upstream little). Not configured until a family
 * watches a wallet: a fresh install does not contact a public explorer. The reason of a
 * failure goes to the log only (/health is public and the URL may carry credentials).
 */
export function chainSourceCheck(db: Db, source: EsploraSource, log: FastifyBaseLogger) {
  return async (): Promise<{ status: 'up' | 'down' | 'not_configured'; error?: string }> => {
    if (!(await hasAnyFamilyWallet(db))) return { status: 'not_configured' }
    try {
      await source.getTipHeight()
      return { status: 'up' }
    } catch (error) {
      log.warn({ err: error }, 'chain source check failed')
      return { status: 'down', error: 'The blockchain source did not answer' }
    }
  }
}

/** What the wallet services need from the app: its chain source, network, key, clock and mail. */
export function onchainOf(app: FastifyInstance): Onchain {
  return {
    source: app.chainSource,
    network: app.config.chainSource.network,
    secretKey: app.secretKey,
    now: () => app.clock.now(),
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  }
}
