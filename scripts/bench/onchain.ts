/**
 * On-chain figures (issue 11): a gap-limit scan of a wallet with 200 used addresses
 * against the local Esplora test server in both answer styles (time and upstream
 * requests; cold, rescanned after the cache expired, with 30 concurrent pollers, and
 * with 20 ms of upstream latency), and the derivation of 1,000 addresses per address type.
 *
 * Run alone: npx tsx scripts/bench/onchain.ts
 */
import { pathToFileURL } from 'node:url'
import { addressDeriver } from '../../api/lib/bitcoin/derivation.js'
import { createEsploraSource } from '../../api/lib/bitcoin/esplora-source.js'
import { parseWalletKey } from '../../api/lib/bitcoin/wallet-key.js'
import { scanWallet } from '../../api/lib/bitcoin/wallet-scan.js'
import {
  BIP44_XPUB,
  BIP49_YPUB,
  BIP84_ZPUB,
  BIP86_XPUB,
  MASTER_FINGERPRINT,
} from '../../api/testing/bitcoin-vectors.js'
import {
  type EsploraTestStyle,
  startEsploraTestServer,
} from '../../api/testing/esplora-test-server.js'

const USED_ADDRESSES = 200
const DERIVED_ADDRESSES = 1_000

async function scanFigures(style: EsploraTestStyle): Promise<void> {
  const server = await startEsploraTestServer({ style, network: 'mainnet' })
  const deriver = addressDeriver(parseWalletKey(BIP84_ZPUB, { network: 'mainnet' }))
  try {
    for (let i = 0; i < USED_ADDRESSES; i++) {
      server.addDeposit(deriver.derive(0, i).address, 10_000 + i)
    }
    server.mineBlock()

    const timed = async (label: string, run: () => Promise<unknown>, latencyMs = 0) => {
      server.setDelay(latencyMs)
      server.resetCounts()
      const started = performance.now()
      const cpu = process.cpuUsage()
      await run()
      const ms = performance.now() - started
      console.log(
        `${style.padEnd(8)} ${label.padEnd(56)} ${ms.toFixed(0).padStart(5)} ms (CPU ${cpuMs(cpu).toFixed(0).padStart(5)} ms), ${String(server.requestCount()).padStart(3)} upstream requests (max ${server.maxConcurrentRequests} at once)`,
      )
    }

    const cold = createEsploraSource({ baseUrl: server.url, network: 'mainnet', addressTtlMs: 0 })
    let found = 0
    await timed('scan, 200 used addresses, cold', async () => {
      found = (await scanWallet(cold, deriver)).usedAddresses.length
    })
    if (found !== USED_ADDRESSES) throw new Error(`found ${found} used addresses`)
    await timed('rescan, cache expired, nothing changed', () => scanWallet(cold, deriver))

    const shared = createEsploraSource({ baseUrl: server.url, network: 'mainnet' })
    await timed('30 concurrent scans sharing one chain source', () =>
      Promise.all(Array.from({ length: 30 }, () => scanWallet(shared, deriver))),
    )

    const slow = createEsploraSource({ baseUrl: server.url, network: 'mainnet', addressTtlMs: 0 })
    await timed(
      'scan, cold, 20 ms upstream latency, 4 requests at once',
      () => scanWallet(slow, deriver),
      20,
    )
  } finally {
    await server.close()
  }
}

function derivationFigures(): void {
  const wallets = [
    ['native segwit (zpub)', BIP84_ZPUB],
    ['legacy (descriptor)', `pkh([${MASTER_FINGERPRINT}/44h/0h/0h]${BIP44_XPUB}/0/*)`],
    ['nested segwit (ypub)', BIP49_YPUB],
    ['taproot (descriptor)', `tr([${MASTER_FINGERPRINT}/86h/0h/0h]${BIP86_XPUB}/0/*)`],
  ] as const
  for (const [label, input] of wallets) {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const deriver = addressDeriver(parseWalletKey(input, { network: 'mainnet' }))
    for (let i = 0; i < DERIVED_ADDRESSES / 2; i++) {
      deriver.derive(0, i)
      deriver.derive(1, i)
    }
    const ms = performance.now() - started
    const cpuTotal = cpuMs(cpu)
    console.log(
      `Derive ${DERIVED_ADDRESSES} addresses (receive + change), ${label.padEnd(22)} ${ms.toFixed(0).padStart(5)} ms (CPU ${cpuTotal.toFixed(0)} ms, ${((cpuTotal / DERIVED_ADDRESSES) * 1000).toFixed(0)} µs each)`,
    )
  }
}

/**
 * CPU time of this process since `since`: on a shared machine wall time mostly measures
 * the neighbours. The test server runs in this process too, so scans include its work.
 */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

export async function benchOnchain(): Promise<void> {
  // Derivation first: the first one also pays for the curve's precomputed tables.
  derivationFigures()
  await scanFigures('esplora')
  await scanFigures('electrum')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchOnchain()
}
