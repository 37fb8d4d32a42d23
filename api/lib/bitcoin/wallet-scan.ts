import { type ChainSource, type ChainTransaction, summarizeHistory } from './chain-source.js'
import { type AddressDeriver, CHANGE_CHAIN, type Chain, RECEIVE_CHAIN } from './derivation.js'

/** BIP44's gap limit: wallets stop looking after this many unused addresses in a row. */
export const GAP_LIMIT = 20
/**
 * Electrum looks only this far past the last used address of the change chain
 * (`gap_limit_for_change`), the shortest look-ahead among common wallet apps: addresses
 * the app hands out there (children's, a PSBT's change) stay within it.
 */
export const CHANGE_GAP_LIMIT = 10

export interface WalletScanOptions {
  /** Default 20, on both chains (covers Electrum's 10 on the change chain). */
  gapLimit?: number
  /** A plain address the parent added, watched with the derived ones (already validated). */
  watchAddress?: string | null
}

/** Where an address of the wallet comes from: a chain and index, or the plain watch address. */
export interface WalletAddressRef {
  address: string
  /** Null for the plain watch address. */
  chain: Chain | null
  index: number | null
  /** `m/84'/0'/0'/0/5`, `0/5` (origin unknown), or null for the plain address. */
  derivationPath: string | null
}

export interface ScannedAddress extends WalletAddressRef {
  confirmedSat: number
  /** Net effect of unconfirmed transactions (negative while a spend is pending). */
  pendingSat: number
  txCount: number
}

export interface WalletUtxo extends WalletAddressRef {
  txid: string
  vout: number
  valueSat: number
  blockHeight: number | null
}

/** An output paying one of the wallet's addresses: what a deposit credit is keyed on (txid:vout). */
export interface ReceivedOutput extends WalletAddressRef {
  txid: string
  vout: number
  valueSat: number
  blockHeight: number | null
  /** Unix seconds of the block; null while unconfirmed. */
  blockTime: number | null
  /** 0 while unconfirmed. */
  confirmations: number
  /**
   * The transaction also spends the wallet's own coins: change or a move between the
   * wallet's addresses, not money arriving from outside.
   */
  fromWallet: boolean
}

export interface WalletScan {
  tipHeight: number
  confirmedSat: number
  pendingSat: number
  /** Addresses with any history, receive chain first, then change, then the plain address. */
  usedAddresses: ScannedAddress[]
  utxos: WalletUtxo[]
  receivedOutputs: ReceivedOutput[]
  /** The index after the last used one on each chain (BIP44's next unused address). */
  nextReceiveIndex: number
  nextChangeIndex: number
  /** Addresses looked up, used or not. */
  scannedAddressCount: number
}

/**
 * Walks the receive and change chains until `gapLimit` unused addresses in a row, plus
 * the plain watch address, and reads balances, unspent outputs and received outputs,
 * all from the addresses' histories (one request per address in the usual case).
 * `deriver` is null for a family that configured only a plain address. Lookups go
 * through the chain source's cache and request limits, so concurrent scans of one
 * wallet cost the upstream no more than one.
 * @throws ChainSourceError when the chain source cannot answer (nothing partial is returned).
 */
export async function scanWallet(
  source: ChainSource,
  deriver: AddressDeriver | null,
  options: WalletScanOptions = {},
): Promise<WalletScan> {
  const gapLimit = options.gapLimit ?? GAP_LIMIT
  const watchAddress = options.watchAddress ?? null
  const noChain = { used: [], lastUsed: -1, scanned: 0 }
  const [tipHeight, receive, change, watched] = await Promise.all([
    source.getTipHeight(),
    deriver ? scanChain(source, deriver, RECEIVE_CHAIN, gapLimit) : noChain,
    deriver ? scanChain(source, deriver, CHANGE_CHAIN, gapLimit) : noChain,
    watchAddress
      ? readAddress(source, {
          address: watchAddress,
          chain: null,
          index: null,
          derivationPath: null,
        })
      : undefined,
  ])
  const used = [...receive.used, ...change.used]
  if (watched && watched.transactions.length > 0) used.push(watched)
  const usedAddresses = used.map((entry) => entry.scanned)
  const transactions = used.flatMap((entry) => entry.transactions)
  const { utxos, receivedOutputs } = readOutputs(usedAddresses, transactions, tipHeight)
  return {
    tipHeight,
    confirmedSat: sum(usedAddresses.map((a) => a.confirmedSat)),
    pendingSat: sum(usedAddresses.map((a) => a.pendingSat)),
    usedAddresses,
    utxos,
    receivedOutputs,
    nextReceiveIndex: receive.lastUsed + 1,
    nextChangeIndex: change.lastUsed + 1,
    scannedAddressCount: receive.scanned + change.scanned + (watchAddress ? 1 : 0),
  }
}

async function scanChain(
  source: ChainSource,
  deriver: AddressDeriver,
  chain: Chain,
  gapLimit: number,
): Promise<{ used: ReadAddress[]; lastUsed: number; scanned: number }> {
  const used: ReadAddress[] = []
  let lastUsed = -1
  let scanned = 0
  // Each round looks up exactly the addresses still needed to see gapLimit unused ones
  // after the last used one, all at once (the chain source bounds the concurrency).
  while (scanned - (lastUsed + 1) < gapLimit) {
    const end = lastUsed + 1 + gapLimit
    const batch = Array.from({ length: end - scanned }, (_, i) =>
      deriver.derive(chain, scanned + i),
    )
    const read = await Promise.all(batch.map((derived) => readAddress(source, derived)))
    for (const [offset, entry] of read.entries()) {
      // "Used" means any history at all, confirmed or not: what wallets' gap counting uses.
      if (entry.transactions.length === 0) continue
      used.push(entry)
      // The batch is in index order, so the latest used entry has the highest index.
      lastUsed = scanned + offset
    }
    scanned = end
  }
  return { used, lastUsed, scanned }
}

/** An address with its history and what that adds up to. */
interface ReadAddress {
  scanned: ScannedAddress
  transactions: ChainTransaction[]
}

async function readAddress(source: ChainSource, ref: WalletAddressRef): Promise<ReadAddress> {
  const transactions = await source.getAddressTransactions(ref.address)
  const summary = summarizeHistory(ref.address, transactions)
  return {
    transactions,
    scanned: {
      address: ref.address,
      chain: ref.chain,
      index: ref.index,
      derivationPath: ref.derivationPath,
      confirmedSat: summary.confirmedSat,
      pendingSat: summary.pendingSat,
      txCount: transactions.length,
    },
  }
}

/**
 * Unspent outputs come from the histories rather than from /utxo: the histories are
 * needed anyway for received outputs, every spend of a wallet output appears in the
 * history of the address it spends from, and older self-hosted mempools have no /utxo.
 */
function readOutputs(
  addresses: WalletAddressRef[],
  transactions: ChainTransaction[],
  tipHeight: number,
): { utxos: WalletUtxo[]; receivedOutputs: ReceivedOutput[] } {
  const refs = new Map(addresses.map((a) => [a.address, a]))
  const unique = new Map(transactions.map((tx) => [tx.txid, tx]))
  const spent = new Set<string>()
  for (const tx of unique.values()) {
    for (const input of tx.inputs) spent.add(`${input.txid}:${input.vout}`)
  }
  const utxos: WalletUtxo[] = []
  const receivedOutputs: ReceivedOutput[] = []
  for (const tx of unique.values()) {
    const fromWallet = tx.inputs.some((input) => input.address !== null && refs.has(input.address))
    for (const output of tx.outputs) {
      const ref = output.address === null ? undefined : refs.get(output.address)
      if (!ref) continue
      const base = {
        ...pickRef(ref),
        txid: tx.txid,
        vout: output.vout,
        valueSat: output.valueSat,
        blockHeight: tx.blockHeight,
      }
      receivedOutputs.push({
        ...base,
        blockTime: tx.blockTime,
        confirmations: tx.blockHeight === null ? 0 : Math.max(0, tipHeight - tx.blockHeight + 1),
        fromWallet,
      })
      if (!spent.has(`${tx.txid}:${output.vout}`)) utxos.push(base)
    }
  }
  return { utxos, receivedOutputs }
}

function pickRef(ref: WalletAddressRef): WalletAddressRef {
  return {
    address: ref.address,
    chain: ref.chain,
    index: ref.index,
    derivationPath: ref.derivationPath,
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
