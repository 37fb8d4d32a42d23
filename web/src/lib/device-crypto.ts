/**
 * Seals text kept in the browser with AES-GCM (WebCrypto) under a key that never leaves
 * this device (see device-key.ts). The texts are the spec's.
 */

export const ENCRYPTION_NOT_INITIALIZED = 'Encryption not initialized'
export const INVALID_KEY_OR_DATA = 'Invalid encryption key or corrupted data'

const FORMAT = 'aes-gcm-v1'
const IV_BYTES = 12

export class DeviceCryptoError extends Error {
  override name = 'DeviceCryptoError'
}

/** A fresh 256-bit AES-GCM key that scripts can use but never read out (not extractable). */
export function generateDeviceKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Whether a stored value is sealed (as opposed to plain JSON written with encryption off). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${FORMAT}:`)
}

/**
 * Encrypts `plaintext`. `context` (e.g. the storage item's name) is authenticated but not
 * stored, so a sealed value copied to another item does not open there.
 * @throws DeviceCryptoError 'Encryption not initialized' without a key.
 */
export async function sealText(
  key: CryptoKey | undefined,
  plaintext: string,
  context: string,
): Promise<string> {
  if (!key) throw new DeviceCryptoError(ENCRYPTION_NOT_INITIALIZED)
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const encoder = new TextEncoder()
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(plaintext),
  )
  const sealed = new Uint8Array(IV_BYTES + ciphertext.byteLength)
  sealed.set(iv)
  sealed.set(new Uint8Array(ciphertext), IV_BYTES)
  return `${FORMAT}:${toBase64(sealed)}`
}

/**
 * Decrypts what sealText produced with the same key and context.
 * @throws DeviceCryptoError 'Encryption not initialized' without a key, 'Invalid
 * encryption key or corrupted data' when the key differs or the value was altered.
 */
export async function openText(
  key: CryptoKey | undefined,
  sealed: string,
  context: string,
): Promise<string> {
  if (!key) throw new DeviceCryptoError(ENCRYPTION_NOT_INITIALIZED)
  try {
    if (!isSealed(sealed)) throw new Error('not a sealed value')
    const bytes = fromBase64(sealed.slice(FORMAT.length + 1))
    const plaintext = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.subarray(0, IV_BYTES),
        additionalData: new TextEncoder().encode(context),
      },
      key,
      bytes.subarray(IV_BYTES),
    )
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext)
  } catch (error) {
    throw new DeviceCryptoError(INVALID_KEY_OR_DATA, { cause: error })
  }
}
