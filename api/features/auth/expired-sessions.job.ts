import { deleteExpiredSessions } from '../../../db/queries/sessions.js'
import type { Job } from '../../plugins/jobs.js'

/** Daily: expired sessions are useless (they fail the lookup) but would pile up forever. */
export const expiredSessionsJob: Job = {
  name: 'expired-sessions',
  schedule: '17 3 * * *',
  async run(app) {
    const removed = await deleteExpiredSessions(app.db, app.clock.now().toISOString())
    return `expired sessions: ${removed} removed`
  },
}
