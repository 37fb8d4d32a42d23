import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import fp from 'fastify-plugin'
import { createLightningProvider } from '../../lib/lightning/create-lightning-provider.js'
import { type LightningTimeouts, timeoutsOf } from '../../lib/lightning/lightning-provider.js'
import { connectionRoutes } from './connection.routes.js'
import { lightningHealth } from './connection.service.js'
import { connectionTestRoutes } from './connection-test.routes.js'
import { FamilyWallets } from './family-wallets.js'
import { invoiceRoutes } from './invoices.routes.js'
import type { LightningDeps } from './lightning-context.js'
import { paymentRoutes } from './payments.routes.js'
import { payoutRoutes } from './payouts.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The family wallets of this process and what their services need (jobs use it too). */
    lightning: LightningDeps
  }
}

export interface LightningRoutesOptions {
  /**
   * Wallet timeouts; the providers' defaults (15 s reads, 60 s payments, 10 s to
   * connect) when absent. The public test page never waits longer than these.
   */
  timeouts?: Partial<LightningTimeouts>
  /** A Lightning address service's answers (both requests together); 10 s when absent. */
  lnurlTimeoutMs?: number
}

const routes: FastifyPluginAsyncTypebox<LightningRoutesOptions> = async (app, options) => {
  const timeouts = timeoutsOf({ policy: app.config.outboundPolicy, timeouts: options.timeouts })
  const { nodeLnd, outboundPolicy } = app.config
  // The node's own LND sits on the node's private network by nature; the operator
  // named it, so that one address is reachable whatever the policy for typed URLs.
  const build: LightningDeps['build'] = (config) =>
    createLightningProvider(config, {
      policy:
        config.kind === 'lnd' && config.url === nodeLnd?.restUrl
          ? { ...outboundPolicy, allowPrivateHosts: true }
          : outboundPolicy,
      timeouts,
    })
  const deps: LightningDeps = {
    secretKey: app.secretKey,
    wallets: new FamilyWallets(build),
    build,
    timeouts,
    log: app.log,
    mailer: app.mailer,
    lnurl: {
      policy: { ...outboundPolicy, allowPrivateHosts: false },
      ...(options.lnurlTimeoutMs ? { timeoutMs: options.lnurlTimeoutMs } : {}),
    },
    publicUrl: app.config.publicUrl,
  }
  app.decorate('lightning', deps)
  app.addHook('onClose', async () => {
    await deps.wallets.closeAll()
  })
  app.serviceChecks.lightning = () => lightningHealth(app.db, deps.wallets)

  // One module per concern; each registers its routes with their route map entries.
  connectionRoutes(app, deps)
  invoiceRoutes(app, deps)
  paymentRoutes(app, deps)
  payoutRoutes(app, deps)
  connectionTestRoutes(app, timeouts)
}

/**
 * Lightning for the families: their connection, invoices and payments for the children,
 * the settling job's shared state (`app.lightning`), the public connection test and the
 * `lightning` health check. Not encapsulated, so the jobs reach `app.lightning`.
 */
export const lightningRoutes = fp(routes, { name: 'lightning' })
