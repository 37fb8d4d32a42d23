/**
 * Copies the live database with SQLite's online backup API, which gives a
 * consistent snapshot while the server keeps writing (a plain file copy of a WAL
 * database can miss committed pages). The secret key is copied beside it: without
 * it the encrypted connection secrets in the database cannot be read back.
 *
 *   npm run backup                 -> $DATA_DIR/backups/family-<timestamp>.db
 *   npm run backup -- /mnt/usb/x.db
 */
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { loadConfig } from '../api/config.js'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/client.js'

const config = loadConfig()
const source = join(config.dataDir, 'family.db')
if (!existsSync(source)) {
  console.error(`No database at ${source}: nothing to back up (is DATA_DIR right?)`)
  process.exit(1)
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '')
const target = resolve(process.argv[2] ?? join(config.dataDir, 'backups', `family-${stamp}.db`))
mkdirSync(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
// A copy of the family's data is as private as the data: SQLite would create it 0644.
// An existing file (a path of the operator's choice) keeps its mode.
closeSync(openSync(target, 'a', PRIVATE_FILE_MODE))

const db = new SQLite(source, { readonly: true, fileMustExist: true })
try {
  await db.backup(target)
} finally {
  db.close()
}
const keyFile = join(config.dataDir, 'secret.key')
if (existsSync(keyFile)) copyFileSync(keyFile, `${target}.secret.key`)
console.log(`Backed up ${source} to ${target}`)
