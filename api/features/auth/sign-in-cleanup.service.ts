import type { Db } from '../../../db/client.js'
import { deleteLoginTokensExpiredBefore } from '../../../db/queries/login-tokens.js'
import { deleteSecurityEventsBefore } from '../../../db/queries/security-events.js'
import { deleteExpiredSessions } from '../../../db/queries/sessions.js'

/** Security events are kept this long for the admin screens, then purged. */
const SECURITY_EVENT_DAYS = 90
const DAY_MS = 86_400_000

/**
 * Expired sessions and links can never be used again, and old security events have
 * served their purpose; without this they would pile up forever. Returns what went.
 */
export async function purgeExpiredSignIns(db: Db, now: Date) {
  const sessions = await deleteExpiredSessions(db, now.toISOString())
  // A day's grace keeps "this link expired" answers possible for links opened late.
  const links = await deleteLoginTokensExpiredBefore(
    db,
    new Date(now.getTime() - DAY_MS).toISOString(),
  )
  const events = await deleteSecurityEventsBefore(
    db,
    new Date(now.getTime() - SECURITY_EVENT_DAYS * DAY_MS).toISOString(),
  )
  return { sessions, links, events }
}
