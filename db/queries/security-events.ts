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

export async function countSecurityEvents(
  db: Db,
  filter: { type: SecurityEventType; since: string; email?: string; ip?: string },
): Promise<number> {
  let query = db
    .selectFrom('security_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', '=', filter.type)
    .where('created_at', '>', filter.since)
  if (filter.email !== undefined) query = query.where('email', '=', filter.email)
  if (filter.ip !== undefined) query = query.where('ip', '=', filter.ip)
  const row = await query.executeTakeFirstOrThrow()
  return row.n
}

export async function deleteSecurityEventsBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('security_events')
    .where('created_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
