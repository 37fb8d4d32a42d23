import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openSecret, SecretBoxError, sealSecret } from './secret-box.js'

describe('secret box', () => {
  const key = randomBytes(32)
  const secret = 'nostr+walletconnect://abc?relay=wss%3A%2F%2Frelay.example&secret=00ff'

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = sealSecret(key, secret, 'lightning:family:1')
    expect(sealed).not.toContain('secret=')
    expect(sealed).not.toContain('walletconnect')
    expect(openSecret(key, sealed, 'lightning:family:1')).toBe(secret)
  })

  it('seals the same secret differently each time', () => {
    expect(sealSecret(key, secret, 'x')).not.toBe(sealSecret(key, secret, 'x'))
  })

  it('refuses another key, another context and an altered value', () => {
    const sealed = sealSecret(key, secret, 'lightning:family:1')
    expect(() => openSecret(randomBytes(32), sealed, 'lightning:family:1')).toThrow(SecretBoxError)
    expect(() => openSecret(key, sealed, 'lightning:family:2')).toThrow(SecretBoxError)
    const raw = Buffer.from(sealed.slice(3), 'base64')
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1
    expect(() => openSecret(key, `v1:${raw.toString('base64')}`, 'lightning:family:1')).toThrow(
      SecretBoxError,
    )
    expect(() => openSecret(key, 'v2:abc', 'lightning:family:1')).toThrow(SecretBoxError)
    expect(() => openSecret(key, 'v1:AAAA', 'lightning:family:1')).toThrow(SecretBoxError)
  })
})
