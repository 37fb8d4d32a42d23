/**
 * Lightning figures (issue 12): `GET /api/lightning/balance` through the built server,
 * the in-process relay and the test wallet service (round trip: median, p99), and 20
 * parallel balance reads, counting the relay connections the server opened: the
 * family's provider is kept between requests, not reopened per request.
 * Run: `npm run build && npx tsx scripts/bench/lightning.ts`.
 */
import { pathToFileURL } from 'node:url'
import { startMailbox } from '../../api/test-mailbox.js'
import { TestNostrRelay } from '../../api/testing/nostr-relay.js'
import { TestWalletService } from '../../api/testing/nwc-wallet-service.js'
import { median, startBuiltServer } from './support.js'

const SEQUENTIAL_READS = 100
const PARALLEL_READS = 20
const PARALLEL_BATCHES = 5
const JSON_TYPE = { 'content-type': 'application/json' }

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const ms = (value: number) => `${value.toFixed(1)} ms`

async function signUp(url: string, mailbox: Awaited<ReturnType<typeof startMailbox>>) {
  const email = 'bench-parent@example.org'
  await fetch(`${url}/api/onboarding/start`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ email }),
  })
  const token = new URL(await mailbox.waitForLink(email)).searchParams.get('token')
  const res = await fetch(`${url}/api/auth/verify`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ token }),
  })
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`)
  return cookie.split(';')[0] ?? ''
}

export async function benchLightning(): Promise<void> {
  const relay = await TestNostrRelay.start()
  const wallet = await TestWalletService.start({ relayUrls: [relay.url] })
  const mailbox = await startMailbox()
  const server = await startBuiltServer({
    SMTP_URL: mailbox.smtpUrl,
    // The relay runs on loopback over ws://, as only tests may.
    ALLOW_INSECURE_RELAYS: 'true',
  })
  try {
    const cookie = await signUp(server.url, mailbox)
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...JSON_TYPE, cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const answer = (await res.json()) as Record<string, unknown>
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`)
      return answer
    }
    const readBalance = async () => {
      const started = performance.now()
      const answer = await call('GET', '/api/lightning/balance')
      if (answer.connected !== true) throw new Error(`not connected: ${JSON.stringify(answer)}`)
      return performance.now() - started
    }

    const socketsBefore = relay.connectionsOpened
    await call('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: wallet.createConnection(),
    })
    const balanceRequests = () => wallet.requests.filter((r) => r.method === 'get_balance').length
    const first = await readBalance()
    console.log(`First GET /api/lightning/balance after the setup: ${ms(first)}`)

    const rounds: number[] = []
    for (let i = 0; i < SEQUENTIAL_READS; i++) rounds.push(await readBalance())
    console.log(
      `GET /api/lightning/balance round trip (server, relay, wallet), ${SEQUENTIAL_READS} sequential: median ${ms(median(rounds))}, p99 ${ms(percentile(rounds, 99))}`,
    )

    const walletBefore = balanceRequests()
    const batches: number[] = []
    for (let b = 0; b < PARALLEL_BATCHES; b++) {
      const started = performance.now()
      await Promise.all(Array.from({ length: PARALLEL_READS }, readBalance))
      batches.push(performance.now() - started)
    }
    console.log(
      `${PARALLEL_READS} parallel GET /api/lightning/balance: median ${ms(median(batches))} per batch over ${PARALLEL_BATCHES} batches (max ${ms(Math.max(...batches))}); the wallet got ${balanceRequests() - walletBefore} get_balance requests for ${PARALLEL_READS * PARALLEL_BATCHES} reads`,
    )
    const reads = 1 + SEQUENTIAL_READS + PARALLEL_READS * PARALLEL_BATCHES
    console.log(
      `Relay connections the server opened for the setup and ${reads} balance reads: ${relay.connectionsOpened - socketsBefore}`,
    )
  } finally {
    await server.stop()
    await mailbox.close()
    await wallet.stop()
    await relay.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLightning()
