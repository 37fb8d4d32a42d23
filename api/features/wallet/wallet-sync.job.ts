import { listWalletFamilyIds } from '../../../db/queries/wallet.js'
import type { Job } from '../../plugins/jobs.js'
import { syncFamilyDeposits } from './deposits.service.js'
import { followUnsignedSends } from './sends.service.js'
import { onchainOf } from './wallet-chain.js'
import { loadWallet } from './wallet-keys.js'

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
  async run(app) {
    const onchain = onchainOf(app)
    let credited = 0
    let reversed = 0
    let failed = 0
    const familyIds = await listWalletFamilyIds(app.db)
    for (const familyId of familyIds) {
      try {
        const opened = await loadWallet(app.db, onchain, familyId)
        if (!opened) continue
        const settled = await syncFamilyDeposits(app.db, onchain, opened, app.clock.now())
        credited += settled.credited.length
        reversed += settled.reversals.length
        await followUnsignedSends(app.db, onchain, familyId, app.clock.now())
      } catch (error) {
        failed++
        app.log.warn({ err: error, familyId }, 'wallet sync failed for a family')
      }
    }
    return `wallet-sync: ${credited} deposits credited, ${reversed} reversed across ${familyIds.length} wallets (${failed} failed)`
  },
}
