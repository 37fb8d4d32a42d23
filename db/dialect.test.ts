import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { dialectOf } from './dialect.js'
import { openMigratedTestDb } from './test-database.js'

describe('dialectOf', () => {
  it('names the engine of a database the app opens, in a transaction too', async () => {
    const db = await openMigratedTestDb()
    const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'
    try {
      expect(dialectOf(db)).toBe(engine)
      await db.transaction().execute(async (trx) => expect(dialectOf(trx)).toBe(engine))
    } finally {
      await db.destroy()
    }
  })

  it('names PostgreSQL for an instance built on the pg driver, without connecting', async () => {
    // The pool connects lazily: nothing runs here, so no server is needed.
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://127.0.0.1:1/x' }),
      }),
    })
    try {
      expect(dialectOf(db)).toBe('postgres')
    } finally {
      await db.destroy()
    }
  })
})
