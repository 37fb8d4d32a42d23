import { BitcoinInputError } from './bitcoin-input-error.js'
import { CHANGE_GAP_LIMIT } from './wallet-scan.js'

export interface AddressAllocationInput {
  /** Indexes of the chain with any on-chain history (from a wallet scan). */
  usedIndexes: Iterable<number>
  /** Indexes already handed out (to a child, or as a pending send's change), used or not. */
  takenIndexes: Iterable<number>
  /** Default CHANGE_GAP_LIMIT: children's addresses and the app's change share the change chain. */
  gapLimit?: number
}

/**
 * The index of the chain to hand out next: the lowest one neither used on-chain nor
 * already taken. The family's own wallet app only sees a payment to an address within
 * `gapLimit` of the last used one, so an index further out is never handed out: when
 * every address up to there is taken and still unused, this refuses until one of them
 * receives a payment (or a pending send gives its change address back).
 * @throws BitcoinInputError 'no-free-address'
 */
export function nextFreeIndex(input: AddressAllocationInput): number {
  const gapLimit = input.gapLimit ?? CHANGE_GAP_LIMIT
  const used = new Set(input.usedIndexes)
  const taken = new Set([...used, ...input.takenIndexes])
  const lastUsed = Math.max(-1, ...used)
  let index = 0
  while (taken.has(index)) index++
  if (index > lastUsed + gapLimit) {
    throw new BitcoinInputError(
      'no-free-address',
      `Every change address your wallet app looks ahead for (${gapLimit} after the last one used) is already given to a child or to a send waiting for its signature, and none has received anything yet. A new one is free once one of them receives a payment, or once a waiting send is cancelled or broadcast.`,
    )
  }
  return index
}
