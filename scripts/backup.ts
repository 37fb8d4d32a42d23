/**
 * Copies the live database as one consistent snapshot while the server keeps
 * writing (scripts/lib/backup-database.ts; a plain file copy of a WAL database can
 * miss committed pages), and says how long it took. The secret key is copied beside
 * it: without it the encrypted connection secrets in the database cannot be read back.
 *
 *   npm run backup                 -> $DATA_DIR/backups/family-<timestamp>.db
 *   npm run backup -- /mnt/usb/x.db
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { loadConfig } from '../api/config.js'
import { sqliteFileIn } from '../db/open-database.js'
import { PRIVATE_DIR_MODE } from '../db/sqlite-client.js'
import { backupDatabase } from './lib/backup-database.js'

const config = loadConfig()
if (config.databaseUrl !== undefined) {
  console.error(
    'DATABASE_URL is set: the database is PostgreSQL, which this SQLite backup cannot copy. Use pg_dump (e.g. pg_dump --format=custom "$DATABASE_URL" > family.dump) and keep SECRET_KEY with it.',
  )
  process.exit(1)
}
const source = sqliteFileIn(config.dataDir)
if (!existsSync(source)) {
  console.error(`No database at ${source}: nothing to back up (is DATA_DIR right?)`)
  process.exit(1)
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '')
const target = resolve(process.argv[2] ?? join(config.dataDir, 'backups', `family-${stamp}.db`))
mkdirSync(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
const { milliseconds, bytes } = backupDatabase(source, target)
const keyFile = join(config.dataDir, 'secret.key')
if (existsSync(keyFile)) copyFileSync(keyFile, `${target}.secret.key`)
console.log(
  `Backed up ${source} to ${target} (${(bytes / 1e6).toFixed(1)} MB in ${(milliseconds / 1000).toFixed(2)} s)`,
)
