import type { Db } from '../../../db/client.js'
import { listKeyAddresses } from '../../../db/queries/child-wallet-addresses.js'
import { listUnsignedSends } from '../../../db/queries/wallet-sends.js'
import { CHANGE_CHAIN } from '../../lib/bitcoin/derivation.js'
import type { WalletScan } from '../../lib/bitcoin/wallet-scan.js'
import { outpointOf } from './child-deposits.js'

/**
 * The change chain is shared: the family's wallet app puts its own change there, the app
 * hands children their deposit addresses from it, and a PSBT's change goes there too.
 * These say which of its indexes are used or given out, so the app never gives one out twice
 * (the wallet app's own choice of change it cannot steer: see docs/wallet.md).
 */

/** Change-chain indexes with any history, from a wallet scan. */
export function usedChangeIndexes(scan: WalletScan): number[] {
  return scan.usedAddresses.flatMap((a) =>
    a.chain === CHANGE_CHAIN && a.index !== null ? [a.index] : [],
  )
}

/** What the app has given away from the wallet, which no new PSBT or address may take. */
export interface Reservations {
  /** Coins of sends waiting for their signature, as outpoints (`txid:vout`). */
  coins: Set<string>
  /**
   * Change-chain indexes of children's addresses and of the change of sends waiting for
   * their signature. Neither may be given again, to a child or a send.
   */
  changeIndexes: number[]
}

export async function readReservations(
  db: Db,
  familyId: number,
  keyDigest: string,
): Promise<Reservations> {
  const children = (await listKeyAddresses(db, familyId, keyDigest))
    .filter((a) => a.chain === CHANGE_CHAIN)
    .map((a) => a.index)
  const unsigned = await listUnsignedSends(db, familyId)
  return {
    coins: new Set(unsigned.flatMap((send) => send.inputs.map(outpointOf))),
    changeIndexes: [
      ...children,
      ...unsigned.flatMap((send) => (send.changeIndex === null ? [] : [send.changeIndex])),
    ],
  }
}
