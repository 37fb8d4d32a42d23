import { BitcoinInputError } from './bitcoin-input-error.js'
import { GAP_LIMIT } from './wallet-scan.js'

export interface ReceiveAllocationInput {
  /** Receive-chain indexes with any on-chain history (from a wallet scan). */
  usedIndexes: Iterable<number>
  /** Receive-chain indexes already handed out (to children), used or not. */
  assignedIndexes: Iterable<number>
  gapLimit?: number
}

/**
 * The receive index to hand out next: the lowest one neither used on-chain nor already
 * handed out. The family's own wallet app only sees a payment to an address within
 * `gapLimit` of the last used one, so an index further out is never handed out: when
 * every address up to there is handed out and still unused, this refuses until one of
 * them receives a payment.
 * @throws BitcoinInputError 'no-free-address'
 */
export function nextReceiveIndex(input: ReceiveAllocationInput): number {
  const gapLimit = input.gapLimit ?? GAP_LIMIT
  const used = new Set(input.usedIndexes)
  const taken = new Set([...used, ...input.assignedIndexes])
  const lastUsed = Math.max(-1, ...used)
  let index = 0
  while (taken.has(index)) index++
  if (index > lastUsed + gapLimit) {
    throw new BitcoinInputError(
      'no-free-address',
      `Every receive address your wallet looks ahead for (${gapLimit} after the last one used) is already given to a child and has not received anything yet. A new address can be created once one of them receives a payment.`,
    )
  }
  return index
}
