import { createHmac } from 'node:crypto'
import { isIP } from 'node:net'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { Db } from '../../../db/client.js'
import { findChildIdForUser } from '../../../db/queries/children.js'
import {
  consumePasskeyChallenge,
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  insertPasskeyChallenge,
  listPasskeys,
  markPasskeyUsed,
  type Passkey,
} from '../../../db/queries/passkeys.js'
import { insertSecurityEvent } from '../../../db/queries/security-events.js'
import { findUserById, type User } from '../../../db/queries/users.js'
import type { PasskeyChallengePurpose } from '../../../db/schema.js'
import { inTransaction } from '../../../db/transaction.js'
import type { Config } from '../../config.js'
import { AppError, conflict, notFound, unauthenticated } from '../../errors.js'
import type { PublicAddress } from '../../lib/public-address.js'
import type { SessionUser } from '../../lib/sessions.js'
import { signInPlace, startSession } from './auth.service.js'
import type { PasskeyDto } from './passkeys.schemas.js'

const RP_NAME = 'Family Bitcoin'
/** How long the browser may wait for the authenticator, and the challenge stays good. */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000
const CHALLENGE_TTL_MS = 5 * 60 * 1000
/** Enough for every device and key a member owns. */
export const PASSKEYS_PER_MEMBER = 20

/** Who a passkey belongs to and where it works: the listed address's name and origin. */
export interface RelyingParty {
  id: string
  origin: string
}

export interface PasskeyContext {
  db: Db
  secretKey: Buffer
  config: Config
  now: Date
  ip: string | null
  /** The listed address the request came in on; undefined for any other Host. */
  address: PublicAddress | undefined
}

/**
 * The relying party for the address a request came in on: only a listed address
 * (PUBLIC_URLS), never an unchecked Host header, and only a name, since WebAuthn takes
 * no IP address. Whether the page is a secure context (HTTPS or localhost) the browser
 * decides; the web app says why when it is not.
 */
function relyingParty(address: PublicAddress | undefined): RelyingParty {
  const hostname = address?.hostname.replace(/^\[|\]$/g, '')
  if (!address || !hostname || isIP(hostname) !== 0) {
    throw conflict(
      'passkeys-unavailable',
      'Passkeys work only at the name this server is set up with (PUBLIC_URLS), not at an IP address. Open the app by its name to use them.',
    )
  }
  return { id: hostname, origin: address.origin }
}

/**
 * The member's WebAuthn user handle: the same for each of their passkeys (so an
 * authenticator replaces rather than piles up a member's credential), naming no e-mail
 * and no database id to whoever reads the authenticator.
 */
function userHandle(secretKey: Buffer, userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac('sha256', secretKey).update(`passkey-user\n${userId}`).digest()
  return new Uint8Array(digest)
}

async function handOutChallenge(
  ctx: PasskeyContext,
  challenge: string,
  purpose: PasskeyChallengePurpose,
  userId: number | null,
  rp: RelyingParty,
): Promise<void> {
  await insertPasskeyChallenge(ctx.db, {
    challenge,
    purpose,
    userId,
    rpId: rp.id,
    expiresAt: new Date(ctx.now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  })
}

/** For the library's check: true once for a challenge handed out for this purpose, member and address. */
function challengeCheck(
  ctx: PasskeyContext,
  purpose: PasskeyChallengePurpose,
  userId: number | null,
  rp: RelyingParty,
) {
  return (challenge: string) =>
    consumePasskeyChallenge(ctx.db, {
      challenge,
      purpose,
      userId,
      rpId: rp.id,
      now: ctx.now.toISOString(),
    })
}

function toDto(passkey: Passkey): PasskeyDto {
  return {
    id: passkey.id,
    name: passkey.name,
    rpId: passkey.rpId,
    createdAt: passkey.createdAt,
    lastUsedAt: passkey.lastUsedAt,
  }
}

export async function listMemberPasskeys(db: Db, member: SessionUser): Promise<PasskeyDto[]> {
  return (await listPasskeys(db, member.id)).map(toDto)
}

export async function removeMemberPasskey(
  db: Db,
  member: SessionUser,
  id: number,
): Promise<{ success: boolean }> {
  // Another member's passkey, in this family or another, is as missing as a deleted one.
  if (!(await deletePasskey(db, member.id, id))) throw notFound('Passkey')
  return { success: true }
}

/** What the browser needs to make a passkey for the signed-in member at this address. */
export async function registrationOptions(
  ctx: PasskeyContext,
  member: SessionUser,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(ctx.address)
  const existing = await listPasskeys(ctx.db, member.id)
  if (existing.length >= PASSKEYS_PER_MEMBER) {
    throw conflict(
      'passkey-limit',
      `You have ${PASSKEYS_PER_MEMBER} passkeys. Remove one you no longer use first.`,
    )
  }
  const user = await findUserById(ctx.db, member.id)
  if (!user) throw unauthenticated()
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userID: userHandle(ctx.secretKey, member.id),
    userName: user.email,
    userDisplayName: user.firstName ?? user.email,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // The browser will not make a second passkey on an authenticator that has one here.
    excludeCredentials: existing
      .filter((passkey) => passkey.rpId === rp.id)
      .map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    // A passkey is a whole sign-in: it must be findable without an e-mail (resident) and
    // ask for the device's PIN, fingerprint or face.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await handOutChallenge(ctx, options.challenge, 'register', member.id, rp)
  return options
}

/** Checks what the authenticator made for the challenge handed out and keeps the passkey. */
export async function registerPasskey(
  ctx: PasskeyContext,
  member: SessionUser,
  response: RegistrationResponseJSON,
  name: string | undefined,
): Promise<PasskeyDto> {
  const rp = relyingParty(ctx.address)
  let credential: WebAuthnCredential
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challengeCheck(ctx, 'register', member.id, rp),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
    if (!verified.verified) throw new Error('the authenticator did not prove its key')
    credential = verified.registrationInfo.credential
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new AppError(400, 'passkey-refused', `The passkey was not added: ${reason}`)
  }
  const passkey = {
    familyId: member.familyId,
    userId: member.id,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    rpId: rp.id,
    name: name?.trim() || 'Passkey',
    createdAt: ctx.now.toISOString(),
  }
  const id = await insertPasskey(ctx.db, passkey)
  if (id === undefined) {
    throw conflict('passkey-exists', 'This passkey is already registered.')
  }
  return toDto({ ...passkey, id, lastUsedAt: null })
}

/** A challenge for signing in with any passkey of this address (the browser offers its own). */
export async function signInOptions(
  ctx: PasskeyContext,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingParty(ctx.address)
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  })
  await handOutChallenge(ctx, options.challenge, 'sign-in', null, rp)
  return options
}

class PasskeyRefused extends Error {}

/**
 * Signs in the member whose passkey signed the challenge handed out: the passkey must be
 * stored for this address, its user handle (when the browser sends one) the member's,
 * and the signature good for the stored public key. A refusal is a failed sign-in.
 */
export async function signInWithPasskey(
  ctx: PasskeyContext,
  response: AuthenticationResponseJSON,
): Promise<{ user: User; sessionToken: string; sessionExpiresAt: Date }> {
  const rp = relyingParty(ctx.address)
  const at = ctx.now.toISOString()
  const place = signInPlace(ctx.ip)
  try {
    const passkey = await findPasskeyByCredentialId(ctx.db, response.id)
    if (!passkey || passkey.rpId !== rp.id) throw new PasskeyRefused('unknown passkey')
    const user = await findUserById(ctx.db, passkey.userId)
    if (!user || (user.role === 'child' && !(await findChildIdForUser(ctx.db, user.id)))) {
      throw new PasskeyRefused('passkey of a removed account')
    }
    const handle = response.response.userHandle
    if (handle && handle !== isoBase64URL.fromBuffer(userHandle(ctx.secretKey, user.id))) {
      throw new PasskeyRefused("user handle is not the passkey's member")
    }
    let newCounter: number
    try {
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challengeCheck(ctx, 'sign-in', null, rp),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      })
      if (!verified.verified) throw new Error('signature not verified')
      newCounter = verified.authenticationInfo.newCounter
    } catch (error) {
      throw new PasskeyRefused(error instanceof Error ? error.message : String(error))
    }
    const session = await inTransaction(ctx.db, async (trx) => {
      await markPasskeyUsed(trx, passkey.id, { counter: newCounter, at })
      return startSession(trx, user, place, ctx.now, ctx.config.sessionDays)
    })
    await insertSecurityEvent(ctx.db, {
      type: 'login-succeeded',
      ip: ctx.ip,
      email: user.email,
      userId: user.id,
      detail: 'passkey',
      createdAt: at,
    })
    return { user, sessionToken: session.token, sessionExpiresAt: session.expiresAt }
  } catch (error) {
    if (!(error instanceof PasskeyRefused)) throw error
    await insertSecurityEvent(ctx.db, {
      type: 'login-failed',
      ip: ctx.ip,
      detail: `passkey: ${error.message}`.slice(0, 300),
      createdAt: at,
    })
    throw new AppError(
      401,
      'passkey-refused',
      'This passkey was not accepted. Try again, or sign in with a magic link.',
    )
  }
}
