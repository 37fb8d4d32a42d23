import { chmodSync, existsSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openDb } from './sqlite-client.js'
import { setUpTempFoldersWithOpenUmask } from './temp-folders-for-tests.js'

const tempDir = setUpTempFoldersWithOpenUmask('family-db-')

const modeOf = (path: string) => statSync(path).mode & 0o777

describe('openDb file modes', () => {
  it('creates the database, its WAL files and a new data folder readable by the owner only', async () => {
    const dataDir = join(tempDir(), 'data')
    const filename = join(dataDir, 'family.db')
    const db = openDb({ filename })
    await sql`create table t (x integer)`.execute(db)
    await sql`insert into t values (1)`.execute(db)

    expect(existsSync(`${filename}-wal`)).toBe(true)
    expect(existsSync(`${filename}-shm`)).toBe(true)
    expect(modeOf(dataDir)).toBe(0o700)
    for (const path of [filename, `${filename}-wal`, `${filename}-shm`]) {
      expect({ path, mode: modeOf(path).toString(8) }).toEqual({ path, mode: '600' })
    }
    await db.destroy()
  })

  it('tightens a database and WAL left world-readable by an older version, keeping the data', async () => {
    const filename = join(tempDir(), 'family.db')
    const first = openDb({ filename })
    await sql`create table t (x integer)`.execute(first)
    await sql`insert into t values (42)`.execute(first)
    await first.destroy()
    chmodSync(filename, 0o644)
    writeFileSync(`${filename}-wal`, '')
    chmodSync(`${filename}-wal`, 0o644)

    const second = openDb({ filename })
    const { rows } = await sql<{ x: number }>`select x from t`.execute(second)
    expect(rows).toEqual([{ x: 42 }])
    expect(modeOf(filename)).toBe(0o600)
    expect(modeOf(`${filename}-wal`)).toBe(0o600)
    await second.destroy()
  })
})
