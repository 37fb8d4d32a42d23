/** Applies pending migrations to $DATA_DIR/family.db (the server also does this at start). */
import { join } from 'node:path'
import { loadConfig } from '../api/config.js'
import { openDb } from '../db/client.js'
import { migrateToLatest } from '../db/migrate.js'

const config = loadConfig()
const db = openDb({ filename: join(config.dataDir, 'family.db') })
try {
  const applied = await migrateToLatest(db)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date')
} finally {
  await db.destroy()
}
