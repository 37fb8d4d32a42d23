import type { ChildAddress } from '../../../db/queries/child-wallet-addresses.js'
import {
  confirmationsNeeded,
  type DepositRules,
  MAX_CONFIRMATIONS,
} from '../../contracts/deposit-confirmations.js'
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

/** Blocks on top of (and including) the one at `blockHeight`; 0 while unconfirmed. */
export function confirmationsAt(blockHeight: number | null, tipHeight: number): number {
  return blockHeight === null ? 0 : Math.max(0, tipHeight - blockHeight + 1)
}

/** Deep enough for the family's rules (docs/wallet.md, "Confirmations"). */
export function isCreditable(deposit: ChildDeposit, tipHeight: number, rules: DepositRules) {
  const needed = confirmationsNeeded(deposit.valueSat, rules)
  return confirmationsAt(deposit.blockHeight, tipHeight) >= needed
}

/**
 * A credited deposit at this depth is final: the server no longer checks that its
 * transaction is still on the chain.
 */
export function isFinal(blockHeight: number, tipHeight: number): boolean {
  return confirmationsAt(blockHeight, tipHeight) >= MAX_CONFIRMATIONS
}

export const outpointOf = (output: { txid: string; vout: number }) =>
  `${output.txid}:${output.vout}`

/**
 * Whether a payment to `address` is the child's. Children's addresses are on the change
 * chain; the receive-chain ones handed out before issue 26 are retired: the family's
 * wallet app may show them to the parent, so only payments confirmed before they were
 * retired count (those the app would have credited at its next sync).
 */
function countsForChild(address: ChildAddress, blockTime: number | null): boolean {
  if (address.retiredAt === null) return address.chain === CHANGE_CHAIN
  return blockTime !== null && blockTime * 1000 < Date.parse(address.retiredAt)
}

/** Deposits to children's addresses among the outputs a wallet scan found. */
export function depositsInScan(scan: WalletScan, addresses: ChildAddress[]): ChildDeposit[] {
  const byAddress = new Map(addresses.map((a) => [a.address, a]))
  return scan.receivedOutputs.flatMap((output) => {
    const handedOut = byAddress.get(output.address)
    if (!handedOut || output.chain !== handedOut.chain || output.fromWallet) return []
    if (!countsForChild(handedOut, output.blockTime)) return []
    return [
      {
        childId: handedOut.childId,
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
  addresses: ChildAddress[],
  histories: { address: string; transactions: ChainTransaction[] }[],
  isWalletAddress: (address: string) => boolean,
): ChildDeposit[] {
  const byAddress = new Map(addresses.map((a) => [a.address, a]))
  const seen = new Set<string>()
  const deposits: ChildDeposit[] = []
  for (const { address, transactions } of histories) {
    const handedOut = byAddress.get(address)
    if (!handedOut) continue
    for (const tx of transactions) {
      if (tx.inputs.some((input) => input.address !== null && isWalletAddress(input.address))) {
        continue
      }
      if (!countsForChild(handedOut, tx.blockTime)) continue
      for (const output of tx.outputs) {
        const id = outpointOf({ txid: tx.txid, vout: output.vout })
        if (output.address !== address || seen.has(id)) continue
        seen.add(id)
        deposits.push({
          childId: handedOut.childId,
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
