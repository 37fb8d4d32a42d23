import type { Db } from '../../../db/client.js'
import { findChild, findChildIdForUser, setChildSignIn } from '../../../db/queries/children.js'
import { findFamily, insertFamily } from '../../../db/queries/families.js'
import {
  consumeLoginToken,
  findLoginToken,
  type LoginToken,
} from '../../../db/queries/login-tokens.js'
import { insertLoginRecord } from '../../../db/queries/logins.js'
import { insertSecurityEvent, listSecurityEventTimes } from '../../../db/queries/security-events.js'
import {
  findSpouseInvitation,
  markSpouseInvitationAccepted,
} from '../../../db/queries/spouse-invitations.js'
import {
  countUsers,
  findFamilyOwner,
  findUserByEmail,
  findUserById,
  insertUser,
  markUserSignedIn,
  setUserFirstName,
  setUserLanguage,
  type User,
} from '../../../db/queries/users.js'
import { inTransaction } from '../../../db/transaction.js'
import type { Config } from '../../config.js'
import { readFirstName } from '../../contracts/first-name.js'
import type { Language } from '../../contracts/languages.js'
import { AppError, acceptOrRefuse, conflict, unauthenticated } from '../../errors.js'
import { isInstanceAdmin } from '../../lib/admins.js'
import { countryOfIp, type LoginCountry } from '../../lib/ip-country.js'
import { mailLanguage } from '../../lib/mail-language.js'
import { createSession, type SessionUser } from '../../lib/sessions.js'
import { type LinkContext, parseEmail, sendSignInLink } from '../../lib/sign-in-links.js'
import { readFamilySubscription } from '../../lib/subscription.js'
import { hashToken } from '../../lib/tokens.js'
import type { FirstNameBody, LanguageBody, UserDto } from './auth.schemas.js'
import { accountLinkTexts } from './mail-texts.js'

/**
 * Links one address may be mailed. Counted per requesting IP, so a stranger's requests
 * use up the stranger's budget, not the owner's. Over all IPs an address gets a few
 * at once, then one a minute: that bounds the mail it can be flooded with (at most
 * 10 + 15 in any 15 minutes, about 60 an hour however many IPs ask), and never keeps
 * its owner waiting more than a minute. Whoever asks, the link goes to the owner's
 * mailbox, so a request held back by the pace means a link reached it within the minute.
 * Beyond a limit, the request is answered as usual and nothing is mailed: a 429 would
 * tell a stranger the limit was reached and, before, handed them the owner's lockout.
 */
export const LINKS_PER_EMAIL_AND_IP = 5
export const LINKS_PER_EMAIL = 10
export const EMAIL_WINDOW_MS = 15 * 60 * 1000
/** Past LINKS_PER_EMAIL in the window: one link per this long, to whoever asks first. */
export const EMAIL_PACE_MS = 60 * 1000

export interface AuthContext extends LinkContext {
  config: Config
  /** The caller's browser signed in as this address recently (sign-in-device.ts). */
  isOwnersDevice(email: string): boolean
}

const LINK_SENT = 'If an account exists for that e-mail, a sign-in link is on its way.'

/**
 * When a link may next be mailed to `email` for this request: null when it may be now
 * (it is then counted), else the time the per-address limit frees a place. Counted
 * before anything else, for existing and unknown addresses alike, so neither the limit
 * nor the time reveals who has an account. The owner's own browser is never held back.
 */
async function linkHeldUntil(ctx: AuthContext, email: string): Promise<string | null> {
  const createdAt = ctx.now.toISOString()
  if (!ctx.isOwnersDevice(email)) {
    const heldUntil = await heldBackUntil(ctx, email)
    if (heldUntil !== null) {
      await insertSecurityEvent(ctx.db, {
        type: 'rate-limited',
        ip: ctx.ip,
        email,
        detail: 'per-email link limit, nothing mailed',
        createdAt,
      })
      return heldUntil
    }
  }
  await insertSecurityEvent(ctx.db, { type: 'magic-link-requested', ip: ctx.ip, email, createdAt })
  return null
}

/**
 * The later of the two limits' ends, or null when neither holds: this IP's share for the
 * address (its oldest counted link leaving the window), and, past the few at once over
 * all IPs, the pace (a minute after the last link).
 */
async function heldBackUntil(ctx: AuthContext, email: string): Promise<string | null> {
  const type = 'magic-link-requested'
  const since = new Date(ctx.now.getTime() - EMAIL_WINDOW_MS).toISOString()
  const fromThisIp = await listSecurityEventTimes(ctx.db, {
    type,
    since,
    email,
    ...(ctx.ip ? { ip: ctx.ip } : {}),
  })
  const fromAnyIp = await listSecurityEventTimes(ctx.db, { type, since, email })
  const ends = [freedAt(fromThisIp, LINKS_PER_EMAIL_AND_IP), pacedUntil(ctx, fromAnyIp)]
  return ends.reduce<string | null>(
    (later, at) => (at !== null && (later === null || at > later) ? at : later),
    null,
  )
}

/**
 * When one of these links (the window's, oldest first) leaves the window so that fewer
 * than `limit` remain; null when fewer already do.
 */
function freedAt(times: readonly string[], limit: number): string | null {
  const leaving = times[times.length - limit]
  if (leaving === undefined) return null
  return new Date(new Date(leaving).getTime() + EMAIL_WINDOW_MS).toISOString()
}

/** Past LINKS_PER_EMAIL in the window: a minute after the last link, if that is still ahead. */
function pacedUntil(ctx: AuthContext, times: readonly string[]): string | null {
  const last = times.at(-1)
  if (times.length < LINKS_PER_EMAIL || last === undefined) return null
  const until = new Date(new Date(last).getTime() + EMAIL_PACE_MS)
  return until > ctx.now ? until.toISOString() : null
}

/** What the screen says when the limit held a link back: when to ask again, in minutes. */
function heldMessage(ctx: AuthContext, heldUntil: string): string {
  const minutes = Math.max(
    1,
    Math.ceil((new Date(heldUntil).getTime() - ctx.now.getTime()) / 60_000),
  )
  return `No link was sent: too many were asked for this address in the last 15 minutes. Ask again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** `pageLanguage`: the asking page's, for a member who never chose one. */
function sendAccountLink(
  ctx: AuthContext,
  user: User,
  isNew: boolean,
  pageLanguage: Language | undefined,
) {
  const language = mailLanguage(user, pageLanguage)
  const t = accountLinkTexts.in(language)
  // A trial is only news where there is something to pay after it.
  const welcome = ctx.config.billing.enabled
    ? t('readyWithTrialLead', { count: ctx.config.trialDays })
    : t('readyLead')
  return sendSignInLink(ctx, {
    email: user.email,
    purpose: 'sign-in',
    familyId: user.familyId,
    childId: null,
    subject: t(isNew ? 'welcomeSubject' : 'signInSubject'),
    lead: isNew ? welcome : t('signInLead'),
    actionText: t('signInAction'),
    language,
  })
}

/**
 * The onboarding start: creates the parent, a new family and its trial (TRIAL_DAYS,
 * counted from sign-up even while billing is off) when the address is new, and mails a link either way. `existingUser` is the one thing
 * the spec's screen needs to know.
 */
export async function startOnboarding(ctx: AuthContext, rawEmail: string, pageLanguage?: Language) {
  const email = parseEmail(rawEmail)
  const heldUntil = await linkHeldUntil(ctx, email)
  const held = heldUntil === null ? {} : { message: heldMessage(ctx, heldUntil) }
  const existing = await findUserByEmail(ctx.db, email)
  if (existing) {
    if (heldUntil === null) await sendAccountLink(ctx, existing, false, pageLanguage)
    return {
      existingUser: true,
      freeTrialActivated: false,
      message: 'Check your email for your sign-in link.',
      nextLinkAt: heldUntil,
      ...held,
    }
  }
  const user = await inTransaction(ctx.db, async (trx) => {
    const familyId = await insertFamily(trx, ctx.now.toISOString())
    return insertUser(trx, {
      familyId,
      role: 'parent',
      email,
      isAdmin: await isFirstAdmin(trx, ctx.config),
      subscriptionStatus: 'trial',
      trialExpiresAt: new Date(ctx.now.getTime() + ctx.config.trialDays * 86_400_000).toISOString(),
      createdAt: ctx.now.toISOString(),
    })
  })
  if (heldUntil === null) await sendAccountLink(ctx, user, true, pageLanguage)
  return {
    existingUser: false,
    freeTrialActivated: true,
    message: ctx.config.billing.enabled
      ? 'Your free trial has started. Check your email for your sign-in link.'
      : 'Your family account is ready. Check your email for your sign-in link.',
    nextLinkAt: heldUntil,
    ...held,
  }
}

/** The first account on an instance administers it, unless ADMIN_EMAILS names the admins. */
async function isFirstAdmin(db: Db, config: Config): Promise<boolean> {
  return config.adminEmails.length === 0 && (await countUsers(db)) === 0
}

/** Sign-in link for an existing account; the answer is the same for unknown addresses. */
export async function requestSignInLink(
  ctx: AuthContext,
  rawEmail: string,
  pageLanguage?: Language,
) {
  const email = parseEmail(rawEmail)
  const heldUntil = await linkHeldUntil(ctx, email)
  const user = await findUserByEmail(ctx.db, email)
  // Mailed after answering: waiting for SMTP only when the address has an account
  // would tell a stranger, by the answer's speed or a mail error, that it has one.
  if (user && heldUntil === null) {
    sendAccountLink(ctx, user, false, pageLanguage).catch((error: unknown) =>
      ctx.log.error({ err: error, userId: user.id }, 'sending a sign-in link failed'),
    )
  }
  if (heldUntil !== null) {
    return { success: false, message: heldMessage(ctx, heldUntil), nextLinkAt: heldUntil }
  }
  return { success: true, message: LINK_SENT, nextLinkAt: null }
}

export interface VerifiedSignIn {
  user: User
  isNewUser: boolean
  sessionToken: string
  sessionExpiresAt: Date
}

class LinkRejected extends Error {}

/** Where a sign-in came from, as the admin's login geography counts it. */
export interface SignInPlace {
  ip: string
  country: LoginCountry
}

/** Looked up before a sign-in's transaction: the first lookup unpacks the country table. */
export function signInPlace(ip: string | null): SignInPlace {
  return { ip: ip ?? '', country: countryOfIp(ip ?? '') }
}

/**
 * What every way of signing in (a link, a code from another device, a passkey) does once
 * it knows who: records the sign-in and starts a session. Inside the caller's transaction.
 */
export async function startSession(
  db: Db,
  user: Pick<User, 'id' | 'familyId'>,
  place: SignInPlace,
  now: Date,
  sessionDays: number,
): Promise<{ token: string; expiresAt: Date }> {
  const at = now.toISOString()
  await markUserSignedIn(db, user.id, at)
  await insertLoginRecord(db, { familyId: user.familyId, userId: user.id, ...place, createdAt: at })
  return createSession(db, user.id, now, sessionDays)
}

/**
 * Redeems a link: once, within the hour. Everything happens in one transaction, so
 * a refusal (say, a spouse invitation sent to another family's account) creates
 * nothing and leaves the link unused.
 */
export async function verifySignInLink(ctx: AuthContext, token: string): Promise<VerifiedSignIn> {
  const now = ctx.now.toISOString()
  const place = signInPlace(ctx.ip)
  try {
    const result = await inTransaction(ctx.db, async (trx) => {
      const link = await findLoginToken(trx, hashToken(token))
      if (!link || link.usedAt !== null || link.expiresAt <= now)
        throw new LinkRejected(link ? 'used or expired' : 'unknown')
      if (!(await consumeLoginToken(trx, link.id, now))) throw new LinkRejected('used concurrently')
      const user = await userForLink(trx, ctx, link)
      const isNewUser = user.lastLoginAt === null
      const session = await startSession(trx, user, place, ctx.now, ctx.config.sessionDays)
      return { user, isNewUser, sessionToken: session.token, sessionExpiresAt: session.expiresAt }
    })
    await insertSecurityEvent(ctx.db, {
      type: 'login-succeeded',
      ip: ctx.ip,
      email: result.user.email,
      userId: result.user.id,
      createdAt: now,
    })
    return result
  } catch (error) {
    if (!(error instanceof LinkRejected)) throw error
    await insertSecurityEvent(ctx.db, {
      type: 'login-failed',
      ip: ctx.ip,
      detail: error.message,
      createdAt: now,
    })
    throw new AppError(401, 'invalid-token', 'Invalid or expired token')
  }
}

async function userForLink(db: Db, ctx: AuthContext, link: LoginToken): Promise<User> {
  const existing = await findUserByEmail(db, link.email)
  switch (link.purpose) {
    case 'sign-in':
      if (!existing) throw new LinkRejected('account gone')
      return existing
    case 'spouse-invite':
      return acceptSpouseInvitation(db, ctx, link, existing)
    case 'child-invite':
      return acceptChildInvitation(db, ctx, link, existing)
  }
}

async function acceptSpouseInvitation(
  db: Db,
  ctx: AuthContext,
  link: LoginToken,
  existing: User | undefined,
): Promise<User> {
  const familyId = link.familyId
  const invitation = familyId === null ? undefined : await findSpouseInvitation(db, familyId)
  if (familyId === null || !invitation || invitation.email !== link.email)
    throw new LinkRejected('invitation withdrawn')
  if (existing) {
    if (existing.familyId === familyId && existing.role === 'spouse') return existing
    throw conflict(
      'email-in-use',
      'This e-mail address already belongs to another Family Bitcoin account, so it cannot join this family. Ask to be invited with a different address.',
    )
  }
  const owner = await familyOwnerTrial(db, familyId)
  const spouse = await insertUser(db, {
    familyId,
    role: 'spouse',
    email: link.email,
    isAdmin: false,
    subscriptionStatus: owner.subscriptionStatus,
    trialExpiresAt: owner.trialExpiresAt,
    createdAt: ctx.now.toISOString(),
  })
  await markSpouseInvitationAccepted(db, familyId, spouse.id)
  return spouse
}

async function acceptChildInvitation(
  db: Db,
  ctx: AuthContext,
  link: LoginToken,
  existing: User | undefined,
): Promise<User> {
  const child =
    link.familyId === null || link.childId === null
      ? undefined
      : await findChild(db, link.familyId, link.childId)
  if (!child || child.email !== link.email) throw new LinkRejected('child invitation withdrawn')
  if (child.userId !== null) {
    const user = await findUserById(db, child.userId)
    if (user) return user
  }
  if (existing) {
    throw conflict(
      'email-in-use',
      'This e-mail address already belongs to another Family Bitcoin account. Ask your parent to use a different address.',
    )
  }
  const owner = await familyOwnerTrial(db, child.familyId)
  const user = await insertUser(db, {
    familyId: child.familyId,
    role: 'child',
    email: link.email,
    isAdmin: false,
    subscriptionStatus: owner.subscriptionStatus,
    trialExpiresAt: owner.trialExpiresAt,
    createdAt: ctx.now.toISOString(),
  })
  await setChildSignIn(db, child.id, {
    email: child.email,
    userId: user.id,
    at: ctx.now.toISOString(),
  })
  return user
}

/** Spouses and children share the family's subscription, which the parent holds. */
async function familyOwnerTrial(db: Db, familyId: number) {
  const owner = await findFamilyOwner(db, familyId)
  return {
    subscriptionStatus: owner?.subscriptionStatus ?? 'trial',
    trialExpiresAt: owner?.trialExpiresAt ?? null,
  }
}

/** Anyone signed in names themselves for the greeting (parent, spouse or child). */
export async function setFirstName(
  db: Db,
  config: Config,
  sessionUser: Pick<SessionUser, 'id'>,
  input: FirstNameBody,
  now: Date,
): Promise<UserDto> {
  await setUserFirstName(db, sessionUser.id, acceptOrRefuse(readFirstName(input.firstName)))
  return describeUser(db, config, sessionUser, now)
}

/**
 * Anyone signed in chooses the language of their own screens and e-mails; a parent's
 * choice is not the family's, so a child keeps theirs.
 */
export async function setLanguage(
  db: Db,
  sessionUser: Pick<SessionUser, 'id'>,
  input: LanguageBody,
): Promise<void> {
  await setUserLanguage(db, sessionUser.id, input.language)
}

/**
 * The signed-in user as the browser knows them. subscriptionStatus and trialExpiresAt
 * are the family's (held by its parent): `free` and null with billing off, so no
 * screen shows a trial or a price.
 */
export async function describeUser(
  db: Db,
  config: Config,
  sessionUser: Pick<SessionUser, 'id'>,
  now: Date,
): Promise<UserDto> {
  const user = await findUserById(db, sessionUser.id)
  if (!user) throw unauthenticated()
  const family = await findFamily(db, user.familyId)
  const subscription = await readFamilySubscription(db, config.billing, user.familyId, now)
  const childId = user.role === 'child' ? ((await findChildIdForUser(db, user.id)) ?? null) : null
  return {
    id: user.id,
    role: user.role,
    isAdmin: isInstanceAdmin(config, user),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    subscriptionStatus: subscription.status,
    trialExpiresAt: subscription.trialExpiresAt,
    familyNetWorthSharingEnabled: family?.sharingEnabled ?? true,
    familyNetWorthSharePercentage: family?.sharePercentage ?? 100,
    childId,
    language: user.language,
  }
}
