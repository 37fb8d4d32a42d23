import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDb } from './client.js'
import { migrateToLatest } from './migrate.js'
import { migrations } from './migrations/index.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('migrations', () => {
  it('apply once, and a restart on the same file keeps the data and applies nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'family-db-'))
    dirs.push(dir)
    const filename = join(dir, 'family.db')

    const first = openDb({ filename })
    expect(await migrateToLatest(first)).toEqual(Object.keys(migrations))
    await first
      .insertInto('families')
      .values({
        time_zone: 'Europe/Berlin',
        auto_allowance_hour: null,
        created_at: '2026-11-21T00:00:00.000Z',
      })
      .execute()
    await first.destroy()

    const second = openDb({ filename })
    expect(await migrateToLatest(second)).toEqual([])
    const rows = await second.selectFrom('families').select(['time_zone']).execute()
    expect(rows).toEqual([{ time_zone: 'Europe/Berlin' }])
    await second.destroy()
  })

  it('run the database in WAL mode with foreign keys enforced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'family-db-'))
    dirs.push(dir)
    const db = openDb({ filename: join(dir, 'family.db') })
    await migrateToLatest(db)
    await expect(
      db
        .insertInto('users')
        .values({
          family_id: 999,
          role: 'parent',
          email: 'x@y.z',
          first_name: null,
          last_name: null,
          subscription_status: 'trial',
          trial_expires_at: null,
          created_at: 'now',
          last_login_at: null,
        })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/)
    await db.destroy()
  })
})
