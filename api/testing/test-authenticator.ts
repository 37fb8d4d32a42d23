import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

/** WebAuthn's flags byte: user present, user verified, attested credential data included. */
const USER_PRESENT = 0x01
const USER_VERIFIED = 0x04
const ATTESTED_CREDENTIAL = 0x40
/** COSE: an EC2 key, ES256, on P-256. */
const COSE_EC2 = 2
const COSE_ES256 = -7
const COSE_P256 = 1

interface Credential {
  id: string
  privateKey: KeyObject
  userHandle: string
  counter: number
}

export interface RegistrationAnswer {
  id: string
  rawId: string
  type: 'public-key'
  response: { clientDataJSON: string; attestationObject: string; transports: string[] }
  authenticatorAttachment: 'platform'
  clientExtensionResults: Record<string, never>
}

export interface SignInAnswer {
  id: string
  rawId: string
  type: 'public-key'
  response: {
    clientDataJSON: string
    authenticatorData: string
    signature: string
    userHandle: string
  }
  authenticatorAttachment: 'platform'
  clientExtensionResults: Record<string, never>
}

const base64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes))
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

/**
 * A passkey authenticator in software for API tests: ES256 keys, "none" attestation,
 * the user always present and verified. It answers a server's options with the JSON a
 * browser's startRegistration() and startAuthentication() send, built byte by byte as
 * WebAuthn defines them (authenticator data, CBOR attestation object, DER signature over
 * the authenticator data and the client data's hash). The browser tests use Chromium's
 * own virtual authenticator instead.
 */
export class TestAuthenticator {
  private readonly credentials: Credential[] = []

  /** `origin`: where the browser would be, e.g. http://localhost. */
  constructor(readonly origin: string) {}

  /** Makes a credential for the options' user and relying party. */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    { origin = this.origin }: { origin?: string } = {},
  ): RegistrationAnswer {
    const rpId = options.rp.id ?? new URL(origin).hostname
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, COSE_EC2],
        [3, COSE_ES256],
        [-1, COSE_P256],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    )
    const credentialId = randomBytes(16)
    const length = Buffer.alloc(2)
    length.writeUInt16BE(credentialId.length)
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      length,
      credentialId,
      coseKey,
    ])
    const noStatement = new Map<string, string>()
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', noStatement],
        ['authData', new Uint8Array(authData)],
      ]),
    )
    const id = base64url(credentialId)
    this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 })
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData('webauthn.create', options.challenge, origin),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    }
  }

  /**
   * Signs the options' challenge with a credential it made (the last one unless named).
   * The overrides make the answers an attacker would send: another credential's id on
   * this one's signature, another user handle, another origin.
   */
  signIn(
    options: { challenge: string; rpId?: string },
    overrides: { credentialId?: string; userHandle?: string; origin?: string } = {},
  ): SignInAnswer {
    const credential = this.credentials.at(-1)
    if (!credential) throw new Error('The test authenticator holds no credential')
    const origin = overrides.origin ?? this.origin
    credential.counter += 1
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? new URL(origin).hostname),
      Buffer.from([USER_PRESENT | USER_VERIFIED]),
      uint32(credential.counter),
    ])
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin)
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
      credential.privateKey,
    )
    const id = overrides.credentialId ?? credential.id
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
        userHandle: overrides.userHandle ?? credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    }
  }
}

function clientData(type: string, challenge: string, origin: string): string {
  const json = JSON.stringify({ type, challenge, origin, crossOrigin: false })
  return isoBase64URL.fromUTF8String(json)
}
