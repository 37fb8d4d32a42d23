import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDb } from '../../db/sqlite-client.js'
import {
  buildTestApp,
  createFamily,
  JSON_HEADERS,
  signInChild,
  type TestFamily,
} from '../test-helpers.js'

const root = resolve(import.meta.dirname, '../..')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The app on a database file another process can open too (WAL), as in production. */
async function appOnFile() {
  const dir = mkdtempSync(join(tmpdir(), 'family-reads-'))
  dirs.push(dir)
  const filename = join(dir, 'family.db')
  const app = await buildTestApp({ db: openDb({ filename }) })
  return { app, filename }
}

/** Runs SQL in a separate Node process on the same file: a second writer, as a CLI would be. */
function writeFromAnotherProcess(filename: string, statement: string, ...params: unknown[]) {
  const script = `
    const SQLite = require('better-sqlite3')
    const db = new SQLite(process.argv[1])
    db.pragma('busy_timeout = 5000')
    db.prepare(process.argv[2]).run(...JSON.parse(process.argv[3]))
    db.close()`
  const run = spawnSync(
    process.execPath,
    ['-e', script, filename, statement, JSON.stringify(params)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  if (run.status !== 0) throw new Error(`the other process failed: ${run.stderr}`)
}

async function childrenOf(family: TestFamily) {
  const res = await family.request('GET', '/api/children')
  return { status: res.statusCode, children: res.statusCode === 200 ? res.json() : [] }
}

// Each test signs families up through the real routes: slow on a busy machine.
describe('authenticated reads', { timeout: 30_000 }, () => {
  it('see a write at once: the balance read right after it is the new one', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild({ name: 'Ann' })
    for (const [entered, shown] of [
      ['0.002', '0.00200000'],
      ['0.0005', '0.00050000'],
    ]) {
      await parent.request('POST', `/api/children/${child.id}/update-savings`, {
        newBalance: entered,
      })
      const { children } = await childrenOf(parent)
      expect(children[0].savingsBalance).toBe(shown)
    }
  })

  it("never answer one family with another's rows, read for read", async () => {
    const app = await buildTestApp()
    const first = await createFamily(app, 'one@example.org')
    const second = await createFamily(app, 'two@example.org')
    await first.addChild({ name: 'Ann' })
    await second.addChild({ name: 'Ben' })
    for (let i = 0; i < 3; i++) {
      expect((await childrenOf(first)).children.map((c: { name: string }) => c.name)).toEqual([
        'Ann',
      ])
      expect((await childrenOf(second)).children.map((c: { name: string }) => c.name)).toEqual([
        'Ben',
      ])
    }
  })

  it('see what another process committed to the database file', async () => {
    const { app, filename } = await appOnFile()
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild({ name: 'Ann' })
    expect((await childrenOf(parent)).children[0].name).toBe('Ann')
    writeFromAnotherProcess(filename, 'update children set name = ? where id = ?', 'Anna', child.id)
    expect((await childrenOf(parent)).children[0].name).toBe('Anna')
  })
})

describe('the caller of a request', { timeout: 30_000 }, () => {
  it('is signed out by a logout at once, even on reads just served', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    for (let i = 0; i < 3; i++) expect((await childrenOf(parent)).status).toBe(200)
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...JSON_HEADERS, cookie: parent.cookie },
    })
    expect(out.statusCode).toBe(200)
    expect((await childrenOf(parent)).status).toBe(401)
  })

  it('is signed out at once when another process deletes the session', async () => {
    const { app, filename } = await appOnFile()
    const parent = await createFamily(app, 'pat@example.org')
    expect((await childrenOf(parent)).status).toBe(200)
    writeFromAnotherProcess(filename, 'delete from sessions')
    expect((await childrenOf(parent)).status).toBe(401)
  })

  it("loses a child's access at once when the sign-in is revoked", async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'pat@example.org')
    const child = await parent.addChild({ name: 'Ann' })
    const kid = await signInChild(app, parent, child.id, 'ann@example.org')
    const own = await childrenOf(kid)
    expect(own.children.map((c: { id: number }) => c.id)).toEqual([child.id])
    expect(own.children[0].parentId).toBeTypeOf('number')
    await parent.request('DELETE', `/api/children/${child.id}/sign-in`)
    expect((await childrenOf(kid)).status).toBe(401)
  })
})
