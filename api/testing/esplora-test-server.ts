import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo as SocketAddress } from 'node:net'
import { hex } from '@scure/base'
import type { BitcoinNetwork } from '../contracts/networks.js'
import { parseAddress } from '../lib/bitcoin/address.js'
import { required } from '../lib/required.js'
import {
  describeScript,
  FixtureChain,
  type FixtureOutput,
  type FixtureTransaction,
  type SpendSpec,
} from './fixture-chain.js'

/**
 * A local Esplora over real HTTP (127.0.0.1, a free port) answering from a FixtureChain
 * in one of the two styles the app meets:
 * - 'esplora': Blockstream's esplora/electrs and mempool.space (mempool/electrs);
 * - 'electrum': a node's self-hosted mempool with its electrum backend (Umbrel), whose
 *   /address answer carries the net balance in funded_txo_sum and "electrum": true,
 *   whose /txs pages 10 at a time by ?after_txid (repeating the first page when that
 *   txid is the first of the history or unknown), and which has no /txs/chain or
 *   /txs/mempool.
 * Routes live under /api like the public instances, so `url` ends in /api.
 */
export type EsploraTestStyle = 'esplora' | 'electrum'

export interface EsploraTestServerOptions {
  style: EsploraTestStyle
  network: BitcoinNetwork
  tipHeight?: number
}

export interface FailureSpec {
  status: number
  /** How many matching requests fail; Infinity until clearFailures(). */
  count: number
  /** Only paths starting with this (after /api), e.g. '/address/'. */
  pathPrefix?: string
  retryAfterSeconds?: number
  /** Answer body; a short text like the real service's by default. */
  body?: string
}

export interface EsploraTestServer {
  /** Base URL for the chain source, e.g. http://127.0.0.1:41234/api */
  readonly url: string
  readonly style: EsploraTestStyle
  readonly chain: FixtureChain
  /** A payment from outside to `address`: in the mempool, or mined at once with `confirmed`. */
  addDeposit(address: string, valueSat: number, options?: { confirmed?: boolean }): string
  /** A transaction spending fixture outputs (a send from the wallet), in the mempool. */
  addSpend(spec: SpendSpec): string
  /** Mines the mempool (or only `txids`) into a new block; returns its height. */
  mineBlock(txids?: string[]): number
  /** A reorganisation of the last `depth` blocks (FixtureChain.reorg); returns the new tip. */
  reorg(depth: number, changes?: { unconfirmed?: string[]; evicted?: string[] }): number
  setFeeEstimates(estimates: Record<string, number>): void
  /** Answers the next matching requests with an error status (or any status and body). */
  failNext(spec: FailureSpec): void
  clearFailures(): void
  /** Delays every answer (to provoke client timeouts). */
  setDelay(ms: number): void
  /** Requests received whose path (after /api, without query) starts with `pathPrefix`. */
  requestCount(pathPrefix?: string): number
  /** Every request path received (after /api, with query), in order. */
  readonly requests: readonly string[]
  /** The most requests that were in progress at the same time. */
  readonly maxConcurrentRequests: number
  resetCounts(): void
  close(): Promise<void>
}

const ESPLORA_MEMPOOL_LIMIT = 50
const ESPLORA_CHAIN_PAGE = 25
const ELECTRUM_PAGE = 10

// Esplora's targets, values shaped like mempool.space's (floats, sat/vB).
const DEFAULT_FEE_ESTIMATES: Record<string, number> = Object.fromEntries([
  ...Array.from({ length: 25 }, (_, i) => [String(i + 1), Math.max(2.015, 25.5 - i * 0.987)]),
  ['144', 1.562],
  ['504', 1.003],
  ['1008', 1.003],
])

export async function startEsploraTestServer(
  options: EsploraTestServerOptions,
): Promise<EsploraTestServer> {
  const chain = new FixtureChain(options.network, options.tipHeight ?? 850_000)
  const style = options.style
  let feeEstimates = DEFAULT_FEE_ESTIMATES
  let failures: FailureSpec[] = []
  let delayMs = 0
  let requests: string[] = []
  let active = 0
  let maxConcurrent = 0
  const timers = new Set<NodeJS.Timeout>()

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const path = url.pathname.replace(/^\/api(?=\/)/, '')
    requests.push(`${path}${url.search}`)
    active++
    maxConcurrent = Math.max(maxConcurrent, active)
    response.on('close', () => active--)
    const respond = () => {
      const failure = failures.find((f) => f.count > 0 && path.startsWith(f.pathPrefix ?? ''))
      if (failure) {
        failure.count--
        const headers: Record<string, string> = { 'content-type': 'text/plain' }
        if (failure.retryAfterSeconds !== undefined)
          headers['retry-after'] = String(failure.retryAfterSeconds)
        response.writeHead(failure.status, headers).end(failure.body ?? failureText(failure.status))
        return
      }
      route(request, response, path, url.searchParams)
    }
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!response.destroyed) respond()
      }, delayMs)
      timers.add(timer)
    } else {
      respond()
    }
  })

  function route(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) {
    if (request.method !== 'GET') return text(response, 404, `Cannot ${request.method} ${path}`)
    const parts = path.split('/').filter(Boolean)
    const [head, id, sub, ...rest] = parts
    if (head === 'blocks' && id === 'tip' && sub === 'height' && rest.length === 0) {
      return text(response, 200, String(chain.tipHeight))
    }
    if (head === 'blocks' && id === 'tip' && sub === 'hash' && rest.length === 0) {
      return text(response, 200, chain.tipHash)
    }
    if (head === 'fee-estimates' && parts.length === 1) return json(response, feeEstimates)
    if (head === 'tx' && id) return routeTransaction(response, id, sub, rest)
    if (head === 'address' && id) return routeAddress(response, path, id, parts.slice(2), query)
    return notFound(response, path)
  }

  function routeTransaction(
    response: ServerResponse,
    txid: string,
    sub: string | undefined,
    rest: string[],
  ) {
    const tx = chain.transaction(txid.toLowerCase())
    if (!tx || rest.length > 0) {
      return text(
        response,
        404,
        style === 'esplora' ? 'Transaction not found' : 'No such mempool or blockchain transaction',
      )
    }
    if (sub === undefined) return json(response, renderTransaction(tx))
    if (sub === 'hex') return text(response, 200, hex.encode(tx.raw))
    if (sub === 'status') return json(response, renderStatus(tx))
    return notFound(response, `/tx/${txid}/${sub}`)
  }

  function routeAddress(
    response: ServerResponse,
    path: string,
    rawAddress: string,
    tail: string[],
    query: URLSearchParams,
  ) {
    let address: string
    try {
      address = parseAddress(decodeURIComponent(rawAddress), chain.network).address
    } catch {
      return text(response, 400, 'Invalid Bitcoin address')
    }
    const route = tail.join('/')
    if (route === '') return json(response, renderAddress(address))
    if (route === 'utxo') return json(response, renderUtxos(address))
    if (route === 'txs') {
      return json(
        response,
        style === 'esplora'
          ? esploraTxs(address).map(renderTransaction)
          : electrumTxsPage(address, query.get('after_txid')).map(renderTransaction),
      )
    }
    if (style === 'esplora' && tail[0] === 'txs' && tail[1] === 'chain' && tail.length <= 3) {
      return json(response, esploraChainPage(address, tail[2]).map(renderTransaction))
    }
    if (style === 'esplora' && route === 'txs/mempool') {
      return json(
        response,
        newestMempool(address).slice(0, ESPLORA_MEMPOOL_LIMIT).map(renderTransaction),
      )
    }
    return notFound(response, path)
  }

  // Esplora: up to 50 unconfirmed (newest first), then the newest 25 confirmed.
  function esploraTxs(address: string): FixtureTransaction[] {
    return [
      ...newestMempool(address).slice(0, ESPLORA_MEMPOOL_LIMIT),
      ...newestConfirmed(address).slice(0, ESPLORA_CHAIN_PAGE),
    ]
  }

  // Confirmed only, 25 per page after last_seen_txid (an unknown txid gives an empty page).
  function esploraChainPage(address: string, lastSeen: string | undefined): FixtureTransaction[] {
    const confirmed = newestConfirmed(address)
    const start = lastSeen === undefined ? 0 : confirmed.findIndex((tx) => tx.txid === lastSeen) + 1
    if (lastSeen !== undefined && start === 0) return []
    return confirmed.slice(start, start + ESPLORA_CHAIN_PAGE)
  }

  // The mempool backend's order: Electrum's history (confirmed by height, then mempool
  // entries at height 0, or -1 when they spend unconfirmed outputs) sorted by height
  // descending with 0 treated as the top, which leaves -1 entries at the very end.
  function electrumTxsPage(address: string, afterTxid: string | null): FixtureTransaction[] {
    const electrumHeight = (tx: FixtureTransaction) => {
      if (tx.block) return tx.block.height
      return tx.inputs.some((i) => chain.transaction(i.txid)?.block === null) ? -1 : 0
    }
    const history = chain
      .history(address)
      .sort((a, b) => confirmedOrder(a) - confirmedOrder(b))
      .map((tx) => ({ tx, height: electrumHeight(tx) }))
      .sort((a, b) => (b.height || 9_999_999) - (a.height || 9_999_999))
      .map((entry) => entry.tx)
    let start = 0
    if (afterTxid) {
      const position = history.findIndex((tx) => tx.txid === afterTxid)
      // The backend's `if (pos) startingIndex = pos + 1`: an unknown txid (-1) and the
      // first txid of the history (0) both give the first page again.
      if (position) start = position + 1
    }
    return history.slice(start, start + ELECTRUM_PAGE)
  }

  function newestConfirmed(address: string): FixtureTransaction[] {
    return chain
      .history(address)
      .filter((tx) => tx.block !== null)
      .sort((a, b) => confirmedOrder(b) - confirmedOrder(a))
  }

  function newestMempool(address: string): FixtureTransaction[] {
    return chain
      .history(address)
      .filter((tx) => tx.block === null)
      .sort((a, b) => b.arrival - a.arrival)
  }

  function renderAddress(address: string) {
    const stats = (confirmed: boolean) => {
      const txs = chain.history(address).filter((tx) => (tx.block !== null) === confirmed)
      const funded = txs.flatMap((tx) => tx.outputs.filter((o) => o.address === address))
      const spent = txs.flatMap((tx) => tx.inputs.filter((i) => i.prevout.address === address))
      return {
        funded_txo_count: funded.length,
        funded_txo_sum: funded.reduce((s, o) => s + o.valueSat, 0),
        spent_txo_count: spent.length,
        spent_txo_sum: spent.reduce((s, i) => s + i.prevout.valueSat, 0),
        tx_count: txs.length,
      }
    }
    const chainStats = stats(true)
    const mempoolStats = stats(false)
    if (style === 'esplora')
      return { address, chain_stats: chainStats, mempool_stats: mempoolStats }
    // electrum-api.ts: the balances of blockchain.scripthash.get_balance, counts zeroed.
    const confirmed = chainStats.funded_txo_sum - chainStats.spent_txo_sum
    const unconfirmed = mempoolStats.funded_txo_sum - mempoolStats.spent_txo_sum
    return {
      address,
      chain_stats: {
        funded_txo_count: 0,
        funded_txo_sum: confirmed ? confirmed : 0,
        spent_txo_count: 0,
        spent_txo_sum: confirmed < 0 ? confirmed : 0,
        tx_count: chainStats.tx_count,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: unconfirmed > 0 ? unconfirmed : 0,
        spent_txo_count: 0,
        spent_txo_sum: unconfirmed < 0 ? -unconfirmed : 0,
        tx_count: mempoolStats.tx_count,
      },
      electrum: true,
    }
  }

  function renderUtxos(address: string) {
    return chain
      .history(address)
      .flatMap((tx) =>
        tx.outputs.flatMap((output, vout) =>
          output.address === address && !chain.isSpent(tx.txid, vout)
            ? [{ txid: tx.txid, vout, status: renderStatus(tx), value: output.valueSat }]
            : [],
        ),
      )
  }

  function renderTransaction(tx: FixtureTransaction) {
    const size = tx.raw.length
    return {
      txid: tx.txid,
      version: 2,
      locktime: 0,
      vin: tx.inputs.map((input) => ({
        txid: input.txid,
        vout: input.vout,
        prevout: renderOutput(input.prevout),
        scriptsig: '',
        scriptsig_asm: '',
        is_coinbase: false,
        sequence: input.sequence,
      })),
      vout: tx.outputs.map(renderOutput),
      size,
      weight: size * 4,
      fee: tx.feeSat,
      status: renderStatus(tx),
    }
  }

  function renderOutput(output: FixtureOutput) {
    const { type, asm } = describeScript(output.script)
    return {
      scriptpubkey: hex.encode(output.script),
      scriptpubkey_asm: asm,
      scriptpubkey_type: type,
      ...(output.address ? { scriptpubkey_address: output.address } : {}),
      value: output.valueSat,
    }
  }

  function renderStatus(tx: FixtureTransaction) {
    return tx.block
      ? {
          confirmed: true,
          block_height: tx.block.height,
          block_hash: tx.block.hash,
          block_time: tx.block.time,
        }
      : { confirmed: false }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as SocketAddress).port

  return {
    url: `http://127.0.0.1:${port}/api`,
    style,
    chain,
    addDeposit(address, valueSat, { confirmed = false } = {}) {
      const txid = chain.addDeposit(address, valueSat)
      if (confirmed) chain.mineBlock([txid])
      return txid
    },
    addSpend: (spec) => chain.addSpend(spec),
    mineBlock: (txids) => chain.mineBlock(txids),
    reorg: (depth, changes) => chain.reorg(depth, changes),
    setFeeEstimates(estimates) {
      feeEstimates = estimates
    },
    failNext(spec) {
      failures.push({ ...spec })
    },
    clearFailures() {
      failures = []
    },
    setDelay(ms) {
      delayMs = ms
    },
    requestCount: (pathPrefix = '') =>
      requests.filter((r) => required(r.split('?')[0], 'request path').startsWith(pathPrefix))
        .length,
    get requests() {
      return requests
    },
    get maxConcurrentRequests() {
      return maxConcurrent
    },
    resetCounts() {
      requests = []
      maxConcurrent = active
    },
    async close() {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())))
    },
  }
}

function confirmedOrder(tx: FixtureTransaction): number {
  // Block height first, position in the block second; unconfirmed after everything.
  return tx.block
    ? tx.block.height * 100_000 + tx.position
    : Number.MAX_SAFE_INTEGER - 100_000 + tx.arrival
}

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function text(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/plain' }).end(body)
}

// Express's answer to a route it does not have (the mempool backend has no /txs/chain).
function notFound(response: ServerResponse, path: string) {
  response
    .writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET ${path}</pre>\n</body>\n</html>\n`,
    )
}

function failureText(status: number): string {
  if (status === 429) return 'Too Many Requests'
  if (status === 503) return 'Service Temporarily Unavailable'
  return 'Internal Server Error'
}
