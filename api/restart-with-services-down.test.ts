import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createSharedTestDatabase, openTestDatabaseAt } from '../db/test-database.js'
import { buildTestApp, createFamily } from './test-helpers.js'
import { BIP84_ZPUB } from './testing/bitcoin-vectors.js'
import { MisbehavingServer } from './testing/misbehaving-server.js'
import { TestNostrRelay } from './testing/nostr-relay.js'
import { TestWalletService } from './testing/nwc-wallet-service.js'
import { startAppProcess } from './testing/start-app-process.js'

/**
 * Issue 22: a family whose saved relay stalled crashed the server on the Lightning job
 * about a minute after every restart. Here the server is restarted as a process of its
 * own with every outside service it calls stalled (the families' and the operator's
 * relay, the chain source, the children's Lightning address service, the mail server)
 * and with work waiting for each: an open invoice, an open subscription invoice, a
 * watched wallet, an allowance due with its automatic payout, a reminder due. Every
 * job runs each second; the server must come through two runs of each and still
 * answer. The job log lines are the synchronisation: no sleep stands in for them.
 */

const JOBS = [
  'allowances',
  'sign-in-cleanup',
  'wallet-sync',
  'lightning-settle',
  'sync-reminders',
  'health-check',
  'billing-settlement',
]

describe('a server restarted while every outside service stalls', () => {
  it('stays up through two runs of every job and answers why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'services-down-'))
    const database = await createSharedTestDatabase(dir)
    onTestFinished(async () => {
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    })
    const file = database.location
    const secretKey = randomBytes(32)

    const relay = await TestNostrRelay.start()
    const wallet = await TestWalletService.start({ relayUrls: [relay.url] })
    const relayFront = await MisbehavingServer.start('proxy', {
      target: Number(new URL(relay.url).port),
    })
    // The chain source, the Lightning address service and the mail server: all stalled.
    const stalled = await MisbehavingServer.start('stall')
    onTestFinished(async () => {
      await Promise.all([relayFront.close(), stalled.close()])
      await wallet.stop()
      await relay.stop()
    })
    const env = {
      ALLOW_INSECURE_RELAYS: 'true',
      BILLING_ENABLED: 'true',
      BILLING_LIGHTNING_URL: wallet.createConnection({ relayUrls: [relayFront.url('ws')] }),
      ESPLORA_URL: `${stalled.url('http')}/api`,
    }

    // Before the restart, with the relay working where saving needs it.
    const setup = await buildTestApp({ db: openTestDatabaseAt(file), secretKey, env })
    const parent = await createFamily(setup, 'pat@example.org')
    const child = await parent.addChild({ name: 'Kim' })
    const today = new Date().getUTCDay()
    const steps: [string, string, object?][] = [
      [
        'POST',
        '/api/lightning-config/setup',
        {
          provider: 'nwc',
          url: wallet.createConnection({ relayUrls: [relayFront.url('ws')] }),
          credentials: '',
        },
      ],
      ['POST', '/api/lightning/invoice', { childId: child.id, amount: '500' }],
      ['POST', '/api/billing/create-invoice', { subscriptionMonths: 1 }],
      ['POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB }],
      [
        'POST',
        '/api/lightning/sync-preferences',
        { syncFrequency: 'daily', emailReminders: true, spendingAlerts: true },
      ],
      [
        'PATCH',
        `/api/children/${child.id}/allowance`,
        { weeklyAllowance: '0.0001', allowanceDay: today },
      ],
      ['PUT', '/api/allowances/schedule', { autoProcessHour: 0, timeZone: 'UTC' }],
      [
        'POST',
        '/api/lightning/addresses',
        { childAddresses: { [child.id]: `kim@${new URL(stalled.url('http')).host}` } },
      ],
      ['PUT', `/api/lightning/auto-payouts/${child.id}`, { enabled: true, weeklyLimit: '0.001' }],
    ]
    for (const [method, url, body] of steps) {
      const res = await parent.request(method as 'POST', url, body)
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
    }
    await setup.close()
    relayFront.mode = 'stall'
    relayFront.dropConnections()

    const server = await startAppProcess(file, {
      secretKeyHex: secretKey.toString('hex'),
      env: {
        ...env,
        JOBS_ENABLED: 'true',
        LOG_LEVEL: 'info',
        SMTP_URL: stalled.url('smtp'),
      },
      jobSchedule: '* * * * * *',
      lightningTimeouts: { connectMs: 300, readMs: 300, payMs: 300 },
      mailTimeoutMs: 300,
      lnurlTimeoutMs: 300,
      chainSourceTimeoutMs: 300,
    })
    const runs = (lines: readonly string[]) => {
      const count = new Map<string, number>()
      for (const line of lines) {
        const job = (JSON.parse(line) as { job?: string }).job
        if (job) count.set(job, (count.get(job) ?? 0) + 1)
      }
      return count
    }
    await server.until((lines) => JOBS.every((job) => (runs(lines).get(job) ?? 0) >= 2))

    expect(server.child.exitCode).toBe(null)
    expect(relayFront.connections).toBeGreaterThan(0)
    expect(stalled.connections).toBeGreaterThan(0)
    const balance = await fetch(`http://127.0.0.1:${server.port}/api/lightning/balance`, {
      headers: { cookie: parent.cookie },
    })
    expect(balance.status).toBe(200)
    expect(await balance.json()).toMatchObject({ connected: false, configured: true })
    const health = await fetch(`http://127.0.0.1:${server.port}/health`)
    expect(health.status).toBeLessThan(600)
    const report = (await health.json()) as { services: Record<string, unknown> }
    expect(report.services.bitcoin).toMatchObject({ status: 'down' })
  }, 60_000)
})
