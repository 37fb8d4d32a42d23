import type { ChildAddress } from '../../../db/queries/wallet.js'
import type { ChainTransaction } from '../../lib/bitcoin/chain-source.js'
import { type AddressDeriver, CHANGE_CHAIN, RECEIVE_CHAIN } from '../../lib/bitcoin/derivation.js'
import { GAP_LIMIT, type WalletScan } from '../../lib/bitcoin/wallet-scan.js'

/**
 * A payment from outside the family's wallet to an address handed to a child: what
 * becomes that child's savings, keyed by its outpoint (txid:vout). Coins the wallet moves
 * to a child's address itself (change, a parent's own transfer) are not deposits.
 */
export interface ChildDeposit {
  childId: number
  txid: string
  vout: number
  address: string
  valueSat: number
  /** Null while unconfirmed. */
  blockHeight: number | null
}

/**
 * Confirmations before a deposit is credited. One block, as wallet apps call a payment
 * confirmed: a family gift is not worth the risk of a double spend deeper than that.
 */
export const DEPOSIT_CONFIRMATIONS = 1

export function isCreditable(deposit: ChildDeposit, tipHeight: number): boolean {
  return (
    deposit.blockHeight !== null && tipHeight - deposit.blockHeight + 1 >= DEPOSIT_CONFIRMATIONS
  )
}

export const outpointOf = (output: { txid: string; vout: number }) =>
  `${output.txid}:${output.vout}`

/** Deposits to children's receive addresses among the outputs a wallet scan found. */
export function depositsInScan(scan: WalletScan, addresses: ChildAddress[]): ChildDeposit[] {
  const childOf = new Map(addresses.map((a) => [a.address, a.childId]))
  return scan.receivedOutputs.flatMap((output) => {
    const childId = childOf.get(output.address)
    if (childId === undefined || output.chain !== RECEIVE_CHAIN || output.fromWallet) return []
    return [
      {
        childId,
        txid: output.txid,
        vout: output.vout,
        address: output.address,
        valueSat: output.valueSat,
        blockHeight: output.blockHeight,
      },
    ]
  })
}

/**
 * Deposits in the histories of one child's addresses, without scanning the whole wallet:
 * `isWalletAddress` tells the wallet's own coins apart (walletAddressSet).
 */
export function depositsInHistories(
  childId: number,
  histories: { address: string; transactions: ChainTransaction[] }[],
  isWalletAddress: (address: string) => boolean,
): ChildDeposit[] {
  const seen = new Set<string>()
  const deposits: ChildDeposit[] = []
  for (const { address, transactions } of histories) {
    for (const tx of transactions) {
      if (tx.inputs.some((input) => input.address !== null && isWalletAddress(input.address))) {
        continue
      }
      for (const output of tx.outputs) {
        const id = outpointOf({ txid: tx.txid, vout: output.vout })
        if (output.address !== address || seen.has(id)) continue
        seen.add(id)
        deposits.push({
          childId,
          txid: tx.txid,
          vout: output.vout,
          address,
          valueSat: output.valueSat,
          blockHeight: tx.blockHeight,
        })
      }
    }
  }
  return deposits
}

/**
 * The wallet's addresses as far as its last scan saw them (every index up to the gap
 * limit past the last used one, on both chains) plus the plain address. Derivation is
 * memoised, so this is cheap after the first call.
 */
export function walletAddressSet(
  deriver: AddressDeriver,
  reach: { nextReceiveIndex: number | null; nextChangeIndex: number | null },
  extra: (string | null)[],
): Set<string> {
  const addresses = new Set<string>()
  for (const [chain, next] of [
    [RECEIVE_CHAIN, reach.nextReceiveIndex],
    [CHANGE_CHAIN, reach.nextChangeIndex],
  ] as const) {
    for (let index = 0; index < (next ?? 0) + GAP_LIMIT; index++) {
      addresses.add(deriver.derive(chain, index).address)
    }
  }
  for (const address of extra) if (address) addresses.add(address)
  return addresses
}
