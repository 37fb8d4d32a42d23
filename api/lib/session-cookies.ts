import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_HINT_COOKIE } from '../contracts/session-hint.js'
import { SESSION_COOKIE } from './sessions.js'

interface CookieScope {
  /** PUBLIC_URL is https: cookies then travel over TLS only. */
  isSecure: boolean
}

/** Sets the session cookie (httpOnly) and its readable hint, with the same lifetime. */
export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  { isSecure }: CookieScope,
): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: isSecure }
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...options,
    httpOnly: true,
    expires: session.expiresAt,
  })
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...options, expires: session.expiresAt })
}

export function clearSessionCookies(reply: FastifyReply, { isSecure }: CookieScope): void {
  const options = { path: '/', sameSite: 'lax' as const, secure: isSecure }
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true })
  reply.clearCookie(SESSION_HINT_COOKIE, options)
}

/**
 * On a page load, before the web app reads it: the hint follows the session cookie
 * the browser sent. That covers sessions started before the hint existed, and a hint
 * left behind once the session cookie expired or a logout in another tab removed it.
 * Its lifetime is the browser session's; the next page load sets it again.
 */
export function mirrorSessionHint(
  request: FastifyRequest,
  reply: FastifyReply,
  { isSecure }: CookieScope,
): void {
  const hasSession = request.cookies[SESSION_COOKIE] !== undefined
  const hasHint = request.cookies[SESSION_HINT_COOKIE] !== undefined
  const options = { path: '/', sameSite: 'lax' as const, secure: isSecure }
  if (hasSession && !hasHint) reply.setCookie(SESSION_HINT_COOKIE, '1', options)
  if (!hasSession && hasHint) reply.clearCookie(SESSION_HINT_COOKIE, options)
}
