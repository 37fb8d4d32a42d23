import type { Db } from '../client.js'

export interface Family {
  id: number
  timeZone: string | null
  autoAllowanceHour: number | null
  sharingEnabled: boolean
  sharePercentage: number
  spouseShare: number
  createdAt: string
}

export async function insertFamily(db: Db, createdAt: string): Promise<number> {
  const row = await db
    .insertInto('families')
    .values({ time_zone: null, auto_allowance_hour: null, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The columns' defaults (migration 2026_11_21_001). */
const DEFAULT_SHARE_PERCENTAGE = 100
const DEFAULT_SPOUSE_SHARE = 50

/**
 * A stored share, or its column's default when the row holds what no screen can
 * show. The table's checks (migration 2026_11_26_001) refuse such values; this keeps
 * one bad row (a file from before them, a hand edit) from failing every read of
 * the family, as Infinity once did for every member's sign-in.
 */
function readShare(stored: number, fallback: number): number {
  return Number.isInteger(stored) && stored >= 0 && stored <= 100 ? stored : fallback
}

export async function findFamily(db: Db, id: number): Promise<Family | undefined> {
  const row = await db
    .selectFrom('families')
    .select([
      'id',
      'time_zone',
      'auto_allowance_hour',
      'sharing_enabled',
      'share_percentage',
      'spouse_share',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      timeZone: row.time_zone,
      autoAllowanceHour: row.auto_allowance_hour,
      sharingEnabled: row.sharing_enabled === 1,
      sharePercentage: readShare(row.share_percentage, DEFAULT_SHARE_PERCENTAGE),
      spouseShare: readShare(row.spouse_share, DEFAULT_SPOUSE_SHARE),
      createdAt: row.created_at,
    }
  )
}

export async function updateFamilySharing(
  db: Db,
  id: number,
  changes: { sharingEnabled?: boolean; sharePercentage?: number; spouseShare?: number },
): Promise<void> {
  await db
    .updateTable('families')
    .set({
      ...(changes.sharingEnabled === undefined
        ? {}
        : { sharing_enabled: changes.sharingEnabled ? 1 : 0 }),
      ...(changes.sharePercentage === undefined
        ? {}
        : { share_percentage: changes.sharePercentage }),
      ...(changes.spouseShare === undefined ? {} : { spouse_share: changes.spouseShare }),
    })
    .where('id', '=', id)
    .execute()
}
