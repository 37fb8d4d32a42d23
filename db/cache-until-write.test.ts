import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { CacheUntilWrite } from './cache-until-write.js'
import type { Db } from './client.js'
import type { Database } from './schema.js'
import { openDb } from './sqlite-client.js'

let cleanups: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
})

/** A database file with one table, opened as the app opens it. */
async function fileDb(): Promise<{ db: Db; file: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'cache-until-write-'))
  const file = join(dir, 'app.db')
  const db = openDb({ filename: file })
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  cleanups.push(() => db.destroy())
  await sql`create table notes (id integer primary key, text text not null)`.execute(db)
  await sql`insert into notes (text) values ('first')`.execute(db)
  return { db, file }
}

/** Reads through the cache as a route would: look first, then read and keep on a miss. */
async function readNotes(cache: CacheUntilWrite<string>, db: Db): Promise<string> {
  const { value, version } = cache.look('notes')
  if (value !== undefined) return value
  const { rows } = await sql<{ text: string }>`select text from notes order by id`.execute(db)
  const answer = rows.map((r) => r.text).join(',')
  cache.keep('notes', answer, version)
  return answer
}

describe('CacheUntilWrite on a database file', () => {
  it('answers from what it kept while nothing was written', async () => {
    const { db } = await fileDb()
    const cache = new CacheUntilWrite<string>(db, 10)
    cache.keep('notes', 'kept', cache.look('notes').version)
    expect(await readNotes(cache, db)).toBe('kept')
  })

  it('reads again after a write through the same connection', async () => {
    const { db } = await fileDb()
    const cache = new CacheUntilWrite<string>(db, 10)
    expect(await readNotes(cache, db)).toBe('first')
    await sql`insert into notes (text) values ('second')`.execute(db)
    expect(await readNotes(cache, db)).toBe('first,second')
  })

  it('reads again after a commit by another connection to the file (another process)', async () => {
    const { db, file } = await fileDb()
    const cache = new CacheUntilWrite<string>(db, 10)
    expect(await readNotes(cache, db)).toBe('first')
    const other = new SQLite(file)
    cleanups.push(() => {
      other.close()
    })
    other.prepare("update notes set text = 'changed elsewhere'").run()
    expect(await readNotes(cache, db)).toBe('changed elsewhere')
  })

  it('reads again after a transaction, even one rolled back', async () => {
    const { db } = await fileDb()
    const cache = new CacheUntilWrite<string>(db, 10)
    expect(await readNotes(cache, db)).toBe('first')
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`update notes set text = 'undone'`.execute(trx)
        throw new Error('roll back')
      })
      .catch(() => {})
    const { value } = cache.look('notes')
    expect(value).toBeUndefined()
    expect(await readNotes(cache, db)).toBe('first')
  })

  it('reads again after a schema change', async () => {
    const { db } = await fileDb()
    const cache = new CacheUntilWrite<string>(db, 10)
    expect(await readNotes(cache, db)).toBe('first')
    await sql`create table other (id integer primary key)`.execute(db)
    expect(cache.look('notes').value).toBeUndefined()
  })

  it('drops an answer read before a change that a later look has seen', async () => {
    const { db } = await fileDb()
    const cache = new CacheUntilWrite<string>(db, 10)
    const { version: before } = cache.look('notes')
    await sql`update notes set text = 'newer'`.execute(db)
    cache.look('other key')
    cache.keep('notes', 'read before the change', before)
    expect(await readNotes(cache, db)).toBe('newer')
  })

  it('keeps at most its number of entries, the oldest out first', async () => {
    const { db } = await fileDb()
    const cache = new CacheUntilWrite<string>(db, 2)
    for (const key of ['a', 'b', 'c']) cache.keep(key, key, cache.look(key).version)
    expect(['a', 'b', 'c'].map((key) => cache.look(key).value)).toEqual([undefined, 'b', 'c'])
  })

  it('keeps nothing for a database not opened by openDb (no data version to check)', async () => {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    })
    cleanups.push(() => db.destroy())
    const cache = new CacheUntilWrite<string>(db, 10)
    cache.keep('notes', 'kept', cache.look('notes').version)
    expect(cache.look('notes').value).toBeUndefined()
  })
})
