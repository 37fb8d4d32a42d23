import { join } from 'node:path'
import type { Db } from './client.js'
import { openPostgres } from './postgres-client.js'
import { openDb } from './sqlite-client.js'

/** Where the app's database is: the part of the app's configuration (api/config.ts) read here. */
export interface DatabaseSettings {
  /** PostgreSQL's URL when set (hosting); otherwise SQLite in dataDir. */
  databaseUrl: string | undefined
  databasePoolSize: number
  dataDir: string
}

/** The SQLite file in the data folder, where a family's own server keeps everything. */
export function sqliteFileIn(dataDir: string): string {
  return join(dataDir, 'family.db')
}

/**
 * Opens the configured database: PostgreSQL when a URL is set (no file is written in
 * the data folder then), otherwise the SQLite file of the data folder.
 */
export function openDatabase(settings: DatabaseSettings): Db {
  return settings.databaseUrl === undefined
    ? openDb({ filename: sqliteFileIn(settings.dataDir) })
    : openPostgres({ url: settings.databaseUrl, poolSize: settings.databasePoolSize })
}
