import type { Db } from '../client.js'

export interface SignInCode {
  id: number
  userId: number
  familyId: number
  expiresAt: string
  usedAt: string | null
  wrongGuesses: number
}

export async function insertSignInCode(
  db: Db,
  code: {
    codeHash: string
    userId: number
    familyId: number
    createdAt: string
    expiresAt: string
  },
): Promise<void> {
  await db
    .insertInto('sign_in_codes')
    .values({
      code_hash: code.codeHash,
      user_id: code.userId,
      family_id: code.familyId,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      used_at: null,
    })
    .execute()
}

export async function countSignInCodesSince(
  db: Db,
  userId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('sign_in_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return row.n
}

/** Ends the member's codes still live: one code at a time is shown. */
export async function endLiveSignInCodes(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('sign_in_codes')
    .set({ expires_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute()
}

export async function findSignInCode(db: Db, codeHash: string): Promise<SignInCode | undefined> {
  const row = await db
    .selectFrom('sign_in_codes')
    .select(['id', 'user_id', 'family_id', 'expires_at', 'used_at', 'wrong_guesses'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      familyId: row.family_id,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
      wrongGuesses: row.wrong_guesses,
    }
  )
}

/**
 * Marks a code used, only if it is still live and nobody used it first: the conditional
 * UPDATE is what makes it single-use. Returns whether this call used it.
 */
export async function consumeSignInCode(
  db: Db,
  id: number,
  at: string,
  maxWrongGuesses: number,
): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .where('wrong_guesses', '<', maxWrongGuesses)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A wrong code was entered: it counts against every code live at `at`. */
export async function countWrongGuess(db: Db, at: string): Promise<void> {
  await db
    .updateTable('sign_in_codes')
    .set((eb) => ({ wrong_guesses: eb('wrong_guesses', '+', 1) }))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute()
}

/** Codes expired before `before` can never be used again. */
export async function deleteSignInCodesExpiredBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('sign_in_codes')
    .where('expires_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
