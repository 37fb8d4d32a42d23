import { createHmac, randomInt } from 'node:crypto'
import type { Db } from '../../../db/client.js'
import { findChildIdForUser } from '../../../db/queries/children.js'
import { countSecurityEvents, insertSecurityEvent } from '../../../db/queries/security-events.js'
import {
  consumeSignInCode,
  countSignInCodesSince,
  countWrongGuess,
  endLiveSignInCodes,
  findSignInCode,
  insertSignInCode,
} from '../../../db/queries/sign-in-codes.js'
import { findUserById, type User } from '../../../db/queries/users.js'
import { inTransaction } from '../../../db/transaction.js'
import type { Config } from '../../config.js'
import {
  formatSignInCode,
  readSignInCode,
  SIGN_IN_CODE_ALPHABET,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_PARAM,
} from '../../contracts/sign-in-code.js'
import { AppError, acceptOrRefuse } from '../../errors.js'
import type { SessionUser } from '../../lib/sessions.js'
import { signInPlace, startSession } from './auth.service.js'
import type { SignInCodeReply } from './sign-in-codes.schemas.js'

/** A code works for 10 minutes, once. */
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000
/** Codes one member may make per hour: enough for a family's devices, not for a flood. */
export const CODES_PER_MEMBER_PER_HOUR = 10
/**
 * Wrong codes one address may enter per window. Beyond them the address is refused
 * without the code being looked at; a family behind one router waits the window out or
 * signs in with a link.
 */
export const WRONG_CODES_PER_IP = 10
export const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000
/**
 * Wrong codes, entered from anywhere, a live code survives. A guess names no code, so it
 * counts against every live one: many addresses together get at most this many tries at
 * a code, a 50 / 32^8 (about 1 in 20 billion) chance, and then it stops working.
 */
export const WRONG_GUESSES_PER_CODE = 50

const WRONG_CODE = 'wrong sign-in code'
const HOUR_MS = 60 * 60 * 1000

export interface SignInCodeContext {
  db: Db
  secretKey: Buffer
  config: Config
  now: Date
  ip: string | null
}

/**
 * Keyed with the instance key: 40 bits hashed plainly would be found from a copy of the
 * database in minutes; keyed, the copy alone gives nothing.
 */
function codeHash(secretKey: Buffer, code: string): string {
  return createHmac('sha256', secretKey).update(`sign-in-code\n${code}`).digest('hex')
}

function newCode(): string {
  let code = ''
  for (let i = 0; i < SIGN_IN_CODE_LENGTH; i++) {
    code += SIGN_IN_CODE_ALPHABET[randomInt(SIGN_IN_CODE_ALPHABET.length)]
  }
  return code
}

/**
 * A code for the member's other device, and the sign-in screen's address with it (for
 * the QR code) at `baseUrl`, the listed address the member is using. It replaces the
 * member's code still live, so one code at a time is shown.
 */
export async function createSignInCode(
  ctx: SignInCodeContext,
  member: SessionUser,
  baseUrl: string,
): Promise<SignInCodeReply> {
  const at = ctx.now.toISOString()
  const hourAgo = new Date(ctx.now.getTime() - HOUR_MS).toISOString()
  if ((await countSignInCodesSince(ctx.db, member.id, hourAgo)) >= CODES_PER_MEMBER_PER_HOUR) {
    throw new AppError(
      429,
      'rate-limited',
      `You made ${CODES_PER_MEMBER_PER_HOUR} codes in the last hour. Wait a while, or sign in on the new device with a magic link.`,
    )
  }
  const expiresAt = new Date(ctx.now.getTime() + SIGN_IN_CODE_TTL_MS).toISOString()
  const code = await inTransaction(ctx.db, async (trx) => {
    await endLiveSignInCodes(trx, member.id, at)
    const made = newCode()
    await insertSignInCode(trx, {
      codeHash: codeHash(ctx.secretKey, made),
      userId: member.id,
      familyId: member.familyId,
      createdAt: at,
      expiresAt,
    })
    return made
  })
  const shown = formatSignInCode(code)
  const link = new URL('/onboarding', baseUrl)
  link.searchParams.set(SIGN_IN_CODE_PARAM, shown)
  return { code: shown, link: link.href, expiresAt }
}

class CodeRefused extends Error {}

/**
 * Signs the new device in as the member who made the code: the code is used up in the
 * same transaction that starts the session. A wrong code is recorded as a failed
 * sign-in and counts against the caller's address and against every live code.
 */
export async function redeemSignInCode(
  ctx: SignInCodeContext,
  typed: string,
): Promise<{ user: User; sessionToken: string; sessionExpiresAt: Date }> {
  const code = acceptOrRefuse(readSignInCode(typed))
  const at = ctx.now.toISOString()
  await refuseAddressAfterWrongCodes(ctx)
  const place = signInPlace(ctx.ip)
  try {
    const result = await inTransaction(ctx.db, async (trx) => {
      const found = await findSignInCode(trx, codeHash(ctx.secretKey, code))
      if (!found) throw new CodeRefused(WRONG_CODE)
      if (!(await consumeSignInCode(trx, found.id, at, WRONG_GUESSES_PER_CODE))) {
        throw new CodeRefused('used, expired or worn-out sign-in code')
      }
      const user = await findUserById(trx, found.userId)
      // A child whose own sign-in was revoked gets no session (the session check would
      // refuse it on the next request anyway).
      if (!user || (user.role === 'child' && !(await findChildIdForUser(trx, user.id)))) {
        throw new CodeRefused('sign-in code of a removed account')
      }
      const session = await startSession(trx, user, place, ctx.now, ctx.config.sessionDays)
      return { user, sessionToken: session.token, sessionExpiresAt: session.expiresAt }
    })
    await insertSecurityEvent(ctx.db, {
      type: 'login-succeeded',
      ip: ctx.ip,
      email: result.user.email,
      userId: result.user.id,
      detail: 'sign-in code',
      createdAt: at,
    })
    return result
  } catch (error) {
    if (!(error instanceof CodeRefused)) throw error
    await insertSecurityEvent(ctx.db, {
      type: 'login-failed',
      ip: ctx.ip,
      detail: error.message,
      createdAt: at,
    })
    if (error.message === WRONG_CODE) await countWrongGuess(ctx.db, at)
    throw new AppError(
      401,
      'invalid-sign-in-code',
      'This code is wrong, used or expired. Show a new code on your other device and enter it within 10 minutes.',
    )
  }
}

async function refuseAddressAfterWrongCodes(ctx: SignInCodeContext): Promise<void> {
  if (ctx.ip === null) return
  const since = new Date(ctx.now.getTime() - WRONG_CODE_WINDOW_MS).toISOString()
  const wrong = await countSecurityEvents(ctx.db, {
    type: 'login-failed',
    since,
    ip: ctx.ip,
    detail: WRONG_CODE,
  })
  if (wrong < WRONG_CODES_PER_IP) return
  // One row per address and window is evidence enough; one per refusal would let a flood
  // fill the database.
  const refusal = {
    type: 'rate-limited' as const,
    ip: ctx.ip,
    detail: 'too many wrong sign-in codes',
  }
  if ((await countSecurityEvents(ctx.db, { ...refusal, since })) === 0) {
    await insertSecurityEvent(ctx.db, { ...refusal, createdAt: ctx.now.toISOString() })
  }
  throw new AppError(
    429,
    'rate-limited',
    'Too many wrong codes were entered from this network. Wait 15 minutes, or sign in with a magic link.',
  )
}
