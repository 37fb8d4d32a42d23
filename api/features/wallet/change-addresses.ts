import type { Db } from '../../../db/client.js'
import { listKeyAddresses } from '../../../db/queries/child-wallet-addresses.js'
import { listUnsignedSends } from '../../../db/queries/wallet-sends.js'
import { CHANGE_CHAIN } from '../../lib/bitcoin/derivation.js'
import type { WalletScan } from '../../lib/bitcoin/wallet-scan.js'

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

/**
 * Change-chain indexes the app has given away: children's addresses and the change of
 * sends waiting for their signature. Neither may be given again, to a child or a send.
 */
export async function takenChangeIndexes(
  db: Db,
  familyId: number,
  keyDigest: string,
): Promise<number[]> {
  const children = (await listKeyAddresses(db, familyId, keyDigest))
    .filter((a) => a.chain === CHANGE_CHAIN)
    .map((a) => a.index)
  const sends = (await listUnsignedSends(db, familyId)).flatMap((send) =>
    send.changeIndex === null ? [] : [send.changeIndex],
  )
  return [...children, ...sends]
}
