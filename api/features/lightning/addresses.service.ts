import type { Db } from '../../../db/client.js'
import { findChild } from '../../../db/queries/children.js'
import {
  findLightningAddresses,
  type LightningAddresses,
  saveLightningAddresses,
} from '../../../db/queries/lightning-addresses.js'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { badRequest, notFound } from '../../errors.js'
import { LnurlError, parseLightningAddress } from '../../lib/lightning/lnurl-pay.js'
import type { AddressesBody, AddressesReply, SaveAddressesReply } from './lightning.schemas.js'

function toReply(addresses: LightningAddresses): AddressesReply {
  return {
    parentAddress: addresses.parentAddress,
    childAddresses: Object.fromEntries(
      [...addresses.childAddresses].map(([id, address]) => [String(id), address]),
    ),
  }
}

export async function readAddresses(db: Db, familyId: number): Promise<AddressesReply> {
  return toReply(await findLightningAddresses(db, familyId))
}

/**
 * An address as typed, trimmed and checked for the name@domain form (lower-cased, as
 * LNURL asks the service for it).
 * @throws AppError 400 naming the field
 */
function checkedAddress(text: string, field: string): string {
  try {
    return parseLightningAddress(text).address
  } catch (error) {
    if (error instanceof LnurlError) throw badRequest('invalid-request', error.message, field)
    throw error
  }
}

/**
 * Saves the parent's address and the children's (spec 2): values are trimmed, empty
 * child entries dropped, and at least one address is needed. An address not given
 * stays as it was. Another family's child is not found.
 */
export async function saveAddresses(
  db: Db,
  familyId: number,
  body: AddressesBody,
  now: Date,
): Promise<SaveAddressesReply> {
  const parentText = body.parentAddress?.trim() ?? ''
  const childEntries = Object.entries(body.childAddresses ?? {})
    .map(([id, address]) => [id, address.trim()] as const)
    .filter(([, address]) => address !== '')
  if (parentText === '' && childEntries.length === 0) {
    throw badRequest('missing-field', LIGHTNING_MESSAGES.noAddresses)
  }
  const childAddresses = new Map<number, string>()
  for (const [id, text] of childEntries) {
    const field = `childAddresses.${id}`
    const childId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0
    if (childId === 0 || !(await findChild(db, familyId, childId))) throw notFound('Child')
    childAddresses.set(childId, checkedAddress(text, field))
  }
  const parentAddress = parentText === '' ? null : checkedAddress(parentText, 'parentAddress')
  await saveLightningAddresses(db, familyId, { parentAddress, childAddresses }, now.toISOString())
  return {
    success: true,
    message: 'Lightning addresses saved',
    ...(await readAddresses(db, familyId)),
  }
}
