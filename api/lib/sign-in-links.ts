import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import { insertLoginToken } from '../../db/queries/login-tokens.js'
import type { LoginPurpose } from '../../db/schema.js'
import { isEmailAddress } from '../contracts/email.js'
import type { Language } from '../contracts/languages.js'
import { MESSAGES } from '../contracts/messages.js'
import { AppError, badRequest } from '../errors.js'
import { MailError, type Mailer } from './mailer.js'
import { hashToken, newToken } from './tokens.js'

/**
 * Per-IP ceiling for calls that mail a link to an address the caller chooses
 * (invitations, resends): without it, any signed-up account could use the instance
 * to send mail to strangers.
 */
export const INVITATION_RATE_LIMIT = { max: 10, timeWindow: '1 hour' }

/** A link is valid for 1 hour, as the product promises. */
export const LINK_TTL_MS = 60 * 60 * 1000

export interface LinkContext {
  db: Db
  mailer: Mailer
  publicUrl: string
  now: Date
  ip: string | null
  log: FastifyBaseLogger
}

export interface LinkRequest {
  email: string
  purpose: LoginPurpose
  familyId: number | null
  childId: number | null
  subject: string
  lead: string
  actionText: string
  /** The language subject, lead and action are in (api/lib/mail-language.ts). */
  language: Language
}

/**
 * Stores a fresh single-use token (hashed) and mails its link. Mail goes out after
 * the insert has committed, never inside a transaction.
 */
export async function sendSignInLink(ctx: LinkContext, request: LinkRequest): Promise<void> {
  const token = newToken()
  await insertLoginToken(ctx.db, {
    tokenHash: hashToken(token),
    email: request.email,
    purpose: request.purpose,
    familyId: request.familyId,
    childId: request.childId,
    requestedIp: ctx.ip,
    createdAt: ctx.now.toISOString(),
    expiresAt: new Date(ctx.now.getTime() + LINK_TTL_MS).toISOString(),
  })
  const link = `${ctx.publicUrl}/auth/verify?token=${encodeURIComponent(token)}`
  try {
    await ctx.mailer.sendLink({
      to: request.email,
      subject: request.subject,
      lead: request.lead,
      actionText: request.actionText,
      link,
      language: request.language,
    })
  } catch (error) {
    if (error instanceof MailError) throw new AppError(502, 'mail-failed', error.message)
    throw error
  }
}

/**
 * Lower-case and trimmed, so one person has one address however it was typed.
 * Throws a 400 naming the field when it does not look like an address.
 */
export function parseEmail(raw: string, field = 'email'): string {
  const email = raw.trim().toLowerCase()
  if (!isEmailAddress(email)) throw badRequest('invalid-email', MESSAGES.invalidEmail, field)
  return email
}
