import { type Db, openDb, openDbCopy, serializeDb } from './client.js'
import { migrateToLatest } from './migrate.js'

let image: Promise<Buffer> | undefined

/**
 * A fresh in-memory database at the latest migration, for tests. The migrations run
 * once per test process (a vitest worker keeps this module for all its files), on a
 * database opened by openDb exactly as the server's; every call after that opens a copy
 * of its image, which takes a fraction of a millisecond where migrating takes tens.
 */
export async function openMigratedTestDb(): Promise<Db> {
  image ??= migratedImage()
  return openDbCopy(await image)
}

async function migratedImage(): Promise<Buffer> {
  const db = openDb({ filename: ':memory:' })
  try {
    await migrateToLatest(db)
    return serializeDb(db)
  } finally {
    await db.destroy()
  }
}
