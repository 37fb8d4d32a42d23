import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BIP84_ZPUB } from '../../testing/bitcoin-vectors.js'
import {
  type EsploraTestServer,
  type EsploraTestStyle,
  startEsploraTestServer,
} from '../../testing/esplora-test-server.js'
import { MisbehavingServer } from '../../testing/misbehaving-server.js'
import { required } from '../required.js'
import { ChainSourceError, feeRateForTarget, summarizeHistory } from './chain-source.js'
import { addressDeriver } from './derivation.js'
import { createEsploraSource, type EsploraSourceOptions } from './esplora-source.js'
import { parseWalletKey } from './wallet-key.js'

const wallet = addressDeriver(parseWalletKey(BIP84_ZPUB, { network: 'mainnet' }))
const address = (i: number) => wallet.derive(0, i).address

/** Fast retries and cool-downs so failure tests take milliseconds. */
const quick: Partial<EsploraSourceOptions> = {
  retryBaseMs: 5,
  retryMaxMs: 50,
  cooldownBaseMs: 200,
  timeoutMs: 2_000,
}

async function expectChainError(
  promise: Promise<unknown>,
  code: string,
): Promise<ChainSourceError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ChainSourceError)
  expect((error as ChainSourceError).code).toBe(code)
  return error as ChainSourceError
}

describe.each<EsploraTestStyle>(['esplora', 'electrum'])(
  'Esplora chain source (%s answers)',
  (style) => {
    let server: EsploraTestServer
    const source = (options: Partial<EsploraSourceOptions> = {}) =>
      createEsploraSource({ baseUrl: server.url, network: 'mainnet', ...quick, ...options })

    beforeEach(async () => {
      server = await startEsploraTestServer({ style, network: 'mainnet' })
    })
    afterEach(async () => {
      await server.close()
    })

    it('reports a deposit as pending, then confirmed, in integer sats', async () => {
      const chain = source({ addressTtlMs: 0 })
      expect(await chain.getAddressSummary(address(0))).toEqual({
        address: address(0),
        confirmedSat: 0,
        pendingSat: 0,
        confirmedTxCount: 0,
        mempoolTxCount: 0,
      })
      server.addDeposit(address(0), 150_000)
      expect(await chain.getAddressSummary(address(0))).toMatchObject({
        confirmedSat: 0,
        pendingSat: 150_000,
        mempoolTxCount: 1,
      })
      server.mineBlock()
      expect(await chain.getAddressSummary(address(0))).toMatchObject({
        confirmedSat: 150_000,
        pendingSat: 0,
        confirmedTxCount: 1,
        mempoolTxCount: 0,
      })
    })

    it('reads a pending spend as a negative pending amount (both answer styles)', async () => {
      const deposit = server.addDeposit(address(0), 100_000, { confirmed: true })
      server.addSpend({
        inputs: [{ txid: deposit, vout: 0 }],
        outputs: [
          { address: address(1), valueSat: 60_000 },
          { address: wallet.derive(1, 0).address, valueSat: 39_000 },
        ],
      })
      const chain = source()
      const summary = await chain.getAddressSummary(address(0))
      expect(summary).toMatchObject({ confirmedSat: 100_000, pendingSat: -100_000 })
      // The history adds up to the same summary, whatever the backend put in its stats.
      for (const a of [address(0), address(1), wallet.derive(1, 0).address]) {
        expect(summarizeHistory(a, await chain.getAddressTransactions(a))).toEqual(
          await chain.getAddressSummary(a),
        )
      }
    })

    it('lists a long history completely, newest first, paging as the backend does', async () => {
      const txids: string[] = []
      for (let i = 0; i < 61; i++) {
        txids.push(server.addDeposit(address(3), 1_000 + i))
        if (i % 7 === 6) server.mineBlock()
      }
      server.mineBlock()
      const pending = [server.addDeposit(address(3), 5), server.addDeposit(address(3), 6)]
      server.resetCounts()
      const history = await source().getAddressTransactions(address(3))
      expect(history).toHaveLength(63)
      expect(new Set(history.map((tx) => tx.txid))).toEqual(new Set([...txids, ...pending]))
      const heights = history.map((tx) => tx.blockHeight ?? Number.POSITIVE_INFINITY)
      expect(heights).toEqual([...heights].sort((a, b) => b - a))
      expect(history[0]).toMatchObject({ blockHeight: null, blockTime: null, feeSat: 1_410 })
      const deposit = required(
        history.find((tx) => tx.txid === txids[0]),
        'the first deposit in the history',
      )
      expect(deposit.outputs).toEqual([{ vout: 0, address: address(3), valueSat: 1_000 }])
      expect(deposit.inputs[0]).toMatchObject({ vout: 0, valueSat: 1_000 + 1_410 })
      if (style === 'esplora') {
        // /txs (2 unconfirmed + 25 confirmed), then /txs/chain pages of 25 and 11.
        expect(server.requestCount(`/address/${address(3)}/txs/chain/`)).toBe(2)
        expect(server.requests.some((r) => r.includes('after_txid'))).toBe(false)
      } else {
        // 10 per page: 7 pages, the last one short; /txs/chain does not exist there.
        expect(server.requestCount(`/address/${address(3)}/txs`)).toBe(7)
        expect(server.requests.filter((r) => r.includes('after_txid'))).toHaveLength(6)
        expect(server.requests.some((r) => r.includes('/txs/chain'))).toBe(false)
      }
    })

    it('reads a history of exactly five full pages, ending at the empty page', async () => {
      for (let i = 0; i < 50; i++) server.addDeposit(address(4), 2_000 + i)
      server.mineBlock()
      const history = await source().getAddressTransactions(address(4))
      expect(new Set(history.map((tx) => tx.txid)).size).toBe(50)
      expect(history).toHaveLength(50)
    })

    it('stops paging when the backend answers a page it already gave', async () => {
      for (let i = 0; i < 30; i++) server.addDeposit(address(6), 3_000 + i)
      server.mineBlock()
      const firstPage = await (await fetch(`${server.url}/address/${address(6)}/txs`)).text()
      const pageSize = style === 'esplora' ? 25 : 10
      expect(JSON.parse(firstPage)).toHaveLength(pageSize)
      // From now on every page is the first one again (what after_txid does for the first
      // txid of a history, or for one no longer known).
      server.failNext({
        status: 200,
        count: Number.POSITIVE_INFINITY,
        pathPrefix: `/address/${address(6)}/txs`,
        body: firstPage,
      })
      server.resetCounts()
      const history = await source().getAddressTransactions(address(6))
      expect(history).toHaveLength(pageSize)
      expect(server.requestCount(`/address/${address(6)}/txs`)).toBe(2)
    })

    it('reuses a history until the address changes', async () => {
      server.addDeposit(address(5), 10_000, { confirmed: true })
      const chain = source({ addressTtlMs: 0 })
      expect(await chain.getAddressTransactions(address(5))).toHaveLength(1)
      server.resetCounts()
      expect(await chain.getAddressTransactions(address(5))).toHaveLength(1)
      expect(server.requestCount(`/address/${address(5)}/txs`)).toBe(0)
      expect(server.requestCount(`/address/${address(5)}`)).toBe(1)
      server.addDeposit(address(5), 20_000)
      expect(await chain.getAddressTransactions(address(5))).toHaveLength(2)
      expect(server.requestCount(`/address/${address(5)}/txs`)).toBe(1)
    })

    it('lists UTXOs, skipping outputs a pending transaction spends', async () => {
      const first = server.addDeposit(address(0), 70_000, { confirmed: true })
      const second = server.addDeposit(address(0), 30_000)
      server.addSpend({
        inputs: [{ txid: first, vout: 0 }],
        outputs: [{ address: address(9), valueSat: 69_000 }],
      })
      const utxos = await source().getAddressUtxos(address(0))
      expect(utxos).toEqual([{ txid: second, vout: 0, valueSat: 30_000, blockHeight: null }])
    })

    it('reads the tip height, fee estimates and raw transactions', async () => {
      const chain = source()
      const txid = server.addDeposit(address(0), 12_345, { confirmed: true })
      expect(await chain.getTipHeight()).toBe(850_001)
      const estimates = await chain.getFeeEstimates()
      expect(estimates.get(1)).toBe(25.5)
      expect(estimates.get(1008)).toBe(1.003)
      expect(feeRateForTarget(estimates, 6)).toBe(estimates.get(6))
      expect(feeRateForTarget(estimates, 30)).toBe(estimates.get(25))
      expect(feeRateForTarget(new Map([[2, 5]]), 1)).toBe(5)
      expect(feeRateForTarget(new Map(), 6)).toBeUndefined()
      const raw = await chain.getTransactionHex(txid)
      expect(raw).toMatch(/^02000000/)
      await expectChainError(chain.getTransactionHex('ab'.repeat(32)), 'not-found')
    })

    it('retries a 429 after backing off, honouring Retry-After', async () => {
      server.addDeposit(address(0), 1_000, { confirmed: true })
      server.failNext({ status: 429, count: 1, retryAfterSeconds: 0 })
      const chain = source()
      expect((await chain.getAddressSummary(address(0))).confirmedSat).toBe(1_000)
      expect(server.requestCount('/address/')).toBe(2)
    })

    it('gives up with a typed error after repeated 429s, then leaves the upstream alone', async () => {
      server.failNext({ status: 429, count: Number.POSITIVE_INFINITY })
      const chain = source({ maxAttempts: 3 })
      const error = await expectChainError(chain.getAddressSummary(address(0)), 'rate-limited')
      expect(error.message).toMatch(/429/)
      expect(server.requestCount()).toBe(3)
      // Cooling down: callers get the error at once, the upstream sees nothing.
      await expectChainError(chain.getAddressSummary(address(1)), 'rate-limited')
      await expectChainError(chain.getTipHeight(), 'rate-limited')
      expect(server.requestCount()).toBe(3)
      server.clearFailures()
      await new Promise((resolve) => setTimeout(resolve, 250))
      expect((await chain.getAddressSummary(address(1))).confirmedSat).toBe(0)
    })

    it('turns persistent 500s into an "unavailable" error and recovers after', async () => {
      server.failNext({ status: 500, count: 3 })
      const chain = source({ maxAttempts: 3 })
      await expectChainError(chain.getTipHeight(), 'unavailable')
      expect(server.requestCount('/blocks/tip/height')).toBe(3)
      await new Promise((resolve) => setTimeout(resolve, 250))
      expect(await chain.getTipHeight()).toBe(850_000)
    })

    it('times out a slow upstream without waiting for it', async () => {
      server.setDelay(1_000)
      const chain = source({ timeoutMs: 100 })
      const started = performance.now()
      await expectChainError(chain.getAddressSummary(address(0)), 'timeout')
      expect(performance.now() - started).toBeLessThan(900)
      expect(server.requestCount()).toBe(1)
    })

    it('reports an upstream that is not listening as unavailable', async () => {
      const gone = await startEsploraTestServer({ style, network: 'mainnet' })
      await gone.close()
      const chain = createEsploraSource({
        baseUrl: gone.url,
        network: 'mainnet',
        ...quick,
        maxAttempts: 2,
      })
      const error = await expectChainError(chain.getTipHeight(), 'unavailable')
      expect(error.message).toMatch(/ECONNREFUSED/)
    })

    it('names an upstream that serves another network', async () => {
      const testnetAddress = 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl'
      // The test server serves mainnet; this source believes it reads testnet.
      const error = await expectChainError(
        source({ network: 'testnet' }).getAddressSummary(testnetAddress),
        'rejected',
      )
      expect(error.message).toMatch(/check that ESPLORA_URL serves testnet/)
      expect(server.requestCount()).toBe(1)
      const history = await expectChainError(
        source({ network: 'testnet', style }).getAddressTransactions(testnetAddress),
        'rejected',
      )
      expect(history.message).toMatch(/check that ESPLORA_URL serves testnet/)
      expect(server.requests.at(-1)).toBe(`/address/${testnetAddress}/txs`)
    })

    it('refuses answers that are not what the API promises', async () => {
      const chain = source()
      server.failNext({ status: 200, count: 1, pathPrefix: '/blocks/tip/height', body: '<html>' })
      await expectChainError(chain.getTipHeight(), 'bad-response')
      const amountAsText = JSON.stringify({
        chain_stats: { funded_txo_sum: '1000', spent_txo_sum: 0, tx_count: 1 },
        mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0, tx_count: 0 },
      })
      server.failNext({ status: 200, count: 1, pathPrefix: '/address/', body: amountAsText })
      await expectChainError(chain.getAddressSummary(address(0)), 'bad-response')
      const fractionalSats = amountAsText.replace('"1000"', '1000.5')
      server.failNext({ status: 200, count: 1, pathPrefix: '/address/', body: fractionalSats })
      await expectChainError(chain.getAddressSummary(address(1)), 'bad-response')
    })

    it('shares one request among concurrent callers and caches for the TTL', async () => {
      server.addDeposit(address(0), 5_000, { confirmed: true })
      const chain = source({ addressTtlMs: 60_000 })
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => chain.getAddressSummary(address(0))),
      )
      expect(new Set(answers.map((a) => a.confirmedSat))).toEqual(new Set([5_000]))
      await chain.getAddressSummary(address(0))
      expect(server.requestCount()).toBe(1)
      expect(chain.upstreamRequests).toBe(1)
    })

    it('refuses an answer larger than allowed without reading it all', async () => {
      server.failNext({
        status: 200,
        count: 1,
        pathPrefix: '/blocks/tip/height',
        body: '1'.repeat(5_000),
      })
      const error = await expectChainError(
        source({ maxResponseBytes: 1_000 }).getTipHeight(),
        'bad-response',
      )
      expect(error.message).toMatch(/answered more than 1000 bytes/)
    })

    it('keeps at most maxConcurrent requests in flight', async () => {
      server.setDelay(20)
      const chain = source({ maxConcurrent: 3 })
      await Promise.all(Array.from({ length: 12 }, (_, i) => chain.getAddressSummary(address(i))))
      expect(server.requestCount()).toBe(12)
      expect(server.maxConcurrentRequests).toBe(3)
    })
  },
)

describe('a chain source that stops answering', () => {
  it('fails the requests queued behind a timeout with it, without asking the stalled upstream', async () => {
    const stalled = await MisbehavingServer.start('stall')
    try {
      const chain = createEsploraSource({
        baseUrl: `${stalled.url('http')}/api`,
        network: 'mainnet',
        ...quick,
        timeoutMs: 500,
        maxConcurrent: 1,
        cooldownBaseMs: 60_000,
      })
      const reads = Array.from({ length: 5 }, (_, i) =>
        expectChainError(chain.getAddressSummary(address(i)), 'timeout'),
      )
      const errors = await Promise.all(reads)
      await expect.poll(() => stalled.connections).toBe(1)
      expect(errors.slice(1).every((e) => e.message.includes('cooling down'))).toBe(true)
    } finally {
      await stalled.close()
    }
  })
})
