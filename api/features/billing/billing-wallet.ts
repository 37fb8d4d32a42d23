import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { OPERATOR_POLICY } from '../../lib/lightning/connection-string.js'
import { createLightningProvider } from '../../lib/lightning/create-lightning-provider.js'
import type {
  LightningProvider,
  LightningTimeouts,
} from '../../lib/lightning/lightning-provider.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's receiving wallet (BILLING_LIGHTNING_URL); null with billing off. */
    billingWallet: LightningProvider | null
  }
}

/**
 * One provider for the operator's connection per process, shared by the billing routes
 * and the settlement job (an NWC connection keeps its relay sockets between calls),
 * closed with the app. Nothing connects until the first invoice.
 */
export const billingWalletPlugin = fp<{ timeouts?: Partial<LightningTimeouts> }>(
  async (app: FastifyInstance, { timeouts }) => {
    const { billing } = app.config
    const wallet = billing.enabled
      ? createLightningProvider(billing.connection, { policy: OPERATOR_POLICY, timeouts })
      : null
    app.decorate('billingWallet', wallet)
    app.addHook('onClose', async () => {
      await wallet?.close()
    })
  },
  { name: 'billing-wallet' },
)
