import { type Static, Type } from 'typebox'
import { errorReplies, Id, IdParams, routeMap } from '../../lib/schemas.js'
import { SuccessReply } from './auth.schemas.js'
import { SignedInReply } from './sign-in-codes.schemas.js'

/**
 * WebAuthn's JSON forms (https://w3c.github.io/webauthn/#dictdef-publickeycredentialjson),
 * as @simplewebauthn makes and reads them: binary values travel as base64url.
 */
const Base64Url = Type.String({ pattern: '^[A-Za-z0-9_-]*$', maxLength: 65_536 })
const PUBLIC_KEY = Type.Literal('public-key')
const Transports = Type.Array(Type.String({ maxLength: 32 }), { maxItems: 16 })
const Attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')])

const CredentialDescriptor = Type.Object({
  id: Base64Url,
  // "public-key": typed as any text by @simplewebauthn's descriptors.
  type: Type.String(),
  transports: Type.Optional(Transports),
})

/** For navigator.credentials.create(), through startRegistration(). */
export const RegistrationOptionsReply = Type.Object({
  challenge: Base64Url,
  rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
  user: Type.Object({ id: Base64Url, name: Type.String(), displayName: Type.String() }),
  pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: PUBLIC_KEY })),
  timeout: Type.Optional(Type.Integer()),
  attestation: Type.Optional(Type.String()),
  excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  authenticatorSelection: Type.Optional(
    Type.Object({
      authenticatorAttachment: Type.Optional(Type.String()),
      residentKey: Type.Optional(Type.String()),
      requireResidentKey: Type.Optional(Type.Boolean()),
      userVerification: Type.Optional(Type.String()),
    }),
  ),
  extensions: Type.Optional(Type.Object({ credProps: Type.Optional(Type.Boolean()) })),
  hints: Type.Optional(Type.Array(Type.String())),
})
export type RegistrationOptionsReply = Static<typeof RegistrationOptionsReply>

/** For navigator.credentials.get(), through startAuthentication(). */
export const SignInOptionsReply = Type.Object({
  challenge: Base64Url,
  rpId: Type.Optional(Type.String()),
  timeout: Type.Optional(Type.Integer()),
  allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  userVerification: Type.Optional(Type.String()),
  hints: Type.Optional(Type.Array(Type.String())),
})
export type SignInOptionsReply = Static<typeof SignInOptionsReply>

/** What navigator.credentials.create() answered, from startRegistration(). */
export const RegistrationResponse = Type.Object({
  id: Base64Url,
  rawId: Base64Url,
  type: PUBLIC_KEY,
  response: Type.Object({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    authenticatorData: Type.Optional(Base64Url),
    transports: Type.Optional(Transports),
    publicKeyAlgorithm: Type.Optional(Type.Integer({ minimum: -65_536, maximum: 65_536 })),
    publicKey: Type.Optional(Base64Url),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: Type.Object({}),
})

export const RegisterPasskeyBody = Type.Object({
  response: RegistrationResponse,
  /** How the member tells their passkeys apart; "Passkey" when left out. */
  name: Type.Optional(Type.String({ maxLength: 60 })),
})
export type RegisterPasskeyBody = Static<typeof RegisterPasskeyBody>

/** What navigator.credentials.get() answered, from startAuthentication(). */
export const AuthenticationResponse = Type.Object({
  id: Base64Url,
  rawId: Base64Url,
  type: PUBLIC_KEY,
  response: Type.Object({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: Type.Optional(Base64Url),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: Type.Object({}),
})

export const PasskeySignInBody = Type.Object({ response: AuthenticationResponse })
export type PasskeySignInBody = Static<typeof PasskeySignInBody>

/** A passkey as its member sees it in the list: never its key. */
export const PasskeyDto = Type.Object({
  id: Id,
  name: Type.String(),
  /** The address's name it works at, such as umbrel.local. */
  rpId: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
})
export type PasskeyDto = Static<typeof PasskeyDto>

export const PasskeyList = Type.Array(PasskeyDto)
export type PasskeyList = Static<typeof PasskeyList>

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const passkeysApi = routeMap({
  'GET /api/auth/passkeys': { response: { 200: PasskeyList, ...errorReplies(401) } },
  'DELETE /api/auth/passkeys/:id': {
    params: IdParams,
    response: { 200: SuccessReply, ...errorReplies(400, 401, 403, 404) },
  },
  'POST /api/auth/passkeys/registration-options': {
    response: { 200: RegistrationOptionsReply, ...errorReplies(401, 403, 409, 429) },
  },
  'POST /api/auth/passkeys': {
    body: RegisterPasskeyBody,
    response: { 200: PasskeyDto, ...errorReplies(400, 401, 403, 409, 413, 415) },
  },
  'POST /api/auth/passkeys/sign-in-options': {
    response: { 200: SignInOptionsReply, ...errorReplies(403, 409, 429) },
  },
  'POST /api/auth/passkeys/sign-in': {
    body: PasskeySignInBody,
    response: { 200: SignedInReply, ...errorReplies(400, 401, 403, 409, 413, 415, 429) },
  },
})
