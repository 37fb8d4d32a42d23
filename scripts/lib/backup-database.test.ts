import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { buildTestApp, createFamily } from '../../api/test-helpers.js'
import { listBalanceMismatches } from '../../db/queries/reconciliation.js'
import { openDb } from '../../db/sqlite-client.js'
import { backupDatabase } from './backup-database.js'

const WRITER = fileURLToPath(new URL('./steady-writer.ts', import.meta.url))

/** Starts the steady writer on `file`; resolves once it writes, with a stop that returns its count. */
function startWriter(file: string, childId: number, perSecond: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', WRITER, file, String(childId), String(perSecond)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
  })
  onTestFinished(() => {
    child.kill('SIGKILL')
  })
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (out.includes('ready')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`writer exited with ${code}`)))
  })
  const stop = () =>
    new Promise<number>((resolve) => {
      child.on('exit', () => resolve(Number(/writes (\d+)/.exec(out)?.[1] ?? Number.NaN)))
      child.kill('SIGTERM')
    })
  return { ready, stop }
}

describe('backup', () => {
  it('finishes under a steady write load with a copy that is intact and keeps the ledger invariant', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const file = join(dir, 'family.db')
    const app = await buildTestApp({ db: openDb({ filename: file }) })
    const parent = await createFamily(app, 'parent@example.org')
    const child = await parent.addChild({ name: 'Alice', age: 9 })
    // Enough pages that a page-by-page copy would take many steps.
    await sql`with recursive n(value) as (select 1 union all select value + 1 from n where value < 20000)
      insert into transactions (family_id, child_id, account, type, amount_sat, description, created_at)
      select 1, ${child.id}, 'spending', 'bonus', 1, printf('%0200d', value), '2026-11-20T00:00:00Z'
      from n`.execute(app.db)
    await sql`update children set spending_sat = 20000 where id = ${child.id}`.execute(app.db)
    await app.close()

    const writer = startWriter(file, child.id, 200)
    await writer.ready
    const source = new SQLite(file, { readonly: true })
    onTestFinished(() => {
      source.close()
    })
    const lastId = () =>
      (source.prepare('select max(id) as id from transactions').get() as { id: number }).id
    // Let the writer get going, so the backup starts in the middle of the load.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const before = lastId()
    const results = []
    for (let i = 0; i < 3; i++) {
      const target = join(dir, `copy-${i}.db`)
      results.push({ target, ...backupDatabase(file, target) })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const written = await writer.stop()
    // The writer kept writing between and during the copies.
    expect(lastId()).toBeGreaterThan(before)
    expect(written).toBeGreaterThan(0)

    for (const { target, bytes } of results) {
      expect(bytes).toBeGreaterThan(4_000_000)
      const copy = openDb({ filename: target })
      try {
        const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
          copy,
        )
        expect(integrity.rows).toEqual([{ integrity_check: 'ok' }])
        expect(await listBalanceMismatches(copy)).toEqual([])
        const loadRows = await sql<{ n: number }>`
          select count(*) as n from transactions where description = 'steady load'`.execute(copy)
        expect(loadRows.rows[0]?.n).toBeGreaterThan(0)
      } finally {
        await copy.destroy()
      }
    }
  }, 120_000)

  it('refuses to write over a file that already holds data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const source = join(dir, 'family.db')
    new SQLite(source).exec('create table t (x integer)').close()
    const target = join(dir, 'copy.db')
    backupDatabase(source, target)
    expect(() => backupDatabase(source, target)).toThrow(/already holds data/)
  })
})
