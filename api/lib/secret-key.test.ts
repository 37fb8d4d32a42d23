import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { setUpTempFoldersWithOpenUmask } from '../../db/temp-folders-for-tests.js'
import { loadOrCreateSecretKey } from './secret-key.js'

const tempDir = setUpTempFoldersWithOpenUmask('family-key-')

describe('loadOrCreateSecretKey', () => {
  it('generates a private key file in a private folder on first start and reuses it after', () => {
    const parent = tempDir()
    const dir = join(parent, 'data')
    const first = loadOrCreateSecretKey(dir)
    expect(first).toHaveLength(32)
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600)
    expect(loadOrCreateSecretKey(dir).equals(first)).toBe(true)
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(first.toString('hex'))
  })

  it('prefers SECRET_KEY and writes no file then', () => {
    const dir = tempDir()
    const key = loadOrCreateSecretKey(dir, 'ab'.repeat(32))
    expect(key.toString('hex')).toBe('ab'.repeat(32))
    expect(() => statSync(join(dir, 'secret.key'))).toThrow()
  })

  it('refuses a damaged key file rather than replacing it', () => {
    const dir = tempDir()
    loadOrCreateSecretKey(dir)
    writeFileSync(join(dir, 'secret.key'), 'oops')
    expect(() => loadOrCreateSecretKey(dir)).toThrow(/64-digit hex key/)
  })
})
