import type { Db } from '../client.js'

export type SecurityEventType =
  | 'magic-link-requested'
  | 'login-succeeded'
  | 'login-failed'
  | 'rate-limited'
  | 'access-denied'

export async function insertSecurityEvent(
  db: Db,
  event: {
    type: SecurityEventType
    ip: string | null
    email?: string | null
    userId?: number | null
    detail?: string | null
    createdAt: string
  },
): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      type: event.type,
      ip: event.ip,
      email: event.email ?? null,
      user_id: event.userId ?? null,
      detail: event.detail ?? null,
      created_at: event.createdAt,
    })
    .execute()
}

/** Which security events count: of one type since a time, for an address, IP or detail. */
interface SecurityEventFilter {
  type: SecurityEventType
  since: string
  email?: string
  ip?: string
  detail?: string
}

function selectSecurityEvents(db: Db, filter: SecurityEventFilter) {
  let query = db
    .selectFrom('security_events')
    .where('type', '=', filter.type)
    .where('created_at', '>', filter.since)
  if (filter.email !== undefined) query = query.where('email', '=', filter.email)
  if (filter.ip !== undefined) query = query.where('ip', '=', filter.ip)
  if (filter.detail !== undefined) query = query.where('detail', '=', filter.detail)
  return query
}

export async function countSecurityEvents(db: Db, filter: SecurityEventFilter): Promise<number> {
  const row = await selectSecurityEvents(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return row.n
}

/** When each event of the kind happened since `since`, oldest first. */
export async function listSecurityEventTimes(
  db: Db,
  filter: SecurityEventFilter,
): Promise<string[]> {
  const rows = await selectSecurityEvents(db, filter)
    .select('created_at')
    .orderBy('created_at')
    .execute()
  return rows.map((row) => row.created_at)
}

export async function deleteSecurityEventsBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('security_events')
    .where('created_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The events that suggest an attack or a mistake worth an operator's look. */
export const SUSPICIOUS_EVENT_TYPES = [
  'login-failed',
  'rate-limited',
  'access-denied',
] as const satisfies readonly SecurityEventType[]

export interface SecuritySummary {
  failedLogins: number
  rateLimitHits: number
  unauthorizedAttempts: number
  /** Distinct addresses the rate limits refused. */
  blockedIps: number
}

export async function summarizeSecurityEvents(db: Db, since: string): Promise<SecuritySummary> {
  const row = await db
    .selectFrom('security_events')
    .select((eb) => [
      eb.fn.count<number>('id').filterWhere('type', '=', 'login-failed').as('failed'),
      eb.fn.count<number>('id').filterWhere('type', '=', 'rate-limited').as('limited'),
      eb.fn.count<number>('id').filterWhere('type', '=', 'access-denied').as('denied'),
      eb.fn.count<number>('ip').distinct().filterWhere('type', '=', 'rate-limited').as('blocked'),
    ])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return {
    failedLogins: row.failed,
    rateLimitHits: row.limited,
    unauthorizedAttempts: row.denied,
    blockedIps: row.blocked,
  }
}

/** Addresses behind the most suspicious events since `since`, most first. */
export async function listSuspiciousIps(
  db: Db,
  since: string,
  limit: number,
): Promise<Array<{ ip: string; count: number }>> {
  const rows = await db
    .selectFrom('security_events')
    .select(['ip', (eb) => eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', since)
    .where('type', 'in', SUSPICIOUS_EVENT_TYPES)
    .where('ip', 'is not', null)
    .groupBy('ip')
    .orderBy('count', 'desc')
    .orderBy('ip')
    .limit(limit)
    .execute()
  return rows.flatMap((r) => (r.ip === null ? [] : [{ ip: r.ip, count: r.count }]))
}

export interface SecurityEvent {
  type: string
  ip: string | null
  email: string | null
  detail: string | null
  createdAt: string
}

/** The newest suspicious events since `since`, newest first. */
export async function listRecentSuspiciousEvents(
  db: Db,
  since: string,
  limit: number,
): Promise<SecurityEvent[]> {
  const rows = await db
    .selectFrom('security_events')
    .select(['type', 'ip', 'email', 'detail', 'created_at'])
    .where('created_at', '>=', since)
    .where('type', 'in', SUSPICIOUS_EVENT_TYPES)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => ({
    type: r.type,
    ip: r.ip,
    email: r.email,
    detail: r.detail,
    createdAt: r.created_at,
  }))
}
