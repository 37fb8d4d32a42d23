import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect, onTestFinished } from 'vitest'
import type { Db } from '../db/client.js'
import { migrateToLatest } from '../db/migrate.js'
import {
  createSharedTestDatabase,
  openMigratedTestDb,
  openTestDatabaseAt,
} from '../db/test-database.js'
import { type AppDeps, buildApp, type Clock } from './app.js'
import { loadConfig } from './config.js'
import type { EsploraSource } from './lib/bitcoin/esplora-source.js'
import type { LinkMail, Mailer, NoticeMail } from './lib/mailer.js'
import { REFUSALS_TO_RECORD } from './plugins/shared-rate-limits.js'

export interface TestAppOptions {
  env?: Record<string, string>
  clock?: Clock
  /** Migrated here; defaults to a fresh in-memory copy of a migrated database (db/test-database.ts). */
  db?: Db
  /** Defaults to SMTP_URL from env, else a MemoryMailer the test can read links from. */
  mailer?: Mailer
  /**
   * The app's own mailer even without SMTP_URL: the mail server an admin saved, else
   * the log. Links are then not kept in memory.
   */
  appMailer?: boolean
  /** A folder holding a web bundle to serve; API-only without. */
  webRoot?: string
  /** Defaults to the one the app builds from ESPLORA_URL (see AppDeps.chainSource). */
  chainSource?: EsploraSource
  logStream?: AppDeps['logStream']
  lightningTimeouts?: AppDeps['lightningTimeouts']
  mailTimeoutMs?: AppDeps['mailTimeoutMs']
  lnurlTimeoutMs?: AppDeps['lnurlTimeoutMs']
  jobSchedule?: AppDeps['jobSchedule']
  /** Defaults to a fresh random key; a test that restarts the app on its file keeps one. */
  secretKey?: Buffer
}

/** Keeps mailed links in memory: for tests about money, not about mail delivery. */
export class MemoryMailer implements Mailer {
  readonly sent: LinkMail[] = []
  readonly notices: NoticeMail[] = []
  async sendLink(mail: LinkMail) {
    this.sent.push(mail)
  }
  async sendNotice(mail: NoticeMail) {
    this.notices.push(mail)
  }
  async isConfigured() {
    return false
  }
  async verify() {}
  /** Some links are mailed after the answer: give them a moment to arrive. */
  async waitForLink(email: string, timeoutMs = 2000): Promise<string> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mail = this.sent.filter((m) => m.to === email.toLowerCase()).at(-1)
      if (mail) return mail.link
      if (Date.now() > deadline) throw new Error(`No link was mailed to ${email}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

/** The real app on a fresh, migrated database; closed when the test ends. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    TZ: 'UTC',
    // Tests never reach a public explorer: a chain read without a test server fails at once.
    ESPLORA_URL: 'http://127.0.0.1:9/api',
    ...options.env,
  })
  const db = options.db ?? (await openMigratedTestDb())
  // As the server does at every start; on a copy of the migrated database it applies nothing.
  await migrateToLatest(db)
  const app = await buildApp({
    config,
    db,
    secretKey: options.secretKey ?? randomBytes(32),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.chainSource ? { chainSource: options.chainSource } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.lightningTimeouts ? { lightningTimeouts: options.lightningTimeouts } : {}),
    ...(options.mailTimeoutMs ? { mailTimeoutMs: options.mailTimeoutMs } : {}),
    ...(options.lnurlTimeoutMs ? { lnurlTimeoutMs: options.lnurlTimeoutMs } : {}),
    ...(options.jobSchedule ? { jobSchedule: options.jobSchedule } : {}),
    ...(options.mailer
      ? { mailer: options.mailer }
      : config.smtpUrl || options.appMailer
        ? {}
        : { mailer: new MemoryMailer() }),
  })
  onTestFinished(() => app.close())
  return app
}

/**
 * A migrated database that several app instances or processes open, for tests of
 * instances sharing one: a SQLite file, or with TEST_DATABASE_URL a PostgreSQL
 * database (db/test-database.ts, createSharedTestDatabase). Removed when the test ends.
 * Returns its location, for openTestDatabaseAt and startAppProcess.
 */
export async function sharedTestDatabase(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'shared-database-'))
  const database = await createSharedTestDatabase(dir)
  onTestFinished(async () => {
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  })
  const db = openTestDatabaseAt(database.location)
  try {
    // A new file is empty; PostgreSQL's copy of the template is migrated already.
    await migrateToLatest(db)
  } finally {
    await db.destroy()
  }
  return database.location
}

/** A clock tests can move forward to expire links and sessions. */
export function manualClock(start = new Date('2026-11-21T12:00:00Z')): Clock & {
  advance(ms: number): void
  set(date: Date): void
} {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (date) => {
      current = date.getTime()
    },
  }
}

export const JSON_HEADERS = { 'content-type': 'application/json' }

/** Pulls the session cookie out of a verify answer, as the browser would keep it. */
export function sessionCookieFrom(res: {
  cookies: Array<{ name: string; value: string }>
}): string {
  const cookie = res.cookies.find((c) => c.name === 'sid')
  if (!cookie) throw new Error('No session cookie was set')
  return `sid=${cookie.value}`
}

/** Redeems a mailed link through the real verify route; returns the answer and the cookie. */
export async function redeemLink(app: FastifyInstance, link: string) {
  const token = new URL(link).searchParams.get('token') ?? ''
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: JSON_HEADERS,
    payload: { token },
  })
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`)
  return { body: res.json(), cookie: sessionCookieFrom(res) }
}

/** Signs a new parent up through onboarding and the mailed link; returns their cookie. */
export async function signUpParent(
  app: FastifyInstance,
  mailbox: { waitForLink(email: string): Promise<string> },
  email: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/onboarding/start',
    headers: JSON_HEADERS,
    payload: { email },
  })
  if (res.statusCode !== 200) throw new Error(`onboarding answered ${res.statusCode}: ${res.body}`)
  return (await redeemLink(app, await mailbox.waitForLink(email))).cookie
}

/** A signed-in family for API tests: the parent's cookie and shortcuts to call as them. */
export interface TestFamily {
  cookie: string
  email: string
  request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>
  addChild(body?: Record<string, unknown>): Promise<{ id: number; name: string }>
}

/** Signs a parent up (links read from the app's MemoryMailer) and wraps their calls. */
export async function createFamily(app: FastifyInstance, email: string): Promise<TestFamily> {
  const cookie = await signUpParent(app, app.mailer as MemoryMailer, email)
  return familyAs(app, cookie, email)
}

export function familyAs(app: FastifyInstance, cookie: string, email = ''): TestFamily {
  const request: TestFamily['request'] = (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: { ...JSON_HEADERS, cookie },
      ...(payload ? { payload } : {}),
    })
  return {
    cookie,
    email,
    request,
    async addChild(body = {}) {
      const res = await request('POST', '/api/children', { name: 'Alice', age: 9, ...body })
      if (res.statusCode !== 201)
        throw new Error(`add child answered ${res.statusCode}: ${res.body}`)
      return res.json()
    },
  }
}

/** Gives a child their own sign-in through the real invitation link; returns the child's calls. */
export async function signInChild(
  app: FastifyInstance,
  parent: TestFamily,
  childId: number,
  email: string,
): Promise<TestFamily> {
  const invite = await parent.request('POST', `/api/children/${childId}/invite`, { email })
  if (invite.statusCode !== 200)
    throw new Error(`invite answered ${invite.statusCode}: ${invite.body}`)
  const { cookie } = await redeemLink(app, await (app.mailer as MemoryMailer).waitForLink(email))
  return familyAs(app, cookie, email)
}

/** Invites a spouse through the real invitation link; returns the spouse's calls. */
export async function signInSpouse(
  app: FastifyInstance,
  parent: TestFamily,
  email: string,
): Promise<TestFamily> {
  const invite = await parent.request('POST', '/api/family/invite-spouse', {
    email,
    netWorthShare: 40,
  })
  if (invite.statusCode !== 200)
    throw new Error(`invite answered ${invite.statusCode}: ${invite.body}`)
  const { cookie } = await redeemLink(app, await (app.mailer as MemoryMailer).waitForLink(email))
  return familyAs(app, cookie, email)
}

/**
 * The details of the rate-limited security events, read once all `refusals` 429s so far
 * have been counted for recording and the first one's event is there: the recording runs
 * after the refusal is answered (plugins/shared-rate-limits.ts), so a read right after
 * a 429 can come before it.
 */
export async function recordedRefusals(
  db: Db,
  refusals: number,
): Promise<{ detail: string | null }[]> {
  const counted = async () => {
    const rows = await db
      .selectFrom('rate_counts')
      .select('count')
      .where('name', '=', REFUSALS_TO_RECORD)
      .execute()
    return rows.reduce((sum, row) => sum + Number(row.count), 0)
  }
  await expect.poll(counted).toBe(refusals)
  const events = () =>
    db.selectFrom('security_events').select('detail').where('type', '=', 'rate-limited').execute()
  await expect.poll(async () => (await events()).length).toBeGreaterThan(0)
  return events()
}
