import type { Selectable } from 'kysely'
import type { Db } from '../client.js'
import type { LightningConnectionsTable, LightningProviderKind } from '../schema.js'

export type { LightningProviderKind }

/** The family's Lightning wallet connection (lightning_connections): one per family, its secret sealed. */

export interface LightningConnection {
  familyId: number
  provider: LightningProviderKind
  sealedConfig: string
  displayUrl: string
  hubName: string | null
  hubRegion: string | null
  revision: number
  createdAt: string
  updatedAt: string
}

const connectionColumns = [
  'family_id',
  'provider',
  'sealed_config',
  'display_url',
  'hub_name',
  'hub_region',
  'revision',
  'created_at',
  'updated_at',
] as const

type ConnectionRow = Pick<Selectable<LightningConnectionsTable>, (typeof connectionColumns)[number]>

function toConnection(row: ConnectionRow): LightningConnection {
  return {
    familyId: row.family_id,
    provider: row.provider,
    sealedConfig: row.sealed_config,
    displayUrl: row.display_url,
    hubName: row.hub_name,
    hubRegion: row.hub_region,
    revision: row.revision,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export async function findLightningConnection(
  db: Db,
  familyId: number,
): Promise<LightningConnection | undefined> {
  const row = await db
    .selectFrom('lightning_connections')
    .select(connectionColumns)
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return row && toConnection(row)
}

export interface SavedLightningConnection {
  familyId: number
  provider: LightningProviderKind
  sealedConfig: string
  displayUrl: string
  hubName: string | null
  hubRegion: string | null
  createdBy: number
  at: string
}

/** Saves the family's one connection, replacing an earlier one (its revision grows). */
export async function saveLightningConnection(
  db: Db,
  connection: SavedLightningConnection,
): Promise<LightningConnection> {
  const settings = {
    provider: connection.provider,
    sealed_config: connection.sealedConfig,
    display_url: connection.displayUrl,
    hub_name: connection.hubName,
    hub_region: connection.hubRegion,
    created_by: connection.createdBy,
    updated_at: connection.at,
  }
  const row = await db
    .insertInto('lightning_connections')
    .values({ family_id: connection.familyId, created_at: connection.at, ...settings })
    .onConflict((oc) =>
      oc.column('family_id').doUpdateSet((eb) => ({
        ...settings,
        revision: eb('lightning_connections.revision', '+', 1),
      })),
    )
    .returning(connectionColumns)
    .executeTakeFirstOrThrow()
  return toConnection(row)
}

/** Whether there was a connection to remove. */
export async function deleteLightningConnection(db: Db, familyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('lightning_connections')
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function countLightningConnections(db: Db): Promise<number> {
  const row = await db
    .selectFrom('lightning_connections')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
