/**
 * Copies the live database with SQLite's online backup API, which gives a
 * consistent snapshot while the server keeps writing (a plain file copy of a WAL
 * database can miss committed pages). The secret key is copied beside it: without
 * it the encrypted connection secrets in the database cannot be read back.
 *
 *   npm run backup                 -> $DATA_DIR/backups/family-<timestamp>.db
 *   npm run backup -- /mnt/usb/x.db
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { loadConfig } from '../api/config.js'

const config = loadConfig()
const source = join(config.dataDir, 'family.db')
if (!existsSync(source)) {
  console.error(`No database at ${source}: nothing to back up (is DATA_DIR right?)`)
  process.exit(1)
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '')
const target = resolve(process.argv[2] ?? join(config.dataDir, 'backups', `family-${stamp}.db`))
mkdirSync(dirname(target), { recursive: true })

const db = new SQLite(source, { readonly: true, fileMustExist: true })
try {
  await db.backup(target)
} finally {
  db.close()
}
const keyFile = join(config.dataDir, 'secret.key')
if (existsSync(keyFile)) copyFileSync(keyFile, `${target}.secret.key`)
console.log(`Backed up ${source} to ${target}`)
