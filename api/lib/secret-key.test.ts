import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadOrCreateSecretKey } from './secret-key.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

// A permissive umask, so the modes checked below come from the code and not from the machine.
let previousUmask = 0
beforeAll(() => {
  previousUmask = process.umask(0)
})
afterAll(() => {
  process.umask(previousUmask)
})

describe('loadOrCreateSecretKey', () => {
  it('generates a private key file in a private folder on first start and reuses it after', () => {
    const parent = mkdtempSync(join(tmpdir(), 'family-key-'))
    dirs.push(parent)
    const dir = join(parent, 'data')
    const first = loadOrCreateSecretKey(dir)
    expect(first).toHaveLength(32)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600)
    expect(loadOrCreateSecretKey(dir).equals(first)).toBe(true)
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(first.toString('hex'))
  })

  it('prefers SECRET_KEY and writes no file then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'family-key-'))
    dirs.push(dir)
    const key = loadOrCreateSecretKey(dir, 'ab'.repeat(32))
    expect(key.toString('hex')).toBe('ab'.repeat(32))
    expect(() => statSync(join(dir, 'secret.key'))).toThrow()
  })

  it('refuses a damaged key file rather than replacing it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'family-key-'))
    dirs.push(dir)
    loadOrCreateSecretKey(dir)
    writeFileSync(join(dir, 'secret.key'), 'oops')
    expect(() => loadOrCreateSecretKey(dir)).toThrow(/64-digit hex key/)
  })
})
