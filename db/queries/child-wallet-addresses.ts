import type { Selectable } from 'kysely'
import type { Db } from '../client.js'
import type { ChildWalletAddressesTable } from '../schema.js'

/** Children's receive addresses (child_wallet_addresses), derived from the family's key. */

export interface ChildAddress {
  id: number
  childId: number
  /** 1 (change) for every address handed out now; 0 (receive) for the retired ones of before. */
  chain: 0 | 1
  index: number
  address: string
  derivationPath: string
  assignedAt: string
  fundedAt: string | null
  /** Set for the retired receive-chain addresses: payments confirmed later are not the child's. */
  retiredAt: string | null
}

const addressColumns = [
  'id',
  'child_id',
  'chain',
  'address_index',
  'address',
  'derivation_path',
  'assigned_at',
  'funded_at',
  'retired_at',
] as const

type AddressRow = Pick<Selectable<ChildWalletAddressesTable>, (typeof addressColumns)[number]>

function toChildAddress(row: AddressRow): ChildAddress {
  return {
    id: row.id,
    childId: row.child_id,
    chain: row.chain,
    index: row.address_index,
    address: row.address,
    derivationPath: row.derivation_path,
    assignedAt: row.assigned_at,
    fundedAt: row.funded_at,
    retiredAt: row.retired_at,
  }
}

/**
 * Every address handed out from one key of the family (children removed or not, retired
 * or not), by chain and index.
 */
export async function listKeyAddresses(
  db: Db,
  familyId: number,
  keyDigest: string,
): Promise<ChildAddress[]> {
  const rows = await db
    .selectFrom('child_wallet_addresses')
    .select(addressColumns)
    .where('family_id', '=', familyId)
    .where('key_digest', '=', keyDigest)
    .orderBy('chain')
    .orderBy('address_index')
    .execute()
  return rows.map(toChildAddress)
}

/** One child's addresses from one key, newest first (the retired receive-chain ones last). */
export async function listChildAddresses(
  db: Db,
  familyId: number,
  childId: number,
  keyDigest: string,
): Promise<ChildAddress[]> {
  const rows = await db
    .selectFrom('child_wallet_addresses')
    .select(addressColumns)
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .where('key_digest', '=', keyDigest)
    .orderBy('chain', 'desc')
    .orderBy('address_index', 'desc')
    .execute()
  return rows.map(toChildAddress)
}

export async function insertChildAddress(
  db: Db,
  address: {
    familyId: number
    childId: number
    keyDigest: string
    chain: 0 | 1
    index: number
    address: string
    derivationPath: string
    assignedAt: string
  },
): Promise<void> {
  await db
    .insertInto('child_wallet_addresses')
    .values({
      family_id: address.familyId,
      child_id: address.childId,
      key_digest: address.keyDigest,
      chain: address.chain,
      address_index: address.index,
      address: address.address,
      derivation_path: address.derivationPath,
      assigned_at: address.assignedAt,
      funded_at: null,
      retired_at: null,
    })
    .execute()
}

/** Notes that these addresses have received something (first time only). */
export async function markAddressesFunded(
  db: Db,
  familyId: number,
  addresses: string[],
  at: string,
): Promise<void> {
  if (addresses.length === 0) return
  await db
    .updateTable('child_wallet_addresses')
    .set({ funded_at: at })
    .where('family_id', '=', familyId)
    .where('address', 'in', addresses)
    .where('funded_at', 'is', null)
    .execute()
}
