import type { Job } from '../../plugins/jobs.js'
import { syncAllFamiliesDeposits } from './deposits.service.js'
import { onchainOf } from './wallet-chain.js'

/**
 * Every 10 minutes: each family's wallet is scanned (one family after another, to stay
 * gentle with public instances), deposits to children's addresses deep enough become
 * savings, credited deposits that left the chain are reversed, and unsigned sends seen
 * on the chain are marked broadcast. A family whose scan fails is tried again next time;
 * every step is idempotent.
 */
export const walletSyncJob: Job = {
  name: 'wallet-sync',
  schedule: '*/10 * * * *',
  // One instance scans each slot (the chain source is asked once); renewed while a long scan lasts.
  leaseMs: 5 * 60_000,
  async run(app) {
    const { credited, reversed, wallets, failed } = await syncAllFamiliesDeposits(
      app.db,
      onchainOf(app),
      app.clock.now(),
      (familyId, error) =>
        app.log.warn({ err: error, familyId }, 'wallet sync failed for a family'),
    )
    return `wallet-sync: ${credited} deposits credited, ${reversed} reversed across ${wallets} wallets (${failed} failed)`
  },
}
