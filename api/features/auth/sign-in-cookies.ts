import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { setSessionCookies } from '../../lib/session-cookies.js'
import { DEVICE_COOKIE, DEVICE_TTL_MS, deviceToken } from '../../lib/sign-in-device.js'

/**
 * The cookies of a browser that just signed in, however it did (a link, a code from
 * another device, a passkey): the session and its hint, and the device cookie that
 * keeps the address's own browser from being held back by the link limits. Secure when
 * the address the browser used is https (PUBLIC_URLS may list both).
 */
export function setSignInCookies(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: { email: string; sessionToken: string; sessionExpiresAt: Date },
): void {
  const { isSecure } = app.publicAddresses.of(request)
  setSessionCookies(
    reply,
    { token: signIn.sessionToken, expiresAt: signIn.sessionExpiresAt },
    { isSecure },
  )
  const now = app.clock.now()
  reply.setCookie(DEVICE_COOKIE, deviceToken(app.secretKey, signIn.email, now), {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    expires: new Date(now.getTime() + DEVICE_TTL_MS),
  })
}
