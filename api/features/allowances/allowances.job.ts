import type { AfterAllowanceCredit } from '../../lib/allowance-credits.js'
import type { Job } from '../../plugins/jobs.js'
import { processDueAllowances } from './allowances.service.js'

/**
 * Hourly: families with automatic processing get their allowances once their hour has
 * come; `afterCredit` (automatic payouts, composed in app.ts) follows the credits.
 */
export function allowancesJob(afterCredit: AfterAllowanceCredit): Job {
  return {
    name: 'allowances',
    schedule: '0 * * * *',
    async run(app) {
      const { families, credited } = await processDueAllowances(
        app.db,
        app.clock.now(),
        app.config.defaultTimeZone,
        app.config.billing,
        { afterCredit },
      )
      return `allowances: ${credited} credited across ${families} families`
    },
  }
}
