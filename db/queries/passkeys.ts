import type { Db } from '../client.js'
import type { PasskeyChallengePurpose } from '../schema.js'

export interface Passkey {
  id: number
  familyId: number
  userId: number
  credentialId: string
  publicKey: string
  counter: number
  transports: string[]
  rpId: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

type Row = {
  id: number
  family_id: number
  user_id: number
  credential_id: string
  public_key: string
  counter: number
  transports: string
  rp_id: string
  name: string
  created_at: string
  last_used_at: string | null
}

function toPasskey(row: Row): Passkey {
  return {
    id: row.id,
    familyId: row.family_id,
    userId: row.user_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: row.counter,
    transports: row.transports === '' ? [] : row.transports.split(','),
    rpId: row.rp_id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }
}

/** The member's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  return rows.map(toPasskey)
}

export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<Passkey | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst()
  return row && toPasskey(row)
}

/** Stores a new passkey; false when its credential is already stored (for anyone). */
export async function insertPasskey(
  db: Db,
  passkey: Omit<Passkey, 'id' | 'lastUsedAt'>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('passkeys')
    .values({
      family_id: passkey.familyId,
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports.join(','),
      rp_id: passkey.rpId,
      name: passkey.name,
      created_at: passkey.createdAt,
      last_used_at: null,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function markPasskeyUsed(
  db: Db,
  id: number,
  use: { counter: number; at: string },
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter: use.counter, last_used_at: use.at })
    .where('id', '=', id)
    .execute()
}

/** Removes one of the member's own passkeys; false when they have none with this id. */
export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function insertPasskeyChallenge(
  db: Db,
  challenge: {
    challenge: string
    purpose: PasskeyChallengePurpose
    userId: number | null
    rpId: string
    expiresAt: string
  },
): Promise<void> {
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge: challenge.challenge,
      purpose: challenge.purpose,
      user_id: challenge.userId,
      rp_id: challenge.rpId,
      expires_at: challenge.expiresAt,
    })
    .execute()
}

/**
 * Uses up a challenge handed out for this purpose, member and address that has not
 * expired. Deleting it is what makes it single-use; returns whether this call did.
 */
export async function consumePasskeyChallenge(
  db: Db,
  challenge: {
    challenge: string
    purpose: PasskeyChallengePurpose
    userId: number | null
    rpId: string
    now: string
  },
): Promise<boolean> {
  const result = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge.challenge)
    .where('purpose', '=', challenge.purpose)
    .where((eb) =>
      challenge.userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', challenge.userId),
    )
    .where('rp_id', '=', challenge.rpId)
    .where('expires_at', '>', challenge.now)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function deletePasskeyChallengesExpiredBefore(
  db: Db,
  before: string,
): Promise<number> {
  const result = await db
    .deleteFrom('passkey_challenges')
    .where('expires_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
