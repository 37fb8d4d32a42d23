import type { Job } from '../../plugins/jobs.js'
import { processDueAllowances } from './allowances.service.js'

/**
 * Hourly: families with automatic processing get their allowances once their hour has
 * come; app.afterAllowanceCredit (automatic payouts) follows the credits.
 */
export const allowancesJob: Job = {
  name: 'allowances',
  schedule: '0 * * * *',
  // One instance credits each hour; what a killed run left is due again at the next one.
  leaseMs: 30 * 60_000,
  async run(app) {
    const { families, credited } = await processDueAllowances(
      app.db,
      app.clock.now(),
      app.config.defaultTimeZone,
      app.config.billing,
      { afterCredit: app.afterAllowanceCredit },
    )
    return `allowances: ${credited} credited across ${families} families`
  },
}
