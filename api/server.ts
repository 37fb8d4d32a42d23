import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from '../db/client.js'
import { migrateToLatest } from '../db/migrate.js'
import { openDatabase } from '../db/open-database.js'
import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { dataDirProblem } from './lib/data-dir-problem.js'
import { loadOrCreateSecretKey } from './lib/secret-key.js'

/** Grace period for in-flight requests before a stop is forced. */
const SHUTDOWN_TIMEOUT_MS = 10_000

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }

  let db: Db
  let secretKey: Buffer
  try {
    // PostgreSQL when DATABASE_URL is set (then SECRET_KEY is too, and DATA_DIR is not written).
    db = openDatabase(config)
    secretKey = loadOrCreateSecretKey(config.dataDir, config.secretKeyHex)
  } catch (error) {
    const problem = dataDirProblem(error, config.dataDir)
    if (!problem) throw error
    process.stderr.write(`${problem}\n`)
    process.exit(1)
  }
  await migrateToLatest(db)
  const app = await buildApp({ config, db, secretKey, webRoot: findWebRoot() })

  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      app.log.error('shutdown timed out, exiting')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    // close() stops accepting, lets in-flight requests finish, then runs onClose (DB).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)

  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  app.log.info(
    `Family Bitcoin is running at ${config.publicUrl.replace(`:${config.port}`, `:${port}`)}`,
  )
  // In a container the default (localhost) is never the address a family opens, and every
  // e-mailed link would point there: say so where the operator looks first.
  app.log.info(
    process.env.PUBLIC_URL
      ? `Sign-in links point to ${config.publicUrl}`
      : `Sign-in links point to ${config.publicUrl}: set PUBLIC_URL to the address your family opens`,
  )
}

/** The bundle sits beside the built server (dist/web), or in dist/ when run from source. */
function findWebRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, 'web'), resolve(here, '../dist/web')]
  const found = candidates.find((dir) => existsSync(join(dir, 'index.html')))
  if (!found) throw new Error('No web bundle found: run "npm run build" first')
  return found
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
