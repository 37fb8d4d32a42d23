import { deleteLoginTokensExpiredBefore } from '../../../db/queries/login-tokens.js'
import { deleteSecurityEventsBefore } from '../../../db/queries/security-events.js'
import { deleteExpiredSessions } from '../../../db/queries/sessions.js'
import type { Job } from '../../plugins/jobs.js'

/** Security events are kept this long for the admin screens, then purged. */
const SECURITY_EVENT_DAYS = 90
const DAY_MS = 86_400_000

/**
 * Daily: expired sessions and links can never be used again, and old security
 * events have served their purpose; without this they would pile up forever.
 */
export const signInCleanupJob: Job = {
  name: 'sign-in-cleanup',
  schedule: '17 3 * * *',
  async run(app) {
    const now = app.clock.now()
    const sessions = await deleteExpiredSessions(app.db, now.toISOString())
    // A day's grace keeps "this link expired" answers possible for links opened late.
    const links = await deleteLoginTokensExpiredBefore(
      app.db,
      new Date(now.getTime() - DAY_MS).toISOString(),
    )
    const events = await deleteSecurityEventsBefore(
      app.db,
      new Date(now.getTime() - SECURITY_EVENT_DAYS * DAY_MS).toISOString(),
    )
    return `sign-in cleanup: ${sessions} sessions, ${links} links, ${events} security events removed`
  },
}
