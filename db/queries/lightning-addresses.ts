import type { Db } from '../client.js'
import { inTransaction } from '../transaction.js'

/** The parent's and the children's Lightning addresses (lightning_addresses). */

export interface LightningAddresses {
  parentAddress: string | null
  /** Child id to address, for the children that have one. */
  childAddresses: Map<number, string>
}

export async function findLightningAddresses(
  db: Db,
  familyId: number,
): Promise<LightningAddresses> {
  const rows = await db
    .selectFrom('lightning_addresses')
    .select(['child_id', 'address'])
    .where('family_id', '=', familyId)
    .execute()
  const childAddresses = new Map<number, string>()
  let parentAddress: string | null = null
  for (const row of rows) {
    if (row.child_id === null) parentAddress = row.address
    else childAddresses.set(row.child_id, row.address)
  }
  return { parentAddress, childAddresses }
}

/** Sets the given addresses (the parent's when not null), replacing earlier ones. */
export async function saveLightningAddresses(
  db: Db,
  familyId: number,
  addresses: { parentAddress: string | null; childAddresses: Map<number, string> },
  at: string,
): Promise<void> {
  const rows = [
    ...(addresses.parentAddress === null
      ? []
      : [{ child_id: null, address: addresses.parentAddress }]),
    ...[...addresses.childAddresses].map(([childId, address]) => ({
      child_id: childId,
      address,
    })),
  ]
  await inTransaction(db, async (trx) => {
    for (const row of rows) {
      await trx
        .deleteFrom('lightning_addresses')
        .where('family_id', '=', familyId)
        .where((eb) =>
          row.child_id === null ? eb('child_id', 'is', null) : eb('child_id', '=', row.child_id),
        )
        .execute()
      await trx
        .insertInto('lightning_addresses')
        .values({ family_id: familyId, ...row, updated_at: at })
        .execute()
    }
  })
}
