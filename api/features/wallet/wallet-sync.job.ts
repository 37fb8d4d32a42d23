import type { Job } from '../../plugins/jobs.js'
import { creditAllFamiliesDeposits } from './deposits.service.js'
import { onchainOf } from './wallet-chain.js'

/**
 * Every 10 minutes: each family's wallet is scanned (one family after another, to stay
 * gentle with public instances) and confirmed deposits to children's addresses become
 * savings. A family whose scan fails is tried again next time; crediting is idempotent.
 */
export const walletSyncJob: Job = {
  name: 'wallet-sync',
  schedule: '*/10 * * * *',
  async run(app) {
    const { credited, wallets, failed } = await creditAllFamiliesDeposits(
      app.db,
      onchainOf(app),
      app.clock.now(),
      (familyId, error) =>
        app.log.warn({ err: error, familyId }, 'wallet sync failed for a family'),
    )
    return `wallet-sync: ${credited} deposits credited across ${wallets} wallets (${failed} failed)`
  },
}
