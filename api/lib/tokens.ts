import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, URL-safe: what a link or cookie carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this hash is stored, so a copy of the database opens no account. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
