import type { Job } from '../../plugins/jobs.js'
import { processDueInterest } from './interest.service.js'

/**
 * Hourly: each family where a child earns interest gets the month that ended on its own
 * calendar credited, once per child and month however often this runs.
 */
export const interestJob: Job = {
  name: 'interest',
  schedule: '20 * * * *',
  // One instance credits each hour; a family missed by a killed run is credited the next hour.
  leaseMs: 30 * 60_000,
  async run(app) {
    const { families, credited } = await processDueInterest(
      app.db,
      app.clock.now(),
      app.config.defaultTimeZone,
      app.config.billing,
    )
    return `interest: ${credited} credited across ${families} families`
  },
}
