/**
 * The outside-services part of the attack benchmark (attack.ts). A family is set up
 * while its services work: a Wallet Connect wallet behind its relay, a watched wallet
 * on the chain source, a child's Lightning address, the operator's billing wallet, the
 * mail server, and a public wallet test. Then each service misbehaves (misbehaving-
 * server.ts: accepts and never answers, resets mid-handshake, answers garbage; a relay
 * also sends a forbidden frame or text that is not Nostr) while every route that calls
 * it is asked, all at once; then, with every service stalled, the jobs run (the
 * Lightning settling, the books check and the billing settling run each minute). The
 * figures: process exits (each followed by a restart on the same data, as a service
 * manager would), and answers by status.
 */

import { startMailbox } from '../../api/test-mailbox.js'
import { BIP84_ZPUB, VECTORS } from '../../api/testing/bitcoin-vectors.js'
import { startEsploraTestServer } from '../../api/testing/esplora-test-server.js'
import {
  MISBEHAVIOURS,
  MisbehavingServer,
  type Misbehaviour,
  RELAY_MISBEHAVIOURS,
} from '../../api/testing/misbehaving-server.js'
import { TestNostrRelay } from '../../api/testing/nostr-relay.js'
import { TestWalletService } from '../../api/testing/nwc-wallet-service.js'
import { type BuiltServer, startBuiltServer } from '../lib/built-server.js'
import { type AttackRequest, send } from './attack-fuzz.js'
import { apiAs, signUp } from './session.js'
import { newDataDir } from './support.js'

/** The jobs that run each minute and call outside services. */
const MINUTE_JOBS = ['lightning-settle', 'health-check', 'billing-settlement']
const JOB_RUNS = 2
/** How long the jobs get to run twice, restarts included. */
const JOBS_WAIT_MS = 4 * 60_000
/** How long a server that stopped answering gets to report its exit, and a probe gets to be answered. */
const ANSWER_TIMEOUT_MS = 10_000
/** Exits after which a server that keeps ending is left ended. */
const MAX_EXITS = 8

/** The app's server, started again on the same data each time it ends. */
class Supervised {
  readonly exits: string[] = []
  private constructor(
    public server: BuiltServer,
    private readonly start: () => Promise<BuiltServer>,
  ) {}

  static async start(start: () => Promise<BuiltServer>): Promise<Supervised> {
    return new Supervised(await start(), start)
  }

  /**
   * Notes an exit (with the last lines the process wrote) and starts the server again,
   * as often as it ends before it answers, up to MAX_EXITS in all.
   */
  async restartIfEnded(): Promise<boolean> {
    if (!(await this.hasEnded())) return false
    for (;;) {
      this.noteExit(this.server.exitCode(), this.server.logs())
      if (this.exits.length >= MAX_EXITS) throw new GaveUp(this.exits)
      try {
        this.server = await this.start()
        return true
      } catch (error) {
        // Ended again before it answered: the error carries its output.
        if (!(error instanceof Error)) throw error
        this.noteExit('before it answered', error.message)
      }
    }
  }

  /**
   * Whether the process ended. One that no longer takes connections is ending (a crash
   * closes its sockets before the exit is reported): its exit is waited for.
   */
  private async hasEnded(): Promise<boolean> {
    if (this.server.exitCode() !== null) return true
    const answers = await fetch(`${this.server.url}/manifest.webmanifest`, {
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    }).then(
      () => true,
      () => false,
    )
    if (answers) return false
    const deadline = Date.now() + ANSWER_TIMEOUT_MS
    while (this.server.exitCode() === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return this.server.exitCode() !== null
  }

  private noteExit(code: unknown, output: string) {
    // The error that ended it, not its stack.
    const lines = output.trim().split('\n')
    const error =
      lines.findLast((line) => /^\w*Error\b/.test(line)) ??
      lines.findLast((line) => line.includes('Error')) ??
      'no error in its output'
    this.exits.push(`exit ${code}: ${error.slice(0, 200)}`)
  }
}

/** The server kept ending: the run stops there, with what it counted. */
class GaveUp extends Error {
  constructor(readonly exits: string[]) {
    super(`the server ended ${exits.length} times`)
  }
}

const post = (url: string, body: unknown, cookie = ''): AttackRequest => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
  flaw: '',
})
const get = (url: string, cookie = ''): AttackRequest => ({
  method: 'GET',
  url,
  headers: cookie ? { cookie } : {},
  flaw: '',
})

export async function benchOutsideServices(appDir: string): Promise<void> {
  const mailbox = await startMailbox()
  const relay = await TestNostrRelay.start()
  const wallet = await TestWalletService.start({ relayUrls: [relay.url] })
  const chain = await startEsploraTestServer({ style: 'esplora', network: 'mainnet' })
  const portOf = (url: string) => Number(new URL(url).port)
  const relayFront = await MisbehavingServer.start('proxy', { target: portOf(relay.url) })
  const chainFront = await MisbehavingServer.start('proxy', { target: portOf(chain.url) })
  const mailFront = await MisbehavingServer.start('proxy', { target: portOf(mailbox.smtpUrl) })
  // A child's Lightning address service: it never works here, it only misbehaves.
  const addressHost = await MisbehavingServer.start('stall')
  const fronts = [relayFront, chainFront, mailFront, addressHost]
  const relayUrl = relayFront.url('ws')

  const dataDir = newDataDir()
  const env = {
    TZ: 'UTC',
    JOBS_ENABLED: 'true',
    // Info: the jobs' runs are counted from their log lines.
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    SMTP_URL: mailFront.url('smtp'),
    ESPLORA_URL: `${chainFront.url('http')}/api`,
    // ws:// to the local relay, and a Lightning address on 127.0.0.1.
    ALLOW_INSECURE_RELAYS: 'true',
    ALLOW_PRIVATE_HOSTS: 'true',
    BILLING_ENABLED: 'true',
    BILLING_LIGHTNING_URL: wallet.createConnection({ relayUrls: [relayUrl] }),
  }
  // A page, not /health: with the chain source down that answers 503, after waiting it out.
  const app = await Supervised.start(() =>
    startBuiltServer(env, { dataDir, appDir, readyPath: '/manifest.webmanifest' }),
  )
  const answers = new Map<string, number>()
  /** 5xx answers other than the app's service-down ones (and requests the server never answered). */
  const serverErrors: string[] = []
  const serviceDown = new Map<string, number>()
  let asked = 0
  let n = 0
  const ask = async (request: AttackRequest, when: string) => {
    asked++
    const answer = await send(app.server.url, request, `10.9.${(n >> 8) & 255}.${n++ & 255}`)
    const status = answer.status ? String(answer.status) : 'no answer'
    answers.set(status, (answers.get(status) ?? 0) + 1)
    if (answer.status >= 500 || answer.status === 0) {
      const code = /"code":"([^"]+)"/.exec(answer.body)?.[1]
      // A 502/503 with the app's own code is its answer that a service is down, said in words.
      if (answer.status !== 500 && code) {
        serviceDown.set(code, (serviceDown.get(code) ?? 0) + 1)
        return
      }
      serverErrors.push(
        `${when}: ${request.method} ${request.url} ${status} ${answer.body.slice(0, 160)}`,
      )
    }
  }

  try {
    // Set up while every service works.
    const email = 'olga-parent@example.org'
    const cookie = await signUp(app.server.url, mailbox, email)
    const call = apiAs(app.server.url, cookie)
    const { id: childId } = await call<{ id: number }>('POST', '/api/children', {
      name: 'Kim',
      age: 9,
    })
    await call('PATCH', `/api/children/${childId}/spending-threshold`, { threshold: '0.001' })
    await call('POST', `/api/lightning/sync-balance/${childId}`, { newBalance: '0.0001' })
    await call('POST', `/api/children/${childId}/update-savings`, { newBalance: '0.001' })
    await call('POST', '/api/lightning-config/setup', {
      provider: 'nwc',
      url: wallet.createConnection({ relayUrls: [relayUrl] }),
      credentials: '',
    })
    const { paymentHash } = await call<{ paymentHash: string }>('POST', '/api/lightning/invoice', {
      childId,
      amount: '500',
    })
    await call('POST', '/api/lightning/addresses', {
      childAddresses: { [childId]: `kim@127.0.0.1:${addressHost.port}` },
    })
    await call('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
    await call('POST', '/api/billing/create-invoice', { subscriptionMonths: 1 })
    const test = await fetch(`${app.server.url}/api/public/test-coinos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        connectionString: wallet.createConnection({ relayUrls: [relayUrl] }),
      }),
    })
    const { connectionId } = (await test.json()) as { connectionId: string }
    // The browser's own test cookie, where the app gives one.
    const testCookie = test.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const shop = wallet.node.lightningNetwork.createNode({ alias: 'shop' })

    const routesUsing = (): AttackRequest[] => [
      post('/api/public/test-coinos', {
        connectionString: wallet.createConnection({ relayUrls: [relayUrl] }),
      }),
      get('/api/lightning/balance', cookie),
      post('/api/lightning/test-user-connection', {}, cookie),
      get('/api/lightning/nodes', cookie),
      post('/api/lightning/invoice', { childId, amount: '500' }, cookie),
      get(`/api/lightning/invoices/${paymentHash}`, cookie),
      post(
        '/api/lightning/pay',
        {
          childId,
          paymentRequest: shop.createInvoice({ amountMsat: 1_000_000, description: 'Comic' })
            .bolt11,
        },
        cookie,
      ),
      post('/api/lightning/payout', { childId, amount: '0.00002' }, cookie),
      post('/api/lightning/create-test-invoice', { connectionId }, testCookie),
      get(`/api/lightning/test-balance/${connectionId}`, testCookie),
      post(
        '/api/lightning/pay-test-invoice',
        {
          connectionId,
          invoice: shop.createInvoice({ amountMsat: 10_000, description: 'Test' }).bolt11,
        },
        testCookie,
      ),
      get('/api/family/balance-summary', cookie),
      get('/api/wallet/family-info', cookie),
      get(`/api/wallet/balances/${childId}`, cookie),
      post(`/api/wallet/sync/${childId}`, {}, cookie),
      post('/api/wallet/preview', { walletXpub: BIP84_ZPUB }, cookie),
      post(
        '/api/bitcoin/send',
        { childId, toAddress: VECTORS.bip44.receive0, amount: '0.0001' },
        cookie,
      ),
      post('/api/billing/create-invoice', { subscriptionMonths: 1 }, cookie),
      post('/api/auth/magic-link', { email }),
      post('/api/onboarding/start', { email: `new-${n}@example.org` }),
      get('/health'),
    ]

    const misbehave = (relayMode: Misbehaviour) => {
      // The HTTP services and the mail server fail the same way where they can.
      const otherMode = (MISBEHAVIOURS as readonly string[]).includes(relayMode)
        ? relayMode
        : 'stall'
      relayFront.mode = relayMode
      for (const front of [chainFront, mailFront, addressHost]) front.mode = otherMode
      for (const front of fronts) front.dropConnections()
    }

    const routeCount = routesUsing().length
    let exitsUnderRoutes = 0
    let lives = 1
    let jobRuns = ''
    let gaveUp = ''
    const started = { at: Date.now() }
    try {
      for (const mode of RELAY_MISBEHAVIOURS) {
        // A job run may have ended it since the last batch.
        await app.restartIfEnded()
        misbehave(mode)
        await Promise.all(routesUsing().map((request) => ask(request, mode)))
        // Working again before the next mode (and any restart), as a flaky service would be.
        for (const front of [relayFront, chainFront, mailFront]) front.mode = 'proxy'
        await app.restartIfEnded()
      }
      exitsUnderRoutes = app.exits.length

      // Every service stalled; the jobs run.
      misbehave('stall')
      const runsSoFar = (job: string) =>
        app.server
          .logs()
          .split('\n')
          .filter((line) => line.includes(`"job":"${job}"`)).length
      // Runs before this phase (in this process) do not count: only those with every service stalled.
      let before = new Map(MINUTE_JOBS.map((job) => [job, runsSoFar(job)]))
      const runsStalled = (job: string) => runsSoFar(job) - (before.get(job) ?? 0)
      started.at = Date.now()
      while (Date.now() - started.at < JOBS_WAIT_MS) {
        if (await app.restartIfEnded()) {
          lives++
          before = new Map()
        }
        if (MINUTE_JOBS.every((job) => runsStalled(job) >= JOB_RUNS)) break
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
      jobRuns = MINUTE_JOBS.map((job) => `${job} ${runsStalled(job)}`).join(', ')
      await ask(get('/api/lightning/balance', cookie), 'after the jobs')
      await ask(get('/health'), 'after the jobs')
      await app.restartIfEnded()
    } catch (error) {
      if (!(error instanceof GaveUp)) throw error
      gaveUp = `; left ended after ${error.exits.length} exits`
    }
    const waited = Math.round((Date.now() - started.at) / 1000)

    const count = (statuses: [string, number][]) => statuses.reduce((sum, [, c]) => sum + c, 0)
    const fiveXx = count([...answers].filter(([s]) => s.startsWith('5')))
    console.log(
      `Outside services: ${routeCount} routes at once under each of ${RELAY_MISBEHAVIOURS.length} misbehaviours (${RELAY_MISBEHAVIOURS.join(', ')}), then ${waited} s of job runs with every service stalled`,
    )
    console.log(
      `  process exits (crashes): ${app.exits.length} (${exitsUnderRoutes} under the routes, ${app.exits.length - exitsUnderRoutes} during the jobs' runs and the last calls; ${lives} process${lives === 1 ? '' : 'es'} in the job phase${gaveUp})`,
    )
    console.log(`  job runs with every service stalled, in the last process: ${jobRuns || '-'}`)
    console.log(
      `  answers (${asked}): ${[...answers]
        .sort()
        .map(([s, c]) => `${s} x ${c}`)
        .join(', ')}`,
    )
    console.log(
      `  5xx: ${fiveXx}, of which the app's own service-down answers ${count([...serviceDown])} (${[...serviceDown].map(([c, k]) => `${c} x ${k}`).join(', ')}) and others ${serverErrors.filter((e) => !e.includes(' no answer ')).length}; no answer: ${answers.get('no answer') ?? 0}`,
    )
    for (const exit of app.exits) console.log(`  ! ${exit}`)
    for (const error of serverErrors) console.log(`  ! ${error}`)
  } finally {
    await app.server.stop()
    await Promise.all(fronts.map((front) => front.close()))
    await Promise.all([mailbox.close(), chain.close()])
    await wallet.stop()
    await relay.stop()
  }
}
