import type { Job } from '../../plugins/jobs.js'
import { purgeExpiredSignIns } from './sign-in-cleanup.service.js'

/** Daily: expired sessions and links and old security events go (see the service). */
export const signInCleanupJob: Job = {
  name: 'sign-in-cleanup',
  schedule: '17 3 * * *',
  async run(app) {
    const { sessions, links, events } = await purgeExpiredSignIns(app.db, app.clock.now())
    return `sign-in cleanup: ${sessions} sessions, ${links} links, ${events} security events removed`
  },
}
