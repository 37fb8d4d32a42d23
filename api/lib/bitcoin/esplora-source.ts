import { hex } from '@scure/base'
import { Transaction as RawTransaction } from '@scure/btc-signer'
import type { BitcoinNetwork } from '../../contracts/networks.js'
import { evictOldest } from '../map-eviction.js'
import { parseAddress } from './address.js'
import {
  type AddressSummary,
  type AddressUtxo,
  type ChainSource,
  ChainSourceError,
  type ChainTransaction,
  type FeeEstimates,
  summarizeHistory,
} from './chain-source.js'
import {
  readAddressInfo,
  readFeeEstimates,
  readTransactions,
  readUtxos,
  type Transaction,
} from './esplora-schemas.js'
import { UpstreamHttp, type UpstreamOptions } from './upstream-http.js'

/**
 * Which answers the upstream gives. A node's self-hosted mempool with its electrum
 * backend (what Umbrel runs) answers Esplora's paths with other meanings: its
 * funded_txo_sum is the net balance, /address/:a/txs pages 10 at a time by ?after_txid
 * (and repeats the first page for some txids), and /txs/chain does not exist. Its
 * /address/:a answer says `"electrum": true`, which is how 'auto' tells them apart.
 */
export type EsploraStyle = 'auto' | 'esplora' | 'electrum'

export interface EsploraSourceOptions extends UpstreamOptions {
  /** The server's network: an upstream refusing one of its addresses is named as serving another. */
  network: BitcoinNetwork
  style?: EsploraStyle
  /** How long an address's summary is reused. Default 10 s (the browser polls every 30 s). */
  addressTtlMs?: number
  /**
   * An address's history is fetched again only when its summary no longer matches it, or
   * after this long (a block reorganisation changes heights without changing counts).
   * Default 5 min.
   */
  historyMaxAgeMs?: number
  /** Default 10 s. */
  tipTtlMs?: number
  /** Default 60 s. */
  feeTtlMs?: number
}

/**
 * Where to read each network when the operator names no instance (ESPLORA_URL):
 * mempool.space serves every public network under its own path. Regtest is local only,
 * so it always needs an explicit URL.
 */
export const PUBLIC_ESPLORA_URLS: Record<BitcoinNetwork, string | null> = {
  mainnet: 'https://mempool.space/api',
  testnet: 'https://mempool.space/testnet/api',
  testnet4: 'https://mempool.space/testnet4/api',
  signet: 'https://mempool.space/signet/api',
  regtest: null,
}

/** A ChainSource over Esplora's REST API, also counting its upstream requests. */
export interface EsploraSource extends ChainSource {
  /** Requests sent upstream so far (retries included). */
  readonly upstreamRequests: number
}

interface CachedHistory {
  summaryKey: string
  fetchedAt: number
  /** Last time the history was read or found to match a fresh summary. */
  checkedAt: number
  transactions: ChainTransaction[]
}

// Page sizes of Esplora's /txs/chain and of the electrum backend's /txs: a shorter page
// is the last one. Paging also stops at a page with nothing new, and after MAX_PAGES
// (10,000 transactions on one address is beyond what public instances serve anyway).
const ELECTRUM_PAGE = 10
const ESPLORA_CHAIN_PAGE = 25
const MAX_PAGES = 1_000
const RAW_TX_TTL_MS = 60 * 60_000
/** Histories kept for reuse (oldest dropped first): every address of a few hundred families. */
const MAX_CACHED_HISTORIES = 20_000

export function createEsploraSource(options: EsploraSourceOptions): EsploraSource {
  const http = new UpstreamHttp(options)
  const addressTtlMs = options.addressTtlMs ?? 10_000
  const historyMaxAgeMs = options.historyMaxAgeMs ?? 5 * 60_000
  const tipTtlMs = options.tipTtlMs ?? 10_000
  const feeTtlMs = options.feeTtlMs ?? 60_000
  let style: Exclude<EsploraStyle, 'auto'> | undefined =
    options.style === 'auto' ? undefined : options.style
  const histories = new Map<string, CachedHistory>()
  const historiesInFlight = new Map<string, Promise<ChainTransaction[]>>()

  const addressPath = (address: string) => `/address/${encodeURIComponent(address)}`

  async function getAddressSummary(address: string): Promise<AddressSummary> {
    const info = await http
      .get(
        addressPath(address),
        (body) => readAddressInfo(body, `address ${address}`),
        addressTtlMs,
      )
      .catch((error: unknown) => {
        throw explainRefusal(error, address)
      })
    if (!style) style = info.electrum === true ? 'electrum' : 'esplora'
    // On both backends funded - spent is the balance: Esplora reports totals received
    // and spent, the electrum backend reports the net in funded (spent is 0).
    return {
      address,
      confirmedSat: info.chain_stats.funded_txo_sum - info.chain_stats.spent_txo_sum,
      pendingSat: info.mempool_stats.funded_txo_sum - info.mempool_stats.spent_txo_sum,
      confirmedTxCount: info.chain_stats.tx_count,
      mempoolTxCount: info.mempool_stats.tx_count,
    }
  }

  // A history is read straight away the first time (one request tells used or not, and
  // what happened), then reused for as long as the address's summary, a much smaller
  // answer, stays what the history itself adds up to.
  async function getAddressTransactions(address: string): Promise<ChainTransaction[]> {
    const cached = histories.get(address)
    if (cached && Date.now() - cached.checkedAt < addressTtlMs) return cached.transactions
    if (cached && Date.now() - cached.fetchedAt < historyMaxAgeMs) {
      const summary = await getAddressSummary(address)
      if (summaryKey(summary) === cached.summaryKey) {
        cached.checkedAt = Date.now()
        return cached.transactions
      }
    }
    const pending = historiesInFlight.get(address)
    if (pending) return pending
    const request = fetchHistory(address)
      .then((raw) => {
        const transactions = raw.map(toChainTransaction)
        const key = summaryKey(summarizeHistory(address, transactions))
        histories.delete(address)
        const now = Date.now()
        histories.set(address, { summaryKey: key, fetchedAt: now, checkedAt: now, transactions })
        evictOldest(histories, MAX_CACHED_HISTORIES)
        return transactions
      })
      .finally(() => historiesInFlight.delete(address))
    historiesInFlight.set(address, request)
    return request
  }

  // An upstream refusing a valid address of our network almost always serves another
  // network: say so, as that is what the operator has to fix.
  function explainRefusal(error: unknown, address: string): unknown {
    if (!(error instanceof ChainSourceError) || error.code !== 'rejected') return error
    try {
      parseAddress(address, options.network)
    } catch {
      return error
    }
    return new ChainSourceError(
      'rejected',
      `${http.baseUrl} refuses the ${options.network} address ${address}: check that ESPLORA_URL serves ${options.network} (${error.message})`,
      { cause: error },
    )
  }

  async function fetchHistory(address: string): Promise<Transaction[]> {
    await learnStyle(address)
    return style === 'electrum' ? fetchElectrumHistory(address) : fetchEsploraHistory(address)
  }

  // The answer style shows only in /address answers: one is read before the first
  // history, shared by every history asked for meanwhile.
  let styleLearned: Promise<unknown> | undefined
  function learnStyle(address: string): Promise<unknown> | undefined {
    if (style) return undefined
    styleLearned ??= getAddressSummary(address).catch((error: unknown) => {
      styleLearned = undefined
      throw error
    })
    return styleLearned
  }

  // /txs gives up to 50 unconfirmed and the newest 25 confirmed; older confirmed ones
  // come from /txs/chain/:last_seen_txid, 25 per page. More than 50 unconfirmed cannot be
  // listed by Esplora at all; that many pending payments to one address is not a family's case.
  async function fetchEsploraHistory(address: string): Promise<Transaction[]> {
    const history = new TransactionCollector()
    const first = await getTransactions(`${addressPath(address)}/txs`, address)
    history.add(first)
    let page = first.filter((tx) => tx.status.confirmed)
    for (let count = 0; count < MAX_PAGES; count++) {
      const last = page.at(-1)
      if (!last || page.length < ESPLORA_CHAIN_PAGE) break
      page = await getTransactions(`${addressPath(address)}/txs/chain/${last.txid}`, address)
      if (history.add(page) === 0) break
    }
    return history.transactions
  }

  // 10 per page by ?after_txid=<last txid of the previous page>. When that txid is the
  // first of the history (or unknown) the backend answers the first page again, so
  // paging stops at a short page or at the first page that brings nothing new.
  async function fetchElectrumHistory(address: string): Promise<Transaction[]> {
    const history = new TransactionCollector()
    let page = await getTransactions(`${addressPath(address)}/txs`, address)
    for (let count = 0; count < MAX_PAGES; count++) {
      const last = page.at(-1)
      if (history.add(page) === 0 || page.length < ELECTRUM_PAGE || !last) break
      page = await getTransactions(`${addressPath(address)}/txs?after_txid=${last.txid}`, address)
    }
    return history.transactions
  }

  function getTransactions(path: string, address: string): Promise<Transaction[]> {
    // Not cached by path: the whole history is cached above, keyed by the summary.
    return http
      .get(path, (body) => readTransactions(body, `transactions of ${address}`), 0)
      .catch((error: unknown) => {
        throw explainRefusal(error, address)
      })
  }

  async function getAddressUtxos(address: string): Promise<AddressUtxo[]> {
    const utxos = await http.get(
      `${addressPath(address)}/utxo`,
      (body) => readUtxos(body, `UTXOs of ${address}`),
      addressTtlMs,
    )
    return utxos.map((utxo) => ({
      txid: utxo.txid.toLowerCase(),
      vout: utxo.vout,
      valueSat: utxo.value,
      blockHeight: confirmedHeight(utxo.status, utxo.txid),
    }))
  }

  function getTipHeight(): Promise<number> {
    return http.get('/blocks/tip/height', readHeight, tipTtlMs)
  }

  function getFeeEstimates(): Promise<FeeEstimates> {
    return http.get(
      '/fee-estimates',
      (body) => {
        const estimates = readFeeEstimates(body, 'fee estimates')
        return new Map(Object.entries(estimates).map(([target, rate]) => [Number(target), rate]))
      },
      feeTtlMs,
    )
  }

  function getTransactionHex(txid: string): Promise<string> {
    if (!/^[0-9a-f]{64}$/.test(txid)) throw new TypeError(`not a txid: ${txid}`)
    return http.get(`/tx/${txid}/hex`, (body) => readRawTransaction(body, txid), RAW_TX_TTL_MS)
  }

  return {
    getAddressSummary,
    getAddressTransactions,
    getAddressUtxos,
    getTipHeight,
    getFeeEstimates,
    getTransactionHex,
    get upstreamRequests() {
      return http.requestCount
    },
  }
}

/** Keeps the first copy of each transaction, in the order the pages gave them. */
class TransactionCollector {
  private readonly byTxid = new Map<string, Transaction>()

  /** Adds a page; returns how many transactions were new. */
  add(page: Transaction[]): number {
    let added = 0
    for (const tx of page) {
      const txid = tx.txid.toLowerCase()
      if (this.byTxid.has(txid)) continue
      this.byTxid.set(txid, tx)
      added++
    }
    return added
  }

  get transactions(): Transaction[] {
    return [...this.byTxid.values()]
  }
}

function summaryKey(summary: AddressSummary): string {
  return [
    summary.confirmedSat,
    summary.pendingSat,
    summary.confirmedTxCount,
    summary.mempoolTxCount,
  ].join(':')
}

function toChainTransaction(tx: Transaction): ChainTransaction {
  return {
    txid: tx.txid.toLowerCase(),
    blockHeight: confirmedHeight(tx.status, tx.txid),
    blockTime: tx.status.confirmed ? (tx.status.block_time ?? null) : null,
    feeSat: tx.fee ?? 0,
    inputs: tx.vin.map((input) => ({
      txid: input.txid.toLowerCase(),
      vout: input.vout,
      address: input.prevout?.scriptpubkey_address ?? null,
      valueSat: input.prevout?.value ?? null,
    })),
    outputs: tx.vout.map((output, vout) => ({
      vout,
      address: output.scriptpubkey_address ?? null,
      valueSat: output.value,
    })),
  }
}

function confirmedHeight(status: Transaction['status'], txid: string): number | null {
  if (!status.confirmed) return null
  if (status.block_height === undefined) {
    throw new ChainSourceError(
      'bad-response',
      `transaction ${txid} is confirmed without a block height`,
    )
  }
  return status.block_height
}

function readHeight(body: string): number {
  const text = body.trim()
  if (!/^\d{1,9}$/.test(text)) {
    throw new ChainSourceError('bad-response', `tip height: not a number: ${text.slice(0, 50)}`)
  }
  return Number(text)
}

/** The hex must be the transaction asked for: a PSBT built on another one would be refused by the signer. */
function readRawTransaction(body: string, txid: string): string {
  const text = body.trim().toLowerCase()
  try {
    if (/^([0-9a-f]{2})+$/.test(text)) {
      const tx = RawTransaction.fromRaw(hex.decode(text), {
        allowUnknownOutputs: true,
        allowUnknownInputs: true,
        disableScriptCheck: true,
      })
      if (tx.id === txid) return text
    }
  } catch {
    // falls through to the error below
  }
  throw new ChainSourceError(
    'bad-response',
    `raw transaction ${txid}: the answer is not that transaction`,
  )
}
