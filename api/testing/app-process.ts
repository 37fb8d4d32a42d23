/**
 * The app as a process of its own on a given SQLite file, without the web bundle, for
 * tests that need what only separate processes show (two servers on one file). It
 * listens on 127.0.0.1 on a free port and prints `listening <port>` once it answers.
 * Usage: node --import tsx api/testing/app-process.ts <database file> [busy timeout ms]
 */
import { randomBytes } from 'node:crypto'
import { openDb } from '../../db/client.js'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'

const [filename, busyTimeout] = process.argv.slice(2)
if (!filename) throw new Error('Usage: app-process.ts <database file> [busy timeout ms]')
const busyTimeoutMs = busyTimeout ? Number(busyTimeout) : undefined
const config = loadConfig({
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  PUBLIC_URL: 'http://localhost:3000',
  TZ: 'UTC',
})
// The test migrated the file before starting any process.
const app = await buildApp({
  config,
  db: openDb({ filename, ...(busyTimeoutMs ? { busyTimeoutMs } : {}) }),
  secretKey: randomBytes(32),
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`)
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0))
})
