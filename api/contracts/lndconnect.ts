/**
 * The lndconnect URI (`lndconnect://<host>:<REST port>?cert=<base64url DER>&macaroon=<base64url>`,
 * what Zeus, RaspiBlitz, Start9 and lndconnect itself show for a node's REST access) read
 * into the LND form's three fields: the REST URL, the macaroon in hex and the certificate
 * as PEM. The form fills them from a pasted URI; the server reads the same encodings when
 * the URI is a connection string (api/lib/lightning/connection-string.ts) and checks the
 * certificate itself. Runs in the browser too: no Buffer, no Node modules.
 */
import { type Checked, refuse } from './error-codes.js'

export interface LndConnectFields {
  /** `https://<host>:<port>`, with the path if the URI names one. */
  url: string
  macaroonHex: string
  /** Absent when the node's certificate is signed by a public CA (the URI leaves `cert` out). */
  tlsCertificatePem?: string
}

const SCHEME = 'lndconnect://'
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/
const PARAMETERS = new Set(['cert', 'macaroon'])

export const LNDCONNECT_MESSAGES = {
  notAUri:
    'This is not an lndconnect:// URI with a host, such as lndconnect://node.local:8080?macaroon=...',
  credentialOutsideQuery:
    'The lndconnect URI must carry its macaroon in the query (?macaroon=...), not as a user name or #fragment',
  unknownParameter: 'The lndconnect URI takes only cert= and macaroon=',
  repeated: 'The lndconnect URI names cert= or macaroon= twice',
  noMacaroon: 'The lndconnect URI needs macaroon=',
  notBase64url: 'The cert and macaroon in the lndconnect URI must be base64url text',
} as const

/** Whether `text` is meant as an lndconnect URI (the form then reads it instead of a URL). */
export function isLndConnectUri(text: string): boolean {
  return text.trim().toLowerCase().startsWith(SCHEME)
}

/** Base64url (padding optional) as the bytes' lower-case hex: how LND's REST header takes a macaroon. */
export function hexOfBase64url(text: string): string {
  return [...bytesOfBase64url(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A certificate sent as base64url DER, in the PEM form LND writes to tls.cert. */
export function pemOfBase64urlDer(text: string): string {
  const base64 = btoa(String.fromCharCode(...bytesOfBase64url(text)))
  const lines = base64.match(/.{1,64}/g) ?? []
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`
}

/** Base64url that decodes: one character over a multiple of four holds no whole byte. */
function isBase64url(text: string): boolean {
  return BASE64URL.test(text) && text.replace(/=+$/, '').length % 4 !== 1
}

/** The bytes of base64url text; like Node's Buffer, a last character that holds no whole byte is dropped. */
function bytesOfBase64url(text: string): Uint8Array {
  const body = text.replace(/=+$/, '')
  const whole = body.length % 4 === 1 ? body.slice(0, -1) : body
  const base64 = whole.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

/**
 * The form's fields from a pasted lndconnect URI. Whether the certificate parses and the
 * node answers is for the server to find when the connection is saved.
 */
export function readLndConnect(input: string): Checked<LndConnectFields, 'url'> {
  const text = input.trim()
  if (!isLndConnectUri(text)) return refuse('url', 'invalid-url', LNDCONNECT_MESSAGES.notAUri)
  // Read as https: browsers before 2024 gave a URL of an unknown scheme no host.
  let url: URL
  try {
    url = new URL(`https://${text.slice(SCHEME.length)}`)
  } catch {
    return refuse('url', 'invalid-url', LNDCONNECT_MESSAGES.notAUri)
  }
  if (url.hostname === '') return refuse('url', 'invalid-url', LNDCONNECT_MESSAGES.notAUri)
  if (url.username || url.password || url.hash) {
    return refuse('url', 'invalid-url', LNDCONNECT_MESSAGES.credentialOutsideQuery)
  }
  const names = [...url.searchParams.keys()]
  if (names.some((name) => !PARAMETERS.has(name))) {
    return refuse('url', 'invalid-url', LNDCONNECT_MESSAGES.unknownParameter)
  }
  if (new Set(names).size !== names.length) {
    return refuse('url', 'invalid-url', LNDCONNECT_MESSAGES.repeated)
  }
  const macaroon = url.searchParams.get('macaroon')
  const cert = url.searchParams.get('cert')
  if (macaroon === null) return refuse('url', 'invalid-url', LNDCONNECT_MESSAGES.noMacaroon)
  if (!isBase64url(macaroon) || (cert !== null && !isBase64url(cert))) {
    return refuse('url', 'invalid-url', LNDCONNECT_MESSAGES.notBase64url)
  }
  const path = url.pathname.replace(/\/+$/, '')
  return {
    value: {
      url: `https://${url.host}${path}`,
      macaroonHex: hexOfBase64url(macaroon),
      ...(cert === null ? {} : { tlsCertificatePem: pemOfBase64urlDer(cert) }),
    },
  }
}
