import type { Db } from '../client.js'

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute()
}

/** The user id of a session that has not expired at `now`. */
export async function findSessionUserId(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row?.user_id
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute()
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}
