import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { dialectOf } from '../db/dialect.js'
import { migrateToLatest } from '../db/migrate.js'
import { openDatabase, sqliteFileIn } from '../db/open-database.js'
import { createSharedTestDatabase } from '../db/test-database.js'
import { loadOrCreateSecretKey } from './lib/secret-key.js'

const SECRET_KEY = 'ab'.repeat(32)

/** A folder of its own, removed after the test; `dataDir` inside it does not exist yet. */
function scratch() {
  const root = mkdtempSync(join(tmpdir(), 'open-database-'))
  onTestFinished(() => rmSync(root, { recursive: true, force: true }))
  return { root, dataDir: join(root, 'data') }
}

/** What api/server.ts does before building the app: open, key, migrate. */
async function startLikeTheServer(settings: Parameters<typeof openDatabase>[0]) {
  const db = openDatabase(settings)
  onTestFinished(() => db.destroy())
  const key = loadOrCreateSecretKey(settings.dataDir, SECRET_KEY)
  await migrateToLatest(db)
  return { db, key }
}

describe('openDatabase, as the server starts', () => {
  it('keeps a family server in the SQLite file of its data folder', async () => {
    const { dataDir } = scratch()
    const { db } = await startLikeTheServer({
      databaseUrl: undefined,
      databasePoolSize: 1,
      dataDir,
    })
    expect(dialectOf(db)).toBe('sqlite')
    expect(existsSync(sqliteFileIn(dataDir))).toBe(true)
    expect(await db.selectFrom('families').select('id').execute()).toEqual([])
  })

  // Needs a server: the postgres project has one (vitest.config.ts), the SQLite run skips.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'with DATABASE_URL uses PostgreSQL and writes nothing in the data folder',
    async () => {
      const { root, dataDir } = scratch()
      const database = await createSharedTestDatabase(root)
      onTestFinished(() => database.drop())
      const { db, key } = await startLikeTheServer({
        databaseUrl: database.location,
        databasePoolSize: 2,
        dataDir,
      })
      expect(dialectOf(db)).toBe('postgres')
      expect(key.toString('hex')).toBe(SECRET_KEY)
      expect(await db.selectFrom('families').select('id').execute()).toEqual([])
      expect(existsSync(dataDir)).toBe(false)
    },
  )
})
