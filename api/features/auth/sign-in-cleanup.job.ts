import type { Job } from '../../plugins/jobs.js'
import { purgeExpiredSignIns } from './sign-in-cleanup.service.js'

/** Daily: the data-purge policy of docs/data-retention.md (see the service). */
export const signInCleanupJob: Job = {
  name: 'sign-in-cleanup',
  schedule: '17 3 * * *',
  // One instance purges; a day's rows go in seconds.
  leaseMs: 30 * 60_000,
  async run(app) {
    const purged = await purgeExpiredSignIns(app.db, app.clock.now(), app.config.retentionDays)
    const { sessions, links, codes, challenges, logins, events, invoices, logEmptied } = purged
    const log = logEmptied
      ? ''
      : '; the write-ahead log was busy (a backup?) and is emptied next time'
    return `sign-in cleanup: ${sessions} sessions, ${links} links, ${codes} codes, ${challenges} passkey challenges, ${logins} sign-in records, ${events} security events, ${invoices} expired invoices removed; of what the instances share, ${purged.jobRuns} job runs, ${purged.rateWindows} rate-limit windows, ${purged.testPlaces} connection-test places removed${log}`
  },
}
