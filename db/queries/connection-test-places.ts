import type { Db } from '../client.js'

// Each write here is one statement on its own, never inside a transaction: the primary
// key's row lock orders instances asking at once (PostgreSQL at its default READ
// COMMITTED re-checks the conflict's WHERE against the row it waited for). Under
// SERIALIZABLE the loser of such a race would fail with a serialization error instead.

/** The places of a scope that tests hold now (not expired). */
export async function listHeldPlaces(db: Db, scope: string, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('connection_test_places')
    .select('place')
    .where('scope', '=', scope)
    .where('expires_at', '>', now)
    .execute()
  return rows.map((r) => r.place)
}

/**
 * Takes one place for a test, in one statement: a free one, or one whose test expired.
 * False when another test holds it (it was taken since it was seen free).
 */
export async function takePlace(
  db: Db,
  place: { scope: string; place: number; holder: string; now: string; expiresAt: string },
): Promise<boolean> {
  const taken = await db
    .insertInto('connection_test_places')
    .values({
      scope: place.scope,
      place: place.place,
      holder: place.holder,
      expires_at: place.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'place'])
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where('connection_test_places.expires_at', '<=', place.now),
    )
    .returning('place')
    .executeTakeFirst()
  return taken !== undefined
}

/** A test's places are held until `expiresAt` (its ten minutes start again once it connects). */
export async function extendPlaces(db: Db, holder: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('connection_test_places')
    .set({ expires_at: expiresAt })
    .where('holder', '=', holder)
    .execute()
}

/** Frees a test's places: it ended. */
export async function releasePlaces(db: Db, holder: string): Promise<void> {
  await db.deleteFrom('connection_test_places').where('holder', '=', holder).execute()
}

/** Places whose test expired before `before` and that nobody took since. */
export async function deletePlacesExpiredBefore(db: Db, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('connection_test_places')
    .where('expires_at', '<', before)
    .executeTakeFirst()
  return Number(numDeletedRows)
}
