/**
 * Applies pending migrations to the configured database: PostgreSQL at DATABASE_URL, else
 * $DATA_DIR/family.db (the server also does this at start).
 */
import { loadConfig } from '../api/config.js'
import { migrateToLatest } from '../db/migrate.js'
import { openDatabase } from '../db/open-database.js'

const config = loadConfig()
const db = openDatabase(config)
try {
  const applied = await migrateToLatest(db)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date')
} finally {
  await db.destroy()
}
