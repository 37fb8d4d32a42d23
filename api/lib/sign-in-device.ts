import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A browser that signed in as an address keeps this cookie: proof, signed with the
 * instance's key, that it belongs to that address's owner. Its holder is never held
 * back by the per-address link limits, so a stranger who used up an address's budget
 * cannot lock its owner out (issue 9). It names no session and grants no access:
 * it only lets its holder ask for a link that still goes to the owner's mailbox.
 */
export const DEVICE_COOKIE = 'device'

/** How long a sign-in keeps its browser recognised. */
export const DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000

function signature(secretKey: Buffer, email: string, expiresMs: number): string {
  return createHmac('sha256', secretKey)
    .update(`sign-in-device\n${email}\n${expiresMs}`)
    .digest('base64url')
}

/** The cookie's value for a browser that just signed in as `email`. */
export function deviceToken(secretKey: Buffer, email: string, now: Date): string {
  const expiresMs = now.getTime() + DEVICE_TTL_MS
  return `${expiresMs}.${signature(secretKey, email, expiresMs)}`
}

/** Whether a cookie value proves a recent sign-in as `email` on this instance. */
export function isDeviceOf(
  secretKey: Buffer,
  email: string,
  token: string | undefined,
  now: Date,
): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token ?? '')
  if (!match?.[1] || !match[2]) return false
  const expiresMs = Number(match[1])
  if (expiresMs <= now.getTime()) return false
  const expected = Buffer.from(signature(secretKey, email, expiresMs))
  const given = Buffer.from(match[2])
  return given.length === expected.length && timingSafeEqual(given, expected)
}
