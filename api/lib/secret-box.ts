import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Seals a secret (a Lightning connection string, a macaroon, a password) with
 * AES-256-GCM under the server's secret key, for storage in the database.
 *
 * `context` names what the secret belongs to (for example `lightning:family:7`) and is
 * authenticated, not stored: a sealed value copied into another family's row does not
 * open there.
 */
export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`
}

/**
 * Opens what sealSecret produced with the same key and context.
 * @throws SecretBoxError when the key or context differ or the value was altered.
 */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [version, payload] = sealed.split(':', 2)
  if (version !== VERSION || !payload) throw new SecretBoxError('unknown sealed-secret format')
  const raw = Buffer.from(payload, 'base64')
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError('sealed secret is truncated')
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  try {
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  } catch (error) {
    throw new SecretBoxError('sealed secret does not open with this key', { cause: error })
  }
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError'
}
