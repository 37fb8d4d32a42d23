/**
 * The app as a process of its own on a given database (a SQLite file, or a PostgreSQL
 * URL: db/test-database.ts, createSharedTestDatabase), without the web bundle, for
 * tests that need what only separate processes show (two servers on one database, a server
 * restarted while the services it calls are down). It listens on 127.0.0.1 on a free
 * port and prints `listening <port>` once it answers; with LOG_LEVEL set in the
 * options' env, its log lines follow on stdout.
 * Usage: node <its bundle> <database file or URL> [options as JSON] (AppProcessOptions;
 * start it with startAppProcess, which runs the bundle app-process-bundle.ts made).
 */
import { randomBytes } from 'node:crypto'
import { openTestDatabaseAt } from '../../db/test-database.js'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { createEsploraSource } from '../lib/bitcoin/esplora-source.js'
import type { AppProcessOptions } from './start-app-process.js'

const [location, json] = process.argv.slice(2)
if (!location) throw new Error('Usage: app-process.ts <database file or URL> [options as JSON]')
const options: AppProcessOptions = json ? JSON.parse(json) : {}
const config = loadConfig({
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  PUBLIC_URL: 'http://localhost:3000',
  TZ: 'UTC',
  ...options.env,
})
// The test migrated the database before starting any process.
const app = await buildApp({
  config,
  db: openTestDatabaseAt(location, options.busyTimeoutMs),
  secretKey: options.secretKeyHex ? Buffer.from(options.secretKeyHex, 'hex') : randomBytes(32),
  ...(options.lightningTimeouts ? { lightningTimeouts: options.lightningTimeouts } : {}),
  ...(options.mailTimeoutMs ? { mailTimeoutMs: options.mailTimeoutMs } : {}),
  ...(options.lnurlTimeoutMs ? { lnurlTimeoutMs: options.lnurlTimeoutMs } : {}),
  ...(options.jobSchedule ? { jobSchedule: options.jobSchedule } : {}),
  ...(options.clockAt ? { clock: { now: () => new Date(options.clockAt ?? '') } } : {}),
  ...(options.chainSourceTimeoutMs
    ? {
        chainSource: createEsploraSource({
          baseUrl: config.chainSource.url,
          network: config.chainSource.network,
          timeoutMs: options.chainSourceTimeoutMs,
          retryBaseMs: 5,
          retryMaxMs: 20,
        }),
      }
    : {}),
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`)
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0))
})
