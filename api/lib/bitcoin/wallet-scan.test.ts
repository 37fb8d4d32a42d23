import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BIP84_ZPUB, VECTORS } from '../../testing/bitcoin-vectors.js'
import {
  type EsploraTestServer,
  type EsploraTestStyle,
  startEsploraTestServer,
} from '../../testing/esplora-test-server.js'
import { ChainSourceError } from './chain-source.js'
import { addressDeriver } from './derivation.js'
import { createEsploraSource, type EsploraSourceOptions } from './esplora-source.js'
import { parseWalletKey } from './wallet-key.js'
import { scanWallet } from './wallet-scan.js'

const deriver = addressDeriver(parseWalletKey(BIP84_ZPUB, { network: 'mainnet' }))
const receive = (i: number) => deriver.derive(0, i).address
const change = (i: number) => deriver.derive(1, i).address
/** Someone else's address (BIP86 vector), for payments leaving the wallet. */
const OUTSIDE = VECTORS.bip86.receive0
/** A plain address the parent watches too (BIP44 vector: not derived from the zpub). */
const WATCHED = VECTORS.bip44.receive0

describe.each<EsploraTestStyle>(['esplora', 'electrum'])(
  'scanWallet (%s answers)',
  { timeout: 30_000 },
  (style) => {
    let server: EsploraTestServer
    const source = (options: Partial<EsploraSourceOptions> = {}) =>
      createEsploraSource({ baseUrl: server.url, network: 'mainnet', retryBaseMs: 5, ...options })

    beforeEach(async () => {
      server = await startEsploraTestServer({ style, network: 'mainnet' })
    })
    afterEach(async () => {
      await server.close()
    })

    /**
     * Receive 0, 1, 5 and 24 paid and confirmed; receive 0 then spent (to someone else,
     * change to change 0); receive 2 paid but unconfirmed; receive 46 paid but beyond the
     * gap (24 + 20 = 44 is the last one a wallet looks at); the plain address paid.
     */
    function buildFamilyWallet() {
      const deposit0 = server.addDeposit(receive(0), 100_000)
      const deposit1 = server.addDeposit(receive(1), 20_000)
      server.addDeposit(receive(5), 5_000)
      server.addDeposit(receive(24), 24_000)
      server.addDeposit(WATCHED, 7_000)
      server.addDeposit(receive(46), 46_000)
      server.mineBlock()
      const spend = server.addSpend({
        inputs: [{ txid: deposit0, vout: 0 }],
        outputs: [
          { address: OUTSIDE, valueSat: 60_000 },
          { address: change(0), valueSat: 38_500 },
        ],
      })
      server.mineBlock()
      const pending = server.addDeposit(receive(2), 2_000)
      return { deposit0, deposit1, spend, pending }
    }

    it('finds used addresses up to the gap limit on both chains, with balances', async () => {
      const { deposit1, spend, pending } = buildFamilyWallet()
      const scan = await scanWallet(source(), deriver, { watchAddress: WATCHED })
      expect(scan.tipHeight).toBe(850_002)
      expect(scan.confirmedSat).toBe(20_000 + 5_000 + 24_000 + 38_500 + 7_000)
      expect(scan.pendingSat).toBe(2_000)
      expect(scan.nextReceiveIndex).toBe(25)
      expect(scan.nextChangeIndex).toBe(1)
      // Receive 0..44 and change 0..20 looked up, plus the plain address.
      expect(scan.scannedAddressCount).toBe(45 + 21 + 1)
      expect(scan.usedAddresses.map((a) => [a.chain, a.index, a.address])).toEqual([
        [0, 0, receive(0)],
        [0, 1, receive(1)],
        [0, 2, receive(2)],
        [0, 5, receive(5)],
        [0, 24, receive(24)],
        [1, 0, change(0)],
        [null, null, WATCHED],
      ])
      expect(scan.usedAddresses.find((a) => a.index === 0 && a.chain === 0)).toMatchObject({
        confirmedSat: 0,
        pendingSat: 0,
        txCount: 2,
        derivationPath: '0/0',
      })
      expect(scan.usedAddresses.find((a) => a.index === 2)).toMatchObject({
        confirmedSat: 0,
        pendingSat: 2_000,
      })

      const utxoKeys = scan.utxos.map((u) => `${u.address}:${u.valueSat}`).sort()
      expect(utxoKeys).toEqual(
        [
          `${receive(1)}:20000`,
          `${receive(2)}:2000`,
          `${receive(5)}:5000`,
          `${receive(24)}:24000`,
          `${change(0)}:38500`,
          `${WATCHED}:7000`,
        ].sort(),
      )
      expect(scan.utxos.find((u) => u.txid === deposit1)).toEqual({
        address: receive(1),
        chain: 0,
        index: 1,
        derivationPath: '0/1',
        txid: deposit1,
        vout: 0,
        valueSat: 20_000,
        blockHeight: 850_001,
      })
      expect(scan.utxos.find((u) => u.txid === pending)?.blockHeight).toBeNull()
      expect(scan.utxos.find((u) => u.txid === spend)).toMatchObject({
        chain: 1,
        index: 0,
        vout: 1,
      })
    })

    it('reports received outputs with confirmations, marking change as from the wallet', async () => {
      const { deposit0, spend, pending } = buildFamilyWallet()
      const scan = await scanWallet(source(), deriver, { watchAddress: WATCHED })
      const byOutpoint = new Map(scan.receivedOutputs.map((o) => [`${o.txid}:${o.vout}`, o]))
      expect(byOutpoint.get(`${deposit0}:0`)).toMatchObject({
        valueSat: 100_000,
        confirmations: 2,
        fromWallet: false,
        chain: 0,
        index: 0,
      })
      expect(byOutpoint.get(`${pending}:0`)).toMatchObject({ confirmations: 0, fromWallet: false })
      expect(byOutpoint.get(`${spend}:1`)).toMatchObject({
        valueSat: 38_500,
        confirmations: 1,
        fromWallet: true,
        chain: 1,
      })
      expect(byOutpoint.has(`${spend}:0`)).toBe(false)
      expect(scan.receivedOutputs).toHaveLength(7)
    })

    it('sees the deposit beyond the gap once the gap is closed', async () => {
      buildFamilyWallet()
      server.addDeposit(receive(40), 1_000, { confirmed: true })
      const scan = await scanWallet(source(), deriver)
      expect(scan.nextReceiveIndex).toBe(47)
      expect(scan.usedAddresses.some((a) => a.index === 46)).toBe(true)
    })

    it('scans an empty wallet with exactly 20 lookups per chain', async () => {
      const scan = await scanWallet(source(), deriver)
      expect(scan).toMatchObject({
        confirmedSat: 0,
        pendingSat: 0,
        usedAddresses: [],
        utxos: [],
        nextReceiveIndex: 0,
        nextChangeIndex: 0,
      })
      // One history per address, one summary to learn the answer style, the tip height.
      expect(server.requests.filter((r) => r.endsWith('/txs'))).toHaveLength(40)
      expect(server.requestCount()).toBe(40 + 1 + 1)
    })

    it('lets 30 pollers of one wallet cost the upstream no more than one scan', async () => {
      buildFamilyWallet()
      const chain = source()
      const scans = await Promise.all(
        Array.from({ length: 30 }, () => scanWallet(chain, deriver, { watchAddress: WATCHED })),
      )
      expect(new Set(scans.map((s) => s.confirmedSat)).size).toBe(1)
      const requests = server.requestCount()
      // 67 histories (one page each), one summary to learn the answer style, the tip height.
      expect(requests).toBe(67 + 1 + 1)
      expect(server.maxConcurrentRequests).toBeLessThanOrEqual(4)
      await scanWallet(chain, deriver, { watchAddress: WATCHED })
      expect(server.requestCount()).toBe(requests)
    })

    it('rescans after the cache expires with summaries only while nothing changed', async () => {
      buildFamilyWallet()
      const chain = source({ addressTtlMs: 0, tipTtlMs: 0 })
      const first = await scanWallet(chain, deriver)
      server.resetCounts()
      const second = await scanWallet(chain, deriver)
      expect(second).toEqual(first)
      expect(server.requestCount('/address/')).toBe(66)
      expect(server.requests.filter((r) => r.includes('/txs'))).toEqual([])
      server.mineBlock()
      server.resetCounts()
      const third = await scanWallet(chain, deriver)
      expect(third.pendingSat).toBe(0)
      expect(third.confirmedSat).toBe(first.confirmedSat + 2_000)
      // Only the address whose pending deposit confirmed is read again.
      expect(server.requests.filter((r) => r.includes('/txs'))).toEqual([
        `/address/${receive(2)}/txs`,
      ])
    })

    it('scans a plain address alone when no key is configured', async () => {
      const { deposit0 } = buildFamilyWallet()
      const deposit = server.addDeposit(WATCHED, 3_000)
      const scan = await scanWallet(source(), null, { watchAddress: WATCHED })
      expect(scan).toMatchObject({
        confirmedSat: 7_000,
        pendingSat: 3_000,
        nextReceiveIndex: 0,
        nextChangeIndex: 0,
        scannedAddressCount: 1,
      })
      expect(scan.usedAddresses).toEqual([
        {
          address: WATCHED,
          chain: null,
          index: null,
          derivationPath: null,
          confirmedSat: 7_000,
          pendingSat: 3_000,
          txCount: 2,
        },
      ])
      expect(scan.receivedOutputs.map((o) => [o.valueSat, o.confirmations])).toEqual(
        expect.arrayContaining([
          [7_000, 2],
          [3_000, 0],
        ]),
      )
      expect(scan.utxos.some((u) => u.txid === deposit0)).toBe(false)
      expect(scan.utxos.find((u) => u.txid === deposit)?.chain).toBeNull()
      expect(server.requestCount('/address/')).toBe(2)
    })

    it('fails as a whole with the typed error when the upstream fails mid-scan', async () => {
      buildFamilyWallet()
      server.failNext({
        status: 503,
        count: Number.POSITIVE_INFINITY,
        pathPrefix: `/address/${receive(24)}`,
      })
      const error = await scanWallet(source({ maxAttempts: 2 }), deriver).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ChainSourceError)
      expect((error as ChainSourceError).code).toBe('unavailable')
    })
  },
)
