import { closeSync, openSync, statSync } from 'node:fs'
import SQLite from 'better-sqlite3'
import { PRIVATE_FILE_MODE } from '../../db/sqlite-client.js'

export interface BackupResult {
  milliseconds: number
  bytes: number
}

/**
 * Writes a consistent copy of the SQLite file at `source` to `target` with `VACUUM
 * INTO`: one statement that reads one snapshot of the database and writes it out,
 * however busy the server is. SQLite's online backup API (what this used before)
 * copies a few pages per step and starts over whenever another connection writes:
 * under a steady write load it restarted thousands of times and a run could go on
 * for minutes. A reader in WAL mode blocks no writer, so the server keeps writing
 * meanwhile; the copy is also compacted, with no -wal file of its own.
 *
 * `target` must not exist yet or be empty (SQLite refuses to overwrite a database).
 */
export function backupDatabase(source: string, target: string): BackupResult {
  // A copy of the family's data is as private as the data: SQLite would create it 0644.
  closeSync(openSync(target, 'a', PRIVATE_FILE_MODE))
  if (statSync(target).size > 0) throw new Error(`${target} already holds data: choose a new file`)
  const db = new SQLite(source, { readonly: true, fileMustExist: true })
  try {
    const started = performance.now()
    db.prepare('vacuum into ?').run(target)
    return { milliseconds: performance.now() - started, bytes: statSync(target).size }
  } finally {
    db.close()
  }
}
