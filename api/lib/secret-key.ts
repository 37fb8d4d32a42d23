import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const KEY_FILE = 'secret.key'

/**
 * The key that encrypts secrets at rest (Lightning connection strings, for one).
 * SECRET_KEY wins when set; otherwise a key is generated once into DATA_DIR, beside
 * the database, so a backup of DATA_DIR restores both. Losing the file makes the
 * stored secrets unreadable, which is why it is never regenerated over an old one.
 */
export function loadOrCreateSecretKey(dataDir: string, configuredHex?: string): Buffer {
  if (configuredHex) return Buffer.from(configuredHex, 'hex')
  const path = join(dataDir, KEY_FILE)
  try {
    return parseKeyFile(readFileSync(path, 'utf8'), path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  // Owner only, like the key and the database the folder holds (db/client.ts).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const key = randomBytes(32)
  try {
    // 'wx' fails if another process created the file in the meantime: then use theirs.
    writeFileSync(path, `${key.toString('hex')}\n`, { flag: 'wx', mode: 0o600 })
    return key
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return parseKeyFile(readFileSync(path, 'utf8'), path)
  }
}

function parseKeyFile(text: string, path: string): Buffer {
  const hex = text.trim()
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${path} does not hold a 64-digit hex key`)
  return Buffer.from(hex, 'hex')
}
