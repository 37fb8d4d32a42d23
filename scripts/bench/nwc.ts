/**
 * Nostr Wallet Connect figures (issue 12): the round trip of a balance read through
 * the in-process relay and the test wallet service (median, p99), the first call
 * (sockets, info event, negotiation), and 20 parallel balance reads with the number
 * of relay connections they opened. Run: `npx tsx scripts/bench/nwc.ts`.
 */
import { pathToFileURL } from 'node:url'
import * as nip44 from 'nostr-tools/nip44'
import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import {
  loadNostrSignatures,
  type NostrSignatures,
} from '../../api/lib/lightning/nostr-signatures.js'
import { createNwcProvider } from '../../api/lib/lightning/nwc-provider.js'
import { TestNostrRelay } from '../../api/testing/nostr-relay.js'
import { TestWalletService } from '../../api/testing/nwc-wallet-service.js'
import { median } from './support.js'

const SEQUENTIAL_CALLS = 100
const PARALLEL_CALLS = 20
const PARALLEL_BATCHES = 5

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const ms = (value: number) => `${value.toFixed(1)} ms`

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
}

/** nostr-tools' JavaScript signatures, which the app used before libsecp256k1's. */
const JAVASCRIPT_SIGNATURES: NostrSignatures = {
  sign: finalizeEvent,
  verify: verifyEvent,
}

/**
 * What this server's process itself spends per call (sign the request, verify the
 * reply, encrypt and decrypt) with the given signatures: in the round trips above the
 * relay and the wallet run in the same process, in production they run elsewhere.
 */
function clientCryptoPerCallMs(signatures: NostrSignatures): number {
  const client = generateSecretKey()
  const wallet = generateSecretKey()
  const key = nip44.getConversationKey(client, getPublicKey(wallet))
  const body = JSON.stringify({ method: 'get_balance', params: {} })
  const runs = 50
  const started = performance.now()
  for (let i = 0; i < runs; i++) {
    const content = nip44.encrypt(body, key)
    signatures.sign({ kind: 23194, created_at: i, tags: [], content }, client)
    const reply = signatures.sign({ kind: 23195, created_at: i, tags: [], content }, wallet)
    const received = JSON.parse(JSON.stringify(reply))
    if (!signatures.verify(received)) throw new Error('verification failed')
    nip44.decrypt(received.content, key)
  }
  // The loop also signs the wallet's reply; one Schnorr signature is roughly one verification.
  return (performance.now() - started) / runs
}

export async function benchNwc(): Promise<void> {
  const relay = await TestNostrRelay.start()
  const wallet = await TestWalletService.start({ relayUrls: [relay.url] })
  // Same code path as production; the policy only lets the test relay's ws:// through.
  const provider = createNwcProvider(wallet.createConnection(), {
    policy: { allowPrivateHosts: false, allowInsecureLoopback: true },
  })
  try {
    const socketsBefore = relay.connectionsOpened
    const first = await timed(() => provider.getBalance())
    console.log(`First getBalance (connect, info event, negotiation): ${ms(first)}`)

    const rounds: number[] = []
    for (let i = 0; i < SEQUENTIAL_CALLS; i++) rounds.push(await timed(() => provider.getBalance()))
    console.log(
      `getBalance round trip over ${SEQUENTIAL_CALLS} sequential calls: median ${ms(median(rounds))}, p99 ${ms(percentile(rounds, 99))}`,
    )

    const batches: number[] = []
    for (let b = 0; b < PARALLEL_BATCHES; b++) {
      batches.push(
        await timed(() =>
          Promise.all(Array.from({ length: PARALLEL_CALLS }, () => provider.getBalance())),
        ),
      )
    }
    console.log(
      `${PARALLEL_CALLS} parallel getBalance calls: median ${ms(median(batches))} for the batch over ${PARALLEL_BATCHES} batches (max ${ms(Math.max(...batches))})`,
    )
    const calls = 1 + SEQUENTIAL_CALLS + PARALLEL_CALLS * PARALLEL_BATCHES
    console.log(
      `Relay connections opened by the provider for ${calls} calls: ${relay.connectionsOpened - socketsBefore}`,
    )
    console.log(
      `Client-side crypto per call (sign, verify, NIP-44 both ways; upper bound): ${ms(clientCryptoPerCallMs(await loadNostrSignatures()))} with libsecp256k1, ${ms(clientCryptoPerCallMs(JAVASCRIPT_SIGNATURES))} with nostr-tools' JavaScript`,
    )
  } finally {
    await provider.close()
    await wallet.stop()
    await relay.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchNwc()
