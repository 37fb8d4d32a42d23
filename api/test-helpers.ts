import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { onTestFinished } from 'vitest'
import { type Db, openDb } from '../db/client.js'
import { migrateToLatest } from '../db/migrate.js'
import { buildApp, type Clock } from './app.js'
import { loadConfig } from './config.js'

export interface TestAppOptions {
  env?: Record<string, string>
  clock?: Clock
  /** Defaults to a fresh in-memory database. */
  db?: Db
}

/** The real app on a fresh, migrated database; closed when the test ends. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    TZ: 'UTC',
    ...options.env,
  })
  const db = options.db ?? openDb({ filename: ':memory:' })
  await migrateToLatest(db)
  const app = await buildApp({
    config,
    db,
    secretKey: randomBytes(32),
    ...(options.clock ? { clock: options.clock } : {}),
  })
  onTestFinished(() => app.close())
  return app
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
