import type { Db } from '../client.js'
import type { LoginPurpose } from '../schema.js'

export interface LoginToken {
  id: number
  email: string
  purpose: LoginPurpose
  familyId: number | null
  childId: number | null
  expiresAt: string
  usedAt: string | null
}

export async function insertLoginToken(
  db: Db,
  token: {
    tokenHash: string
    email: string
    purpose: LoginPurpose
    familyId: number | null
    childId: number | null
    requestedIp: string | null
    createdAt: string
    expiresAt: string
  },
): Promise<void> {
  await db
    .insertInto('login_tokens')
    .values({
      token_hash: token.tokenHash,
      email: token.email,
      purpose: token.purpose,
      family_id: token.familyId,
      child_id: token.childId,
      requested_ip: token.requestedIp,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute()
}

export async function findLoginToken(db: Db, tokenHash: string): Promise<LoginToken | undefined> {
  const row = await db
    .selectFrom('login_tokens')
    .select(['id', 'email', 'purpose', 'family_id', 'child_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      email: row.email,
      purpose: row.purpose,
      familyId: row.family_id,
      childId: row.child_id,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    }
  )
}

/**
 * Marks a link used, only if nobody used it first. Returns false when another
 * request won the race: the conditional UPDATE is what makes a link single-use.
 */
export async function consumeLoginToken(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('login_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Links expired before `before` can never be redeemed again. */
export async function deleteLoginTokensExpiredBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('login_tokens')
    .where('expires_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
