/**
 * What the app reads from the blockchain, whichever service answers (an Esplora such as
 * mempool.space or Blockstream, or the mempool app on the family's own node). Read-only:
 * nothing is ever broadcast. Every amount is an integer number of satoshis; each
 * implementation converts and checks at its own edge.
 */
export interface ChainSource {
  /** Balance and history counts of one address. */
  getAddressSummary(address: string): Promise<AddressSummary>
  /** Every transaction that pays or spends the address, newest first. */
  getAddressTransactions(address: string): Promise<ChainTransaction[]>
  /** Outputs paying the address that no transaction (confirmed or not) spends yet. */
  getAddressUtxos(address: string): Promise<AddressUtxo[]>
  getTipHeight(): Promise<number>
  /** Fee rates in sat/vB by confirmation target in blocks (may be empty on test chains). */
  getFeeEstimates(): Promise<FeeEstimates>
  /** The raw transaction (hex), as a PSBT's non-witness UTXO needs it. */
  getTransactionHex(txid: string): Promise<string>
}

export interface AddressSummary {
  address: string
  /** Confirmed balance. */
  confirmedSat: number
  /** Net effect of unconfirmed transactions: negative while a spend is pending. */
  pendingSat: number
  confirmedTxCount: number
  mempoolTxCount: number
}

export interface ChainTransaction {
  txid: string
  /** Null while the transaction is unconfirmed. */
  blockHeight: number | null
  /** Unix seconds of the block; null while unconfirmed. */
  blockTime: number | null
  feeSat: number
  inputs: TransactionInput[]
  outputs: TransactionOutput[]
}

export interface TransactionInput {
  /** The transaction and output this input spends. */
  txid: string
  vout: number
  /** Address and value of the spent output; null for a coinbase input or a script without address. */
  address: string | null
  valueSat: number | null
}

export interface TransactionOutput {
  vout: number
  /** Null for outputs without an address (OP_RETURN, bare scripts). */
  address: string | null
  valueSat: number
}

export interface AddressUtxo {
  txid: string
  vout: number
  valueSat: number
  blockHeight: number | null
}

/**
 * An address's summary from its complete history: what it received minus what it spent,
 * confirmed and pending apart. The same numbers as getAddressSummary on both backends.
 */
export function summarizeHistory(
  address: string,
  transactions: readonly ChainTransaction[],
): AddressSummary {
  const summary = {
    address,
    confirmedSat: 0,
    pendingSat: 0,
    confirmedTxCount: 0,
    mempoolTxCount: 0,
  }
  for (const tx of transactions) {
    let net = 0
    for (const output of tx.outputs) if (output.address === address) net += output.valueSat
    for (const input of tx.inputs) if (input.address === address) net -= input.valueSat ?? 0
    if (tx.blockHeight === null) {
      summary.pendingSat += net
      summary.mempoolTxCount++
    } else {
      summary.confirmedSat += net
      summary.confirmedTxCount++
    }
  }
  return summary
}

/** Fee rate (sat/vB) by confirmation target (blocks). */
export type FeeEstimates = ReadonlyMap<number, number>

/**
 * The fee rate to confirm within `targetBlocks`: the estimate for that target, else the
 * nearest faster one (never a slower one), else the slowest there is; undefined when the
 * source has no estimates at all (usual on regtest).
 */
export function feeRateForTarget(
  estimates: FeeEstimates,
  targetBlocks: number,
): number | undefined {
  const targets = [...estimates.keys()].sort((a, b) => a - b)
  const faster = targets.filter((target) => target <= targetBlocks).at(-1)
  const chosen = faster ?? targets[0]
  return chosen === undefined ? undefined : estimates.get(chosen)
}

/**
 * Why the chain source could not answer. Every code means the same to a person ("Could
 * not sync balances with blockchain"); the code and message are for logs and health.
 */
export type ChainSourceErrorCode =
  /** 429 from the upstream, still after backing off. */
  | 'rate-limited'
  /** 5xx, connection refused or reset, or skipped while the upstream is cooling down. */
  | 'unavailable'
  | 'timeout'
  /** The upstream answered something that is not what its API promises. */
  | 'bad-response'
  /** 4xx: typically an address of another network (ESPLORA_URL vs BITCOIN_NETWORK). */
  | 'rejected'
  | 'not-found'

export class ChainSourceError extends Error {
  override name = 'ChainSourceError'
  constructor(
    readonly code: ChainSourceErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
