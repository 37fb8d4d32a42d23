import type { Db } from '../../../db/client.js'
import {
  insertChildAddress,
  listChildAddresses,
  listKeyAddresses,
  markAddressesFunded,
} from '../../../db/queries/child-wallet-addresses.js'
import { inTransaction } from '../../../db/transaction.js'
import { nextFreeIndex } from '../../lib/bitcoin/address-allocation.js'
import { ChainSourceError } from '../../lib/bitcoin/chain-source.js'
import { CHANGE_CHAIN } from '../../lib/bitcoin/derivation.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import type { SessionUser } from '../../lib/sessions.js'
import { readReservations, usedChangeIndexes } from './change-addresses.js'
import type { ChildAddressReply } from './wallet.schemas.js'
import { readBitcoinInput, readChain } from './wallet-errors.js'
import { type Onchain, requireWalletKey } from './wallet-keys.js'
import { scanFamilyWallet } from './wallet-scans.js'

/**
 * The child's deposit address: the one they have, until it has received a payment, then
 * the next free index of the wallet's **change** chain. The receive chain is the family's
 * own: its wallet app shows those addresses to the parent, so a payment to the parent
 * there would be credited to a child (issue 26). Free means never used on-chain and
 * never handed to a child or a send's change; never further than the change gap limit
 * (10) past the last used index, or the family's wallet app would not see payments to it
 * (409 when all are taken). Two children never get the same address: the choice and the
 * insert share one transaction, and the database refuses a second holder of an index
 * (the request that lost that race chooses again).
 */
export async function getOrCreateChildAddress(
  db: Db,
  onchain: Onchain,
  user: SessionUser,
  childId: number,
  now: Date,
): Promise<ChildAddressReply> {
  const child = await findAccessibleChild(db, user, childId)
  const opened = await requireWalletKey(db, onchain, user.familyId)
  const current = (await listChildAddresses(db, user.familyId, child.id, opened.keyDigest)).find(
    (address) => address.retiredAt === null,
  )
  if (current && current.fundedAt === null && !(await hasHistory(onchain, current.address))) {
    return { bitcoinAddress: current.address, derivationPath: current.derivationPath }
  }

  const scan = await readChain(() => scanFamilyWallet(db, onchain, opened))
  const usedAddresses = new Set(scan.usedAddresses.map((a) => a.address))
  const at = now.toISOString()
  return inTransaction(
    db,
    async (trx) => {
      const handedOut = await listKeyAddresses(trx, user.familyId, opened.keyDigest)
      await markAddressesFunded(
        trx,
        user.familyId,
        handedOut.filter((a) => usedAddresses.has(a.address)).map((a) => a.address),
        at,
      )
      // A request racing this one may have given the child a fresh address meanwhile.
      const latest = handedOut.filter((a) => a.childId === child.id && a.retiredAt === null).at(-1)
      if (latest && latest.index !== current?.index && !usedAddresses.has(latest.address)) {
        return { bitcoinAddress: latest.address, derivationPath: latest.derivationPath }
      }
      const { changeIndexes } = await readReservations(trx, user.familyId, opened.keyDigest)
      const index = readBitcoinInput(
        () => nextFreeIndex({ usedIndexes: usedChangeIndexes(scan), takenIndexes: changeIndexes }),
        'childId',
      )
      const derived = opened.deriver.derive(CHANGE_CHAIN, index)
      await insertChildAddress(trx, {
        familyId: user.familyId,
        childId: child.id,
        keyDigest: opened.keyDigest,
        chain: CHANGE_CHAIN,
        index,
        address: derived.address,
        derivationPath: derived.derivationPath,
        assignedAt: at,
      })
      return { bitcoinAddress: derived.address, derivationPath: derived.derivationPath }
    },
    // The index is the next one free in what this transaction read: a racing request
    // may insert it first, and then this one runs again and takes the one after.
    { retryUniqueViolations: true },
  )
}

/**
 * Whether anything was ever paid to the address. When the chain source cannot answer,
 * the child keeps the address they have: reusing it costs some privacy, never money.
 */
async function hasHistory(onchain: Onchain, address: string): Promise<boolean> {
  try {
    const summary = await onchain.source.getAddressSummary(address)
    return summary.confirmedTxCount + summary.mempoolTxCount > 0
  } catch (error) {
    if (error instanceof ChainSourceError) return false
    throw error
  }
}
