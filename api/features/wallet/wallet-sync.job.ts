import { listWalletFamilyIds } from '../../../db/queries/wallet.js'
import type { Job } from '../../plugins/jobs.js'
import { creditFamilyDeposits } from './deposits.service.js'
import { onchainOf } from './wallet-chain.js'
import { loadWallet } from './wallet-keys.js'

/**
 * Every 10 minutes: each family's wallet is scanned (one family after another, to stay
 * gentle with public instances) and confirmed deposits to children's addresses become
 * savings. A family whose scan fails is tried again next time; crediting is idempotent.
 */
export const walletSyncJob: Job = {
  name: 'wallet-sync',
  schedule: '*/10 * * * *',
  async run(app) {
    const onchain = onchainOf(app)
    let credited = 0
    let failed = 0
    const familyIds = await listWalletFamilyIds(app.db)
    for (const familyId of familyIds) {
      try {
        const opened = await loadWallet(app.db, onchain, familyId)
        if (!opened) continue
        credited += (await creditFamilyDeposits(app.db, onchain, opened, app.clock.now())).length
      } catch (error) {
        failed++
        app.log.warn({ err: error, familyId }, 'wallet sync failed for a family')
      }
    }
    return `wallet-sync: ${credited} deposits credited across ${familyIds.length} wallets (${failed} failed)`
  },
}
