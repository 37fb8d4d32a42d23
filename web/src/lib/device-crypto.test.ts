import { describe, expect, it } from 'vitest'
import {
  ENCRYPTION_NOT_INITIALIZED,
  generateDeviceKey,
  INVALID_KEY_OR_DATA,
  isSealed,
  openText,
  sealText,
} from './device-crypto'

const SETTINGS = JSON.stringify({ encryptSensitiveData: true, dataPurgeDays: 30 })

describe('device crypto (AES-GCM, WebCrypto)', () => {
  it('opens what it sealed, and the sealed text shows nothing of the plaintext', async () => {
    const key = await generateDeviceKey()
    const sealed = await sealText(key, SETTINGS, 'privacy-settings')
    expect(isSealed(sealed)).toBe(true)
    expect(() => JSON.parse(sealed)).toThrow()
    expect(sealed).not.toContain('dataPurgeDays')
    expect(await openText(key, sealed, 'privacy-settings')).toBe(SETTINGS)
  })

  it('seals the same text differently each time (a fresh IV)', async () => {
    const key = await generateDeviceKey()
    const [a, b] = await Promise.all([sealText(key, 'same', 'c'), sealText(key, 'same', 'c')])
    expect(a).not.toBe(b)
  })

  it('keeps the key unreadable by scripts', async () => {
    const key = await generateDeviceKey()
    expect(key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
  })

  it("says 'Invalid encryption key or corrupted data' for another key", async () => {
    const sealed = await sealText(await generateDeviceKey(), SETTINGS, 'privacy-settings')
    await expect(openText(await generateDeviceKey(), sealed, 'privacy-settings')).rejects.toThrow(
      INVALID_KEY_OR_DATA,
    )
  })

  it("says 'Invalid encryption key or corrupted data' for altered, foreign or garbled data", async () => {
    const key = await generateDeviceKey()
    const sealed = await sealText(key, SETTINGS, 'privacy-settings')
    const flipped = `${sealed.slice(0, -6)}${sealed.slice(-6, -5) === 'A' ? 'B' : 'A'}${sealed.slice(-5)}`
    for (const [value, context] of [
      [flipped, 'privacy-settings'],
      [sealed, 'address-labels'],
      ['aes-gcm-v1:%%%not-base64', 'privacy-settings'],
      ['aes-gcm-v1:AAAA', 'privacy-settings'],
      [SETTINGS, 'privacy-settings'],
    ] as const) {
      await expect(openText(key, value, context)).rejects.toThrow(INVALID_KEY_OR_DATA)
    }
  })

  it("says 'Encryption not initialized' without a key, for sealing and for opening", async () => {
    const sealed = await sealText(await generateDeviceKey(), SETTINGS, 'privacy-settings')
    await expect(sealText(undefined, SETTINGS, 'privacy-settings')).rejects.toThrow(
      ENCRYPTION_NOT_INITIALIZED,
    )
    await expect(openText(undefined, sealed, 'privacy-settings')).rejects.toThrow(
      ENCRYPTION_NOT_INITIALIZED,
    )
  })

  it('uses the exact texts of the spec', () => {
    expect(INVALID_KEY_OR_DATA).toBe('Invalid encryption key or corrupted data')
    expect(ENCRYPTION_NOT_INITIALIZED).toBe('Encryption not initialized')
  })
})
