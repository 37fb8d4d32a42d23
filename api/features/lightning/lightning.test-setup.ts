import type { FastifyInstance } from 'fastify'
import { onTestFinished } from 'vitest'
import type { Db } from '../../../db/client.js'
import type { Clock } from '../../app.js'
import type { LightningTimeouts } from '../../lib/lightning/lightning-provider.js'
import {
  buildTestApp,
  createFamily,
  familyAs,
  signUpParent,
  type TestFamily,
} from '../../test-helpers.js'
import { TestNostrRelay } from '../../testing/nostr-relay.js'
import { type TestWalletOptions, TestWalletService } from '../../testing/nwc-wallet-service.js'

/**
 * A relay and a Wallet Connect wallet service in this process, over real WebSockets,
 * and the app built to reach them (ws:// to loopback needs ALLOW_INSECURE_RELAYS).
 */
export async function startWallet(options: Partial<TestWalletOptions> = {}) {
  const relay = await TestNostrRelay.start()
  const wallet = await TestWalletService.start({ relayUrls: [relay.url], ...options })
  onTestFinished(async () => {
    await wallet.stop()
    await relay.stop()
  })
  return { relay, wallet }
}

export interface LightningFamilyOptions {
  clock?: Clock
  db?: Db
  logStream?: { write(line: string): void }
  timeouts?: Partial<LightningTimeouts>
  env?: Record<string, string>
  /** Mail goes to this SMTP test server (sign-in links included) instead of memory. */
  mailbox?: { smtpUrl: string; waitForLink(email: string): Promise<string> }
}

export interface LightningFamily {
  app: FastifyInstance
  parent: TestFamily
  childId: number
  relay: TestNostrRelay
  wallet: TestWalletService
  /** The connection string the wallet made for this family. */
  uri: string
  /** Saves `uri` as the family's connection through the setup route. */
  connect(): Promise<void>
  /** The child's spending and savings (BTC strings). */
  balances(): Promise<{ spending: string; savings: string }>
  setSpending(btc: string): Promise<void>
}

export async function lightningFamily(
  options: LightningFamilyOptions = {},
): Promise<LightningFamily> {
  const { relay, wallet } = await startWallet()
  const app = await buildTestApp({
    env: {
      ALLOW_INSECURE_RELAYS: 'true',
      ...(options.mailbox ? { SMTP_URL: options.mailbox.smtpUrl } : {}),
      ...options.env,
    },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.db ? { db: options.db } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.timeouts ? { lightningTimeouts: options.timeouts } : {}),
  })
  const email = 'pat@example.org'
  const parent = options.mailbox
    ? familyAs(app, await signUpParent(app, options.mailbox, email), email)
    : await createFamily(app, email)
  const child = await parent.addChild({ name: 'Kim' })
  const uri = wallet.createConnection()
  return {
    app,
    parent,
    childId: child.id,
    relay,
    wallet,
    uri,
    async connect() {
      const res = await parent.request('POST', '/api/lightning-config/setup', {
        provider: 'nwc',
        url: uri,
        credentials: '',
      })
      if (res.statusCode !== 200) throw new Error(`setup answered ${res.statusCode}: ${res.body}`)
    },
    async balances() {
      const c = (await parent.request('GET', `/api/children/${child.id}`)).json()
      return { spending: c.spendingBalance, savings: c.savingsBalance }
    },
    async setSpending(btc) {
      const res = await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, {
        newBalance: btc,
      })
      if (res.statusCode !== 200) throw new Error(`sync answered ${res.statusCode}: ${res.body}`)
    },
  }
}
