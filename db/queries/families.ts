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
      sharePercentage: row.share_percentage,
      spouseShare: row.spouse_share,
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
